// What the web build leaves for the server: the public pages rendered to HTML in every language, and
// the few facts the server needs to serve them. Written by apps/web at build time, read by
// apps/server at start-up; one declaration so the two cannot drift apart.
import type { Locale } from "./i18n/locales.ts";

/** Folder inside the web build: `<dir>/manifest.json` and `<dir>/<locale>/<page name>.html`. */
export const PRERENDER_DIR = "prerendered";

/** The manifest's file name inside PRERENDER_DIR (its shape: prerender-manifest.ts). */
export const PRERENDER_MANIFEST_FILE = "manifest.json";

/** Where one page's HTML in one language lies inside PRERENDER_DIR. */
export const prerenderedPageFile = (locale: Locale, name: string) => `${locale}/${name}.html`;

/** Stands for the site's origin (no trailing slash) in the built HTML; the server puts PUBLIC_URL in. */
export const PUBLIC_URL_PLACEHOLDER = "__PUBLIC_URL__";

/**
 * Marks the page's own head tags (title, description, canonical, Open Graph, Twitter card), so the
 * server can put an offer's own preview in their place.
 */
export const PAGE_META_START = "<!--page-meta-->";
export const PAGE_META_END = "<!--/page-meta-->";

// Its shape is a zod schema (prerender-manifest.ts); the type alone is named here, so this file
// stays free of zod for whatever reads the constants.
export type { PrerenderManifest } from "./prerender-manifest.ts";

/** The size of the link-preview cards the server draws (og:image:width and height). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** The site's 1200×630 link-preview card (og:image), drawn by the server. */
export const SITE_PREVIEW_IMAGE = "/og/site.png";

/** An offer's own link-preview card, naming its brand and discount. */
export const offerPreviewImage = (offerId: number) => `/og/offers/${offerId}.png`;
