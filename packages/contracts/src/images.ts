// Limits on pictures the server decodes (logos) or keeps (document photos), read from the image's
// header before any pixel is decoded, so a small file cannot claim a huge canvas.
import { lazyMessages } from "./i18n/messages.ts";

/** No side of any image may be longer than this (a 50-megapixel 4:3 phone photo is 8160 px wide). */
export const IMAGE_MAX_SIDE = 8192;
/** A logo becomes 512 px at most; more than this many pixels only costs decoding time. */
export const LOGO_MAX_PIXELS = 16_000_000;
/**
 * A cover becomes 1200 x 630 px at most; this admits a 24-megapixel camera photo (6000 x 4000) as it
 * comes, and refuses what would only cost decoding time.
 */
export const COVER_MAX_PIXELS = 24_000_000;
/** Photos of documents: phone cameras up to about 50 megapixels. */
export const DOCUMENT_MAX_PIXELS = 50_000_000;

export const imageMessages = lazyMessages({
  logoTooLarge: "image.logoTooLarge",
  coverTooLarge: "image.coverTooLarge",
  documentTooLarge: "image.documentTooLarge",
  unreadable: "image.unreadable",
  tooSlow: "image.tooSlow",
  busy: "image.busy",
});
