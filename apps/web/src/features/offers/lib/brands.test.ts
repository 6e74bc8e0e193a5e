import { describe, expect, it } from "vitest";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { brandsOf } from "./brands.ts";

// The server gives one brand's offers one slug, whatever the case of their brand names.
const slugOf = (brandName: string) => brandName.trim().toLowerCase().replace(/\s+/g, "-");
const offer = (brandName: string, logoUrl: string | null = null) =>
  ({ brandName, brandSlug: slugOf(brandName), logoUrl }) as PublicOffer;

describe("brandsOf", () => {
  it("lists each brand once, with its offers counted and a logo when any offer has one", () => {
    const offers = [
      offer("Karak House"),
      offer("Byte Store", "/brand-logos/byte-store.svg"),
      offer("karak house ", "/brand-logos/karak-house.svg"),
      offer("Aroma"),
    ];
    expect(brandsOf(offers, 10)).toEqual([
      { name: "Karak House", slug: "karak-house", logoUrl: "/brand-logos/karak-house.svg", offerCount: 2 },
      { name: "Aroma", slug: "aroma", logoUrl: null, offerCount: 1 },
      { name: "Byte Store", slug: "byte-store", logoUrl: "/brand-logos/byte-store.svg", offerCount: 1 },
    ]);
    expect(brandsOf(offers, 1)).toHaveLength(1);
  });

  it("orders brands with as many offers by name, whatever its case", () => {
    const offers = [offer("byte Store"), offer("Aroma"), offer("Zest"), offer("aroma"), offer("Cedar")];
    expect(brandsOf(offers, 10).map((brand) => brand.name)).toEqual(["Aroma", "byte Store", "Cedar", "Zest"]);
  });
});
