// Scheduled offers (issue 37): a published offer with a first day still to come is nowhere students
// look (catalogue, whole list, its own address, brand page, redemption, the card) until the clock
// passes the start of that Dubai day, and then it is everywhere at once, with no write to tell.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminOffer, AdminOffersPage } from "@studentperks/contracts/admin/offers";
import type { AdminBrands } from "@studentperks/contracts/admin/brands";
import type { CataloguePage } from "@studentperks/contracts/catalogue-page";
import { dubaiDayOf, startOfDubaiDay } from "@studentperks/contracts/dubai-time";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { consoleOfferInput } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const DAY = 86_400_000;

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
});
// Each test moves the clock days ahead, past a staff session's idle limit.
const signInStaff = async () => ({ cookie: staffCookie } = await staff(t));
beforeEach(signInStaff);
afterAll(() => t.close());

let n = 0;
const unique = (what: string) => `${what}${(n += 1)}x${Date.now() % 100_000}`;
const get = (url: string) => t.app.inject({ method: "GET", url });
/** The Dubai day `days` after today's. */
const dayFromNow = (days: number) => dubaiDayOf(new Date(t.clock.now().getTime() + days * DAY));

async function publishedOffer(brandName: string, overrides: Record<string, unknown>) {
  const created = await asStaff(t, staffCookie, "POST", "/api/admin/offers", {
    ...consoleOfferInput(brandName, { redemptionChannel: "both" }),
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(201);
  const offer = created.json() as AdminOffer;
  const published = await asStaff(t, staffCookie, "POST", `/api/admin/offers/${offer.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as AdminOffer;
}

/** Where students could meet the offer, and whether each shows it. */
async function seenBy(offer: AdminOffer) {
  const list = (await get("/api/offers")).json() as PublicOffer[];
  const search = (
    await get(`/api/catalogue?q=${encodeURIComponent(offer.brandName)}`)
  ).json() as CataloguePage;
  return {
    list: list.some((o) => o.id === offer.id),
    catalogue: search.offers.some((o) => o.id === offer.id),
    own: (await get(`/api/offers/${offer.id}`)).statusCode,
    brandPage: (await get(`/api/brands/${offer.brandSlug}`)).statusCode,
  };
}

describe("a scheduled offer", () => {
  it("stays out of sight until the start of its first Dubai day, then is live everywhere with no write", async () => {
    const startsOn = dayFromNow(2);
    const offer = await publishedOffer(unique("E2E Later "), { startsOn, expiresOn: dayFromNow(9) });
    expect(offer).toMatchObject({ status: "published", startsOn, isScheduled: true });
    const student = await person(t);

    expect(await seenBy(offer)).toEqual({ list: false, catalogue: false, own: 404, brandPage: 404 });
    const early = await student.redeem(offer.id);
    expect(early.statusCode).toBe(404);
    expect((await student.call("POST", "/api/card/shown", { offerId: offer.id })).statusCode).toBe(404);

    // Staff see it as scheduled, and it is not counted among its brand's live offers.
    const listed = (
      await asStaff(t, staffCookie, "GET", `/api/admin/offers?q=${encodeURIComponent(offer.title)}`)
    ).json() as AdminOffersPage;
    expect(listed.offers[0]).toMatchObject({
      isScheduled: true,
      startsAt: startOfDubaiDay(startsOn).toISOString(),
    });
    const brandsList = (await asStaff(t, staffCookie, "GET", "/api/admin/brands")).json() as AdminBrands;
    expect(brandsList.brands.find((b) => b.slug === offer.brandSlug)).toMatchObject({
      liveOffers: 0,
      offers: 1,
    });

    // One millisecond before the day starts in Dubai: still hidden.
    t.clock.set(new Date(startOfDubaiDay(startsOn).getTime() - 1));
    expect((await seenBy(offer)).own).toBe(404);
    t.clock.advance(1);
    expect(await seenBy(offer)).toEqual({ list: true, catalogue: true, own: 200, brandPage: 200 });
    const redeemed = await student.redeem(offer.id);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await student.call("POST", "/api/card/shown", { offerId: offer.id })).statusCode).toBe(204);
    await signInStaff();
    const now = (await asStaff(t, staffCookie, "GET", `/api/admin/offers/${offer.id}`)).json() as AdminOffer;
    expect(now.isScheduled).toBe(false);
  });

  it("counts as new from the day it goes live, not the day staff published it", async () => {
    const older = await publishedOffer(unique("E2E Waiting "), { startsOn: dayFromNow(1) });
    const newer = await publishedOffer(unique("E2E Straight away "), {});
    t.clock.set(startOfDubaiDay(dayFromNow(1)));
    const ids = ((await get("/api/offers")).json() as PublicOffer[]).map((o) => o.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  });

  it("must not start after its last day; the same day is both", async () => {
    const brandName = unique("E2E Order ");
    const refused = await asStaff(t, staffCookie, "POST", "/api/admin/offers", {
      ...consoleOfferInput(brandName),
      startsOn: dayFromNow(5),
      expiresOn: dayFromNow(4),
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("startsOn");
    expect(refused.json().message).toContain("The first day must not be after the last day");

    const oneDay = await publishedOffer(brandName, { startsOn: dayFromNow(3), expiresOn: dayFromNow(3) });
    t.clock.set(startOfDubaiDay(dayFromNow(3)));
    expect((await get(`/api/offers/${oneDay.id}`)).statusCode).toBe(200);
    t.clock.advance(DAY);
    expect((await get(`/api/offers/${oneDay.id}`)).statusCode).toBe(404);
  });

  it("goes live on time in a second process too, which no write reaches", async () => {
    const offer = await publishedOffer(unique("E2E Two processes "), { startsOn: dayFromNow(1) });
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    try {
      const otherGet = (url: string) => other.app.inject({ method: "GET", url });
      expect((await otherGet(`/api/offers/${offer.id}`)).statusCode).toBe(404);
      t.clock.set(startOfDubaiDay(dayFromNow(1)));
      expect((await otherGet(`/api/offers/${offer.id}`)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
