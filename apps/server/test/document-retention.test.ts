// Verification documents are kept only as long as needed (issue 38): 30 days after staff decided on one,
// housekeeping removes its file from storage; the row stays, marked; a document still waiting is kept.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationDocuments } from "#server/db/schema.ts";
import { RETENTION } from "#server/services/housekeeping/retention.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { documentIdOf, studentWithDocument } from "./helpers/admin-verifications.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id)))[0]!;

describe("document retention", () => {
  it("removes a decided document's file 30 days after the decision, keeps the row, and keeps waiting ones", async () => {
    expect(RETENTION.documentsAfterDecisionDays).toBe(30);
    let { cookie } = await staff(t);
    const approved = await studentWithDocument(t);
    const rejected = await studentWithDocument(t);
    const waiting = await studentWithDocument(t);
    const approvedId = await documentIdOf(t, cookie, approved);
    const rejectedId = await documentIdOf(t, cookie, rejected);
    const waitingId = await documentIdOf(t, cookie, waiting);
    const decided = await asStaff(
      t,
      cookie,
      "POST",
      `/api/admin/verifications/documents/${approvedId}/approve`,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const refused = await asStaff(
      t,
      cookie,
      "POST",
      `/api/admin/verifications/documents/${rejectedId}/reject`,
      {
        reason: "The card is not readable",
      },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const keys = await Promise.all(
      [approvedId, rejectedId, waitingId].map(async (id) => (await rowOf(id)).storageKey),
    );
    const stored = async (key: string) => (await t.storage.private.get(key)) !== null;

    // A minute short of 30 days: everything is still there.
    t.clock.advance(30 * DAY - 60_000);
    await t.app.housekeeping.runJobs();
    expect(await Promise.all(keys.map(stored))).toEqual([true, true, true]);

    t.clock.advance(60_001);
    ({ cookie } = await staff(t));
    await t.app.housekeeping.runJobs();
    expect(await Promise.all(keys.map(stored))).toEqual([false, false, true]);
    expect((await rowOf(approvedId)).fileRemovedAt).toEqual(t.clock.now());
    expect(await rowOf(rejectedId)).toMatchObject({
      status: "rejected",
      rejectionReason: "The card is not readable",
    });
    expect((await rowOf(waitingId)).fileRemovedAt).toBeNull();

    // Staff asking for the file are told why it is gone.
    const file = await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${approvedId}/file`);
    expect(file.statusCode).toBe(410);
    expect(file.json()).toMatchObject({ code: "FILE_REMOVED" });
    expect(file.json().message).toContain("30 days after the decision");
    // Running again finds nothing more to do.
    await t.app.housekeeping.runJobs();
    expect((await rowOf(approvedId)).fileRemovedAt).toEqual((await rowOf(rejectedId)).fileRemovedAt);
  });
});
