// Own link previews: the head tags that replace a page's when a shared offer's link (/?offer=<id>) or a
// brand's page (/brands/<slug>) is opened by a browser or a preview bot. Only public fields are read;
// every text is HTML-escaped, since brand names and descriptions are typed by merchants, and loses any
// text-direction control stored before they were refused ("exe.<U+202E>gpj" would read "jpg.exe").
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { brandPath } from "@studentperks/contracts/brands";
import { COVER_HEIGHT, COVER_WIDTH } from "@studentperks/contracts/covers";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { headTags, type HeadMeta } from "@studentperks/contracts/page-head";
import {
  offerPreviewImage,
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
} from "@studentperks/contracts/prerendered-pages";
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";
import { t, withLocale } from "#server/i18n/index.ts";
import { previewTitle } from "./discount-words.ts";

const DESCRIPTION_MAX = 200;

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
    locale: language,
    title: previewTitle(offer, language),
    description: shorten((language === "ar" ? offer.descriptionAr : null) ?? offer.description),
    url: `${publicUrl}/?offer=${offer.id}`,
    image: {
      url: publicUrl + offerPreviewImage(offer.id),
      width: PREVIEW_IMAGE_WIDTH,
      height: PREVIEW_IMAGE_HEIGHT,
    },
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
    : {
        url: publicUrl + offerPreviewImage(offers[0]!.id),
        width: PREVIEW_IMAGE_WIDTH,
        height: PREVIEW_IMAGE_HEIGHT,
      };
  return withLocale(locale, () =>
    metaTags({
      locale,
      title: t("preview.brandTitle", { brand: brand.name }),
      description: t("preview.brandDescription", { brand: brand.name }),
      url: publicUrl + brandPath(brand.slug),
      image,
    }),
  );
}

/**
 * The head tags of a page's own link preview, by the one head builder (which escapes every text);
 * merchants' texts lose any direction control first.
 */
function metaTags(meta: HeadMeta): string {
  const title = withoutDirectionControls(meta.title);
  return headTags({
    ...meta,
    title,
    description: withoutDirectionControls(meta.description),
    image: { ...meta.image, alt: title },
  });
}
