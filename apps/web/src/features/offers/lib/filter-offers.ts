import { ALL_CATEGORIES, type CategoryFilter } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";

export interface OfferFilter {
  /** Free text; trimmed and matched case-insensitively. */
  query: string;
  /** "all", or a businessCategory matched exactly ("Retail" keeps its capital R). */
  category: CategoryFilter;
}

type Searchable = Pick<
  PublicOffer,
  "title" | "description" | "businessDescription" | "brandName" | "businessName"
> & {
  businessCategory: string;
};

const SEARCHED_FIELDS = ["title", "description", "businessDescription", "brandName", "businessName"] as const;

/**
 * Client-side filtering of the home page (spec 000 §4 "Filtering"): the search is case-insensitive
 * over title, description, businessDescription, brandName and businessName; the category matches
 * businessCategory exactly, "all" matches everything; both combine. Keeps the input order.
 */
export function filterOffers<T extends Searchable>(
  offers: readonly T[],
  { query, category }: OfferFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return offers.filter(
    (offer) =>
      (category === ALL_CATEGORIES || offer.businessCategory === category) &&
      (needle === "" || SEARCHED_FIELDS.some((field) => offer[field]?.toLowerCase().includes(needle))),
  );
}
