import type { PublicOffer } from "@studentperks/contracts/offers";
import type { OfferSort } from "./catalogue-view.ts";

type Sortable = Pick<PublicOffer, "id" | "expiresAt" | "discountType" | "discountValue">;

/** Percentages first, then fixed amounts: 20% and AED 20 cannot be compared without the price. */
const DISCOUNT_GROUPS: Partial<Record<NonNullable<Sortable["discountType"]>, number>> = {
  percentage: 0,
  fixed: 1,
};

/**
 * The catalogue in the order `sort` asks for; the list arrives newest first, and every sort keeps
 * that order among offers it ranks alike.
 * - popular: by `popular` (offer ids, most students first); offers nobody took follow.
 * - ending-soon: the earliest expiry first; offers that do not expire follow.
 * - discount: percentages by size, then fixed amounts by size; other kinds follow.
 */
export function sortOffers<T extends Sortable>(
  offers: readonly T[],
  sort: OfferSort,
  popular: readonly number[] = [],
): T[] {
  switch (sort) {
    case "newest":
      return [...offers];
    case "popular": {
      const rank = new Map(popular.map((id, index) => [id, index]));
      return sortBy(offers, (offer) => [rank.get(offer.id) ?? Infinity]);
    }
    case "ending-soon":
      return sortBy(offers, (offer) => [offer.expiresAt ? Date.parse(offer.expiresAt) : Infinity]);
    case "discount":
      return sortBy(offers, (offer) => {
        const group = offer.discountType === null ? undefined : DISCOUNT_GROUPS[offer.discountType];
        return group === undefined ? [Infinity, 0] : [group, -(offer.discountValue ?? 0)];
      });
  }
}

/** A stable sort on a tuple of keys, each computed once. */
function sortBy<T>(items: readonly T[], keys: (item: T) => number[]): T[] {
  return items
    .map((item, index) => ({ item, index, key: keys(item) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index)
    .map(({ item }) => item);
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return 0;
}
