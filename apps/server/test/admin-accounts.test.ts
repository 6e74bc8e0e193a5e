// The console's Accounts screen (issue 38): staff find a student's account by e-mail and, for a person
// who wrote to support, download their data, withdraw their marketing consent or delete their account,
// audited as the staff member.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "@studentperks/contracts/data-export";
import { consentEvents, users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { login, PASSWORD, register } from "./helpers/accounts.ts";
import { auditOf } from "./helpers/admin-verifications.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { unzip } from "./helpers/zip.ts";

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie: staffCookie } = await staff(t));
});
afterAll(() => t.close());

const lookup = (email: string, cookie = staffCookie) =>
  asStaff(t, cookie, "GET", `/api/admin/accounts?email=${encodeURIComponent(email)}`);

describe("the console's accounts", () => {
  it("finds a student by e-mail, in any case, and nobody for an unknown address", async () => {
    const { input, user } = await register(t);
    const found = await lookup(`  ${input.email.toUpperCase()} `);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().account).toMatchObject({
      id: user.id,
      email: input.email,
      firstName: "Layla",
      role: "student",
      verification: null,
    });
    expect((await lookup("nobody@example.ae")).statusCode).toBe(404);
    expect((await lookup("not an address")).statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const student = await register(t);
    expect((await lookup(student.input.email, "")).statusCode).toBe(401);
    expect((await lookup(student.input.email, student.cookie)).statusCode).toBe(403);
    const id = student.user.id;
    expect((await asStaff(t, student.cookie, "POST", `/api/admin/accounts/${id}/export`)).statusCode).toBe(
      403,
    );
    const refused = await asStaff(t, student.cookie, "POST", `/api/admin/accounts/${id}/delete`, {
      confirmation: student.input.email,
    });
    expect(refused.statusCode).toBe(403);
    expect((await login(t, student.input.email, PASSWORD)).statusCode).toBe(200);
  });

  it("downloads a student's data for them, audited with the staff member as actor", async () => {
    const { input, user } = await register(t);
    const answer = await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${user.id}/export`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    const files = await unzip(answer.rawPayload);
    const data = JSON.parse(files.get("studentperks-data.json")!.toString()) as DataExport;
    expect(data.profile.email).toBe(input.email);
    // Staff's own session is nobody's "current" one in it.
    expect(data.sessions.every((session) => !session.current)).toBe(true);
    const [entry] = await auditOf(t, staffCookie, "student", user.id);
    expect(entry).toMatchObject({ action: "account.export", actorEmail: expect.stringContaining("@") });
    expect(entry!.actorEmail).not.toBe(input.email);
  });

  it("deletes a student's account once its e-mail is typed, and the account is gone", async () => {
    const { input, user } = await register(t);
    const wrong = await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${user.id}/delete`, {
      confirmation: "someone.else@example.ae",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("CONFIRMATION_MISMATCH");
    expect((await lookup(input.email)).statusCode).toBe(200);

    const deleted = await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${user.id}/delete`, {
      confirmation: input.email,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await lookup(input.email)).statusCode).toBe(404);
    expect((await login(t, input.email, PASSWORD)).statusCode).toBe(401);
    const mails = (await t.mail()).filter((mail) => mail.to === input.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/deleted/i));
    const [entry] = await auditOf(t, staffCookie, "student", user.id);
    expect(entry).toMatchObject({ action: "account.delete" });
    expect(entry!.actorEmail).not.toBe(input.email);
    // Done once: the account is no more.
    const again = await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${user.id}/delete`, {
      confirmation: input.email,
    });
    expect(again.statusCode).toBe(404);
    expect((await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${user.id}/export`)).statusCode).toBe(
      404,
    );
    const withdraw = await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/accounts/${user.id}/withdraw-consent`,
      {
        channel: "email",
      },
    );
    expect(withdraw.statusCode).toBe(404);
  });

  it("answers 404 for an account that never was, and the staff member stays signed in", async () => {
    const nobody = "00000000-0000-4000-8000-000000000000";
    for (const [path, body] of [
      ["export", undefined],
      ["delete", { confirmation: "nobody@example.ae" }],
      ["withdraw-consent", { channel: "email" }],
    ] as const) {
      const answer = await asStaff(t, staffCookie, "POST", `/api/admin/accounts/${nobody}/${path}`, body);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(404);
      expect(answer.json().code).toBe("NOT_FOUND");
    }
    expect((await asStaff(t, staffCookie, "GET", "/api/admin/verifications")).statusCode).toBe(200);
  });
});

describe("marketing consent in the console", () => {
  const withdraw = (id: string, channel: string, cookie = staffCookie) =>
    asStaff(t, cookie, "POST", `/api/admin/accounts/${id}/withdraw-consent`, { channel });
  const events = (userId: string) =>
    t.database.db
      .select({ channel: consentEvents.channel, given: consentEvents.given, source: consentEvents.source })
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(asc(consentEvents.id));

  it("shows each channel's choice and since when", async () => {
    const { input, user } = await register(t, { emailMarketing: true, whatsappMarketing: false });
    const { account } = (await lookup(input.email)).json();
    // Both answered when the account was made.
    expect(account.marketing).toEqual({
      email: { given: true, since: account.createdAt },
      whatsapp: { given: false, since: account.createdAt },
    });
    expect(user.id).toBe(account.id);
  });

  it("withdraws a channel for a student who asked, as an event from staff, audited; the other channel stays", async () => {
    const { input, user } = await register(t, { emailMarketing: true, whatsappMarketing: true });
    t.clock.advance(60_000);
    const answer = await withdraw(user.id, "email");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(
      "Marketing by e-mail is withdrawn; they can agree again from their dashboard.",
    );
    expect(answer.json().account.marketing).toEqual({
      email: { given: false, since: t.clock.now().toISOString() },
      whatsapp: { given: true, since: expect.any(String) },
    });
    expect(await events(user.id)).toEqual([
      { channel: "email", given: true, source: "sign_up" },
      { channel: "whatsapp", given: true, source: "sign_up" },
      { channel: "email", given: false, source: "staff" },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailMarketing: false, whatsappMarketing: true });
    const [entry] = await auditOf(t, staffCookie, "student", user.id);
    expect(entry).toMatchObject({
      action: "consent.withdraw",
      before: { channel: "email", given: true },
      after: { channel: "email", given: false },
    });
    expect(entry!.actorEmail).not.toBe(input.email);

    // Asked again: nothing to withdraw, no event, no second audit entry.
    const again = await withdraw(user.id, "email");
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("They had not agreed to marketing by e-mail: nothing changed.");
    expect(await events(user.id)).toHaveLength(3);
    expect((await auditOf(t, staffCookie, "student", user.id)).length).toBe(1);
  });

  it("has no way to agree for someone, refuses unknown channels, and is for staff only", async () => {
    const student = await register(t, { emailMarketing: true });
    expect((await withdraw(student.user.id, "sms")).statusCode).toBe(400);
    const agree = await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/accounts/${student.user.id}/withdraw-consent`,
      {
        channel: "email",
        given: true,
      },
    );
    expect(agree.statusCode).toBe(400);
    expect((await withdraw(student.user.id, "email", student.cookie)).statusCode).toBe(403);
    expect((await withdraw(student.user.id, "email", "")).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row!.emailMarketing).toBe(true);
  });
});
