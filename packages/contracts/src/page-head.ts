// One HTML escape and one builder of a page's head tags (title, description, canonical address, Open
// Graph and Twitter cards), for the pages the web build prerenders and for the previews the server
// puts in their place per request (a shared offer, a brand's page). Zod-free and browser-safe, though
// only the build and the server use it.
import { directionOf, type Locale } from "./i18n/locales.ts";
import { PAGE_META_END, PAGE_META_START } from "./prerendered-pages.ts";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and for a quoted attribute value (either quote), in XML too. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export const SITE_NAME = "StudentPerks";

const OG_LOCALES: Record<Locale, string> = { en: "en_AE", ar: "ar_AE" };

export interface HeadMeta {
  title: string;
  description: string;
  /** The language the texts are in (og:locale). */
  locale: Locale;
  /** The page's full address (canonical, og:url); none for a document served at many addresses. */
  url?: string;
  /** The link-preview picture; `alt` says what it shows, when that is not obvious from the title. */
  image: { url: string; width: number; height: number; alt?: string };
  /** A page search engines should leave out (the 404 page). */
  noIndex?: boolean;
}

const SEPARATOR = "\n    ";

/** The head tags of one page, every text and address escaped here. */
export function headTags({ title, description, locale, url, image, noIndex = false }: HeadMeta): string {
  const meta = (attribute: "name" | "property", key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    noIndex ? meta("name", "robots", "noindex") : null,
    url === undefined ? null : `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", OG_LOCALES[locale]),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    url === undefined ? null : meta("property", "og:url", url),
    meta("property", "og:image", image.url),
    meta("property", "og:image:width", image.width),
    meta("property", "og:image:height", image.height),
    image.alt === undefined ? null : meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image.url),
  ];
  return tags.filter((tag) => tag !== null).join(SEPARATOR);
}

/** The head tags between the markers the server finds them by (prerendered-pages.ts). */
export function markedHeadTags(meta: HeadMeta): string {
  return [PAGE_META_START, headTags(meta), PAGE_META_END].join(SEPARATOR);
}

/** The document with its <html> element set to `locale`'s language and direction. */
export function setHtmlLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}" dir="${directionOf(locale)}">`);
}
