// The Featured screen's row as staff edit it before saving: moves, which offers may join, and why a
// featured offer is not on the home page.
import type { AdminOfferSummary, FeaturedOffer } from "@studentperks/contracts/admin/offers";

/** The list with the item at `index` one place up (-1) or down (+1); unchanged past either end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const moved = [...items];
  const to = index + by;
  if (index < 0 || index >= moved.length || to < 0 || to >= moved.length) return moved;
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** The same offers in the same order. */
export function sameOrder(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  return a.length === b.length && a.every((offer, index) => offer.id === b[index]!.id);
}

/**
 * The offers staff may add, as the server allows: published, not expired, not in the row yet; by
 * brand, then title, so one is found in a long list.
 */
export function featuredCandidates(
  offers: readonly AdminOfferSummary[],
  row: readonly { id: number }[],
): AdminOfferSummary[] {
  const taken = new Set(row.map((offer) => offer.id));
  return offers
    .filter((offer) => offer.status === "published" && !offer.isExpired && !taken.has(offer.id))
    .sort(
      (a, b) =>
        a.brandName.localeCompare(b.brandName, "en") || a.title.localeCompare(b.title, "en") || a.id - b.id,
    );
}

/** Why students do not see a featured offer on the home page, or null when they do. */
export function hiddenReason(offer: FeaturedOffer): "draft" | "paused" | "archived" | "expired" | null {
  if (offer.status !== "published") return offer.status;
  return offer.isExpired ? "expired" : null;
}

/** A picked offer as the row holds it. */
export function toFeatured(offer: AdminOfferSummary): FeaturedOffer {
  const { id, title, brandName, status, expiresAt, isExpired } = offer;
  return { id, title, brandName, status, expiresAt, isExpired };
}
