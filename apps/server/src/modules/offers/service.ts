// The public offer list, kept serialized, tagged and precompressed in memory.
// Each call revalidates cheaply: one catalogue-version read (shared by concurrent callers) plus the
// clock against the earliest upcoming expiry, so any process sees other processes' writes and an
// offer disappears the moment it expires, without anyone writing.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { batchedRead } from "#server/lib/batched-read.ts";
import type { Clock } from "#server/services/clock.ts";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { serializePublicList, toPublicOffer } from "./public-offer.ts";
import type { OffersRepo } from "./repo.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PublicList {
  etag: string;
  count: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** An offer the public catalogue shows, in its public shape (no code, no referral link). */
export interface LiveOffer {
  offer: PublicOffer;
  updatedAt: Date;
}

interface Entry {
  version: number;
  /** Epoch ms of the earliest expiresAt among listed offers; the entry is stale from then on. */
  validUntil: number | null;
  list: PublicList;
  byId: Map<number, LiveOffer>;
  /** Ids of the live offers staff featured, in staff's order. */
  featured: number[];
}

export interface OffersService {
  publicList(): Promise<PublicList>;
  /** The offer if the public catalogue shows it now (published, not expired), from the same cache. */
  liveOffer(id: number): Promise<LiveOffer | null>;
  /** Every offer the public catalogue shows now, by id, from the same cache. */
  liveOffers(): Promise<ReadonlyMap<number, LiveOffer>>;
  /**
   * The home page's Featured row: ids of the live offers staff featured, first first, from the same
   * cache, so a new order or an expiry shows on the next call in every process.
   */
  featured(): Promise<readonly number[]>;
}

export function isFresh(entry: Pick<Entry, "version" | "validUntil">, version: number, now: number): boolean {
  return entry.version === version && (entry.validUntil === null || now < entry.validUntil);
}

async function build(repo: OffersRepo, version: number, now: Date): Promise<Entry> {
  const rows = await repo.listPublic(now);
  const identity = Buffer.from(serializePublicList(rows));
  const expiries = rows.flatMap((row) => (row.expiresAt ? [row.expiresAt.getTime()] : []));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    version,
    validUntil: expiries.length ? Math.min(...expiries) : null,
    // Weak: the same JSON is served in three content codings (RFC 9110 §8.8.3).
    list: { etag: `W/"${hash}"`, count: rows.length, identity, gzip: gz, br },
    byId: new Map(rows.map((row) => [row.id, { offer: toPublicOffer(row), updatedAt: row.updatedAt }])),
    featured: rows
      .flatMap(({ id, featuredRank: rank }) => (rank === null ? [] : [{ id, rank }]))
      .sort((a, b) => a.rank - b.rank || a.id - b.id)
      .map(({ id }) => id),
  };
}

export function createOffersService(deps: { repo: OffersRepo; clock: Clock }): OffersService {
  const { repo, clock } = deps;
  const readVersion = batchedRead(() => repo.catalogueVersion());
  let entry: Entry | null = null;
  let building: { version: number; promise: Promise<Entry> } | null = null;

  async function current(): Promise<Entry> {
    // Version first, rows after: a write landing in between only causes one extra rebuild.
    const version = await readVersion();
    const now = clock.now();
    if (entry && isFresh(entry, version, now.getTime())) return entry;
    if (!building || building.version !== version) {
      const promise = build(repo, version, now);
      building = { version, promise };
      promise
        .then((built) => {
          if (!entry || built.version >= entry.version) entry = built;
        })
        .catch(() => undefined)
        .finally(() => {
          if (building?.promise === promise) building = null;
        });
    }
    const built = await building.promise;
    // A shared build that started before an expiry we have now passed is not good enough.
    if (isFresh(built, version, now.getTime())) return built;
    return build(repo, version, now);
  }

  return {
    publicList: async () => (await current()).list,
    liveOffer: async (id) => (await current()).byId.get(id) ?? null,
    liveOffers: async () => (await current()).byId,
    featured: async () => (await current()).featured,
  };
}
