// A brand page's top from the brand's record (issue 37): its Arabic description on an Arabic page, its
// English one (marked lang="en") where it has no Arabic, and its own colour on a drawn cover and logo.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BrandPage } from "@studentperks/contracts/brand-page";
import { activateLocale } from "#web/lib/i18n/index.ts";
import { renderWithProviders } from "#web/test/render.tsx";
import { coverFallback } from "#web/features/offers/lib/cover.ts";
import { BrandHeader } from "./brand-header.tsx";

const brand: BrandPage["brand"] = {
  slug: "souk-lane",
  name: "Souk Lane",
  logoUrl: null,
  coverUrl: null,
  websiteUrl: null,
  description: "Clothes for students, made in the UAE.",
  descriptionAr: "ملابس للطلاب، صُنعت في الإمارات.",
  colour: "#1a6b4f",
  businessCategory: "fashion",
};

afterEach(async () => {
  await activateLocale("en", { remember: false });
});

describe("BrandHeader", () => {
  it("shows the English description on an English page, unmarked", () => {
    renderWithProviders(<BrandHeader brand={brand} offerCount={2} />);
    const description = screen.getByText(brand.description!);
    expect(description).not.toHaveAttribute("lang");
    expect(screen.queryByText(brand.descriptionAr!)).toBeNull();
  });

  it("shows the Arabic description on an Arabic page, and the English marked as such when there is none", async () => {
    await activateLocale("ar", { remember: false });
    const { unmount } = renderWithProviders(<BrandHeader brand={brand} offerCount={2} />);
    expect(screen.getByText(brand.descriptionAr!)).not.toHaveAttribute("lang");
    expect(screen.queryByText(brand.description!)).toBeNull();
    unmount();

    renderWithProviders(<BrandHeader brand={{ ...brand, descriptionAr: null }} offerCount={2} />);
    expect(screen.getByText(brand.description!)).toHaveAttribute("lang", "en");
  });

  it("draws the cover and the wordmark in the record's colour, or the name's without one", () => {
    const { container, unmount } = renderWithProviders(<BrandHeader brand={brand} offerCount={2} />);
    expect(container.querySelector('[data-cover="fallback"] rect')).toHaveAttribute("fill", "#1a6b4f");
    expect(container.querySelector('[data-logo="wordmark"]')).toHaveStyle({ backgroundColor: "#1a6b4f" });
    unmount();

    const plain = renderWithProviders(<BrandHeader brand={{ ...brand, colour: null }} offerCount={2} />);
    expect(plain.container.querySelector('[data-cover="fallback"] rect')).toHaveAttribute(
      "fill",
      coverFallback("Souk Lane").ground,
    );
  });
});
