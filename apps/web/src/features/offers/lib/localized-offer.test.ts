import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@studentperks/contracts/i18n/locales";
import { localizedText, localizeOffer } from "./localized-offer.ts";
import { defaultGuide } from "./redemption-guide.ts";

const english = {
  title: "20% off textbooks",
  description: "Course textbooks at 20% off.",
  businessDescription: "An independent bookshop.",
  generalInfo: "Open until midnight.",
  discountRedemptionGuide: [
    { step: 2, instruction: "Paste it at checkout" },
    { step: 1, instruction: "Copy your code" },
  ],
  termsAndConditions: "One use per student.\nNot with other offers.",
};
const arabic = {
  titleAr: "خصم 20% على الكتب الدراسية",
  descriptionAr: "الكتب الجامعية بخصم 20%.",
  discountRedemptionGuideAr: [
    { step: 1, instruction: "انسخ الرمز" },
    { step: 2, instruction: "الصقه عند الدفع" },
  ],
  termsAndConditionsAr: "استخدام واحد لكل طالب.",
};
const none = {
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: null,
  termsAndConditionsAr: null,
};
const bilingual = { ...english, ...arabic };
const englishOnly = { ...english, ...none };

describe("localizedText", () => {
  it("gives the Arabic on an Arabic page, unmarked", () => {
    expect(localizedText("ar", "Hello", "مرحبا")).toEqual({ text: "مرحبا", lang: undefined });
  });

  it("gives the English on an Arabic page when there is no Arabic, marked lang=en", () => {
    for (const missing of [null, undefined, "", "  \n"]) {
      expect(localizedText("ar", "Hello", missing)).toEqual({ text: "Hello", lang: "en" });
    }
  });

  it("gives the English, unmarked, on an English page whatever the Arabic", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (text, other) => {
        expect(localizedText("en", text, other)).toEqual({ text, lang: undefined });
      }),
    );
  });

  it("marks a text lang=en exactly when it is the English shown on a page in another language", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.string(), fc.option(fc.string()), (locale, en, ar) => {
        const hasArabic = ar !== null && ar.trim() !== "";
        expect(localizedText(locale, en, ar)).toEqual(
          locale === "ar" && hasArabic
            ? { text: ar, lang: undefined }
            : { text: en, lang: locale === "en" ? undefined : "en" },
        );
      }),
    );
  });
});

describe("localizeOffer", () => {
  it("shows an English page exactly what it showed before, unmarked", () => {
    expect(localizeOffer(bilingual, "en")).toEqual({
      title: { text: english.title, lang: undefined },
      description: { text: english.description, lang: undefined },
      businessDescription: { text: english.businessDescription, lang: undefined },
      generalInfo: { text: english.generalInfo, lang: undefined },
      guide: {
        text: [
          { step: 1, instruction: "Copy your code" },
          { step: 2, instruction: "Paste it at checkout" },
        ],
        lang: undefined,
      },
      terms: { text: ["One use per student.", "Not with other offers."], lang: undefined },
    });
    expect(localizeOffer(englishOnly, "en")).toEqual(localizeOffer(bilingual, "en"));
  });

  it("shows an Arabic page the offer's Arabic, and the English-only texts marked lang=en", () => {
    expect(localizeOffer(bilingual, "ar")).toEqual({
      title: { text: arabic.titleAr, lang: undefined },
      description: { text: arabic.descriptionAr, lang: undefined },
      businessDescription: { text: english.businessDescription, lang: "en" },
      generalInfo: { text: english.generalInfo, lang: "en" },
      guide: { text: arabic.discountRedemptionGuideAr, lang: undefined },
      terms: { text: ["استخدام واحد لكل طالب."], lang: undefined },
    });
  });

  it("falls back text by text to the English, marked, where the Arabic is missing", () => {
    const shown = localizeOffer({ ...bilingual, descriptionAr: "", discountRedemptionGuideAr: [] }, "ar");
    expect(shown.title).toEqual({ text: arabic.titleAr, lang: undefined });
    expect(shown.description).toEqual({ text: english.description, lang: "en" });
    expect(shown.guide).toEqual({ text: localizeOffer(bilingual, "en").guide.text, lang: "en" });
    expect(shown.terms?.lang).toBe(undefined);

    const nothing = localizeOffer(englishOnly, "ar");
    expect(nothing.title).toEqual({ text: english.title, lang: "en" });
    expect(nothing.terms).toEqual({ text: ["One use per student.", "Not with other offers."], lang: "en" });
  });

  it("uses the default guide and terms, unmarked, when the offer has neither in any language", () => {
    const bare = {
      ...englishOnly,
      businessDescription: null,
      generalInfo: "",
      discountRedemptionGuide: '[{"step":1,"instruction":" "}]',
      termsAndConditions: null,
    };
    for (const locale of LOCALES) {
      const shown = localizeOffer(bare, locale);
      expect(shown.guide).toEqual({ text: defaultGuide(), lang: undefined });
      expect(shown.terms).toBeNull();
      expect(shown.businessDescription).toBeNull();
      expect(shown.generalInfo).toBeNull();
    }
  });

  it("shows an Arabic guide or terms on an Arabic page even where the English has none", () => {
    const shown = localizeOffer(
      { ...bilingual, discountRedemptionGuide: null, termsAndConditions: null },
      "ar",
    );
    expect(shown.guide).toEqual({ text: arabic.discountRedemptionGuideAr, lang: undefined });
    expect(shown.terms).toEqual({ text: ["استخدام واحد لكل طالب."], lang: undefined });
    const inEnglish = localizeOffer(
      { ...bilingual, discountRedemptionGuide: null, termsAndConditions: null },
      "en",
    );
    expect(inEnglish.guide).toEqual({ text: defaultGuide(), lang: undefined });
    expect(inEnglish.terms).toBeNull();
  });
});
