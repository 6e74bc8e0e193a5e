// Verification reminders (issue 38): 30 days and 7 days before a verification expires and on the
// day, each exactly once per verification period (however often the job runs, in however many
// processes), in the student's language, with a button to verify again; none for a revoked
// verification or a deleted account, and a renewed verification gets its own.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "@studentperks/contracts/page-paths";
import { studentProfiles, users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";
import { TestClock } from "./helpers/test-clock.ts";
import { codeMailedTo, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
});
afterAll(() => t.close());

/** A student verified through their student e-mail now; answers them and their expiry. */
async function verifiedStudent(app: TestApp, locale: "en" | "ar" = "en") {
  const s = await student(app);
  const email = studentEmail("zu.ac.ae");
  expect((await s.submit(email)).statusCode).toBe(200);
  expect((await s.verifyOtp(email, await codeMailedTo(app, email))).statusCode).toBe(200);
  // Chosen after verifying, so the code e-mail is read in English.
  if (locale === "ar") {
    const answer = await app.app.inject({
      method: "PUT",
      url: "/api/auth/locale",
      payload: { locale },
      headers: { cookie: s.cookie },
      remoteAddress: s.remoteAddress,
    });
    expect(answer.statusCode).toBe(200);
  }
  return { ...s, expiresAt: await expiryOf(app, s.user.id) };
}

async function expiryOf(app: TestApp, userId: string): Promise<Date> {
  const [profile] = await app.database.db
    .select({ expiresAt: studentProfiles.expiresAt })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return profile!.expiresAt!;
}

const REMINDER_SUBJECT = /student verification (ends|has ended)|توثيق حالتك الطلابية في StudentPerks/;

/** Reminders mailed (to `to`, if given) so far, oldest first. */
async function remindersTo(app: TestApp, to?: string) {
  const mail = await app.mail();
  return mail.filter((m) => (to === undefined || m.to === to) && REMINDER_SUBJECT.test(m.subject)).reverse();
}

const runJobs = (app: TestApp) => app.app.housekeeping.runJobs();

describe("verification reminders", { timeout: 120_000 }, () => {
  it("are sent 30 days and 7 days before the expiry and on the day, each once, with a button to verify again", async () => {
    const s = await verifiedStudent(t);
    const at = (ms: number) => t.clock.set(new Date(s.expiresAt.getTime() + ms));

    at(-31 * DAY_MS);
    await runJobs(t);
    expect(await remindersTo(t, s.input.email)).toHaveLength(0);

    at(-30 * DAY_MS + HOUR_MS);
    await runJobs(t);
    await runJobs(t);
    at(-20 * DAY_MS);
    await runJobs(t);
    let sent = await remindersTo(t, s.input.email);
    expect(sent.map((m) => m.subject)).toEqual(["Your StudentPerks student verification ends in 30 days"]);
    expect(sent[0]!.text).toContain(`Verify again: http://localhost:3000${pagePaths.studentVerification}`);
    expect(sent[0]!.html).toContain(`<a href="http://localhost:3000${pagePaths.studentVerification}"`);

    at(-7 * DAY_MS + HOUR_MS);
    await runJobs(t);
    await runJobs(t);
    at(-HOUR_MS);
    await runJobs(t);
    at(HOUR_MS);
    await runJobs(t);
    await runJobs(t);
    at(3 * DAY_MS);
    await runJobs(t);

    sent = await remindersTo(t, s.input.email);
    expect(sent.map((m) => m.subject)).toEqual([
      "Your StudentPerks student verification ends in 30 days",
      "Your StudentPerks student verification ends in 7 days",
      "Your StudentPerks student verification has ended",
    ]);
  });

  it("speak the student's language", async () => {
    const s = await verifiedStudent(t, "ar");
    t.clock.set(new Date(s.expiresAt.getTime() - 7 * DAY_MS + HOUR_MS));
    await runJobs(t);
    const [mail] = await remindersTo(t, s.input.email);
    expect(mail!.subject).toBe("ينتهي توثيق حالتك الطلابية في StudentPerks بعد 7 أيام");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain("تحقّق مجددًا: http://localhost:3000/student-verification");
  });

  it("skip a revoked verification and a deleted account, and start again for a renewed one", async () => {
    const revoked = await verifiedStudent(t);
    const deleted = await verifiedStudent(t);
    const renewed = await verifiedStudent(t);
    const db = t.database.db;
    await db
      .update(studentProfiles)
      .set({ status: "rejected" })
      .where(eq(studentProfiles.userId, revoked.user.id));
    await db.delete(users).where(eq(users.id, deleted.user.id));

    t.clock.set(new Date(renewed.expiresAt.getTime() - 30 * DAY_MS + HOUR_MS));
    await runJobs(t);
    expect(await remindersTo(t, revoked.input.email)).toHaveLength(0);
    expect(await remindersTo(t, deleted.input.email)).toHaveLength(0);
    expect(await remindersTo(t, renewed.input.email)).toHaveLength(1);

    // Renewed a year on: the new period has its own three reminders.
    const newExpiry = new Date(renewed.expiresAt.getTime() + 365 * DAY_MS);
    await db
      .update(studentProfiles)
      .set({ expiresAt: newExpiry })
      .where(eq(studentProfiles.userId, renewed.user.id));
    t.clock.set(new Date(newExpiry.getTime() - 30 * DAY_MS + HOUR_MS));
    await runJobs(t);
    await runJobs(t);
    expect(await remindersTo(t, renewed.input.email)).toHaveLength(2);
  });

  it("are sent once when two processes on one database run the job at the same time", async () => {
    const database = await createTestDatabase();
    const clock = new TestClock();
    const first = await buildTestApp({ database, clock });
    let second: TestApp | null = null;
    try {
      await withInstitutions(first);
      const students = [];
      for (let i = 0; i < 3; i += 1) students.push(await verifiedStudent(first));
      second = await buildTestApp({ database, clock });
      clock.set(new Date(students[0]!.expiresAt.getTime() - 7 * DAY_MS + HOUR_MS));
      await Promise.all([runJobs(first), runJobs(second), runJobs(first), runJobs(second)]);
      // Either process's worker may send a queued reminder: read both outboxes.
      const sent = [...(await remindersTo(first)), ...(await remindersTo(second))];
      for (const s of students) {
        expect(sent.filter((m) => m.to === s.input.email).map((m) => m.subject)).toEqual([
          "Your StudentPerks student verification ends in 7 days",
        ]);
      }
    } finally {
      await first.close();
      await second?.close();
      await database.close();
    }
  });

  it("keep their records only until the last reminder's window has passed", async () => {
    const s = await verifiedStudent(t);
    t.clock.set(new Date(s.expiresAt.getTime() + HOUR_MS));
    await runJobs(t);
    t.clock.set(new Date(s.expiresAt.getTime() + 3 * DAY_MS));
    expect((await t.app.housekeeping.sweep()).verificationReminders).toBeGreaterThanOrEqual(1);
    await runJobs(t);
    expect(await remindersTo(t, s.input.email)).toHaveLength(1);
  });
});
