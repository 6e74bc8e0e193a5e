// Staff insights (GET /api/admin/insights, /api/admin/insights.csv): activity built through the real
// routes on days the test clock chooses, then read back for a period of whole Dubai days.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  offerActivityDays,
  offerEvents,
  redemptions,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asPdf } from "./helpers/sample-files.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { codeMailedTo, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const PERIOD = "from=2026-03-01&to=2026-03-03";
let t: TestApp;
let offer: { a: number; b: number; c: number; idle: number };

beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
  const [a, b, c, idle] = await insertOffers(
    t.database.db,
    { title: "Flat white for less", brandName: "Karak House" },
    { title: '=HYPERLINK("http://evil.example")', brandName: "Pens, Paper & Co" },
    {
      title: "Invite a friend",
      brandName: "Souk Lane",
      offerType: "referral",
      code: null,
      referralLink: "https://ref.example/x",
    },
    { title: "Nobody looked" },
  );
  offer = { a: a!.id, b: b!.id, c: c!.id, idle: idle!.id };
  await buildActivity();
});
afterAll(() => t.close());

const view = (offerId: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics",
    payload: { eventType: "offer_click", offerId, metadata: null },
    remoteAddress: newAddress(),
  });
const track = async (call: Promise<{ statusCode: number }>, expected: number) =>
  expect((await call).statusCode).toBe(expected);

/**
 * The period is 1–3 March 2026 in Dubai (UTC+4): from 2026-02-28T20:00Z up to 2026-03-03T20:00Z.
 * Inside: A viewed 5 times (one at the first Dubai midnight), copied once, redeemed twice; B viewed
 * once; C's referral clicked and its link copied; A's first code reported. Outside: A viewed and B
 * redeemed (and its code reported) before, B viewed at the Dubai midnight ending the period and after.
 */
async function buildActivity() {
  const [first, second, early] = [await person(t), await person(t), await person(t)];
  t.clock.set("2026-02-27T10:00:00Z");
  await track(view(offer.a), 204);
  await track(early.redeem(offer.b), 200);
  await track(reportCode(early, offer.b), 200);
  t.clock.set("2026-02-28T20:00:00Z"); // 00:00 on 1 March in Dubai
  await track(view(offer.a), 204);
  t.clock.set("2026-03-01T09:00:00Z");
  await track(view(offer.a), 204);
  await track(view(offer.a), 204);
  await track(first.redeem(offer.a), 200);
  await track(first.call("POST", `/api/offers/${offer.a}/copy`, { studentId: null }), 204);
  t.clock.set("2026-03-03T15:00:00Z"); // 19:00 on 3 March in Dubai
  await track(view(offer.a), 204);
  await track(view(offer.a), 204);
  await track(view(offer.b), 204);
  await track(second.redeem(offer.a), 200);
  await track(reportCode(first, offer.a), 200);
  await track(first.referral(offer.c), 200);
  await track(
    t.app.inject({
      method: "POST",
      url: "/api/analytics",
      payload: { eventType: "link_copy", offerId: offer.c, metadata: null },
      remoteAddress: newAddress(),
    }),
    204,
  );
  t.clock.set("2026-03-03T20:00:00Z"); // 00:00 on 4 March in Dubai: outside
  await track(view(offer.b), 204);
  t.clock.set("2026-03-06T12:00:00Z");
  await track(view(offer.b), 204);
}

/** The student reports the code they were given for the offer (issue 36). */
async function reportCode(student: Awaited<ReturnType<typeof person>>, offerId: number) {
  const given = (await student.call("GET", "/api/redemptions")).json() as {
    redemptions: { id: number | null; offerId: number }[];
  };
  const code = given.redemptions.find((row) => row.offerId === offerId && row.id !== null);
  return student.call("POST", `/api/redemptions/${code!.id}/report`, { reason: "refused" });
}

async function insights(query: string) {
  const { cookie } = await staff(t);
  return asStaff(t, cookie, "GET", `/api/admin/insights${query}`);
}

describe("GET /api/admin/insights", () => {
  it("counts each offer's views, copies, referral clicks and redemptions in the period only", async () => {
    const answer = await insights(`?${PERIOD}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.period).toEqual({ from: "2026-03-01", to: "2026-03-03" });
    expect(body.offers).toEqual([
      {
        id: offer.a,
        title: "Flat white for less",
        brandName: "Karak House",
        status: "published",
        views: 5,
        copies: 1,
        referralClicks: 0,
        redemptions: 2,
        conversion: 0.4,
        reports: 1,
        reportRate: 0.5,
      },
      expect.objectContaining({ id: offer.b, views: 1, redemptions: 0, reports: 0, reportRate: null }),
      expect.objectContaining({ id: offer.c, views: 0, copies: 1, referralClicks: 1, conversion: null }),
    ]);
    expect(body.offersTruncated).toBe(false);
    expect(body.totals).toEqual({
      views: 6,
      copies: 2,
      referralClicks: 1,
      redemptions: 2,
      conversion: 2 / 6,
    });
  });

  it("gives one point per Dubai day, days without activity as zeros", async () => {
    const { series } = (await insights(`?${PERIOD}`)).json();
    expect(series).toEqual([
      { day: "2026-03-01", views: 3, copies: 1, referralClicks: 0, redemptions: 1 },
      { day: "2026-03-02", views: 0, copies: 0, referralClicks: 0, redemptions: 0 },
      { day: "2026-03-03", views: 3, copies: 1, referralClicks: 1, redemptions: 1 },
    ]);
  });

  it("reads the last 30 days up to today in Dubai when no period is given", async () => {
    t.clock.set("2026-03-06T21:00:00Z"); // already 7 March in Dubai
    const body = (await insights("")).json();
    expect(body.period).toEqual({ from: "2026-02-06", to: "2026-03-07" });
    expect(body.series).toHaveLength(30);
    expect(body.totals).toMatchObject({ views: 9, redemptions: 3 });
    const onlyTo = (await insights("?to=2026-03-03")).json();
    expect(onlyTo.period).toEqual({ from: "2026-02-02", to: "2026-03-03" });
  });

  it("refuses bad days, a start after the end and periods over 366 days with 400", async () => {
    const bad = {
      "?from=2026-02-30&to=2026-03-03": "Use a date like 2026-03-01.",
      "?from=yesterday": "Use a date like 2026-03-01.",
      "?from=2026-3-1": "Use a date like 2026-03-01.",
      "?from=2026-03-04&to=2026-03-03": "The start of the period must not be after its end.",
      "?from=2025-03-02&to=2026-03-03": "Choose a period of at most 366 days.",
    };
    for (const [query, message] of Object.entries(bad)) {
      const answer = await insights(query);
      expect({ query, status: answer.statusCode, message: answer.json().message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect((await insights("?from=2025-03-03&to=2026-03-03")).statusCode).toBe(200);
  });
});

describe("the verification funnel", () => {
  it("follows the students who signed up in the period and the documents reviewed in it", async () => {
    const db = t.database.db;
    t.clock.set("2026-03-02T08:00:00Z");
    const verified = await student(t);
    const codeOnly = await student(t);
    const signedUpOnly = await student(t);
    const uploader = await student(t);
    const before = await student(t); // signed up before the period, verified in it
    for (const s of [verified, codeOnly, before]) {
      const email = studentEmail("zu.ac.ae");
      expect((await s.submit(email)).statusCode).toBe(200);
      if (s !== codeOnly)
        expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    }
    const { email: staffEmail } = await staff(t); // staff are not students: never in the cohort
    // Sign-up times come from the database's clock; put the cohort in the period.
    const inPeriod = [verified, codeOnly, signedUpOnly, uploader].map((s) => s.user.id as string);
    await db
      .update(users)
      .set({ createdAt: new Date("2026-03-01T12:00:00Z") })
      .where(inArray(users.id, inPeriod));
    await db
      .update(users)
      .set({ createdAt: new Date("2026-03-01T13:00:00Z") })
      .where(eq(users.email, staffEmail));
    await db
      .update(users)
      .set({ createdAt: new Date("2026-02-20T12:00:00Z") })
      .where(eq(users.id, before.user.id));

    // Documents, with review columns set as a staff decision sets them.
    const uploaders = [uploader, ...(await Promise.all([1, 2, 3, 4].map(() => student(t))))];
    const documentIds: string[] = [];
    for (const s of uploaders) {
      const answer = await s.upload({ documentType: "student_id", institution: "Zayed University" }, asPdf());
      expect(answer.statusCode).toBe(201);
      const [row] = await db
        .select({ id: verificationDocuments.id })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, s.user.id));
      documentIds.push(row!.id);
    }
    const review = (
      index: number,
      createdAt: string,
      status: "approved" | "rejected" | "pending",
      reviewedAt?: string,
    ) =>
      db
        .update(verificationDocuments)
        .set({ createdAt: new Date(createdAt), status, reviewedAt: reviewedAt ? new Date(reviewedAt) : null })
        .where(eq(verificationDocuments.id, documentIds[index]!));
    await review(0, "2026-03-01T10:00:00Z", "approved", "2026-03-01T16:00:00Z"); // 6 h
    await review(1, "2026-03-02T00:00:00Z", "rejected", "2026-03-03T00:00:00Z"); // 24 h
    await review(2, "2026-03-03T00:00:00Z", "pending");
    await review(3, "2026-02-25T00:00:00Z", "approved", "2026-03-02T00:00:00Z"); // 120 h, uploaded before
    await review(4, "2026-03-02T00:00:00Z", "approved", "2026-03-05T00:00:00Z"); // reviewed after

    const { funnel } = (await insights(`?${PERIOD}`)).json();
    expect(funnel).toEqual({
      signedUp: 4,
      codeSent: 2,
      verified: 1,
      verifiedBy: { emailCode: 1, listedDomain: 0, document: 0 },
      documents: { submitted: 4, approved: 2, rejected: 1, pending: 1, medianReviewSeconds: 24 * 3600 },
    });
    const { funnel: quiet } = (await insights("?from=2026-01-01&to=2026-01-31")).json();
    expect(quiet.documents).toEqual({
      submitted: 0,
      approved: 0,
      rejected: 0,
      pending: 0,
      medianReviewSeconds: null,
    });
    expect(quiet.signedUp).toBe(0);
  });
});

describe("how the cohort was verified", () => {
  it("tells the three paths apart: e-mail code, code after staff listed the domain, document", async () => {
    const db = t.database.db;
    t.clock.set("2026-05-10T08:00:00Z");
    const { cookie } = await staff(t);
    const byCode = await student(t);
    const byListing = await student(t);
    const byDocument = await student(t);
    const email = studentEmail("zu.ac.ae");
    await byCode.submit(email);
    expect((await byCode.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);

    const domain = `college-${Date.now()}.example`;
    const waiting = `s${Date.now()}@${domain}`;
    expect((await byListing.submit(waiting)).statusCode).toBe(202);
    const listed = await asStaff(t, cookie, "POST", "/api/admin/institutions", {
      name: "Listed Later College",
      emirate: "Dubai",
      domains: [domain],
    });
    expect(listed.statusCode).toBe(201);
    expect((await byListing.verifyOtp(waiting, await codeMailedTo(t, waiting))).statusCode).toBe(200);

    await byDocument.upload({ documentType: "student_id", institution: "Zayed University" }, asPdf());
    const [document] = await db
      .select({ id: verificationDocuments.id })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, byDocument.user.id));
    const approved = await asStaff(
      t,
      cookie,
      "POST",
      `/api/admin/verifications/documents/${document!.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);

    await db
      .update(users)
      .set({ createdAt: new Date("2026-05-09T12:00:00Z") })
      .where(
        inArray(
          users.id,
          [byCode, byListing, byDocument].map((s) => s.user.id as string),
        ),
      );
    const { funnel } = (await insights("?from=2026-05-09&to=2026-05-09")).json();
    expect(funnel).toMatchObject({
      signedUp: 3,
      verified: 3,
      verifiedBy: { emailCode: 1, listedDomain: 1, document: 1 },
    });
  });
});

describe("GET /api/admin/insights.csv", () => {
  it("downloads the per-offer table as CSV, quoted and with formulas made inert", async () => {
    const { cookie } = await staff(t);
    const answer = await asStaff(t, cookie, "GET", `/api/admin/insights.csv?${PERIOD}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="studentperks-insights-2026-03-01-to-2026-03-03.csv"',
    );
    expect(answer.body.split("\r\n")).toEqual([
      "offer_id,title,brand,status,views,copies,referral_clicks,redemptions,conversion,reports,report_rate",
      `${offer.a},Flat white for less,Karak House,published,5,1,0,2,0.4,1,0.5`,
      `${offer.b},"'=HYPERLINK(""http://evil.example"")","Pens, Paper & Co",published,1,0,0,0,0,0,`,
      `${offer.c},Invite a friend,Souk Lane,published,0,1,1,0,,0,`,
      "",
    ]);
  });

  it("refuses a bad period with 400 like the JSON route", async () => {
    const { cookie } = await staff(t);
    const answer = await asStaff(t, cookie, "GET", "/api/admin/insights.csv?from=2026-03-04&to=2026-03-01");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("The start of the period must not be after its end.");
  });
});

// Last: it deletes the period's students. The counts come from the daily roll-up (migration 0021).
describe("counts that outlive what they counted", () => {
  it("keep the period's figures when the students who redeemed and copied are deleted", async () => {
    const before = (await insights(`?${PERIOD}`)).json() as { totals: object; series: object[] };
    const redeemers = await t.database.db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(redemptions, eq(redemptions.userId, users.id));
    expect(redeemers.length).toBeGreaterThan(0);
    await t.database.db.delete(users).where(
      inArray(
        users.id,
        redeemers.map((user) => user.id),
      ),
    );
    expect(await t.database.db.select().from(redemptions)).toHaveLength(0);
    const after = (await insights(`?${PERIOD}`)).json() as typeof before;
    expect(after.totals).toEqual(before.totals);
    expect(after.series).toEqual(before.series);
  });

  it("count a bulk insert once per event, on each event's own Dubai day", async () => {
    const [fresh] = await insertOffers(t.database.db, { title: "Bulk" });
    await t.database.db.insert(offerEvents).values([
      { offerId: fresh!.id, eventType: "offer_click", createdAt: new Date("2026-03-02T19:59:59Z") },
      { offerId: fresh!.id, eventType: "offer_click", createdAt: new Date("2026-03-02T20:00:00Z") },
      { offerId: fresh!.id, eventType: "offer_click", createdAt: new Date("2026-03-02T20:00:01Z") },
      { offerId: fresh!.id, eventType: "link_copy", createdAt: new Date("2026-03-02T21:00:00Z") },
    ]);
    const answer = (await insights(`?${PERIOD}`)).json() as {
      offers: { id: number; views: number; copies: number }[];
    };
    expect(answer.offers.find((row) => row.id === fresh!.id)).toMatchObject({ views: 3, copies: 1 });
    const days = await t.database.db
      .select({ day: offerActivityDays.day, views: offerActivityDays.views })
      .from(offerActivityDays)
      .where(eq(offerActivityDays.offerId, fresh!.id))
      .orderBy(offerActivityDays.day);
    expect(days).toEqual([
      { day: "2026-03-02", views: 1 },
      { day: "2026-03-03", views: 2 },
    ]);
  });
});
