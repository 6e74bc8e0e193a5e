// The head tags of a prerendered page (title, description, canonical address, link previews), built
// by the contracts' one head builder and kept between its markers: the server replaces that block
// whole with an offer's own preview.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { markedHeadTags } from "@studentperks/contracts/page-head";
import {
  PAGE_META_END,
  PAGE_META_START,
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  PUBLIC_URL_PLACEHOLDER,
  SITE_PREVIEW_IMAGE,
} from "@studentperks/contracts/prerendered-pages";

export interface PageMeta {
  title: string;
  description: string;
  locale: Locale;
  /** The page's own path; none for the shell, which serves many addresses. */
  path?: string;
  /** A page search engines should leave out (the 404 page). */
  noIndex?: boolean;
}

/** The marked block of head tags for one page in one language; the server puts PUBLIC_URL in. */
export function pageMetaBlock({ title, description, locale, path, noIndex = false }: PageMeta): string {
  return markedHeadTags({
    title,
    description,
    locale,
    noIndex,
    ...(path === undefined ? {} : { url: `${PUBLIC_URL_PLACEHOLDER}${path}` }),
    image: {
      url: `${PUBLIC_URL_PLACEHOLDER}${SITE_PREVIEW_IMAGE}`,
      width: PREVIEW_IMAGE_WIDTH,
      height: PREVIEW_IMAGE_HEIGHT,
    },
  });
}

const MARKED_BLOCK = new RegExp(`${PAGE_META_START}[\\s\\S]*?${PAGE_META_END}`);

/** The document with its marked block replaced; throws when it has none (the source index.html must). */
export function replaceMetaBlock(html: string, block: string): string {
  if (!MARKED_BLOCK.test(html)) throw new Error(`The HTML has no ${PAGE_META_START} block.`);
  return html.replace(MARKED_BLOCK, () => block);
}
