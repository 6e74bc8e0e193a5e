// The card and the modal's Guide and T&C's tabs in either language, rendered to HTML: an English page
// renders exactly as before (no lang attributes), an Arabic page shows the offer's Arabic, and English
// shown on it for want of Arabic is marked lang="en".
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { localizeOffer } from "../lib/localized-offer.ts";
import { OfferCard } from "./offer-card.tsx";
import { GuideTab } from "./offer-modal/guide-tab.tsx";
import { TermsTab } from "./offer-modal/terms-tab.tsx";

const englishOnly: PublicOffer = {
  id: 7,
  title: "10% off karak and parathas",
  description: "Your late-night study fuel.",
  businessDescription: null,
  brandName: "Karak House",
  brandSlug: "karak-house",
  businessName: "Karak House LLC",
  businessCategory: "other",
  logoUrl: null,
  coverUrl: null,
  brandColour: null,
  websiteUrl: null,
  offerType: "discount",
  redemptionChannel: "online",
  usageLimit: "once",
  outOfCodes: false,
  discountType: "percentage",
  discountValue: 10,
  expiresAt: null,
  discountRedemptionGuide: [{ step: 1, instruction: "Show your code at the till" }],
  generalInfo: null,
  termsAndConditions: "One use per visit.",
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: null,
  termsAndConditionsAr: null,
};
const bilingual: PublicOffer = {
  ...englishOnly,
  titleAr: "خصم 10% على الكرك والبراتا",
  descriptionAr: "زادك في ليالي المذاكرة.",
  discountRedemptionGuideAr: [{ step: 1, instruction: "اعرض الرمز عند المحاسبة" }],
  termsAndConditionsAr: "استخدام واحد في كل زيارة.",
};

const card = (offer: PublicOffer, locale: "en" | "ar") =>
  renderToStaticMarkup(
    // A card links to its brand's page, so it lives inside a router.
    <StaticRouter location="/">
      <OfferCard offer={offer} locale={locale} onOpen={() => undefined} />
    </StaticRouter>,
  );
const tabs = (offer: PublicOffer, locale: "en" | "ar") => {
  const texts = localizeOffer(offer, locale);
  return renderToStaticMarkup(
    <>
      <GuideTab guide={texts.guide} />
      <TermsTab terms={texts.terms} />
    </>,
  );
};

describe("on an English page", () => {
  it("shows the English, with no lang attribute, whether or not the offer has Arabic", () => {
    expect(card(bilingual, "en")).toBe(card(englishOnly, "en"));
    expect(card(bilingual, "en")).toContain("10% off karak and parathas");
    expect(card(bilingual, "en")).not.toContain("lang=");
    expect(tabs(bilingual, "en")).toBe(tabs(englishOnly, "en"));
    expect(tabs(bilingual, "en")).not.toContain("lang=");
  });
});

describe("on an Arabic page", () => {
  it("shows the offer's Arabic, unmarked", () => {
    const html = card(bilingual, "ar");
    expect(html).toContain("خصم 10% على الكرك والبراتا");
    expect(html).toContain("زادك في ليالي المذاكرة.");
    expect(html).not.toContain("10% off karak");
    expect(html).not.toContain("lang=");
    const tabHtml = tabs(bilingual, "ar");
    expect(tabHtml).toContain("اعرض الرمز عند المحاسبة");
    expect(tabHtml).toContain("استخدام واحد في كل زيارة.");
    expect(tabHtml).not.toContain("lang=");
  });

  it('marks the English it shows for want of Arabic lang="en"', () => {
    const html = card(englishOnly, "ar");
    expect(html).toMatch(/<h3 [^>]*lang="en"[^>]*>.*10% off karak and parathas/);
    expect(html).toMatch(/<p lang="en"[^>]*>Your late-night study fuel.<\/p>/);
    const tabHtml = tabs(englishOnly, "ar");
    expect(tabHtml).toMatch(/<ol lang="en"[^>]*>.*Show your code at the till/);
    expect(tabHtml).toMatch(/<div lang="en"[^>]*><p>One use per visit.<\/p><\/div>/);
  });

  it("leaves the default guide and terms (our own catalogue's) unmarked", () => {
    const html = tabs({ ...englishOnly, discountRedemptionGuide: null, termsAndConditions: null }, "ar");
    expect(html).not.toContain("lang=");
    expect(html).toContain("<ol");
    expect(html).toContain("<ul");
  });
});
