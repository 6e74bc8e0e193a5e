// The live catalogue as cards, kept in memory by each process and brought up to date by what changed
// (issue 34): on a new catalogue version it reads the live offers' stamps (id, updated_at, featured
// rank, brand slug) a page at a time, then the card rows (no terms or guides) of only the offers
// whose stamp moved. Each query and each slice of work is small and followed by a yield, so neither a
// change nor a first start stalls the process, and the cost of a change grows with what changed.
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  CARD_DESCRIPTION_MAX,
  offerCardSchema,
  type OfferCard,
} from "@studentperks/contracts/catalogue-page";
import { searchText } from "@studentperks/contracts/search-text";
import { batchedRead } from "#server/lib/batched-read.ts";
import type { Clock } from "#server/services/clock.ts";
import type { Dated } from "./newest.ts";
import type { CardRow } from "./public-offer.ts";
import type { OfferStamp, OffersRepo } from "./repo.ts";

/**
 * Stamps read per query, and card rows per query: on the embedded engine, whose queries run on this
 * thread, each is about 5 ms at 10,000 offers (bench/scale.ts).
 */
const STAMP_PAGE = 250;
const ROW_PAGE = 50;

export interface IndexedOffer {
  card: OfferCard;
  /** The card as JSON, made once: a page of the catalogue is these joined. */
  cardJson: string;
  /** Search forms (search-text.ts) of what a match ranks first by: brand, business, title (both languages). */
  primaryText: string;
  /** Search forms of the descriptions (both languages) and the business description. */
  secondaryText: string;
  publishedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** Epoch ms, or null for an offer that does not expire. */
  expiresAt: number | null;
  featuredRank: number | null;
  /** When its brand's record last changed (its name and logo are on the card). */
  brandUpdatedAt: number;
}

export interface CatalogueSnapshot {
  /** Changes whenever the set of offers or any of them changes (for caches derived from it). */
  generation: number;
  offers: ReadonlyMap<number, IndexedOffer>;
}

export interface CatalogueIndex {
  /** The index as of the catalogue's current version (waits for a sync when it has moved). */
  current(): Promise<CatalogueSnapshot>;
}

/** `text` cut at a word to at most `max` characters, with "…" when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.search(/\s\S*$/);
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

const SEPARATOR = "\u0000"; // never in a search form: a query cannot match across two fields

function indexed(row: CardRow): IndexedOffer {
  const card = offerCardSchema.parse({
    id: row.id,
    title: row.title,
    titleAr: row.titleAr,
    description: cutAtWord(row.description, CARD_DESCRIPTION_MAX),
    descriptionAr: row.descriptionAr === null ? null : cutAtWord(row.descriptionAr, CARD_DESCRIPTION_MAX),
    brandName: row.brandName,
    brandSlug: row.brandSlug,
    businessCategory: row.businessCategory,
    logoUrl: row.logoUrl,
    coverUrl: row.coverUrl,
    brandColour: row.brandColour,
    offerType: row.offerType,
    discountType: row.discountType,
    discountValue: row.discountValue,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    redemptionChannel: row.redemptionChannel,
    usageLimit: row.usageLimit,
    outOfCodes: row.codesRanOutAt !== null,
  });
  const forms = (...texts: (string | null)[]) =>
    texts.flatMap((text) => (text ? [searchText(text)] : [])).join(SEPARATOR);
  return {
    card,
    cardJson: JSON.stringify(card),
    primaryText: forms(row.brandName, row.businessName, row.title, row.titleAr),
    secondaryText: forms(row.description, row.descriptionAr, row.businessDescription),
    // A scheduled offer is new to students when it goes live, not when staff published it.
    publishedAt: row.publishedAt && Math.max(row.publishedAt.getTime(), row.startsAt?.getTime() ?? 0),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    featuredRank: row.featuredRank,
    brandUpdatedAt: row.brandUpdatedAt.getTime(),
  };
}

/** The offer's dates for newest.ts. */
export const dated = (offer: IndexedOffer): Dated => ({
  id: offer.card.id,
  publishedAt: offer.publishedAt,
  createdAt: offer.createdAt,
});

/** Epoch ms of the earliest expiry still to come among the snapshot's offers (Infinity if none). */
export function nextExpiry(snapshot: CatalogueSnapshot, now: number): number {
  let earliest = Infinity;
  for (const { expiresAt } of snapshot.offers.values()) {
    if (expiresAt !== null && expiresAt > now && expiresAt < earliest) earliest = expiresAt;
  }
  return earliest;
}

const isCurrent = (entry: IndexedOffer | undefined, stamp: OfferStamp) =>
  entry !== undefined &&
  entry.updatedAt === stamp.updatedAt.getTime() &&
  entry.featuredRank === stamp.featuredRank &&
  entry.card.brandSlug === stamp.brandSlug &&
  entry.brandUpdatedAt === stamp.brandUpdatedAt.getTime();

export function createCatalogueIndex(deps: { repo: OffersRepo; clock: Clock }): CatalogueIndex {
  const { repo, clock } = deps;
  // Concurrent requests share one version read (PostgreSQL), as they share one sync.
  const readVersion = batchedRead(() => repo.catalogueVersion());
  const offers = new Map<number, IndexedOffer>();
  let generation = 0;
  let syncedVersion = -1;
  let syncing: { version: number; done: Promise<void> } | null = null;
  // A scheduled offer going live writes nothing, so the version cannot tell: the index syncs again
  // once the clock passes the next start it knows of.
  let nextStart = Infinity;

  async function sync(version: number): Promise<void> {
    const now = clock.now();
    const live = new Set<number>();
    const stale: number[] = [];
    for (let after = 0; ;) {
      const stamps = await repo.liveStamps(now, after, STAMP_PAGE);
      for (const stamp of stamps) {
        live.add(stamp.id);
        if (!isCurrent(offers.get(stamp.id), stamp)) stale.push(stamp.id);
      }
      if (stamps.length < STAMP_PAGE) break;
      after = stamps.at(-1)!.id;
      await yieldToEventLoop();
    }
    // Read and index the changed rows before touching the map, so readers never see half a sync.
    const fresh: IndexedOffer[] = [];
    for (let start = 0; start < stale.length; start += ROW_PAGE) {
      const rows = await repo.liveCardRows(stale.slice(start, start + ROW_PAGE), now);
      for (const row of rows) fresh.push(indexed(row));
      await yieldToEventLoop();
    }
    const upcoming = await repo.nextStart(now);
    let changed = fresh.length > 0;
    for (const id of offers.keys()) {
      if (!live.has(id)) {
        offers.delete(id);
        changed = true;
      }
    }
    for (const entry of fresh) offers.set(entry.card.id, entry);
    nextStart = upcoming?.getTime() ?? Infinity;
    if (changed) generation += 1;
    syncedVersion = Math.max(syncedVersion, version);
  }

  return {
    async current() {
      const version = await readVersion();
      if (version > syncedVersion || clock.now().getTime() >= nextStart) {
        if (!syncing || syncing.version < version) {
          const done = (syncing?.done ?? Promise.resolve()).catch(() => undefined).then(() => sync(version));
          const entry = { version, done };
          syncing = entry;
          void done
            .finally(() => {
              if (syncing === entry) syncing = null;
            })
            .catch(() => undefined);
        }
        await syncing.done;
      }
      return { generation, offers };
    },
  };
}
