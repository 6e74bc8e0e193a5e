// What the web build leaves for the server: the public pages rendered to HTML in every language, and
// the few facts the server needs to serve them. Written by apps/web at build time, read by
// apps/server at start-up; one declaration so the two cannot drift apart.

/** Folder inside the web build: `<dir>/manifest.json` and `<dir>/<locale>/<page name>.html`. */
export const PRERENDER_DIR = "prerendered";

/** Stands for the site's origin (no trailing slash) in the built HTML; the server puts PUBLIC_URL in. */
export const PUBLIC_URL_PLACEHOLDER = "__PUBLIC_URL__";

/**
 * Marks the page's own head tags (title, description, canonical, Open Graph, Twitter card), so the
 * server can put an offer's own preview in their place.
 */
export const PAGE_META_START = "<!--page-meta-->";
export const PAGE_META_END = "<!--/page-meta-->";

export interface PrerenderManifest {
  /** Public path (no trailing slash, "/" for home) → page name. */
  pages: Record<string, string>;
  /** Page name of the 404 page, served with status 404 for any unknown path. */
  notFound: string;
  /**
   * Page name of the document every brand's page (/brands/<slug>) starts from: the server puts the
   * brand's own head tags in its meta block, or answers the 404 page when no live offer has the brand.
   */
  brandPage: string;
  /**
   * Paths the browser renders on its own (signed-in pages), served the plain shell with 200:
   * an exact path, or a prefix ending in "/*" ("/admin/*" covers /admin and everything under it).
   */
  appRoutes: string[];
  /** CSP sources for the pages' inline scripts, e.g. "'sha256-…'". */
  scriptHashes: string[];
}

/** The site's 1200×630 link-preview card (og:image), drawn by the server. */
export const SITE_PREVIEW_IMAGE = "/og/site.png";

/** An offer's own link-preview card, naming its brand and discount. */
export const offerPreviewImage = (offerId: number) => `/og/offers/${offerId}.png`;
