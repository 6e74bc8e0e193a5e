// GET /api/offers/rankings: live offers by how many students took them (a redemption, a copied code,
// a followed referral link) in the last 7 and 30 days; recounted every few minutes, not per request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerEvents } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers, updateOffer } from "./helpers/offer-fixtures.ts";
import { people } from "./helpers/redemption.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const rankings = async () => {
  const answer = await t.app.inject({ method: "GET", url: "/api/offers/rankings" });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { featured: number[]; trending: number[]; popular: number[] };
};

describe("GET /api/offers/rankings", () => {
  it("ranks live offers by students, this week and this month, and recounts only every few minutes", async () => {
    const [week, copied, monthOnly, draft, untouched] = await insertOffers(
      t.database.db,
      {},
      {},
      {},
      { status: "draft" },
      {},
    );
    const [ana, badr, chen] = await people(t, 3);
    expect((await rankings()).popular).toEqual([]);

    // Three students through different doors, counted once each; more clicks by one add nothing.
    expect((await ana!.redeem(week!.id)).statusCode).toBe(200);
    expect((await badr!.redeem(week!.id)).statusCode).toBe(200);
    expect((await badr!.call("POST", `/api/offers/${week!.id}/copy`, {})).statusCode).toBe(204);
    for (let i = 0; i < 3; i += 1) {
      expect((await chen!.call("POST", `/api/offers/${copied!.id}/copy`, {})).statusCode).toBe(204);
    }
    // Visitors' copies are anyone's and count for nothing.
    for (let i = 0; i < 5; i += 1) {
      const anonymous = await t.app.inject({
        method: "POST",
        url: `/api/offers/${monthOnly!.id}/copy`,
        payload: {},
        remoteAddress: newAddress(),
      });
      expect(anonymous.statusCode).toBe(204);
    }
    // Ten days ago: this month, not this week. A draft's are never shown.
    const tenDaysAgo = new Date(t.clock.now().getTime() - 10 * DAY);
    await t.database.db.insert(offerEvents).values([
      { offerId: monthOnly!.id, eventType: "code_copy", userId: ana!.user.id, createdAt: tenDaysAgo },
      { offerId: draft!.id, eventType: "code_copy", userId: ana!.user.id, createdAt: t.clock.now() },
    ]);
    // Forty days ago counts for neither.
    await t.database.db.insert(offerEvents).values({
      offerId: untouched!.id,
      eventType: "referral_click",
      userId: chen!.user.id,
      createdAt: new Date(t.clock.now().getTime() - 40 * DAY),
    });

    // The counts from before these were read are kept for five minutes.
    expect(await rankings()).toEqual({ featured: [], trending: [], popular: [] });
    t.clock.advance(5 * 60_000);
    const answer = await t.app.inject({ method: "GET", url: "/api/offers/rankings" });
    // Revalidated on every use: staff's Featured row is current on every request.
    expect(answer.headers["cache-control"]).toBe("no-cache");
    // A tie goes to the newer offer (monthOnly was made after copied).
    expect(answer.json()).toEqual({
      featured: [],
      trending: [week!.id, copied!.id],
      popular: [week!.id, monthOnly!.id, copied!.id],
    });

    // An offer taken off the catalogue leaves the rankings at once, without waiting for a recount.
    await updateOffer(t.database.db, week!.id, { status: "archived" });
    expect(await rankings()).toEqual({
      featured: [],
      trending: [copied!.id],
      popular: [monthOnly!.id, copied!.id],
    });
  });
});
