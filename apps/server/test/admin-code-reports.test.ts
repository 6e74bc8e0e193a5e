// Reported codes in the staff console (issue 36): staff read an offer's reports newest first without
// the students who made them, mark a code bad so it never goes out again (a bad shared code makes the
// offer run out until a new one is saved), and SUPPORT_EMAIL hears of a burst of reports and of a pool
// that empties, once each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import type { CodeReportsPage } from "@studentperks/contracts/admin/code-reports";
import { GENERATED_CODE_SUFFIX } from "@studentperks/contracts/redemption";
import { badCodes } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress, register } from "./helpers/accounts.ts";
import { consoleOfferInput } from "./helpers/offer-fixtures.ts";
import { loadPool, person } from "./helpers/redemption.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const MINUTE = 60_000;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

let n = 0;
const offerInput = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return consoleOfferInput(`Karak Corner ${n}`, { code: `KARAK${n}`, ...overrides });
};
const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  asStaff(t, cookie, method, url, payload);

/** A published offer made in the console. */
async function liveOffer(overrides: Record<string, unknown> = {}): Promise<AdminOffer> {
  const created = await call("POST", "/api/admin/offers", offerInput(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const published = await call("POST", `/api/admin/offers/${created.json().id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

type Student = Awaited<ReturnType<typeof person>>;

/** A new verified student takes a code of the offer; answers the student and the code. */
async function redeemed(offerId: number): Promise<{ student: Student; code: string }> {
  const student = await person(t);
  const answer = await student.redeem(offerId);
  expect(answer.statusCode, answer.body).toBe(200);
  return { student, code: answer.json().code };
}

/** The student reports the code they were given for the offer, as the dashboard does. */
async function report(student: Student, offerId: number, reason = "refused", details?: string) {
  const given = (await student.call("GET", "/api/redemptions")).json() as {
    redemptions: { id: number | null; offerId: number; replacesId: number | null }[];
  };
  const code = given.redemptions.find((row) => row.offerId === offerId && row.replacesId === null);
  const answer = await student.call("POST", `/api/redemptions/${code!.id}/report`, { reason, details });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { outcome: string };
}

const reportsOf = async (offerId: number, query = "") => {
  const answer = await call("GET", `/api/admin/offers/${offerId}/reports${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CodeReportsPage;
};
const markBad = (offerId: number, code: string) =>
  call("POST", `/api/admin/offers/${offerId}/bad-codes`, { code });
const publicOffer = async (offerId: number) => {
  const list = (await t.app.inject({ method: "GET", url: "/api/offers" })).json() as {
    id: number;
    outOfCodes: boolean;
  }[];
  return list.find((offer) => offer.id === offerId);
};

describe("GET /api/admin/offers/:id/reports", () => {
  it("lists an offer's reports newest first, with the code, the reason and what was done", async () => {
    const offer = await liveOffer({ usageLimit: "per_day", code: "" });
    await loadPool(t, offer.id, ["POOL-A", "POOL-B", "POOL-C", "POOL-D"]);
    const first = await redeemed(offer.id);
    const second = await redeemed(offer.id);
    expect(await report(first.student, offer.id, "already_used", "ignored without other")).toMatchObject({
      outcome: "replacement",
    });
    t.clock.advance(5 * MINUTE);
    expect(
      await report(second.student, offer.id, "other", "  The till said it is not valid  "),
    ).toMatchObject({
      outcome: "replacement",
    });
    const other = await liveOffer();
    const elsewhere = await redeemed(other.id);
    await report(elsewhere.student, other.id);

    const page = await reportsOf(offer.id);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.reports).toEqual([
      {
        id: expect.any(Number),
        code: second.code,
        reason: "other",
        details: "The till said it is not valid",
        createdAt: t.clock.now().toISOString(),
        replaced: true,
        markedBad: false,
      },
      {
        id: expect.any(Number),
        code: first.code,
        reason: "already_used",
        details: null,
        createdAt: new Date(t.clock.now().getTime() - 5 * MINUTE).toISOString(),
        replaced: true,
        markedBad: false,
      },
    ]);
    expect((await reportsOf(offer.id, "?page=2")).reports).toEqual([]);
    expect((await reportsOf(other.id)).reports.map((row) => row.code)).toEqual([elsewhere.code]);
  });

  it("names no student: no e-mail, name or account id", async () => {
    const offer = await liveOffer();
    const { student, code } = await redeemed(offer.id);
    await report(student, offer.id, "expired");
    const answer = await call("GET", `/api/admin/offers/${offer.id}/reports`);
    expect(answer.json().reports).toEqual([
      expect.objectContaining({ code, reason: "expired", replaced: false }),
    ]);
    for (const personal of [
      student.input.email,
      student.user.id,
      student.input.firstName,
      student.input.lastName,
    ]) {
      expect(answer.body).not.toContain(personal);
    }
  });

  it("is for staff only (401 visitors, 403 students) and answers 404 for an unknown offer", async () => {
    const offer = await liveOffer();
    const url = `/api/admin/offers/${offer.id}/reports`;
    const visitor = await t.app.inject({ method: "GET", url, remoteAddress: newAddress() });
    expect(visitor.statusCode).toBe(401);
    const { cookie: studentCookie } = await register(t);
    expect((await asStaff(t, studentCookie, "GET", url)).statusCode).toBe(403);
    const bad = await asStaff(t, studentCookie, "POST", `/api/admin/offers/${offer.id}/bad-codes`, {
      code: "X",
    });
    expect(bad.statusCode).toBe(403);
    expect((await call("GET", "/api/admin/offers/999999/reports")).json()).toMatchObject({
      code: "OFFER_NOT_FOUND",
    });
    expect((await call("GET", `${url}?page=0`)).statusCode).toBe(400);
  });
});

describe("POST /api/admin/offers/:id/bad-codes", () => {
  it("takes only a code the offer gave (404 otherwise) and is audited once however often it is sent", async () => {
    const offer = await liveOffer({ code: "" });
    await loadPool(t, offer.id, ["GIVEN-1", "FREE-2"]);
    const { code } = await redeemed(offer.id);
    expect(code).toBe("GIVEN-1");
    const other = await liveOffer();
    const { code: otherCode } = await redeemed(other.id);

    for (const never of ["FREE-2", otherCode, "NO-SUCH-CODE"]) {
      const answer = await markBad(offer.id, never);
      expect(answer.statusCode, never).toBe(404);
      expect(answer.json()).toMatchObject({
        code: "NOT_FOUND",
        message: "This offer never gave that code to a student.",
      });
    }
    expect((await markBad(999_999, code)).json()).toMatchObject({ code: "OFFER_NOT_FOUND" });
    expect((await markBad(offer.id, "")).statusCode).toBe(400);
    expect((await markBad(offer.id, "X".repeat(101))).statusCode).toBe(400);

    for (let time = 0; time < 2; time += 1) {
      const answer = await markBad(offer.id, ` ${code} `);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ code, outOfCodes: false });
    }
    const entries = (await call("GET", `/api/admin/audit?entityType=offer&entityId=${offer.id}`)).json()
      .entries as { action: string; after: unknown }[];
    expect(entries.filter((entry) => entry.action === "offer.code_bad")).toEqual([
      expect.objectContaining({ after: { code } }),
    ]);
  });

  it("makes an offer whose shared code is bad run out, until a new code is saved in the editor", async () => {
    const input = offerInput({ code: "SHARED-OLD" });
    const created = (await call("POST", "/api/admin/offers", input)).json() as AdminOffer;
    await call("POST", `/api/admin/offers/${created.id}/publish`);
    const { student, code } = await redeemed(created.id);
    await report(student, created.id);
    expect((await reportsOf(created.id)).reports[0]).toMatchObject({ code: "SHARED-OLD", markedBad: false });

    const marked = await markBad(created.id, code);
    expect(marked.json()).toEqual({ code: "SHARED-OLD", outOfCodes: true });
    expect((await reportsOf(created.id)).reports[0]).toMatchObject({ code: "SHARED-OLD", markedBad: true });
    expect(await publicOffer(created.id)).toMatchObject({ outOfCodes: true });
    const refused = await (await person(t)).redeem(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("NO_CODES_LEFT");
    expect((await call("GET", `/api/admin/offers/${created.id}`)).json()).toMatchObject({
      outOfCodes: true,
      codesRanOutAt: t.clock.now().toISOString(),
    });
    const listed = (await call("GET", `/api/admin/offers?q=${encodeURIComponent(created.brandName)}`)).json();
    expect(listed.offers).toEqual([expect.objectContaining({ id: created.id, outOfCodes: true })]);

    const saved = await call("PUT", `/api/admin/offers/${created.id}`, { ...input, code: "SHARED-NEW" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ outOfCodes: false, codesRanOutAt: null });
    expect(await publicOffer(created.id)).toMatchObject({ outOfCodes: false });
    const again = await (await person(t)).redeem(created.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().code).toBe("SHARED-NEW");
  });

  it("never generates a bad generated code again", async () => {
    const offer = await liveOffer({ code: "" });
    const brandPart = offer.brandName.toLowerCase().replace(/[^a-z0-9]/g, "");
    const generated = Array.from({ length: 90 }, (_, i) => `${brandPart}${GENERATED_CODE_SUFFIX}${i + 10}`);
    // All but two of the 90 possible codes are bad already (as if marked before), so the test can tell.
    const [kept, other] = [generated[0]!, generated[1]!];
    await t.database.db
      .insert(badCodes)
      .values(generated.slice(2).map((code) => ({ offerId: offer.id, code })));
    const { code } = await redeemed(offer.id);
    expect([kept, other]).toContain(code);
    expect((await markBad(offer.id, code)).statusCode).toBe(200);
    const left = code === kept ? other : kept;
    for (let student = 0; student < 6; student += 1) {
      expect((await redeemed(offer.id)).code).toBe(left);
    }
  });
});

describe("the staff e-mails", () => {
  const mailsAbout = async (subject: string) =>
    (await t.mail()).filter((mail) => mail.to === "support@studentperks.test" && mail.subject === subject);

  it("tells SUPPORT_EMAIL once when 5 codes of one offer are reported within an hour", async () => {
    const offer = await liveOffer();
    const subject = `Codes reported: ${offer.brandName} – ${offer.title}`;
    const students = [];
    for (let i = 0; i < 6; i += 1) students.push((await redeemed(offer.id)).student);
    for (const student of students.slice(0, 4)) {
      await report(student, offer.id);
      t.clock.advance(10 * MINUTE);
    }
    expect(await mailsAbout(subject)).toHaveLength(0);
    await report(students[4]!, offer.id);
    const [mail] = await mailsAbout(subject);
    expect(mail!.text).toContain("5 codes of");
    expect(mail!.text).toContain(`http://localhost:3000/admin/offers/${offer.id}`);
    t.clock.advance(MINUTE);
    await report(students[5]!, offer.id);
    expect(await mailsAbout(subject)).toHaveLength(1);
  });

  it("tells SUPPORT_EMAIL once when an offer's pool runs out", async () => {
    const offer = await liveOffer({ code: "" });
    await loadPool(t, offer.id, ["LAST-1", "LAST-2"]);
    const subject = `Out of codes: ${offer.brandName} – ${offer.title}`;
    await redeemed(offer.id);
    expect(await mailsAbout(subject)).toHaveLength(0);
    await redeemed(offer.id);
    expect(await mailsAbout(subject)).toHaveLength(1);
    const refused = await (await person(t)).redeem(offer.id);
    expect(refused.json().code).toBe("NO_CODES_LEFT");
    expect(await mailsAbout(subject)).toHaveLength(1);
    expect(await publicOffer(offer.id)).toMatchObject({ outOfCodes: true });
  });
});
