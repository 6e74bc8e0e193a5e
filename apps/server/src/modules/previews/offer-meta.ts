// An offer's own link preview: the head tags that replace the home page's when a shared link
// (/?offer=<id>) is opened by a browser or a preview bot. Only public fields are read; every text is
// HTML-escaped, since brand names and descriptions are typed by merchants.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { offerPreviewImage } from "@studentperks/contracts/prerendered-pages";
import { previewTitle } from "./discount-words.ts";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const DESCRIPTION_MAX = 200;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** At most `max` characters on one line, cut at a word where one is near, with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The offer's Arabic texts answer an Arabic request when it has them; otherwise English. */
const inArabic = (offer: PublicOffer, locale: Locale) =>
  locale === "ar" && Boolean(offer.titleAr || offer.descriptionAr);

export function offerMetaTags(offer: PublicOffer, locale: Locale, publicUrl: string): string {
  const language: Locale = inArabic(offer, locale) ? "ar" : "en";
  const title = escapeHtml(previewTitle(offer, language));
  const description = escapeHtml(
    shorten((language === "ar" ? offer.descriptionAr : null) ?? offer.description),
  );
  const url = escapeHtml(`${publicUrl}/?offer=${offer.id}`);
  const image = escapeHtml(publicUrl + offerPreviewImage(offer.id));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="StudentPerks">`,
    `<meta property="og:locale" content="${language === "ar" ? "ar_AE" : "en_AE"}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${PREVIEW_WIDTH}">`,
    `<meta property="og:image:height" content="${PREVIEW_HEIGHT}">`,
    `<meta property="og:image:alt" content="${title}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ].join("");
}
