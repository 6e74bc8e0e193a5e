// GET /api/catalogue, /api/catalogue/front and /api/offers/:id through the real routes and database
// (issue 34): pages of cards, the server's search in both languages, filters, sorts, cursors that keep
// their place while the catalogue changes, and one offer's full texts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offerCardSchema } from "@studentperks/contracts/catalogue-page";
import { offers } from "#server/db/schema.ts";
import type { NewOfferRow } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";

const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: undefined });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(offers);
});

interface Page {
  offers: { id: number; title: string; redemptionChannel: string }[];
  total: number;
  nextCursor: string | null;
}

async function page(query: string, cookie?: string): Promise<Page> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/catalogue${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json() as Page;
}

/** Every page of a view, following the cursors. */
async function allPages(query: string): Promise<Page[]> {
  const pages = [await page(query)];
  while (pages.at(-1)!.nextCursor) {
    pages.push(await page(`${query}${query ? "&" : "?"}cursor=${pages.at(-1)!.nextCursor}`));
  }
  return pages;
}

/** `count` offers published an hour apart, the first the newest. */
function newestFirst(count: number, extra: (i: number) => Partial<NewOfferRow> = () => ({})) {
  const now = t.clock.now().getTime();
  return Array.from({ length: count }, (_, i) => ({
    title: `Offer ${i}`,
    publishedAt: new Date(now - (i + 1) * HOUR),
    ...extra(i),
  }));
}

const titles = (p: Page) => p.offers.map((offer) => offer.title);

describe("GET /api/catalogue", () => {
  it("answers an empty page when nothing is live", async () => {
    expect(await page("")).toEqual({ offers: [], total: 0, nextCursor: null });
  });

  it("pages the live offers newest first, 24 at a time, as cards without codes or long texts", async () => {
    await insertOffers(
      t.database.db,
      ...newestFirst(30, (i) => ({ termsAndConditions: `Terms ${i}`, code: `TOPSECRET${i}` })),
      { title: "Draft", status: "draft", publishedAt: null },
      { title: "Expired", expiresAt: new Date(t.clock.now().getTime() - 1000) },
    );
    const [first, second] = await allPages("");
    expect(first!.total).toBe(30);
    expect(titles(first!)).toEqual(Array.from({ length: 24 }, (_, i) => `Offer ${i}`));
    expect(titles(second!)).toEqual(Array.from({ length: 6 }, (_, i) => `Offer ${i + 24}`));
    expect(second!.nextCursor).toBeNull();
    const cardKeys = Object.keys(offerCardSchema.shape).sort();
    for (const card of first!.offers) expect(Object.keys(card).sort()).toEqual(cardKeys);
    expect(JSON.stringify(first)).not.toMatch(/TOPSECRET|Terms 0|"code"|referralLink/);
    expect(titles(await page("?limit=5"))).toHaveLength(5);
  });

  it("keeps a cursor's place while offers are added and removed", async () => {
    const rows = await insertOffers(t.database.db, ...newestFirst(10));
    const first = await page("?limit=4");
    expect(titles(first)).toEqual(["Offer 0", "Offer 1", "Offer 2", "Offer 3"]);
    // A newer offer arrives, one already seen and one not yet seen leave.
    await insertOffers(t.database.db, { title: "Brand new", publishedAt: t.clock.now() });
    await t.database.db.update(offers).set({ status: "archived" }).where(eq(offers.id, rows[1]!.id));
    await t.database.db.update(offers).set({ status: "archived" }).where(eq(offers.id, rows[5]!.id));
    const second = await page(`?limit=4&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(["Offer 4", "Offer 6", "Offer 7", "Offer 8"]);
    expect(second.total).toBe(9);
  });

  it("searches brand, business, title and description in both languages, names and titles first", async () => {
    await insertOffers(
      t.database.db,
      ...newestFirst(40),
      { title: "Flat white", description: "Any coffee at half price", publishedAt: new Date(0) },
      {
        title: "Bakery treats",
        brandName: "Coffee Planet",
        description: "Cakes",
        publishedAt: new Date(1000),
      },
      { title: "Karak", titleAr: "كَرَك بالحليب", description: "Tea", descriptionAr: "شاي كرك مع القهوة" },
      { title: "Books", businessName: "Café Maktaba LLC", description: "Novels" },
    );
    // The description-only match comes after the brand match, though it is older... and the newer one.
    expect(titles(await page("?q=COFFEE"))).toEqual(["Bakery treats", "Flat white"]);
    // Arabic whatever the spelling: no vowel marks, ة typed as ه; a business name without its accent.
    expect(titles(await page(`?q=${encodeURIComponent("كرك")}`))).toEqual(["Karak"]);
    expect(titles(await page(`?q=${encodeURIComponent("القهوه")}`))).toEqual(["Karak"]);
    expect(titles(await page("?q=cafe%20maktaba"))).toEqual(["Books"]);
    expect(await page("?q=%20%20")).toMatchObject({ total: 44 });
    expect(await page("?q=nothing-like-this")).toEqual({ offers: [], total: 0, nextCursor: null });
  });

  it("pages search results with cursors of their own", async () => {
    await insertOffers(
      t.database.db,
      ...newestFirst(7, (i) => ({ brandName: i % 2 ? "Zest" : `Other ${i}` })),
    );
    await insertOffers(t.database.db, {
      title: "Zest in the text",
      description: "zest",
      publishedAt: new Date(0),
    });
    const pages = await allPages("?q=zest&limit=2");
    expect(pages.flatMap(titles)).toEqual(["Offer 1", "Offer 3", "Offer 5", "Zest in the text"]);
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
  });

  it("filters by category, and sorts by discount, ending soon and popularity", async () => {
    const now = t.clock.now().getTime();
    await insertOffers(
      t.database.db,
      {
        title: "Fixed 50",
        discountType: "fixed",
        discountValue: 50,
        expiresAt: new Date(now + 9 * 86_400_000),
      },
      { title: "Pct 10", discountType: "percentage", discountValue: 10, businessCategory: "food" },
      {
        title: "Shipping",
        discountType: "free_shipping",
        discountValue: null,
        expiresAt: new Date(now + 86_400_000),
      },
      { title: "Pct 40", discountType: "percentage", discountValue: 40, businessCategory: "food" },
    );
    expect(titles(await page("?category=food"))).toEqual(["Pct 40", "Pct 10"]);
    expect(titles(await page("?sort=discount"))).toEqual(["Pct 40", "Pct 10", "Fixed 50", "Shipping"]);
    expect(titles(await page("?sort=ending-soon"))).toEqual(["Shipping", "Fixed 50", "Pct 40", "Pct 10"]);
    // Nobody took any: Popular falls back to newest first.
    expect(titles(await page("?sort=popular"))).toEqual(["Pct 40", "Shipping", "Pct 10", "Fixed 50"]);
    const sorted = await allPages("?sort=discount&limit=3");
    expect(sorted.flatMap(titles)).toEqual(["Pct 40", "Pct 10", "Fixed 50", "Shipping"]);
  });

  it("keeps only the offers usable in store with where=in-store, their cards saying how (issue 35)", async () => {
    await insertOffers(
      t.database.db,
      ...newestFirst(6, (i) => ({
        redemptionChannel: (["online", "in_store", "both"] as const)[i % 3],
        businessCategory: i < 3 ? "food" : "fashion",
        title: `Offer ${i} ${i % 3 === 0 ? "online" : "at the till"}`,
      })),
    );
    const all = await page("");
    expect(all.offers.map((offer) => offer.redemptionChannel)).toEqual([
      "online",
      "in_store",
      "both",
      "online",
      "in_store",
      "both",
    ]);
    expect(titles(await page("?where=in-store"))).toEqual([
      "Offer 1 at the till",
      "Offer 2 at the till",
      "Offer 4 at the till",
      "Offer 5 at the till",
    ]);
    expect(await page("?where=anywhere")).toEqual(all);
    // With the category chip, a search and a sort, as the home page sends them; paged with cursors.
    expect(titles(await page("?where=in-store&category=fashion"))).toEqual([
      "Offer 4 at the till",
      "Offer 5 at the till",
    ]);
    expect(titles(await page("?where=in-store&q=online"))).toEqual([]);
    const pages = await allPages("?where=in-store&sort=popular&limit=3");
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.flatMap(titles)).toHaveLength(4);
  });

  it("shows a signed-in student's saved offers, and nobody else's", async () => {
    const [a, , c] = await insertOffers(t.database.db, ...newestFirst(3));
    const student = await person(t);
    await student.call("PUT", `/api/favorites/${a!.id}`);
    await student.call("PUT", `/api/favorites/${c!.id}`);
    expect(titles(await page("?saved=1", student.cookie))).toEqual(["Offer 0", "Offer 2"]);
    const signedOut = await t.app.inject({ method: "GET", url: "/api/catalogue?saved=1" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: "SIGNED_OUT" });
    expect((await page("")).total).toBe(3);
  });

  it("refuses a page size, a search or a cursor it cannot take, saying which", async () => {
    for (const query of [
      "?limit=0",
      "?limit=49",
      "?limit=ten",
      `?q=${"x".repeat(101)}`,
      "?sort=cheapest",
      "?category=Food",
      "?where=in_store",
      "?where=shop",
    ]) {
      const response = await t.app.inject({ method: "GET", url: `/api/catalogue${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "INVALID_FIELDS" });
    }
    for (const cursor of ["bm90LWpzb24", "WzEsMl0", "W251bGwsMSwyXQ"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/catalogue?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_FIELDS" });
    }
  });
});

describe("GET /api/catalogue/front", () => {
  it("gives the rows, the collage's covers and the brands with the most offers", async () => {
    const now = t.clock.now().getTime();
    await insertOffers(
      t.database.db,
      ...newestFirst(20, (i) => ({
        brandName: i < 6 ? "Big Brand" : `Brand ${i}`,
        coverUrl: i < 3 ? `/media/covers/c${i}-1200.webp` : null,
        expiresAt: i >= 10 && i < 15 ? new Date(now + (i - 9) * 86_400_000) : null,
        featuredRank: i >= 15 ? i - 15 : null,
      })),
    );
    const response = await t.app.inject({ method: "GET", url: "/api/catalogue/front" });
    expect(response.statusCode).toBe(200);
    const front = response.json() as {
      rows: { id: string; offers: { title: string }[] }[];
      collage: { title: string }[];
      brands: { name: string; offerCount: number }[];
    };
    expect(front.rows.map((row) => row.id)).toEqual(["featured", "new", "endingSoon"]);
    expect(front.rows[0]!.offers.map((o) => o.title)).toEqual([
      "Offer 15",
      "Offer 16",
      "Offer 17",
      "Offer 18",
      "Offer 19",
    ]);
    // New shows Offer 0 to 11, so Ending soon has three of its own and takes back the first it shares.
    expect(front.rows[2]!.offers.map((o) => o.title)).toEqual([
      "Offer 10",
      "Offer 12",
      "Offer 13",
      "Offer 14",
    ]);
    expect(front.collage.map((o) => o.title)).toEqual(["Offer 0", "Offer 1", "Offer 2"]);
    expect(front.brands[0]).toMatchObject({ name: "Big Brand", offerCount: 6 });
  });
});

describe("GET /api/offers/:id", () => {
  it("gives a live offer with all its texts, and 404 for any other", async () => {
    const [live, draft, expired] = await insertOffers(
      t.database.db,
      { title: "Live", termsAndConditions: "All terms", code: "TOPSECRET" },
      { title: "Draft", status: "draft", publishedAt: null },
      { title: "Gone", expiresAt: new Date(t.clock.now().getTime() - 1000) },
    );
    const response = await t.app.inject({ method: "GET", url: `/api/offers/${live!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: live!.id, title: "Live", termsAndConditions: "All terms" });
    expect(response.body).not.toMatch(/TOPSECRET|"code"|referralLink/);
    for (const id of [draft!.id, expired!.id, 987654]) {
      const missing = await t.app.inject({ method: "GET", url: `/api/offers/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: "OFFER_NOT_FOUND" });
    }
  });

  it("follows an edit at once", async () => {
    const [offer] = await insertOffers(t.database.db, { title: "Before" });
    expect((await t.app.inject({ method: "GET", url: `/api/offers/${offer!.id}` })).json()).toMatchObject({
      title: "Before",
    });
    await t.database.db.update(offers).set({ title: "After" }).where(eq(offers.id, offer!.id));
    expect((await t.app.inject({ method: "GET", url: `/api/offers/${offer!.id}` })).json()).toMatchObject({
      title: "After",
    });
  });
});
