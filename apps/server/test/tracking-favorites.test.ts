// Tracking (POST /api/offers/{id}/copy, POST /api/analytics): open to visitors, validated, stored,
// rate-limited per client. Favourites (/api/favorites): a signed-in student's saved offers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerEvents } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";

let t: TestApp;
let offerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  offerId = (await insertOffers(t.database.db, {}))[0]!.id;
});
afterAll(() => t.close());

const eventsOf = (id: number) => t.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
const post = (url: string, payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });

describe("POST /api/offers/{id}/copy", () => {
  it("records a copy by a visitor or a signed-in student, and 404s an unknown offer", async () => {
    const [offer] = await insertOffers(t.database.db, {});
    expect((await post(`/api/offers/${offer!.id}/copy`, { studentId: null })).statusCode).toBe(204);
    const student = await person(t);
    const signedIn = await student.call("POST", `/api/offers/${offer!.id}/copy`, { studentId: "forged-id" });
    expect(signedIn.statusCode).toBe(204);
    expect((await eventsOf(offer!.id)).map((e) => [e.eventType, e.userId])).toEqual([
      ["code_copy", null],
      ["code_copy", student.user.id], // the session's user, not what the client claimed
    ]);
    expect((await post("/api/offers/987654/copy", { studentId: null })).statusCode).toBe(404);
  });

  it("allows 60 copies a minute from one client, then answers 429", async () => {
    const address = newAddress();
    for (let i = 0; i < 60; i += 1) {
      expect((await post(`/api/offers/${offerId}/copy`, {}, address)).statusCode).toBe(204);
    }
    const refused = await post(`/api/offers/${offerId}/copy`, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/analytics", () => {
  it("stores offer_click and link_copy with their metadata", async () => {
    const [offer] = await insertOffers(t.database.db, { brandName: "Karak House" });
    const metadata = JSON.stringify({ brandName: "Karak House" });
    for (const eventType of ["offer_click", "link_copy"]) {
      expect((await post("/api/analytics", { eventType, offerId: offer!.id, metadata })).statusCode).toBe(
        204,
      );
    }
    expect(await eventsOf(offer!.id)).toMatchObject([
      { eventType: "offer_click", metadata: { brandName: "Karak House" }, userId: null },
      { eventType: "link_copy", metadata: { brandName: "Karak House" } },
    ]);
  });

  it("refuses unknown event types, bad metadata and unknown offers", async () => {
    const offerId = (await insertOffers(t.database.db, {}))[0]!.id;
    const bad = [
      { eventType: "code_copy", offerId, metadata: "{}" },
      { eventType: "offer_view", offerId },
      { eventType: "offer_click", offerId, metadata: "not json" },
      { eventType: "offer_click", offerId, metadata: "[1,2]" },
      { eventType: "offer_click", offerId, metadata: JSON.stringify({ note: "x".repeat(1020) }) },
      { eventType: "offer_click", offerId: "abc" },
    ];
    for (const payload of bad) {
      const answer = await post("/api/analytics", payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect((await post("/api/analytics", { eventType: "offer_click", offerId: 987654 })).statusCode).toBe(
      404,
    );
    expect(await eventsOf(offerId)).toEqual([]);
  });

  it("allows 120 events a minute from one client, then answers 429", async () => {
    const address = newAddress();
    const event = { eventType: "offer_click", offerId, metadata: null };
    const answers = await Promise.all(
      Array.from({ length: 121 }, () => post("/api/analytics", event, address)),
    );
    expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(120);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
  });
});

describe("/api/favorites", () => {
  it("answers 401 to visitors and 403 to accounts that are not students", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/favorites" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `/api/favorites/${offerId}` })).statusCode).toBe(401);
    const staff = await person(t, "staff");
    expect((await staff.call("GET", "/api/favorites")).statusCode).toBe(403);
  });

  it("saves, lists and unsaves a student's offers, each once", async () => {
    const [first, second, draft] = await insertOffers(
      t.database.db,
      {},
      {},
      { status: "draft", publishedAt: null },
    );
    const student = await person(t, "unverified"); // saving needs no verification
    expect((await student.call("GET", "/api/favorites")).json()).toEqual({ offerIds: [] });
    for (const id of [second!.id, first!.id, second!.id]) {
      expect((await student.call("PUT", `/api/favorites/${id}`)).statusCode).toBe(204);
    }
    expect((await student.call("GET", "/api/favorites")).json()).toEqual({
      offerIds: [second!.id, first!.id],
    });
    expect((await student.call("DELETE", `/api/favorites/${second!.id}`)).statusCode).toBe(204);
    expect((await student.call("DELETE", `/api/favorites/${second!.id}`)).statusCode).toBe(204);
    expect((await student.call("GET", "/api/favorites")).json()).toEqual({ offerIds: [first!.id] });

    expect((await student.call("PUT", `/api/favorites/${draft!.id}`)).statusCode).toBe(404);
    expect((await student.call("PUT", "/api/favorites/987654")).statusCode).toBe(404);
    expect((await student.call("PUT", "/api/favorites/abc")).statusCode).toBe(404);
    // Another student's list is their own.
    expect((await (await person(t)).call("GET", "/api/favorites")).json()).toEqual({ offerIds: [] });
  });
});
