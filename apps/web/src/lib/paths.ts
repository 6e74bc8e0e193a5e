// Every route of the app (spec 000 §2), in one typed map: link with paths.x, never a string literal.
// Declared in the contracts, so the server's e-mails link to these same pages.
import { consoleOfferPath, DISCOUNTS_SECTION, pagePaths } from "@studentperks/contracts/page-paths";

export const paths = pagePaths;

export type RoutePath = (typeof paths)[keyof typeof paths];

/** The address parameter of the open offer, so a link can open it (`/?offer=<id>`). */
export const OFFER_PARAM = "offer";

/** The home page with this offer open. */
export const offerHref = (offerId: number) => `${paths.home}?${OFFER_PARAM}=${offerId}`;

/** The card opened from an in-store offer, which counts the showing for that offer. */
export const cardFromOfferHref = (offerId: number) => `${paths.card}?${OFFER_PARAM}=${offerId}`;

/** An offer's screen in the staff console. */
export const consoleOfferHref = consoleOfferPath;

/** The address parameter of the catalogue's search, so a link can search (`/?q=<words>`). */
export const SEARCH_PARAM = "q";

/** The address parameters of the catalogue's category chip and sort (`/?category=fashion&sort=popular`). */
export const CATEGORY_PARAM = "category";
export const SORT_PARAM = "sort";
/** The address parameter of the catalogue's In store filter (`/?where=in-store`, issue 35). */
export const WHERE_PARAM = "where";

/** A brand's page, with its live offers (issue 20); the router's pattern is BRAND_ROUTE. */
export { brandPath as brandHref } from "@studentperks/contracts/brands";
export const BRAND_ROUTE = "/brands/:slug";

/** Sections of the home page that links jump to. */
export const sections = {
  discounts: DISCOUNTS_SECTION,
  categories: "categories",
} as const;

/** The home page scrolled to its discounts section. */
export const discountsHref = `${paths.home}#${sections.discounts}`;

/** The company's social pages (footer). */
export const socialLinks = {
  instagram: "https://www.instagram.com/studentperks.ae/",
  linkedin: "https://www.linkedin.com/company/studentperks-ae/",
} as const;
