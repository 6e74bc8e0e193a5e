// The catalogue page by page (GET /api/catalogue) and the home page's front (GET /api/catalogue/front),
// answered from the offers module's in-memory index: a search is a scan of prepared search forms, an
// order is computed once per change of the catalogue or the ranking, and a page is its cards' JSON
// made once and joined. Nothing here reads the database per request.
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { OfferSort, WhereFilter } from "@studentperks/contracts/catalogue";
import { ALL_CATEGORIES, isUsableInStore } from "@studentperks/contracts/catalogue";
import { CATALOGUE_PAGE_SIZE } from "@studentperks/contracts/catalogue-page";
import { searchText } from "@studentperks/contracts/search-text";
import type { Clock } from "#server/services/clock.ts";
import type { CatalogueSnapshot, IndexedOffer, OffersService } from "#server/modules/offers/index.ts";
import type { RankingsService } from "#server/modules/rankings/index.ts";
import { collageOffers, frontBrands, offerRows } from "./front.ts";
import { compareKeys, decodeCursor, encodeCursor, sortKey, type SortKey } from "./order.ts";

export interface PageRequest {
  q?: string;
  category?: string;
  /** "in-store": only the offers a student can use at the till with their card (issue 35). */
  where?: WhereFilter;
  sort?: OfferSort;
  cursor?: string;
  limit?: number;
  /** Only these offers (a student's saved ones). */
  only?: ReadonlySet<number>;
}

/** A page as JSON, or "bad cursor" for a cursor this order did not make. */
export type PageAnswer = { json: string } | { badCursor: true };

export interface CatalogueService {
  page(request: PageRequest): Promise<PageAnswer>;
  /** The front as JSON: the same string until the catalogue, the ranking or the minute changes. */
  front(): Promise<string>;
}

interface Ordered {
  offer: IndexedOffer;
  key: SortKey;
}

/** How long the front is kept: its Ending soon row and the live offers follow the clock. */
const FRONT_TTL_MS = 60_000;

export function createCatalogueService(deps: {
  offers: Pick<OffersService, "catalogue">;
  rankings: RankingsService;
  clock: Clock;
}): CatalogueService {
  const { offers, rankings, clock } = deps;
  // Each order, computed once per generation of the index and ranking.
  let orders: { generation: number; popular: readonly number[]; bySort: Map<OfferSort, Ordered[]> } | null =
    null;
  let front: { generation: number; rankings: object; at: number; json: string } | null = null;

  /**
   * Every live offer in `sort`'s order, computed once per generation of the index and ranking: at
   * 10,000 offers a sort is about 10 ms, so the first request after a change yields before it.
   */
  async function ordered(
    snapshot: CatalogueSnapshot,
    sort: OfferSort,
    popular: readonly number[],
  ): Promise<Ordered[]> {
    if (!orders || orders.generation !== snapshot.generation || orders.popular !== popular) {
      orders = { generation: snapshot.generation, popular, bySort: new Map() };
    }
    let list = orders.bySort.get(sort);
    if (!list) {
      const generation = orders.generation;
      await yieldToEventLoop();
      const known = orders.generation === generation ? orders.bySort.get(sort) : undefined;
      if (known) return known;
      const rank = new Map(popular.map((id, place) => [id, place]));
      list = [...snapshot.offers.values()]
        .map((offer) => ({ offer, key: sortKey(offer, sort, rank.get(offer.card.id)) }))
        .sort((a, b) => compareKeys(a.key, b.key));
      if (orders.generation === generation) orders.bySort.set(sort, list);
    }
    return list;
  }

  return {
    async page({
      q = "",
      category = ALL_CATEGORIES,
      where = "anywhere",
      sort = "newest",
      cursor,
      limit = CATALOGUE_PAGE_SIZE,
      only,
    }) {
      const [snapshot, ranked] = await Promise.all([offers.catalogue(), rankings.rankings()]);
      const now = clock.now().getTime();
      const needle = searchText(q.trim());
      const searching = needle !== "";
      const after =
        cursor === undefined ? null : decodeCursor(cursor, sortKeyLength(sort) + (searching ? 1 : 0));
      if (cursor !== undefined && after === null) return { badCursor: true };

      // Matches in the brand, business or title come before matches in a description only.
      const matches: { offer: IndexedOffer; key: SortKey }[][] = [[], []];
      for (const { offer, key } of await ordered(snapshot, sort, ranked.popular)) {
        if (offer.expiresAt !== null && offer.expiresAt <= now) continue;
        if (category !== ALL_CATEGORIES && offer.card.businessCategory !== category) continue;
        if (where === "in-store" && !isUsableInStore(offer.card.redemptionChannel)) continue;
        if (only && !only.has(offer.card.id)) continue;
        if (!searching) matches[0]!.push({ offer, key });
        else if (offer.primaryText.includes(needle)) matches[0]!.push({ offer, key: [0, ...key] });
        else if (offer.secondaryText.includes(needle)) matches[1]!.push({ offer, key: [1, ...key] });
      }
      const all = matches.flat();
      const start = after === null ? 0 : firstAfter(all, after);
      const shown = all.slice(start, start + limit);
      const last = shown.at(-1);
      const nextCursor = last && start + limit < all.length ? encodeCursor(last.key) : null;
      return {
        json: `{"offers":[${shown.map(({ offer }) => offer.cardJson).join(",")}],"total":${all.length},"nextCursor":${JSON.stringify(nextCursor)}}`,
      };
    },

    async front() {
      const [snapshot, ranked] = await Promise.all([offers.catalogue(), rankings.rankings()]);
      const now = clock.now();
      if (
        front &&
        front.generation === snapshot.generation &&
        front.rankings === ranked &&
        now.getTime() - front.at < FRONT_TTL_MS
      ) {
        return front.json;
      }
      const newest = (await ordered(snapshot, "newest", ranked.popular))
        .map(({ offer }) => offer)
        .filter((offer) => offer.expiresAt === null || offer.expiresAt > now.getTime());
      await yieldToEventLoop();
      const input = { newest, featured: ranked.featured, trending: ranked.trending, now };
      const cards = (offers: IndexedOffer[]) => `[${offers.map((offer) => offer.cardJson).join(",")}]`;
      const rows = offerRows(input).map(
        (row) => `{"id":${JSON.stringify(row.id)},"offers":${cards(row.offers)}}`,
      );
      const json = `{"rows":[${rows.join(",")}],"collage":${cards(collageOffers(input))},"brands":${JSON.stringify(frontBrands(newest))}}`;
      front = { generation: snapshot.generation, rankings: ranked, at: now.getTime(), json };
      return json;
    },
  };
}

const sortKeyLength = (sort: OfferSort): number =>
  ({ newest: 3, popular: 4, "ending-soon": 4, discount: 5 })[sort];

/** The index of the first entry whose key is after `key` (entries are in key order). */
function firstAfter(entries: readonly { key: SortKey }[], key: SortKey): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(entries[middle]!.key, key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
