// POST /api/offers/{id}/redeem and /referral-click: only verified students get codes and links; an
// offer of the default rule (once) gives one code per student, then LIMIT_REACHED, also under
// concurrent requests; pool codes go to one student each, then 409; otherwise the preset code,
// otherwise a generated one. The other rules are in redemption-rules.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerCodes, offerEvents, redemptions } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { loadPool, people, person } from "./helpers/redemption.ts";

const NOT_VERIFIED = "Please verify your student status to redeem offers.";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const redemptionsOf = (offerId: number) =>
  t.database.db.select().from(redemptions).where(eq(redemptions.offerId, offerId));

describe("who may redeem", () => {
  it("answers 401 to visitors and 403 to unverified, expired and non-student accounts", async () => {
    const [offer] = await insertOffers(t.database.db, { code: "HIDDEN10" });
    expect((await t.app.inject({ method: "POST", url: `/api/offers/${offer!.id}/redeem` })).statusCode).toBe(
      401,
    );
    for (const standing of ["unverified", "staff"] as const) {
      const answer = await (await person(t, standing)).redeem(offer!.id);
      expect(answer.statusCode, standing).toBe(403);
      expect(answer.json()).toEqual({ code: "NOT_VERIFIED", message: NOT_VERIFIED });
    }
    // Verified once, but no longer: told so, and how to get back.
    const expired = await (await person(t, "expired")).redeem(offer!.id);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      code: "VERIFICATION_EXPIRED",
      message: "Your student verification has expired. Please verify again to redeem offers.",
    });
    expect(expired.body).not.toContain("HIDDEN10");
    expect(await redemptionsOf(offer!.id)).toEqual([]);
  });

  it("answers 404 for an unknown or unpublished offer, and 410 OFFER_ENDED for an ended one", async () => {
    const student = await person(t);
    const [draft, archived, expired] = await insertOffers(
      t.database.db,
      { status: "draft", publishedAt: null },
      { status: "archived" },
      { expiresAt: new Date(t.clock.now().getTime() - 1000) },
    );
    for (const id of [999_999, draft!.id, archived!.id]) {
      const answer = await student.redeem(id);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json().message).toBe("This offer is no longer available.");
    }
    const ended = await student.redeem(expired!.id);
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toEqual({ code: "OFFER_ENDED", message: "This offer has ended." });
    // No offer can have id 0: its address names nothing.
    expect((await student.redeem(0)).statusCode).toBe(404);
  });
});

describe("the code a verified student gets", () => {
  it("is the offer's preset code, given once: asking again is LIMIT_REACHED for good", async () => {
    const [offer] = await insertOffers(t.database.db, { code: "KARAK15" });
    const student = await person(t);
    const first = await student.redeem(offer!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: "KARAK15", nextEligibleAt: null });
    const again = await student.redeem(offer!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "LIMIT_REACHED",
      message: "You have used this offer: it is one use per student.",
      nextEligibleAt: null,
    });
    expect(await redemptionsOf(offer!.id)).toMatchObject([{ userId: student.user.id, source: "preset" }]);
  });

  it("is generated in the spec's format when there is no preset code, and kept in the student's codes", async () => {
    const [offer] = await insertOffers(t.database.db, { brandName: "Karak House", code: null });
    const student = await person(t);
    const { code } = (await student.redeem(offer!.id)).json() as { code: string };
    expect(code).toMatch(/^karakhousesp[1-9]\d$/);
    for (let again = 0; again < 5; again += 1)
      expect((await student.redeem(offer!.id)).json().code).toBe("LIMIT_REACHED");
    expect(await redemptionsOf(offer!.id)).toMatchObject([{ code, source: "generated" }]);
    const mine = (await student.call("GET", "/api/redemptions")).json().redemptions as { value: string }[];
    expect(mine.map((given) => given.value)).toEqual([code]);
  });

  it("comes from the offer's pool before the preset code, one code per student", async () => {
    const [offer] = await insertOffers(t.database.db, { code: "PRESET" });
    expect(await loadPool(t, offer!.id, ["POOL-A", "POOL-B", "POOL-A", " "])).toBe(2);
    expect(await loadPool(t, offer!.id, ["POOL-B"])).toBe(0); // already there
    const [first, second, third] = [await person(t), await person(t), await person(t)];
    const a = (await first.redeem(offer!.id)).json().code as string;
    const b = (await second.redeem(offer!.id)).json().code as string;
    expect([a, b].sort()).toEqual(["POOL-A", "POOL-B"]);
    expect((await first.redeem(offer!.id)).json().code).toBe("LIMIT_REACHED");

    const empty = await third.redeem(offer!.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      code: "NO_CODES_LEFT",
      message: "All codes for this offer have been claimed. Please check back soon.",
    });
    expect(empty.body).not.toContain("PRESET");
  });

  it("is refused for a referral offer, whose link comes from referral-click", async () => {
    const [offer] = await insertOffers(t.database.db, {
      offerType: "referral",
      code: null,
      referralLink: "https://brand.example/students?ref=sp",
    });
    const answer = await (await person(t)).redeem(offer!.id);
    expect(answer.statusCode).toBe(400);
  });
});

describe("at once", () => {
  it("gives one student one code and one redemption, however many requests arrive together", async () => {
    const [preset, pooled] = await insertOffers(t.database.db, { code: null, brandName: "Souk Lane" }, {});
    await loadPool(
      t,
      pooled!.id,
      Array.from({ length: 100 }, (_, i) => `SOUK-${i}`),
    );
    for (const offer of [preset!, pooled!]) {
      const student = await person(t);
      const answers = await Promise.all(Array.from({ length: 50 }, () => student.redeem(offer.id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
        Array.from({ length: 49 }, () => "LIMIT_REACHED"),
      );
      expect(await redemptionsOf(offer.id)).toHaveLength(1);
    }
    const given = await t.database.db.select().from(offerCodes).where(eq(offerCodes.offerId, pooled!.id));
    expect(given.filter((code) => code.assignedAt !== null)).toHaveLength(1);
  });

  it("hands 100 pool codes to 100 of 150 racing students, each code once, and 409 to the rest", async () => {
    const [offer] = await insertOffers(t.database.db, {});
    await loadPool(
      t,
      offer!.id,
      Array.from({ length: 100 }, (_, i) => `RACE-${String(i).padStart(3, "0")}`),
    );
    const students = await people(t, 150);
    const answers = await Promise.all(students.map((student) => student.redeem(offer!.id)));
    const codes = answers.filter((a) => a.statusCode === 200).map((a) => a.json().code as string);
    expect(codes).toHaveLength(100);
    expect(new Set(codes).size).toBe(100);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(50);
    const rows = await redemptionsOf(offer!.id);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(100);
  }, 60_000);
});

describe("POST /api/offers/{id}/referral-click", () => {
  it("answers the referral link to verified students only, and records the click", async () => {
    const link = "https://brand.example/students?ref=sp";
    const [offer, discount] = await insertOffers(
      t.database.db,
      { offerType: "referral", code: null, referralLink: link },
      { code: "NOTALINK" },
    );
    expect(
      (await t.app.inject({ method: "POST", url: `/api/offers/${offer!.id}/referral-click`, payload: {} }))
        .statusCode,
    ).toBe(401);
    const unverified = await (await person(t, "unverified")).referral(offer!.id);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.body).not.toContain(link);

    const student = await person(t);
    const answer = await student.referral(offer!.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ referralLink: link });
    expect((await student.referral(discount!.id)).statusCode).toBe(400);
    const clicks = await t.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer!.id));
    expect(clicks).toMatchObject([{ eventType: "referral_click", userId: student.user.id }]);

    // The public list still carries neither codes nor links.
    const list = await t.app.inject({ method: "GET", url: "/api/offers" });
    expect(list.body).not.toContain(link);
    expect(list.body).not.toContain("NOTALINK");
  });
});

describe("GET /api/redemptions", () => {
  it("lists the student's own codes and opened referral links, newest first, to the student only", async () => {
    const link = "https://brand.example/students?ref=mine";
    const [coffee, referral, untouched] = await insertOffers(
      t.database.db,
      {
        title: "Coffee for students",
        titleAr: "قهوة للطلاب",
        brandName: "Karak House",
        code: "KARAK15",
      },
      {
        title: "Laptop referral",
        brandName: "Byte Store",
        offerType: "referral",
        code: null,
        referralLink: link,
      },
      { code: "NOTMINE" },
    );
    const student = await person(t);
    const other = await person(t);
    expect((await student.call("GET", "/api/redemptions")).json()).toEqual({ redemptions: [], limits: [] });

    await student.redeem(coffee!.id);
    const redeemedAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await student.referral(referral!.id);
    t.clock.advance(60_000);
    await student.referral(referral!.id); // opened twice: listed once, at the last time
    const openedAt = t.clock.now().toISOString();
    await other.redeem(untouched!.id);

    const answer = await student.call("GET", "/api/redemptions");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({
      redemptions: [
        {
          offerId: referral!.id,
          title: "Laptop referral",
          titleAr: null,
          brandName: "Byte Store",
          kind: "referral",
          value: link,
          at: openedAt,
          id: null,
          reportedAt: null,
          replacesId: null,
        },
        {
          offerId: coffee!.id,
          title: "Coffee for students",
          titleAr: "قهوة للطلاب",
          brandName: "Karak House",
          kind: "code",
          value: "KARAK15",
          at: redeemedAt,
          id: expect.any(Number) as number,
          reportedAt: null,
          replacesId: null,
        },
      ],
      // Once per student: held back for good.
      limits: [{ offerId: coffee!.id, nextEligibleAt: null }],
    });

    expect((await t.app.inject({ method: "GET", url: "/api/redemptions" })).statusCode).toBe(401);
    expect((await (await person(t, "staff")).call("GET", "/api/redemptions")).statusCode).toBe(403);
  });
});
