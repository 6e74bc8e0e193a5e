// Offer covers (issue 20): one landscape picture per offer beside the brand's logo, served in a few
// widths for srcset. Every width of one cover shares one address but for its last part,
// `<base>-<width>.webp`, so the API carries one URL (the widest) and the web derives the others.
// Plain constants and string helpers, no zod: the home page's cards read them.

/** The shape of every cover: the size of a link preview, about 1.9 : 1. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
/** The widths each cover is served in, narrowest first; the last is the cover's URL. */
export const COVER_WIDTHS = [400, 800, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The height of a cover at one of its widths (same shape, rounded to a pixel). */
export const coverHeightAt = (width: number) => Math.round((width * COVER_HEIGHT) / COVER_WIDTH);

const WIDEST = `-${COVER_WIDTH}.webp`;

/** The address of the same cover at another width; `coverUrl` is the widest (…-1200.webp). */
export function coverUrlAt(coverUrl: string, width: CoverWidth): string {
  return coverUrl.endsWith(WIDEST) ? `${coverUrl.slice(0, -WIDEST.length)}-${width}.webp` : coverUrl;
}

/** Where a cover's files live under this site: uploaded ones and the demo catalogue's own. */
export const UPLOADED_COVER_PREFIX = "/uploads/covers/";
export const BRAND_COVER_PREFIX = "/brand-covers/";

/**
 * A cover this site serves in every width: an uploaded one (/uploads/covers/<uuid>-1200.webp) or a
 * demo brand's (/brand-covers/<slug>-1200.webp). Nothing else, so srcset never names a missing file
 * and the pages' Content-Security-Policy (images from our own origin) holds.
 */
export function isCoverUrl(value: string): boolean {
  return (
    /^\/uploads\/covers\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-1200\.webp$/.test(
      value,
    ) || /^\/brand-covers\/[a-z0-9]+(-[a-z0-9]+)*-1200\.webp$/.test(value)
  );
}
