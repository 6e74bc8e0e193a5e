import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, readCatalogueView, withCatalogueView } from "./catalogue-view.ts";

describe("the catalogue's view in the address", () => {
  it("reads search, category and sort, and reads unknown values as the default", () => {
    expect(readCatalogueView(new URLSearchParams("q=karak&category=Retail&sort=popular"))).toEqual({
      query: "karak",
      category: "Retail",
      sort: "popular",
    });
    expect(readCatalogueView(new URLSearchParams("category=retail&sort=cheapest"))).toEqual(DEFAULT_VIEW);
  });

  it("writes only what differs from the default, and keeps the open offer", () => {
    const params = new URLSearchParams("offer=12&sort=popular&category=fashion");
    const next = withCatalogueView(params, { sort: "newest", query: "zara & co" });
    expect(next.toString()).toBe("offer=12&category=fashion&q=zara+%26+co");
    expect(readCatalogueView(next)).toEqual({ query: "zara & co", category: "fashion", sort: "newest" });
    expect(params.toString()).toBe("offer=12&sort=popular&category=fashion");
  });
});
