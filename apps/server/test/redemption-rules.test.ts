// Issue 36: how often a student may use an offer (once, once per 1/7/30 Dubai days, unlimited), the
// refusals' stable codes, and "Report a problem" with at most one replacement per offer per period.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { badCodes, codeReports, redemptions } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { loadPool, person } from "./helpers/redemption.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// 2026-12-03 is a Thursday. Dubai is UTC+4: 19:50 UTC is 23:50 there, and 20:00 UTC is midnight.
const THURSDAY_2350_DUBAI = "2026-12-03T19:50:00.000Z";
const FRIDAY_MIDNIGHT_DUBAI = "2026-12-03T20:00:00.000Z";
beforeEach(() => t.clock.set(THURSDAY_2350_DUBAI));

const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const usesOf = (offerId: number) =>
  t.database.db.select().from(redemptions).where(eq(redemptions.offerId, offerId));

async function report(student: Awaited<ReturnType<typeof person>>, redemptionId: number, body: object) {
  return student.call("POST", `/api/redemptions/${redemptionId}/report`, body);
}
async function myCodes(student: Awaited<ReturnType<typeof person>>) {
  return (await student.call("GET", "/api/redemptions")).json() as {
    redemptions: {
      id: number | null;
      value: string;
      offerId: number;
      reportedAt: string | null;
      replacesId: number | null;
    }[];
    limits: { offerId: number; nextEligibleAt: string | null }[];
  };
}

describe("once a day", () => {
  it("gives a new pool code after the Dubai midnight, and LIMIT_REACHED with the date before it", async () => {
    const [offer] = await insertOffers(t.database.db, { usageLimit: "per_day", code: null });
    await loadPool(t, offer!.id, codes("DAY", 5));
    const student = await person(t);

    const first = await student.redeem(offer!.id);
    expect(first.json()).toEqual({ code: "DAY-0", nextEligibleAt: FRIDAY_MIDNIGHT_DUBAI });

    t.clock.set("2026-12-03T19:59:59.000Z"); // 23:59:59 in Dubai
    const refused = await student.redeem(offer!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "LIMIT_REACHED",
      message: "You have used this offer. You can use it again from Friday 4 Dec.",
      nextEligibleAt: FRIDAY_MIDNIGHT_DUBAI,
    });
    const arabic = await t.app.inject({
      method: "POST",
      url: `/api/offers/${offer!.id}/redeem`,
      remoteAddress: student.remoteAddress,
      headers: { cookie: student.cookie, "accept-language": "ar" },
    });
    expect(arabic.json().message).toContain("الجمعة");
    expect(arabic.json().nextEligibleAt).toBe(FRIDAY_MIDNIGHT_DUBAI);
    expect((await myCodes(student)).limits).toEqual([
      { offerId: offer!.id, nextEligibleAt: FRIDAY_MIDNIGHT_DUBAI },
    ]);

    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    expect((await student.redeem(offer!.id)).json()).toEqual({
      code: "DAY-1",
      nextEligibleAt: "2026-12-04T20:00:00.000Z",
    });
    expect((await myCodes(student)).redemptions.map((given) => given.value)).toEqual(["DAY-1", "DAY-0"]);
  });

  it("records each day's use of a shared code, the same code every time", async () => {
    const [offer] = await insertOffers(t.database.db, { usageLimit: "per_day", code: "KARAK-DAILY" });
    const student = await person(t);
    expect((await student.redeem(offer!.id)).json().code).toBe("KARAK-DAILY");
    expect((await student.redeem(offer!.id)).json().code).toBe("LIMIT_REACHED");
    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    expect((await student.redeem(offer!.id)).json().code).toBe("KARAK-DAILY");
    expect(await usesOf(offer!.id)).toMatchObject([
      { userId: student.user.id, source: "preset" },
      { userId: student.user.id, source: "preset" },
    ]);
  });

  it("gives two tabs asking at once one code per period between them", async () => {
    const [offer] = await insertOffers(t.database.db, { usageLimit: "per_day", code: null });
    await loadPool(t, offer!.id, codes("TABS", 10));
    const student = await person(t);
    for (const day of [THURSDAY_2350_DUBAI, FRIDAY_MIDNIGHT_DUBAI]) {
      t.clock.set(day);
      const answers = await Promise.all(Array.from({ length: 10 }, () => student.redeem(offer!.id)));
      expect(
        answers.filter((answer) => answer.statusCode === 200),
        day,
      ).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
        new Set(["LIMIT_REACHED"]),
      );
    }
    expect(await usesOf(offer!.id)).toHaveLength(2);
  });
});

describe("once every 7 and every 30 days", () => {
  it("counts whole Dubai days from the day of the use", async () => {
    const [weekly, monthly] = await insertOffers(
      t.database.db,
      { usageLimit: "per_7_days", code: "WEEK" },
      { usageLimit: "per_30_days", code: "MONTH" },
    );
    t.clock.set("2026-12-04T06:00:00.000Z"); // Friday 4 Dec, 10:00 in Dubai
    const student = await person(t);
    expect((await student.redeem(weekly!.id)).json().nextEligibleAt).toBe("2026-12-10T20:00:00.000Z");
    expect((await student.redeem(monthly!.id)).json().nextEligibleAt).toBe("2027-01-02T20:00:00.000Z");

    t.clock.set("2026-12-10T19:59:59.000Z"); // the next Thursday, a second before midnight in Dubai
    const weekLater = await student.redeem(weekly!.id);
    expect(weekLater.json()).toMatchObject({
      code: "LIMIT_REACHED",
      nextEligibleAt: "2026-12-10T20:00:00.000Z",
    });
    expect(weekLater.json().message).toBe(
      "You have used this offer. You can use it again from Friday 11 Dec.",
    );
    t.clock.set("2026-12-10T20:00:00.000Z");
    expect((await student.redeem(weekly!.id)).statusCode).toBe(200);
    expect((await student.redeem(monthly!.id)).json().code).toBe("LIMIT_REACHED");
    t.clock.set("2026-12-23T12:00:00.000Z"); // a visit between, so the session is not idle for 14 days
    expect((await student.redeem(monthly!.id)).json().code).toBe("LIMIT_REACHED");
    t.clock.set("2027-01-02T20:00:00.000Z");
    expect((await student.redeem(monthly!.id)).statusCode).toBe(200);
  });
});

describe("unlimited", () => {
  it("answers the shared code every time and records each use", async () => {
    const [offer] = await insertOffers(t.database.db, { usageLimit: "unlimited", code: "ALWAYS10" });
    const student = await person(t);
    for (let use = 0; use < 3; use += 1) {
      expect((await student.redeem(offer!.id)).json()).toEqual({
        code: "ALWAYS10",
        nextEligibleAt: THURSDAY_2350_DUBAI,
      });
    }
    expect(await usesOf(offer!.id)).toHaveLength(3);
    expect((await myCodes(student)).limits).toEqual([]);
  });
});

describe("refusals with reasons", () => {
  it("answers IN_STORE_ONLY for an offer used with the card, and gives no code", async () => {
    const [offer] = await insertOffers(t.database.db, { redemptionChannel: "in_store", code: "TILL" });
    const answer = await (await person(t)).redeem(offer!.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: "IN_STORE_ONLY",
      message: "This offer is used in store: show your StudentPerks card at the till.",
    });
  });

  it("ends an offer at the end of its last Dubai day: redeemable at 23:59:59, OFFER_ENDED at midnight", async () => {
    const [offer] = await insertOffers(t.database.db, {
      code: "LASTDAY",
      expiresAt: new Date(FRIDAY_MIDNIGHT_DUBAI),
    });
    t.clock.set("2026-12-03T19:59:59.000Z");
    expect((await (await person(t)).redeem(offer!.id)).statusCode).toBe(200);
    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    expect((await (await person(t)).redeem(offer!.id)).json().code).toBe("OFFER_ENDED");
  });

  it("never hands out a code staff marked bad: not the shared code, not a generated one", async () => {
    const [shared, generated] = await insertOffers(
      t.database.db,
      { code: "LEAKED" },
      { code: null, brandName: "Qahwa" },
    );
    await t.database.db
      .insert(badCodes)
      .values([
        { offerId: shared!.id, code: "LEAKED" },
        ...Array.from({ length: 89 }, (_, i) => ({ offerId: generated!.id, code: `qahwasp${i + 11}` })),
      ]);
    const refused = await (await person(t)).redeem(shared!.id);
    expect(refused.json().code).toBe("NO_CODES_LEFT");
    for (let student = 0; student < 3; student += 1) {
      expect((await (await person(t)).redeem(generated!.id)).json().code).toBe("qahwasp10");
    }
    const outOfCodes = async (id: number) =>
      ((await t.app.inject({ method: "GET", url: `/api/offers/${id}` })).json() as { outOfCodes: boolean })
        .outOfCodes;
    await t.background.drain();
    expect(await outOfCodes(shared!.id)).toBe(true);
    expect(await outOfCodes(generated!.id)).toBe(false);

    // The last of the 90 marked bad too: none left to generate, and the offer says so.
    await t.database.db.insert(badCodes).values({ offerId: generated!.id, code: "qahwasp10" });
    expect((await (await person(t)).redeem(generated!.id)).json().code).toBe("NO_CODES_LEFT");
    await t.background.drain();
    expect(await outOfCodes(generated!.id)).toBe(true);
  });
});

describe("Report a problem", () => {
  it("gives one replacement from the pool per period, and honest answers after it", async () => {
    const [offer] = await insertOffers(t.database.db, { usageLimit: "per_day", code: null });
    await loadPool(t, offer!.id, codes("REP", 4));
    const student = await person(t);
    await student.redeem(offer!.id);
    const [given] = (await myCodes(student)).redemptions;

    const first = await report(student, given!.id!, { reason: "refused" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: "replacement",
      replacement: { id: expect.any(Number) as number, code: "REP-1" },
      message: "Sorry about that. Here is a new code.",
    });
    // The replacement opens no period of its own: the day's use is still the first code's.
    expect((await student.redeem(offer!.id)).json().code).toBe("LIMIT_REACHED");

    const again = await report(student, given!.id!, { reason: "other", details: "Twice?" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_REPORTED");

    const second = await report(student, first.json().replacement.id, { reason: "already_used" });
    expect(second.json()).toMatchObject({ outcome: "replaced", replacement: null });
    expect(second.json().message).toContain("You already had a replacement code for this period");

    const listed = await myCodes(student);
    expect(listed.redemptions).toMatchObject([
      { value: "REP-1", replacesId: given!.id, reportedAt: THURSDAY_2350_DUBAI },
      { value: "REP-0", replacesId: null, reportedAt: THURSDAY_2350_DUBAI },
    ]);

    // The next day opens a new period: a new code, and a new replacement if it fails too.
    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    await student.redeem(offer!.id);
    const [friday] = (await myCodes(student)).redemptions;
    expect(friday!.value).toBe("REP-2");
    expect((await report(student, friday!.id!, { reason: "expired" })).json().replacement.code).toBe("REP-3");
  });

  it("is told plainly when there is no replacement: one shared code, none left, a new period, an ended offer", async () => {
    const [shared, pooled, ended] = await insertOffers(
      t.database.db,
      { code: "EVERYONE" },
      { usageLimit: "per_day", code: null },
      { code: null, expiresAt: new Date(FRIDAY_MIDNIGHT_DUBAI) },
    );
    await loadPool(t, pooled!.id, ["ONLY-ONE"]);
    await loadPool(t, ended!.id, ["END-1", "END-2"]);
    const student = await person(t);
    for (const offer of [shared!, pooled!, ended!]) await student.redeem(offer.id);
    const idOf = async (offerId: number) =>
      (await myCodes(student)).redemptions.find((given) => given.offerId === offerId)!.id!;

    const noPool = await report(student, await idOf(shared!.id), { reason: "refused" });
    expect(noPool.json()).toMatchObject({ outcome: "no_pool", replacement: null });
    const noneLeft = await report(student, await idOf(pooled!.id), { reason: "refused" });
    expect(noneLeft.json()).toMatchObject({ outcome: "no_codes_left", replacement: null });

    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    const over = await report(student, await idOf(ended!.id), { reason: "expired" });
    expect(over.json()).toMatchObject({ outcome: "offer_ended", replacement: null });

    const [daily] = await insertOffers(t.database.db, { usageLimit: "per_day", code: null });
    await loadPool(t, daily!.id, ["D-1", "D-2"]);
    t.clock.set(THURSDAY_2350_DUBAI);
    await student.redeem(daily!.id);
    t.clock.set(FRIDAY_MIDNIGHT_DUBAI);
    const newPeriod = await report(student, await idOf(daily!.id), { reason: "refused" });
    expect(newPeriod.json()).toMatchObject({ outcome: "period_over", replacement: null });
    expect(newPeriod.json().message).toBe(
      "Thanks, we have passed this on to the brand. You can get a new code for this offer now.",
    );
  });

  it("takes reports of the student's own codes only, with a known reason, and keeps details for other only", async () => {
    const [offer] = await insertOffers(t.database.db, { code: "MINE" });
    const owner = await person(t);
    await owner.redeem(offer!.id);
    const [given] = (await myCodes(owner)).redemptions;

    const stranger = await person(t);
    expect((await report(stranger, given!.id!, { reason: "refused" })).statusCode).toBe(404);
    expect((await report(owner, 9_999_999, { reason: "refused" })).statusCode).toBe(404);
    const unknown = await report(owner, given!.id!, { reason: "bored" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Please choose what went wrong");
    const tooLong = await report(owner, given!.id!, { reason: "other", details: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/redemptions/${given!.id}/report`,
          payload: { reason: "refused" },
        })
      ).statusCode,
    ).toBe(401);

    expect((await report(owner, given!.id!, { reason: "refused", details: "kept?" })).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(codeReports)
      .where(eq(codeReports.redemptionId, given!.id!));
    expect(stored).toMatchObject({ reason: "refused", details: null, offerId: offer!.id });
  });
});
