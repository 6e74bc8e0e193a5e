// The demo catalogue: seeded once, idempotent, and covering every case the web app must display.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES, DISCOUNT_TYPES } from "@studentperks/contracts/catalogue";
import { offerListSchema, type PublicOffer } from "@studentperks/contracts/offers";
import { offers } from "#server/db/schema.ts";
import { insertSyntheticOffers, seedIfEmpty } from "#server/db/seed/index.ts";
import { brandLogosDir } from "#server/lib/package-paths.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";

let t: TestApp;
let list: PublicOffer[];
const rowCount = async () => (await t.database.db.select({ n: count() }).from(offers))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp({ clock: undefined });
});
afterAll(() => t.close());

describe("seedIfEmpty", () => {
  it("seeds once; running it again (even concurrently) adds nothing", async () => {
    const [first, second] = await Promise.all([seedIfEmpty(t.database.db), seedIfEmpty(t.database.db)]);
    expect([first, second].sort()).toEqual([0, 42]);
    expect(await seedIfEmpty(t.database.db)).toBe(0);
    expect(await rowCount()).toBe(42);
    // The app's clock and the seed's clock are both "now" here, so use the real time for the list.
    t.clock.set(new Date());
    const response = await t.app.inject({ method: "GET", url: "/api/offers" });
    list = offerListSchema.parse(response.json());
    expect(response.body).not.toMatch(/"code"|referralLink|ref=studentperks/);
  });

  it("lists at least 32 live offers, newest first, and hides the expired, draft and archived ones", async () => {
    expect(list.length).toBeGreaterThanOrEqual(32);
    expect(list).toHaveLength(37);
    const brands = list.map((offer) => offer.brandName);
    for (const hidden of [
      "Jumeirah Gift Gallery",
      "Circuit Oasis",
      "Festival Lights Tickets",
      "Satwa Tailors",
      "Printo Express",
    ]) {
      expect(brands).not.toContain(hidden);
    }
    const rows = await t.database.db.select({ id: offers.id, publishedAt: offers.publishedAt }).from(offers);
    const publishedAt = new Map(rows.map((row) => [row.id, row.publishedAt?.getTime()]));
    const order = list.map((offer) => publishedAt.get(offer.id)!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it("starts the home page's Featured row with six live offers of six categories", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/offers/rankings" });
    const byId = new Map(list.map((offer) => [offer.id, offer]));
    const featured = (answer.json() as { featured: number[] }).featured.map((id) => byId.get(id));
    expect(featured.map((offer) => offer?.brandName)).toEqual([
      "StudySpace Coworking",
      "Corniche Books",
      "Dune Bash Adventures",
      "Oud & Amber Perfumery",
      "Kite Beach Surf Co.",
      "PixelPort",
    ]);
    expect(new Set(featured.map((offer) => offer?.businessCategory)).size).toBe(6);
  });

  it("covers every category and every discount display case", () => {
    for (const category of BUSINESS_CATEGORIES) {
      expect(list.filter((o) => o.businessCategory === category).length, category).toBeGreaterThanOrEqual(3);
    }
    for (const type of DISCOUNT_TYPES) {
      expect(
        list.some((o) => o.offerType === "discount" && o.discountType === type),
        type,
      ).toBe(true);
    }
    const referrals = list.filter((o) => o.offerType === "referral");
    expect(referrals.length).toBeGreaterThanOrEqual(3);
    expect(referrals.every((o) => o.discountType === null && o.discountValue === null)).toBe(true);
  });

  it("has offers used in store and both ways among the live ones, cafés and a featured one included (issue 35)", () => {
    const inStore = list.filter((o) => o.redemptionChannel === "in_store");
    const both = list.filter((o) => o.redemptionChannel === "both");
    expect(inStore.length).toBeGreaterThanOrEqual(2);
    expect(both.length).toBeGreaterThanOrEqual(2);
    expect(inStore.filter((o) => o.businessCategory === "food").length).toBeGreaterThanOrEqual(2);
    expect(list.filter((o) => o.redemptionChannel === "online").length).toBeGreaterThan(list.length / 2);
    expect(both.map((o) => o.brandName)).toContain("Corniche Books");
  });

  it("shows every usage rule among the live offers, and ends each offer at a Dubai midnight (issue 36)", () => {
    const rules = new Map(list.map((offer) => [offer.brandName, offer.usageLimit]));
    expect(
      Object.fromEntries(
        ["Karak House", "FitFuel Meal Prep", "Laundry Lagoon", "Starlit Cinemas"].map((b) => [
          b,
          rules.get(b),
        ]),
      ),
    ).toEqual({
      "Karak House": "per_day",
      "FitFuel Meal Prep": "per_7_days",
      "Laundry Lagoon": "per_30_days",
      "Starlit Cinemas": "unlimited",
    });
    expect(list.filter((offer) => offer.usageLimit === "once").length).toBeGreaterThan(20);
    for (const offer of list.filter((o) => o.expiresAt !== null)) {
      // 20:00 UTC is midnight in Dubai.
      expect(offer.expiresAt, offer.brandName).toMatch(/T20:00:00\.000Z$/);
    }
    expect(list.some((offer) => offer.outOfCodes)).toBe(false);
  });

  it("has guides as arrays, as JSON strings and missing; terms present and missing; general info on some", () => {
    expect(list.some((o) => Array.isArray(o.discountRedemptionGuide))).toBe(true);
    const asString = list.filter((o) => typeof o.discountRedemptionGuide === "string");
    expect(asString.length).toBeGreaterThan(0);
    for (const offer of asString)
      expect(Array.isArray(JSON.parse(offer.discountRedemptionGuide as string))).toBe(true);
    expect(list.some((o) => o.discountRedemptionGuide === null)).toBe(true);
    expect(list.some((o) => o.termsAndConditions)).toBe(true);
    expect(list.some((o) => o.termsAndConditions === null)).toBe(true);
    expect(list.some((o) => o.generalInfo)).toBe(true);
    expect(list.every((o) => o.websiteUrl?.startsWith("https://"))).toBe(true);
  });

  it("has discount offers with and without a preset code", async () => {
    const rows = await t.database.db.select({ code: offers.code, type: offers.offerType }).from(offers);
    const discounts = rows.filter((r) => r.type === "discount");
    expect(discounts.some((r) => r.code)).toBe(true);
    expect(discounts.some((r) => !r.code)).toBe(true);
  });

  it("has Arabic for every offer: title and description, a guide and terms where the English has them", async () => {
    const rows = await t.database.db.select().from(offers);
    expect(rows).toHaveLength(42);
    const arabic = /[\u0621-\u064A]/;
    const numbers = (text: string | null) => (text?.match(/\d[\d,]*/g) ?? []).sort();
    for (const row of rows) {
      const what = row.title;
      expect(row.titleAr, what).toMatch(arabic);
      expect(row.descriptionAr, what).toMatch(arabic);
      // The same offer: every figure of the English is in the Arabic, and no other.
      expect(numbers(row.titleAr), what).toEqual(numbers(row.title));
      expect(numbers(row.descriptionAr), what).toEqual(numbers(row.description));
      expect(numbers(row.termsAndConditionsAr), what).toEqual(numbers(row.termsAndConditions));

      const englishGuide = row.discountRedemptionGuide;
      const englishSteps =
        typeof englishGuide === "string" ? (JSON.parse(englishGuide) as unknown[]) : englishGuide;
      if (englishSteps === null) expect(row.discountRedemptionGuideAr, what).toBeNull();
      else {
        expect(row.discountRedemptionGuideAr, what).toHaveLength(englishSteps.length);
        row.discountRedemptionGuideAr!.forEach((step, index) => {
          expect(step.step).toBe(index + 1);
          expect(step.instruction).toMatch(arabic);
        });
      }
      if (row.termsAndConditions === null) expect(row.termsAndConditionsAr, what).toBeNull();
      else expect(row.termsAndConditionsAr, what).toMatch(arabic);
    }
    for (const offer of list) expect(offer.titleAr, offer.title).toMatch(arabic);
    // Brand names stay in Latin letters.
    const salon = list.find((offer) => offer.brandName === "Saffron Salon");
    expect(salon?.titleAr).toContain("Saffron Salon");
    expect(list.some((offer) => offer.discountRedemptionGuideAr === null)).toBe(true);
    expect(list.some((offer) => offer.termsAndConditionsAr === null)).toBe(true);
  });

  it("gives every brand a committed logo served with long caching, except two placeholders", async () => {
    const withoutLogo = list.filter((o) => o.logoUrl === null);
    expect(withoutLogo).toHaveLength(2);
    for (const offer of list.filter((o) => o.logoUrl)) {
      const file = join(brandLogosDir, offer.logoUrl!.replace("/brand-logos/", ""));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      // Wordmarks are the name's glyphs as paths (6-11 KB); they travel gzipped (compress), 3-4.3 KB.
      expect(svg.length).toBeLessThan(12 * 1024);
      expect(gzipSync(svg).length).toBeLessThan(5 * 1024);
    }
    const response = await t.app.inject({ method: "GET", url: list.find((o) => o.logoUrl)!.logoUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    const missing = await t.app.inject({ method: "GET", url: "/brand-logos/nope.svg" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("insertSyntheticOffers", () => {
  it("adds n valid, visible published offers", async () => {
    const before = await rowCount();
    expect(await insertSyntheticOffers(t.database.db, 600)).toBe(600);
    expect(await rowCount()).toBe(before + 600);
    const response = await t.app.inject({ method: "GET", url: "/api/offers" });
    const after = offerListSchema.parse(response.json());
    expect(after).toHaveLength(list.length + 600);
    expect(new Set(after.map((o) => o.discountType)).size).toBe(DISCOUNT_TYPES.length + 1);
    expect(after.every((o) => o.titleAr && o.descriptionAr)).toBe(true);
  });
});
