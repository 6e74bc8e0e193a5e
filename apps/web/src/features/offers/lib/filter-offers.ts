import { ALL_CATEGORIES, type CategoryFilter } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { searchText } from "@studentperks/contracts/search-text";

export interface OfferFilter {
  /** Free text; trimmed and matched case-insensitively (and, in Arabic, whatever the spelling). */
  query: string;
  /** "all", or a businessCategory matched exactly ("Retail" keeps its capital R). */
  category: CategoryFilter;
}

type Searchable = Pick<
  PublicOffer,
  "title" | "description" | "businessDescription" | "brandName" | "businessName"
> &
  Partial<Pick<PublicOffer, "titleAr" | "descriptionAr">> & {
    businessCategory: string;
  };

const SEARCHED_FIELDS = [
  "title",
  "description",
  "businessDescription",
  "brandName",
  "businessName",
  "titleAr",
  "descriptionAr",
] as const;

// Each offer's searched texts are brought to their search form once, not at every keystroke; the
// catalogue's offers are kept as they came, so the cache follows them.
const searchForms = new WeakMap<Searchable, string[]>();

function searchFormsOf(offer: Searchable): string[] {
  let forms = searchForms.get(offer);
  if (!forms) {
    forms = SEARCHED_FIELDS.flatMap((field) => {
      const value = offer[field];
      return value ? [searchText(value)] : [];
    });
    searchForms.set(offer, forms);
  }
  return forms;
}

/**
 * Client-side filtering of the home page (spec 000 §4 "Filtering"): the search is case-insensitive
 * over title, description, businessDescription, brandName and businessName, and over the Arabic title
 * and description, with Arabic compared whatever its spelling (search-text.ts); the category matches
 * businessCategory exactly, "all" matches everything; both combine. Keeps the input order.
 */
export function filterOffers<T extends Searchable>(
  offers: readonly T[],
  { query, category }: OfferFilter,
): T[] {
  const needle = searchText(query.trim());
  return offers.filter(
    (offer) =>
      (category === ALL_CATEGORIES || offer.businessCategory === category) &&
      (needle === "" || searchFormsOf(offer).some((text) => text.includes(needle))),
  );
}

/** One key per distinct search, for starting the grid over when the results may change. */
export function searchKey(query: string): string {
  return searchText(query.trim());
}
