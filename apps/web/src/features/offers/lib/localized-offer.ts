// An offer's texts in the reader's language (issue 18). Offers are written in English and may carry
// Arabic beside it: an Arabic page shows the Arabic where there is some and the English where there
// is none, marked lang="en" so that screen readers pronounce it as English. Texts that come from our
// own catalogue (the default guide and terms) are in the page's language and carry no mark.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { defaultGuide, ownGuideSteps, type GuideStep } from "./redemption-guide.ts";
import { offerTerms } from "./offer-terms.ts";

/** The `lang` an element showing the text needs: "en" for English on a page in another language. */
export type LangMarker = "en" | undefined;

export interface LocalizedText<T = string> {
  text: T;
  lang: LangMarker;
}

/** The English is marked only where the page is not English. */
const englishMarker = (locale: Locale): LangMarker => (locale === "en" ? undefined : "en");

/** The Arabic when the page is Arabic and there is some; otherwise the English (null when none). */
function pick<T>(locale: Locale, english: T | null, arabic: T | null): LocalizedText<T> | null {
  if (locale === "ar" && arabic !== null) return { text: arabic, lang: undefined };
  if (english === null) return null;
  return { text: english, lang: englishMarker(locale) };
}

const given = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/** One text in the page's locale: the Arabic when the page is Arabic and it has some, else the English. */
export function localizedText(
  locale: Locale,
  english: string,
  arabic: string | null | undefined,
): LocalizedText {
  return pick(locale, english, given(arabic)) ?? { text: english, lang: englishMarker(locale) };
}

/** An optional text in the page's locale: as localizedText, null when there is none in either language. */
export function localizedOptionalText(
  locale: Locale,
  english: string | null | undefined,
  arabic: string | null | undefined,
): LocalizedText | null {
  return pick(locale, given(english), given(arabic));
}

type LocalizableOffer = Pick<
  PublicOffer,
  | "title"
  | "description"
  | "businessDescription"
  | "generalInfo"
  | "discountRedemptionGuide"
  | "termsAndConditions"
  | "titleAr"
  | "descriptionAr"
  | "discountRedemptionGuideAr"
  | "termsAndConditionsAr"
>;

export interface LocalizedOffer {
  title: LocalizedText;
  description: LocalizedText;
  /** Written in English only, so marked on an Arabic page; null when the offer has none. */
  businessDescription: LocalizedText | null;
  generalInfo: LocalizedText | null;
  /** The offer's own steps in the locale (or in English), or else the default guide. */
  guide: LocalizedText<GuideStep[]>;
  /** The offer's own terms as paragraphs in the locale (or in English); null when the defaults apply. */
  terms: LocalizedText<string[]> | null;
}

/** What the card and the modal show of an offer, in `locale`. */
export function localizeOffer(offer: LocalizableOffer, locale: Locale): LocalizedOffer {
  return {
    title: localizedText(locale, offer.title, offer.titleAr),
    description: localizedText(locale, offer.description, offer.descriptionAr),
    businessDescription: pick(locale, offer.businessDescription || null, null),
    generalInfo: pick(locale, offer.generalInfo || null, null),
    guide: pick(
      locale,
      ownGuideSteps(offer.discountRedemptionGuide),
      ownGuideSteps(offer.discountRedemptionGuideAr),
    ) ?? { text: defaultGuide(), lang: undefined },
    terms: pick(locale, offerTerms(offer.termsAndConditions), offerTerms(offer.termsAndConditionsAr)),
  };
}
