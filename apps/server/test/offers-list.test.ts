// GET /api/offers: exact public fields, order, visibility rules and expiry through the real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicOfferSchema } from "@studentperks/contracts/offers";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";

const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: undefined });
});
afterAll(() => t.close());

async function list() {
  const response = await t.app.inject({ method: "GET", url: "/api/offers" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return { response, body: response.json() as Record<string, unknown>[] };
}

describe("GET /api/offers", () => {
  it("answers an empty array when there is nothing to show", async () => {
    expect((await list()).body).toEqual([]);
  });

  it("lists published offers newest first with exactly the public fields, never code or referralLink", async () => {
    const now = t.clock.now().getTime();
    const [older, newer, referral] = await insertOffers(
      t.database.db,
      { title: "Older", publishedAt: new Date(now - 48 * HOUR), code: "TOPSECRET1", discountValue: 12.5 },
      {
        title: "Newer",
        publishedAt: new Date(now - HOUR),
        discountRedemptionGuide: '[{"step":1,"instruction":"Go"}]',
      },
      {
        title: "Referral",
        publishedAt: new Date(now - 2 * HOUR),
        offerType: "referral",
        discountType: null,
        discountValue: null,
        code: null,
        referralLink: "https://secret.example/ref",
        discountRedemptionGuide: null,
      },
    );
    const { response, body } = await list();
    expect(body.map((offer) => offer.title)).toEqual(["Newer", "Referral", "Older"]);
    const expectedKeys = Object.keys(publicOfferSchema.shape).sort();
    for (const offer of body) expect(Object.keys(offer).sort()).toEqual(expectedKeys);
    expect(response.body).not.toMatch(/"code"|referralLink|TOPSECRET1|secret\.example/);

    const first = body[2]!;
    expect(first).toMatchObject({ id: older!.id, discountValue: 12.5, businessCategory: "fashion" });
    expect(first.discountRedemptionGuide).toEqual([{ step: 1, instruction: "Show your code" }]);
    // A guide submitted as a JSON string comes back as that same string.
    expect(body[0]).toMatchObject({
      id: newer!.id,
      discountRedemptionGuide: '[{"step":1,"instruction":"Go"}]',
    });
    expect(body[1]).toMatchObject({ id: referral!.id, offerType: "referral", discountType: null });
  });

  it("hides drafts, archived and expired offers, and uses id as the tiebreak", async () => {
    const now = t.clock.now();
    const same = new Date(now.getTime() - 30 * 60_000);
    await insertOffers(
      t.database.db,
      { title: "Draft", status: "draft", publishedAt: null },
      { title: "Archived", status: "archived" },
      { title: "Expired", expiresAt: new Date(now.getTime() - 1) },
      // Inserted in this order, so "Tie high" gets the higher id.
      { title: "Tie low", publishedAt: same, createdAt: same },
      { title: "Tie high", publishedAt: same, createdAt: same },
    );
    const titles = (await list()).body.map((offer) => offer.title);
    expect(titles).not.toContain("Draft");
    expect(titles).not.toContain("Archived");
    expect(titles).not.toContain("Expired");
    expect(titles.slice(0, 2)).toEqual(["Tie high", "Tie low"]);
  });

  it("drops an offer the moment it expires, without any write", async () => {
    const now = t.clock.now();
    await insertOffers(t.database.db, {
      title: "Flash sale",
      publishedAt: new Date(now.getTime() - 10 * 60_000),
      expiresAt: new Date(now.getTime() + HOUR),
    });
    const before = await list();
    expect(before.body.map((o) => o.title)).toContain("Flash sale");
    expect(before.body.find((o) => o.title === "Flash sale")!.expiresAt).toBe(
      new Date(now.getTime() + HOUR).toISOString(),
    );

    t.clock.advance(HOUR - 1);
    expect((await list()).body.map((o) => o.title)).toContain("Flash sale");
    t.clock.advance(1);
    const after = await list();
    expect(after.body.map((o) => o.title)).not.toContain("Flash sale");
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
  });

  it("ignores unknown query parameters", async () => {
    const plain = await list();
    const withParams = await t.app.inject({ method: "GET", url: "/api/offers?page=2&category=beauty&x[]=1" });
    expect(withParams.statusCode).toBe(200);
    expect(withParams.body).toBe(plain.response.body);
  });
});
