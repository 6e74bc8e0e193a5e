// The public catalogue: the in-memory index of live offers (catalogue-index.ts), one live offer with
// all its texts, and GET /api/offers, the spec's list of every live offer with every text, kept for
// clients that want it whole: built only when asked for, a slice at a time, and kept serialized,
// tagged and precompressed until the catalogue changes or one of its offers expires.
import { createHash } from "node:crypto";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { offerListSchema, type PublicOffer } from "@studentperks/contracts/offers";
import type { Clock } from "#server/services/clock.ts";
import {
  createCatalogueIndex,
  nextExpiry,
  type CatalogueIndex,
  dated,
  type CatalogueSnapshot,
} from "./catalogue-index.ts";
import { compareNewest } from "./newest.ts";
import { toPublicOffer } from "./public-offer.ts";
import type { OffersRepo } from "./repo.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Offers serialized per slice of the whole list: each slice is a few milliseconds of work. */
const LIST_SLICE = 50;
/** Live offers with all their texts kept per process (the offer dialog's and link previews' reads). */
const OFFER_CACHE_SIZE = 500;

export type ListCoding = "gzip" | "br";

export interface PublicList {
  etag: string;
  count: number;
  identity: Buffer;
  /**
   * The list compressed, made when first asked for and kept: each coding is seconds of a libuv
   * thread at 10,000 offers, and two at once beside the event loop starved it on a 2-core machine.
   */
  encoded(coding: ListCoding): Promise<Buffer>;
}

/** Compression runs on libuv's threads, off the event loop. */
const compress = (identity: Buffer, coding: ListCoding): Promise<Buffer> =>
  coding === "gzip"
    ? gzipAsync(identity, { level: 6 })
    : brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 7,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });

/** An offer the public catalogue shows, in its public shape (no code, no referral link). */
export interface LiveOffer {
  offer: PublicOffer;
  updatedAt: Date;
}

export interface OffersService {
  /** Every live offer with every text (GET /api/offers), newest first. */
  publicList(): Promise<PublicList>;
  /** The offer if the public catalogue shows it now (published, not expired), with all its texts. */
  liveOffer(id: number): Promise<LiveOffer | null>;
  /** The live catalogue's index (cards, search forms, sort fields). */
  catalogue(): Promise<CatalogueSnapshot>;
}

const newestFirst = (snapshot: CatalogueSnapshot, now: number) =>
  [...snapshot.offers.values()]
    .filter((offer) => offer.expiresAt === null || offer.expiresAt > now)
    .sort((a, b) => compareNewest(dated(a), dated(b)));

async function buildList(repo: OffersRepo, snapshot: CatalogueSnapshot, now: Date): Promise<PublicList> {
  const ids = newestFirst(snapshot, now.getTime()).map((offer) => offer.card.id);
  await yieldToEventLoop();
  const parts: Buffer[] = [];
  const hash = createHash("sha256");
  let count = 0;
  for (let start = 0; start < ids.length; start += LIST_SLICE) {
    const slice = ids.slice(start, start + LIST_SLICE);
    const rows = await repo.liveRows(slice, now);
    // The embedded engine ran the query on this thread: serializing waits for the next turn.
    await yieldToEventLoop();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const offers = slice.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPublicOffer(row)] : [];
    });
    const json = JSON.stringify(offerListSchema.parse(offers)).slice(1, -1);
    if (json) {
      const part = Buffer.from(count ? `,${json}` : json);
      parts.push(part);
      hash.update(part);
      count += offers.length;
    }
    await yieldToEventLoop();
  }
  const identity = Buffer.concat([Buffer.from("["), ...parts, Buffer.from("]")]);
  const tag = hash.digest("base64url").slice(0, 27);
  const encodings = new Map<ListCoding, Promise<Buffer>>();
  return {
    // Weak: the same JSON is served in three content codings (RFC 9110 §8.8.3).
    etag: `W/"${tag}"`,
    count,
    identity,
    encoded(coding) {
      let body = encodings.get(coding);
      if (!body) {
        body = compress(identity, coding);
        encodings.set(coding, body);
        body.catch(() => encodings.delete(coding)); // a failure is not kept: the next caller tries again
      }
      return body;
    },
  };
}

export function createOffersService(deps: { repo: OffersRepo; clock: Clock }): OffersService {
  const { repo, clock } = deps;
  const index: CatalogueIndex = createCatalogueIndex({ repo, clock });
  let list: { generation: number; validUntil: number; list: Promise<PublicList> } | null = null;
  // Offers with all their texts, for the current generation of the index only.
  let cache: { generation: number; offers: Map<number, LiveOffer | null> } = {
    generation: -1,
    offers: new Map(),
  };

  return {
    async publicList() {
      const snapshot = await index.current();
      const now = clock.now();
      if (!list || list.generation !== snapshot.generation || now.getTime() >= list.validUntil) {
        const building = buildList(repo, snapshot, now);
        const entry = {
          generation: snapshot.generation,
          validUntil: nextExpiry(snapshot, now.getTime()),
          list: building,
        };
        list = entry;
        // A failed build is not kept: the next caller tries again.
        building.catch(() => {
          if (list === entry) list = null;
        });
      }
      return list.list;
    },

    async liveOffer(id) {
      const snapshot = await index.current();
      const indexed = snapshot.offers.get(id);
      const now = clock.now();
      if (!indexed || (indexed.expiresAt !== null && indexed.expiresAt <= now.getTime())) return null;
      if (cache.generation !== snapshot.generation)
        cache = { generation: snapshot.generation, offers: new Map() };
      const known = cache.offers.get(id);
      if (known) return known;
      const [row] = await repo.liveRows([id], now);
      const live = row ? { offer: toPublicOffer(row), updatedAt: row.updatedAt } : null;
      if (live) {
        if (cache.offers.size >= OFFER_CACHE_SIZE) cache.offers.delete(cache.offers.keys().next().value!);
        cache.offers.set(id, live);
      }
      return live;
    },

    catalogue: () => index.current(),
  };
}
