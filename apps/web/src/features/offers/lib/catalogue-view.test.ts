import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, readCatalogueView, withCatalogueView } from "./catalogue-view.ts";

describe("the catalogue's view in the address", () => {
  it("reads search, category, In store and sort, and reads unknown values as the default", () => {
    expect(
      readCatalogueView(new URLSearchParams("q=karak&category=Retail&where=in-store&sort=popular")),
    ).toEqual({
      query: "karak",
      category: "Retail",
      where: "in-store",
      sort: "popular",
    });
    expect(readCatalogueView(new URLSearchParams("category=retail&where=in_store&sort=cheapest"))).toEqual(
      DEFAULT_VIEW,
    );
  });

  it("writes only what differs from the default, and keeps the open offer", () => {
    const params = new URLSearchParams("offer=12&sort=popular&category=fashion");
    const next = withCatalogueView(params, { sort: "newest", query: "zara & co" });
    expect(next.toString()).toBe("offer=12&category=fashion&q=zara+%26+co");
    expect(readCatalogueView(next)).toEqual({
      query: "zara & co",
      category: "fashion",
      where: "anywhere",
      sort: "newest",
    });
    expect(params.toString()).toBe("offer=12&sort=popular&category=fashion");
  });

  it("writes the In store filter as where=in-store, and drops it when it is off", () => {
    const on = withCatalogueView(new URLSearchParams("category=food"), { where: "in-store" });
    expect(on.toString()).toBe("category=food&where=in-store");
    expect(withCatalogueView(on, { where: "anywhere" }).toString()).toBe("category=food");
  });
});
