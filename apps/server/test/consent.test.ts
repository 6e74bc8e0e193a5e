// Marketing consent on record and one-click unsubscribe (issue 38): every choice is an event with its
// channel, answer, place and time; the dashboard shows when the current one was made; a personal link
// withdraws consent with one POST and no cookies (RFC 8058), and account mail keeps flowing after it.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentProfile } from "@studentperks/contracts/students";
import { consentEvents, users } from "#server/db/schema.ts";
import { createUnsubscribe } from "#server/modules/consent/index.ts";
import { addToOutbox } from "#server/services/mail-outbox/queue.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress, register } from "./helpers/accounts.ts";

let t: TestApp;
let links: ReturnType<typeof createUnsubscribe>;
beforeAll(async () => {
  t = await buildTestApp();
  links = createUnsubscribe({
    db: t.database.db,
    clock: t.clock,
    secret: TEST_SECRET,
    publicUrl: "http://localhost:3000",
  });
});
afterAll(() => t.close());

const MINUTE = 60_000;

const events = (userId: string) =>
  t.database.db
    .select({
      channel: consentEvents.channel,
      given: consentEvents.given,
      source: consentEvents.source,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.id));

async function withProfile(overrides = {}) {
  const account = await register(t, overrides);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/students/profile",
    headers: { cookie: account.cookie },
    payload: {
      firstName: "Layla",
      lastName: "Haddad",
      email: account.input.email,
      phoneNumber: null,
      emailMarketing: account.input.emailMarketing,
      whatsappMarketing: account.input.whatsappMarketing,
    },
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const save = (choices: { emailMarketing: boolean; whatsappMarketing: boolean }) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/students/profile",
      headers: { cookie: account.cookie },
      payload: {
        firstName: "Layla",
        lastName: "Haddad",
        email: account.input.email,
        phoneNumber: null,
        ...choices,
      },
    });
  return { ...account, save, profile: () => created.json().student as StudentProfile };
}

const page = (
  url: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; payload?: string } = {},
) =>
  t.app.inject({
    method: init.method ?? "GET",
    url,
    headers: init.headers,
    payload: init.payload,
    remoteAddress: newAddress(),
  });

describe("consent on record", () => {
  it("keeps the sign-up form's two answers, ticked or not, as the first events", async () => {
    const { user, profile } = await withProfile({ emailMarketing: false, whatsappMarketing: false });
    const recorded = await events(user.id);
    expect(recorded.map(({ channel, given, source }) => ({ channel, given, source }))).toEqual([
      { channel: "email", given: false, source: "sign_up" },
      { channel: "whatsapp", given: false, source: "sign_up" },
    ]);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(recorded[0]!.at).toEqual(account!.createdAt);
    expect(profile()).toMatchObject({
      emailMarketing: false,
      emailMarketingSince: account!.createdAt.toISOString(),
    });
  });

  it("records a dashboard change as an event, only for what changed, and dates the current choice", async () => {
    const { user, save } = await withProfile({ emailMarketing: false, whatsappMarketing: false });
    t.clock.advance(MINUTE);
    const saved = await save({ emailMarketing: true, whatsappMarketing: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const student = saved.json().student as StudentProfile;
    expect(student).toMatchObject({
      emailMarketing: true,
      emailMarketingSince: t.clock.now().toISOString(),
    });
    expect(student.whatsappMarketingSince).not.toBe(student.emailMarketingSince);
    // Saving the same choices again records nothing.
    t.clock.advance(MINUTE);
    await save({ emailMarketing: true, whatsappMarketing: false });
    const recorded = await events(user.id);
    expect(recorded).toHaveLength(3);
    expect(recorded[2]).toMatchObject({ channel: "email", given: true, source: "dashboard" });
  });
});

describe("unsubscribing from a link", () => {
  it("asks first in the account's language: looking at the link changes nothing", async () => {
    const { user } = await withProfile({ emailMarketing: true });
    await t.database.db.update(users).set({ locale: "ar" }).where(eq(users.id, user.id));
    const { url } = links.linkFor(user.id, "email");
    const path = new URL(url).pathname;
    const shown = await page(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.headers["x-robots-tag"]).toContain("noindex");
    expect(shown.body).toContain('lang="ar" dir="rtl"');
    expect(shown.body).toContain("إلغاء الاشتراك");
    expect(shown.body).not.toContain(user.email);
    const english = await page(`${path}?lang=en`);
    expect(english.body).toContain("Stop the e-mails about new student offers");
    expect(english.body).toMatch(new RegExp(`<form method="post" action="${path}\\?lang=en">`));
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.emailMarketing).toBe(true);
  });

  it("withdraws at once on a one-click POST with no cookies, recorded as from the link", async () => {
    const { user, cookie } = await withProfile({ emailMarketing: true, whatsappMarketing: true });
    const { url, headers } = links.linkFor(user.id, "email");
    expect(headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(url).toMatch(/^http:\/\/localhost:3000\/unsubscribe\/[\w-]{40,}$/);
    const done = await page(new URL(url).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ emailMarketing: false, whatsappMarketing: true });
    expect((await events(user.id)).at(-1)).toMatchObject({
      channel: "email",
      given: false,
      source: "unsubscribe",
    });

    // Twice is harmless and records nothing more; the page now says it is done.
    await page(new URL(url).pathname, { method: "POST" });
    expect(await events(user.id)).toHaveLength(3);
    expect((await page(new URL(url).pathname)).body).toContain("You are unsubscribed");
    const profile = await t.app.inject({ method: "GET", url: "/api/students/profile", headers: { cookie } });
    expect(profile.json().student).toMatchObject({ emailMarketing: false, whatsappMarketing: true });
  });

  it("refuses a link we did not sign, or another account's link altered, changing nothing", async () => {
    const { user } = await withProfile({ emailMarketing: true });
    const path = new URL(links.linkFor(user.id, "email").url).pathname;
    const token = path.split("/").at(-1)!;
    const altered = `/unsubscribe/${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
    for (const bad of [altered, "/unsubscribe/nothing", `/unsubscribe/${"x".repeat(44)}`]) {
      const answer = await page(bad, { method: "POST" });
      expect(answer.statusCode, bad).toBe(200);
      expect(answer.body).toContain("This link does not work");
    }
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.emailMarketing).toBe(true);
  });

  it("leaves account mail flowing, and a marketing mail carries the two headers through the outbox", async () => {
    const { user, input } = await withProfile({ emailMarketing: true });
    const { url, headers } = links.linkFor(user.id, "email");
    await page(new URL(url).pathname, { method: "POST" });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: input.email },
      remoteAddress: newAddress(),
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await addToOutbox(t.database.db, t.clock, [
      { to: input.email, subject: "New for students this week", text: "…", html: "<p>…</p>", headers },
    ]);
    await expect
      .poll(async () =>
        (await t.mail()).filter((mail) => mail.to === input.email).map((mail) => mail.subject),
      )
      .toContain("New for students this week");
    const mails = (await t.mail()).filter((mail) => mail.to === input.email);
    expect(mails.length).toBeGreaterThanOrEqual(3); // welcome, reset, and the marketing one
    expect(mails.find((mail) => mail.subject === "New for students this week")!.headers).toEqual(headers);
  });
});
