// The 1200×630 link-preview cards as SVG: shapes and text already turned into paths (lib/text-paths.ts),
// so rendering needs no font. The offer's logo is laid on top afterwards (render.ts).
import type { PublicOffer } from "@studentperks/contracts/offers";
import { discountOf } from "./discount-words.ts";
import {
  PREVIEW_IMAGE_HEIGHT as H,
  PREVIEW_IMAGE_WIDTH as W,
} from "@studentperks/contracts/prerendered-pages";
import { textPath } from "#server/lib/text-paths.ts";

export const BRAND_GREEN = "#57CC97";
const INK = "#12372A";
const DEEP_GREEN = "#1F7A52";
export const TAGLINE = "Exclusive student discounts in the UAE";

/** Where the logo goes on an offer card (a square, in pixels). */
export const LOGO_BOX = { left: 120, top: 175, size: 240 } as const;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

export function siteCardSvg(): string {
  return svg(
    [
      `<rect width="${W}" height="${H}" fill="${BRAND_GREEN}"/>`,
      `<circle cx="${W - 90}" cy="90" r="190" fill="#FFFFFF" fill-opacity="0.12"/>`,
      `<circle cx="80" cy="${H - 40}" r="150" fill="#FFFFFF" fill-opacity="0.10"/>`,
      path(
        textPath("StudentPerks", {
          size: 132,
          weight: 700,
          x: W / 2,
          baseline: 320,
          maxWidth: 1040,
          align: "middle",
        }),
        "#FFFFFF",
      ),
      path(
        textPath(TAGLINE, {
          size: 48,
          weight: 400,
          x: W / 2,
          baseline: 410,
          maxWidth: 1040,
          align: "middle",
        }),
        INK,
      ),
    ].join(""),
  );
}

/** The discount as the card says it, in English: the image has one address for every language. */
export function discountHeadline(
  offer: Pick<PublicOffer, "offerType" | "discountType" | "discountValue">,
): string {
  const discount = discountOf(offer, "en");
  if (discount.kind === "amount") return `${discount.text} OFF`;
  return discount.kind === "freeShipping" ? "FREE SHIPPING" : "STUDENT OFFER";
}

export function offerCardSvg(brandName: string, headline: string, hasLogo: boolean): string {
  const textX = hasLogo ? LOGO_BOX.left + LOGO_BOX.size + 60 : 120;
  const maxWidth = W - 120 - textX;
  return svg(
    [
      `<rect width="${W}" height="${H}" fill="${BRAND_GREEN}"/>`,
      `<rect x="50" y="50" width="${W - 100}" height="${H - 100}" rx="36" fill="#FFFFFF"/>`,
      hasLogo
        ? `<rect x="${LOGO_BOX.left - 10}" y="${LOGO_BOX.top - 10}" width="${LOGO_BOX.size + 20}" height="${LOGO_BOX.size + 20}" rx="28" fill="#F3FBF7"/>`
        : "",
      path(
        textPath(brandName, { size: 64, minSize: 40, weight: 700, x: textX, baseline: 250, maxWidth }),
        INK,
      ),
      path(
        textPath(headline, { size: 112, minSize: 64, weight: 700, x: textX, baseline: 390, maxWidth }),
        DEEP_GREEN,
      ),
      path(
        textPath("StudentPerks", { size: 40, weight: 700, x: 120, baseline: H - 100, maxWidth: 400 }),
        BRAND_GREEN,
      ),
      path(
        textPath(TAGLINE, {
          size: 28,
          weight: 400,
          x: W - 120,
          baseline: H - 100,
          maxWidth: 560,
          align: "end",
        }),
        "#4B5B55",
      ),
    ].join(""),
  );
}
