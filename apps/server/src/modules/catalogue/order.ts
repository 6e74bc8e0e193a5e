// The catalogue's orders as sort keys: tuples of numbers compared left to right, smallest first, the
// last always the id, so every offer has its own key. A page's cursor is the last card's key, so the
// next page starts right after it wherever offers were added or removed in between.
import type { OfferSort } from "@studentperks/contracts/catalogue";
import { dated, newestKey, type IndexedOffer } from "#server/modules/offers/index.ts";

export type SortKey = readonly number[];

/** Stands for "none" (no expiry, not ranked): after every real value. */
const LAST = 9e15;

/** Percentages first, then fixed amounts (20% and AED 20 cannot be compared without the price). */
const DISCOUNT_GROUPS: Record<string, number> = { percentage: 0, fixed: 1 };

const newest = (offer: IndexedOffer): number[] => newestKey(dated(offer));

/**
 * The key of `offer` in `sort`; `popularRank` is the offer's place among the month's most taken
 * (undefined when nobody took it). Every sort keeps newest first among offers it ranks alike.
 */
export function sortKey(offer: IndexedOffer, sort: OfferSort, popularRank: number | undefined): number[] {
  switch (sort) {
    case "newest":
      return newest(offer);
    case "popular":
      return [popularRank ?? LAST, ...newest(offer)];
    case "ending-soon":
      return [offer.expiresAt ?? LAST, ...newest(offer)];
    case "discount": {
      const group = offer.card.discountType === null ? undefined : DISCOUNT_GROUPS[offer.card.discountType];
      return group === undefined
        ? [2, 0, ...newest(offer)]
        : [group, -(offer.card.discountValue ?? 0), ...newest(offer)];
    }
  }
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return 0;
}

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key a cursor names, or null when it is not one this order could have made. */
export function decodeCursor(cursor: string, length: number): SortKey | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return Array.isArray(key) && key.length === length && key.every((n) => Number.isFinite(n))
      ? (key as number[])
      : null;
  } catch {
    return null;
  }
}
