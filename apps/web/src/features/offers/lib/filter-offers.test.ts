import { describe, expect, it } from "vitest";
import type { CategoryFilter } from "@studentperks/contracts/catalogue";
import { filterOffers } from "./filter-offers.ts";

interface TestOffer {
  id: string;
  title: string;
  description: string;
  businessDescription: string | null;
  brandName: string;
  businessName: string;
  businessCategory: string;
}

const offer = (id: string, fields: Partial<TestOffer> = {}): TestOffer => ({
  id,
  title: "",
  description: "",
  businessDescription: null,
  brandName: "",
  businessName: "",
  businessCategory: "other",
  ...fields,
});

const offers = [
  offer("title", { title: "Half-price Karak", businessCategory: "Retail" }),
  offer("description", {
    description: "Student deal on NOISE-cancelling headphones",
    businessCategory: "electronics",
  }),
  offer("business-description", {
    businessDescription: "Dubai's favourite sneaker store",
    businessCategory: "fashion",
  }),
  offer("brand", { brandName: "Oud & Co", businessCategory: "beauty" }),
  offer("business", { businessName: "Mirage Cinemas LLC", businessCategory: "entertainment" }),
  offer("plain", { title: "Laundry pickup", businessCategory: "services" }),
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe("filterOffers", () => {
  it("keeps every offer, in order, for an empty search and all categories", () => {
    expect(ids(filterOffers(offers, { query: "", category: "all" }))).toEqual(ids(offers));
    expect(ids(filterOffers(offers, { query: "   ", category: "all" }))).toEqual(ids(offers));
  });

  it.each([
    ["karak", "title"],
    ["noise", "description"],
    ["SNEAKER", "business-description"],
    ["oud & co", "brand"],
    ["mirage cinemas", "business"],
  ])("searches %s case-insensitively and finds the %s match", (query, id) => {
    expect(ids(filterOffers(offers, { query, category: "all" }))).toEqual([id]);
  });

  it("trims the search term", () => {
    expect(ids(filterOffers(offers, { query: "  Karak  ", category: "all" }))).toEqual(["title"]);
  });

  it("copes with a missing businessDescription", () => {
    expect(
      ids(
        filterOffers([offer("no-description", { businessDescription: null })], {
          query: "x",
          category: "all",
        }),
      ),
    ).toEqual([]);
  });

  it("does not search the category itself", () => {
    expect(ids(filterOffers(offers, { query: "electronics", category: "all" }))).toEqual([]);
  });

  it("matches the category exactly", () => {
    expect(ids(filterOffers(offers, { query: "", category: "Retail" }))).toEqual(["title"]);
    expect(ids(filterOffers(offers, { query: "", category: "fashion" }))).toEqual(["business-description"]);
    expect(filterOffers(offers, { query: "", category: "retail" as CategoryFilter })).toEqual([]);
    expect(
      filterOffers([offer("x", { businessCategory: "Fashion" })], {
        query: "",
        category: "fashion",
      }),
    ).toEqual([]);
  });

  it("combines search and category", () => {
    expect(ids(filterOffers(offers, { query: "karak", category: "Retail" }))).toEqual(["title"]);
    expect(filterOffers(offers, { query: "karak", category: "beauty" })).toEqual([]);
    expect(ids(filterOffers(offers, { query: "o", category: "beauty" }))).toEqual(["brand"]);
  });

  it("does not change its input", () => {
    const copy = [...offers];
    filterOffers(offers, { query: "karak", category: "Retail" });
    expect(offers).toEqual(copy);
  });
});
