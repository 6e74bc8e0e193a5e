// An offer whose code pool ran out (issue 36): it leaves the home page's Featured and Trending rows
// until staff add codes, its card says outOfCodes (the "Temporarily unavailable" mark), and the grid
// keeps it, Popular order included. The ran-out flag is set by the pool check that runs after the
// redemption's answer, so the test drains that background work before it reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueFront, CataloguePage } from "@studentperks/contracts/catalogue-page";
import type { OfferRankings } from "@studentperks/contracts/offers";
import { RANKINGS_TTL_MS } from "#server/modules/rankings/service.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asStaff, staff, uploadCodesAsStaff } from "./helpers/staff.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

async function publicAnswer<T>(url: string): Promise<T> {
  const answer = await t.app.inject({ method: "GET", url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}
const rankings = () => publicAnswer<OfferRankings>("/api/offers/rankings");
const featuredRow = async () =>
  (await publicAnswer<CatalogueFront>("/api/catalogue/front")).rows
    .find((row) => row.id === "featured")
    ?.offers.map((offer) => offer.id);
const cardOf = async (offerId: number) =>
  (await publicAnswer<CataloguePage>("/api/catalogue?limit=48")).offers.find((offer) => offer.id === offerId);

const uploadCodes = (offerId: number, codes: string[]) =>
  uploadCodesAsStaff(t, cookie, offerId, codes.join("\n"));

describe("an offer whose codes ran out", () => {
  it("leaves Featured and Trending, says so on its card, and comes back when codes are added", async () => {
    // Five featured offers, so the Featured row (at least four) is still shown with one gone.
    const [pooled, ...others] = await insertOffers(t.database.db, {}, {}, {}, {}, {});
    const ids = [pooled!.id, ...others.map((offer) => offer.id)];
    const featured = await asStaff(t, cookie, "PUT", "/api/admin/offers/featured", { offerIds: ids });
    expect(featured.statusCode, featured.body).toBe(200);
    expect((await uploadCodes(pooled!.id, ["DUNE-1", "DUNE-2"])).statusCode).toBe(200);

    // One of two codes given: the offer trends (after the counts' next reading) and stays featured.
    expect((await (await person(t)).redeem(pooled!.id)).statusCode).toBe(200);
    await t.background.drain();
    t.clock.advance(RANKINGS_TTL_MS);
    expect(await rankings()).toMatchObject({ featured: ids, trending: [pooled!.id] });
    expect(await featuredRow()).toEqual(ids);
    expect(await cardOf(pooled!.id)).toMatchObject({ outOfCodes: false });

    // The last code: once the pool check has run, the rows leave it out; the grid keeps its card.
    expect((await (await person(t)).redeem(pooled!.id)).statusCode).toBe(200);
    await t.background.drain();
    expect(await rankings()).toEqual({ featured: ids.slice(1), trending: [], popular: [pooled!.id] });
    expect(await featuredRow()).toEqual(ids.slice(1));
    expect(await cardOf(pooled!.id)).toMatchObject({ outOfCodes: true });
    const offer = await publicAnswer<{ outOfCodes: boolean }>(`/api/offers/${pooled!.id}`);
    expect(offer.outOfCodes).toBe(true);

    // Staff add codes: back in both rows, in its place, on the next request.
    const refill = await uploadCodes(pooled!.id, ["DUNE-3"]);
    expect(refill.json()).toMatchObject({ added: 1, left: 1 });
    expect(await rankings()).toMatchObject({ featured: ids, trending: [pooled!.id] });
    expect(await featuredRow()).toEqual(ids);
    expect(await cardOf(pooled!.id)).toMatchObject({ outOfCodes: false });
  });
});
