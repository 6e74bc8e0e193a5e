// Own link previews: the head tags that replace a page's when a shared offer's link (/?offer=<id>) or a
// brand's page (/brands/<slug>) is opened by a browser or a preview bot. Only public fields are read;
// every text is HTML-escaped, since brand names and descriptions are typed by merchants, and loses any
// text-direction control stored before they were refused ("exe.<U+202E>gpj" would read "jpg.exe").
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { brandPath } from "@studentperks/contracts/brands";
import { COVER_HEIGHT, COVER_WIDTH } from "@studentperks/contracts/covers";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { offerPreviewImage } from "@studentperks/contracts/prerendered-pages";
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";
import { t, withLocale } from "#server/i18n/index.ts";
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
  return metaTags({
    language,
    title: previewTitle(offer, language),
    description: shorten((language === "ar" ? offer.descriptionAr : null) ?? offer.description),
    url: `${publicUrl}/?offer=${offer.id}`,
    image: { url: publicUrl + offerPreviewImage(offer.id), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
  });
}

/**
 * A brand page's head tags (/brands/<slug>): its cover as the card's picture (covers are 1200×630,
 * a link preview's own shape), else its newest offer's drawn card.
 */
export function brandMetaTags(page: BrandPage, locale: Locale, publicUrl: string): string {
  const { brand, offers } = page;
  const image = brand.coverUrl
    ? { url: publicUrl + brand.coverUrl, width: COVER_WIDTH, height: COVER_HEIGHT }
    : { url: publicUrl + offerPreviewImage(offers[0]!.id), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT };
  return withLocale(locale, () =>
    metaTags({
      language: locale,
      title: t("preview.brandTitle", { brand: brand.name }),
      description: t("preview.brandDescription", { brand: brand.name }),
      url: publicUrl + brandPath(brand.slug),
      image,
    }),
  );
}

interface PageMeta {
  language: Locale;
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number };
}

/** Text as it may go into a page's head: without direction controls, HTML-escaped. */
const headText = (text: string) => escapeHtml(withoutDirectionControls(text));

/** The head tags of a page's own link preview; every text made safe here. */
function metaTags(meta: PageMeta): string {
  const title = headText(meta.title);
  const description = headText(meta.description);
  const url = escapeHtml(meta.url);
  const image = escapeHtml(meta.image.url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="StudentPerks">`,
    `<meta property="og:locale" content="${meta.language === "ar" ? "ar_AE" : "en_AE"}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${meta.image.width}">`,
    `<meta property="og:image:height" content="${meta.image.height}">`,
    `<meta property="og:image:alt" content="${title}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ].join("");
}
