// The head tags of a prerendered page (title, description, canonical address, link previews), kept
// between the contracts' markers: the server replaces that block whole with an offer's own preview.
import {
  PAGE_META_END,
  PAGE_META_START,
  PUBLIC_URL_PLACEHOLDER,
  SITE_PREVIEW_IMAGE,
} from "@studentperks/contracts/prerendered-pages";
import type { Locale } from "@studentperks/contracts/i18n/locales";

const SITE_NAME = "StudentPerks";

export interface PageMeta {
  title: string;
  description: string;
  locale: Locale;
  /** The page's own path; none for the shell, which serves many addresses. */
  path?: string;
  /** A page search engines should leave out (the 404 page). */
  noIndex?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const OG_LOCALES: Record<Locale, string> = { en: "en_AE", ar: "ar_AE" };

/** The marked block of head tags for one page in one language. */
export function pageMetaBlock({ title, description, locale, path, noIndex = false }: PageMeta): string {
  const url = path === undefined ? null : `${PUBLIC_URL_PLACEHOLDER}${path}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}${SITE_PREVIEW_IMAGE}`;
  const meta = (attribute: "name" | "property", key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    noIndex ? meta("name", "robots", "noindex") : null,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    url ? meta("property", "og:url", url) : null,
    meta("property", "og:image", image),
    meta("property", "og:image:width", 1200),
    meta("property", "og:image:height", 630),
    meta("property", "og:locale", OG_LOCALES[locale]),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
  ];
  return [PAGE_META_START, ...tags.filter((tag) => tag !== null), PAGE_META_END].join("\n    ");
}

const MARKED_BLOCK = new RegExp(`${PAGE_META_START}[\\s\\S]*?${PAGE_META_END}`);

/** The document with its marked block replaced; throws when it has none (the source index.html must). */
export function replaceMetaBlock(html: string, block: string): string {
  if (!MARKED_BLOCK.test(html)) throw new Error(`The HTML has no ${PAGE_META_START} block.`);
  return html.replace(MARKED_BLOCK, () => block);
}
