// The card's cover as the browser gets it: a lazy picture with its widths and its box's shape, or,
// without a cover, a picture drawn in the page from the brand's colour (no request, no empty box).
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { coverFallback, GRID_COVER_SIZES, ROW_COVER_SIZES } from "../lib/cover.ts";
import { OfferCard } from "./offer-card.tsx";

const offer: PublicOffer = {
  id: 3,
  title: "15% off homeware and gifts",
  description: "Lanterns, brass trays and cushions.",
  businessDescription: null,
  brandName: "Souk Lane",
  brandSlug: "souk-lane",
  businessName: "Souk Lane LLC",
  businessCategory: "Retail",
  logoUrl: "/brand-logos/souk-lane.svg",
  coverUrl: "/brand-covers/souk-lane-1200.webp",
  brandColour: null,
  websiteUrl: null,
  offerType: "discount",
  redemptionChannel: "online",
  usageLimit: "once",
  outOfCodes: false,
  discountType: "percentage",
  discountValue: 15,
  expiresAt: null,
  discountRedemptionGuide: null,
  generalInfo: null,
  termsAndConditions: null,
  titleAr: null,
  descriptionAr: null,
  discountRedemptionGuideAr: null,
  termsAndConditionsAr: null,
};

const card = (shown: PublicOffer, placement?: "grid" | "row") =>
  renderToStaticMarkup(
    // A card links to its brand's page, so it lives inside a router.
    <StaticRouter location="/">
      <OfferCard offer={shown} locale="en" onOpen={() => undefined} placement={placement} />
    </StaticRouter>,
  );
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
const coverOf = (html: string) => /<img[^>]*data-cover="image"[^>]*>/.exec(html)?.[0] ?? "";

describe("a card's cover", () => {
  it("is a lazy picture with every width, the grid's sizes, and the cover's width and height", () => {
    const img = coverOf(card(offer));
    expect(attribute(img, "srcSet")).toBe(
      "/brand-covers/souk-lane-400.webp 400w, /brand-covers/souk-lane-800.webp 800w, /brand-covers/souk-lane-1200.webp 1200w",
    );
    expect(attribute(img, "src")).toBe("/brand-covers/souk-lane-800.webp");
    expect(attribute(img, "sizes")).toBe(GRID_COVER_SIZES);
    expect(attribute(img, "width")).toBe("1200");
    expect(attribute(img, "height")).toBe("630");
    expect(attribute(img, "loading")).toBe("lazy");
    expect(attribute(img, "decoding")).toBe("async");
    expect(attribute(img, "alt")).toBe("");
    expect(attribute(img, "class")).toContain("aspect-[1200/630]");
  });

  it("takes a row card's sizes in a row", () => {
    expect(attribute(coverOf(card(offer, "row")), "sizes")).toBe(ROW_COVER_SIZES);
  });

  it("is drawn from the brand's colour, without its name or initials, when the offer has none", () => {
    const html = card({ ...offer, brandName: "Rosewater Nails", coverUrl: null });
    expect(coverOf(html)).toBe("");
    const drawn = /<svg[^>]*data-cover="fallback"[^>]*>.*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).toContain('viewBox="0 0 1200 630"');
    expect(drawn).toContain("aspect-[1200/630]");
    expect(drawn).toContain(`fill="${coverFallback("Rosewater Nails").ground}"`);
    // The card names the brand beside its logo; the picture repeats neither name nor initials.
    expect(drawn).not.toMatch(/<text\b/);
    expect(drawn).not.toMatch(/>RN</);
  });

  it("is drawn from the brand record's colour when it has one (issue 37), cover and wordmark alike", () => {
    const html = card({
      ...offer,
      brandName: "Rosewater Nails",
      brandColour: "#1a6b4f",
      coverUrl: null,
      logoUrl: null,
    });
    const drawn = /<svg[^>]*data-cover="fallback"[^>]*>.*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(drawn).toContain('fill="#1a6b4f"');
    expect(drawn).not.toContain(`fill="${coverFallback("Rosewater Nails").ground}"`);
    expect(html).toMatch(/data-logo="wordmark"[^>]*style="background-color:#1a6b4f"/);
  });
});
