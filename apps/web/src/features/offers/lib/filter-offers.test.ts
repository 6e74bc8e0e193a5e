import fc from "fast-check";
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
  titleAr?: string | null;
  descriptionAr?: string | null;
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

  it("finds in English exactly what the case-insensitive search of the spec finds", () => {
    const text = fc.string({ unit: "grapheme-ascii", maxLength: 10 });
    const fields = fc.record({
      title: text,
      description: text,
      businessDescription: fc.option(text),
      brandName: text,
      businessName: text,
    });
    fc.assert(
      fc.property(
        fc.array(fields, { maxLength: 6 }),
        fc.string({ unit: "grapheme-ascii", maxLength: 4 }),
        (rows, query) => {
          const list = rows.map((row, index) => offer(String(index), row));
          const needle = query.trim().toLowerCase();
          const spec = list.filter(
            (o) =>
              needle === "" ||
              [o.title, o.description, o.businessDescription, o.brandName, o.businessName].some((value) =>
                value?.toLowerCase().includes(needle),
              ),
          );
          expect(ids(filterOffers(list, { query, category: "all" }))).toEqual(ids(spec));
        },
      ),
    );
  });

  describe("in Arabic", () => {
    const bilingual = [
      offer("bookshop", {
        title: "20% off textbooks and novels",
        titleAr: "خصم 20% على الكتب الدراسية والروايات",
        descriptionAr: "الكتب الجامعية المقررة وكتب المراجعة.",
        brandName: "Corniche Books",
        businessCategory: "Retail",
      }),
      offer("karak", {
        title: "10% off karak and parathas",
        titleAr: "خصم 10% على الكرك والبراتا",
        businessCategory: "other",
      }),
      offer("english-only", { title: "Free delivery on every order", titleAr: null, descriptionAr: null }),
    ];
    const search = (query: string) => ids(filterOffers(bilingual, { query, category: "all" }));

    it("finds an offer by its Arabic title or description, and still by its English", () => {
      expect(search("الروايات")).toEqual(["bookshop"]);
      expect(search("المراجعة")).toEqual(["bookshop"]);
      expect(search("novels")).toEqual(["bookshop"]);
      expect(search("corniche")).toEqual(["bookshop"]);
      expect(search("الكرك")).toEqual(["karak"]);
      expect(search("خصم")).toEqual(["bookshop", "karak"]);
      expect(search("delivery")).toEqual(["english-only"]);
    });

    it("finds it whatever the spelling: vowel marks, tatweel, hamza, ة and ى", () => {
      expect(search("الرِّوايات")).toEqual(["bookshop"]);
      expect(search("الكـــرك")).toEqual(["karak"]);
      expect(search("دراسيه")).toEqual(["bookshop"]);
      expect(search("علي الكتب")).toEqual(["bookshop"]);
      expect(search("  خصم ٢٠٪ ")).toEqual(["bookshop"]);
    });

    it("combines with the category", () => {
      expect(ids(filterOffers(bilingual, { query: "خصم", category: "other" }))).toEqual(["karak"]);
    });
  });

  it("does not change its input", () => {
    const copy = [...offers];
    filterOffers(offers, { query: "karak", category: "Retail" });
    expect(offers).toEqual(copy);
  });
});
