// The weekly "New for students this week" e-mail (issue 38): only to students who agreed, once a Dubai
// week however many processes run, in the reader's language, with its offers' pictures and links, the
// two unsubscribe headers, no tracking pixel, and never empty.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, weeklyDigests } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { register } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";

const DAY = 86_400_000;
// Monday 2 March 2026, 10:00 in Dubai (06:00 UTC): the week's e-mail may go from then.
const MONDAY_10 = new Date("2026-03-02T06:00:00.000Z");

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Mail another process sent (its worker may send what it queued), read before it closed. */
let sentByOther: Awaited<ReturnType<TestApp["mail"]>> = [];
const digestsTo = async (email: string) =>
  [...(await t.mail()), ...sentByOther].filter(
    (mail) => mail.to === email && /this week|هذا الأسبوع/.test(mail.subject),
  );

describe("the weekly e-mail", () => {
  it("goes once a week to students who agreed, in their language, with the week's offers and a way out", async () => {
    t.clock.set(new Date(MONDAY_10.getTime() - 3 * DAY));
    const [fresh, saved, sameBrand, old] = await insertOffers(
      t.database.db,
      {
        title: "Karak on us this week",
        titleAr: "الكرك علينا هذا الأسبوع",
        publishedAt: new Date(MONDAY_10.getTime() - 2 * DAY),
        coverUrl: "/brand-covers/karak-house-1200.webp",
      },
      {
        title: "Saved and ending",
        brandName: "Weekly Saved Brand",
        expiresAt: new Date(MONDAY_10.getTime() + 3 * DAY),
      },
      { title: "Same brand, other offer", brandName: "Weekly Saved Brand" },
      { title: "An old offer", publishedAt: new Date(MONDAY_10.getTime() - 30 * DAY) },
    );
    const agreed = await person(t);
    const favourite = await agreed.call("PUT", `/api/favorites/${saved!.id}`);
    expect(favourite.statusCode, favourite.body).toBeLessThan(300);
    const arabic = await register(t);
    await t.database.db.update(users).set({ locale: "ar" }).where(eq(users.id, arabic.user.id));
    const declined = await register(t, { emailMarketing: false });

    // Before Monday 10:00 in Dubai, nothing goes.
    t.clock.set(new Date(MONDAY_10.getTime() - 1));
    expect(await t.app.weeklyDigest.runOnce()).toEqual({ sent: 0, empty: 0 });

    t.clock.set(MONDAY_10);
    // Two processes at once: each student is claimed by one of them, whose mail worker sends it.
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    try {
      const [a, b] = await Promise.all([t.app.weeklyDigest.runOnce(), other.app.weeklyDigest.runOnce()]);
      expect(a.sent + b.sent).toBeGreaterThanOrEqual(2);
      expect(await t.app.weeklyDigest.runOnce()).toEqual({ sent: 0, empty: 0 });
      sentByOther = await other.mail();
    } finally {
      await other.close();
    }

    const [mine] = await digestsTo(agreed.input.email);
    expect(await digestsTo(agreed.input.email)).toHaveLength(1);
    expect(mine!.subject).toBe("New for students this week");
    expect(mine!.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/unsubscribe\/[\w-]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Saved and ending first, then the saved brand's other offer, then the week's new one; not the old one.
    const order = ["Saved and ending", "Same brand, other offer", "Karak on us this week"].map((title) =>
      mine!.text.indexOf(title),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(mine!.text).not.toContain(old!.title);
    expect(mine!.html).toContain(`href="http://localhost:3000/?offer=${fresh!.id}"`);
    expect(mine!.html).toContain('src="http://localhost:3000/brand-covers/karak-house-400.webp"');
    expect(mine!.html).toContain(`href="http://localhost:3000/?offer=${sameBrand!.id}"`);
    // The only pictures are the offers' own: no tracking pixel.
    const pictures = [...mine!.html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures.every((src) => /\/brand-(covers|logos)\//.test(src!))).toBe(true);
    expect(mine!.text).toMatch(/Unsubscribe from these e-mails: http:\/\/localhost:3000\/unsubscribe\//);

    const [inArabic] = await digestsTo(arabic.input.email);
    expect(inArabic!.subject).toBe("جديد الطلاب هذا الأسبوع");
    expect(inArabic!.html).toContain('dir="rtl"');
    expect(inArabic!.text).toContain("الكرك علينا هذا الأسبوع");
    expect(await digestsTo(declined.input.email)).toHaveLength(0);

    // Unsubscribed through the mail's own link: next week, nothing.
    const link = /<([^>]+)>/.exec(mine!.headers!["List-Unsubscribe"]!)![1]!;
    await t.app.inject({ method: "POST", url: new URL(link).pathname });
    await insertOffers(t.database.db, {
      title: "Next week's news",
      publishedAt: new Date(MONDAY_10.getTime() + 3 * DAY),
    });
    t.clock.set(new Date(MONDAY_10.getTime() + 7 * DAY));
    await t.app.weeklyDigest.runOnce();
    expect(await digestsTo(agreed.input.email)).toHaveLength(1);
    expect(await digestsTo(arabic.input.email)).toHaveLength(2);
  });

  it("is never sent empty: a week with nothing new and nothing saved is claimed, not mailed", async () => {
    const quiet = await buildTestApp();
    try {
      quiet.clock.set(new Date(MONDAY_10.getTime() + 14 * DAY));
      const student = await register(quiet);
      expect(await quiet.app.weeklyDigest.runOnce()).toEqual({ sent: 0, empty: 1 });
      const mails = (await quiet.mail()).filter((mail) => mail.to === student.input.email);
      expect(mails.map((mail) => mail.subject)).not.toContain("New for students this week");
      const [claim] = await quiet.database.db
        .select()
        .from(weeklyDigests)
        .where(eq(weeklyDigests.userId, student.user.id));
      expect(claim).toMatchObject({ sent: false, week: "2026-03-16" });
    } finally {
      await quiet.close();
    }
  });
});

describe("the dev outbox's button", () => {
  it("sends this week's e-mail before Monday 10:00, to one address when asked, still once", async () => {
    const dev = await buildTestApp();
    try {
      // Monday at 8:00 in Dubai: too early for the job on its own.
      dev.clock.set(new Date(MONDAY_10.getTime() - 2 * 3_600_000));
      await insertOffers(dev.database.db, { title: "Sunday news", publishedAt: dev.clock.now() });
      const [one, other] = [await register(dev), await register(dev)];
      expect(await dev.app.weeklyDigest.runOnce()).toEqual({ sent: 0, empty: 0 });
      const send = () =>
        dev.app.inject({
          method: "POST",
          url: `/dev/mail/weekly-email?to=${encodeURIComponent(one.input.email)}`,
        });
      expect((await send()).json()).toEqual({ sent: 1, empty: 0 });
      expect((await send()).json()).toEqual({ sent: 0, empty: 0 });
      const weekly = (await dev.mail()).filter((mail) => mail.subject === "New for students this week");
      expect(weekly.map((mail) => mail.to)).toEqual([one.input.email]);
      expect(weekly.map((mail) => mail.to)).not.toContain(other.input.email);
    } finally {
      await dev.close();
    }
  });
});
