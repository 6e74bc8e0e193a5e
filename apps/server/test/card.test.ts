// The in-store card (issue 35): GET /api/card for the student, and the cashier's check page at
// /v/<token> and /v?code=… — its states, what it never shows, its language, its limit and its count.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardCheckCodes, cardChecks, offerEvents, studentProfiles, users } from "#server/db/schema.ts";
import { createHousekeeping } from "#server/services/housekeeping/housekeeping.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asStaff, staff } from "./helpers/staff.ts";

interface Card {
  fullName: string;
  institution: string;
  validUntil: string;
  checkUrl: string;
  checkCode: string;
  issuedAt: string;
  expiresAt: string;
  renewAt: string;
  photo: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof person>>;

async function cardOf(student: Student): Promise<Card> {
  const answer = await student.call("GET", "/api/card");
  expect(answer.statusCode).toBe(200);
  const { card } = answer.json() as { card: Card | null };
  expect(card).not.toBeNull();
  return card!;
}

/** The check as a cashier's phone makes it: no cookie, an address of its own unless given. */
function check(url: string, headers: Record<string, string> = {}, remoteAddress = newAddress()) {
  const { pathname, search } = new URL(url, "http://localhost:3000");
  return t.app.inject({ method: "GET", url: pathname + search, headers, remoteAddress });
}

/** The verdict's heading on the check page. */
const verdict = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

const HALF_MINUTE = 30_000;

describe("the student's card", () => {
  it("is for signed-in accounts; others are told why there is none", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/card" })).statusCode).toBe(401);
    const expected = { unverified: "none", expired: "expired", staff: "none" } as const;
    for (const standing of ["unverified", "expired", "staff"] as const) {
      const answer = await (await person(t, standing)).call("GET", "/api/card");
      expect(answer.json(), standing).toEqual({ card: null, verificationStatus: expected[standing] });
    }
  });

  it("shows a verified student's name, institution and end date, with a QR good for one minute", async () => {
    const student = await person(t);
    const answer = await student.call("GET", "/api/card");
    expect(answer.headers["cache-control"]).toBe("no-store");
    const { card, verificationStatus } = answer.json() as { card: Card; verificationStatus: string };
    expect(verificationStatus).toBe("active");
    expect(card.fullName).toBe("Layla Haddad");
    expect(card.institution).toBe("Zayed University");
    expect(card.photo).toBe("none");
    expect(card.checkUrl).toMatch(/^http:\/\/localhost:3000\/v\/[A-Za-z0-9_-]{27}$/);
    expect(card.checkCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
    const issued = Date.parse(card.issuedAt);
    expect(Date.parse(card.expiresAt) - issued).toBeLessThanOrEqual(60_000);
    expect(Date.parse(card.expiresAt) - issued).toBeGreaterThan(HALF_MINUTE);
    expect(Date.parse(card.renewAt) - issued).toBeLessThanOrEqual(HALF_MINUTE);
  });

  it("keeps one QR and code within a time step, and renews both in the next", async () => {
    const student = await person(t);
    const first = await cardOf(student);
    expect(await cardOf(student)).toMatchObject({ checkUrl: first.checkUrl, checkCode: first.checkCode });
    t.clock.advance(HALF_MINUTE);
    const next = await cardOf(student);
    expect(next.checkUrl).not.toBe(first.checkUrl);
    expect(next.checkCode).not.toBe(first.checkCode);
  });

  it("carries nothing personal in its token", async () => {
    const student = await person(t);
    const card = await cardOf(student);
    const token = card.checkUrl.split("/v/")[1]!;
    const bytes = Buffer.from(token, "base64url");
    expect(bytes).toHaveLength(20);
    const text = bytes.toString("latin1").toLowerCase();
    for (const personal of ["layla", "haddad", student.user.email, student.user.id.replaceAll("-", "")]) {
      expect(text).not.toContain(personal.toLowerCase());
      expect(bytes.toString("hex")).not.toContain(personal.toLowerCase());
    }
  });
});

describe("the cashier's check", () => {
  it("says Valid with the first name, the surname's initial, institution and end date, and nothing more", async () => {
    const student = await person(t);
    await t.database.db.update(users).set({ phone: "+971 50 765 4321" }).where(eq(users.id, student.user.id));
    const card = await cardOf(student);
    const page = await check(card.checkUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(verdict(page.body)).toBe("Valid");
    expect(page.body).toContain("Layla H.");
    expect(page.body).toContain("Zayed University");
    expect(page.body).toContain("No photo — ask for a photo ID");
    expect(page.body).toMatch(/Checked .*2026/);
    for (const secret of ["Haddad", student.user.email, "765 4321", "@zu.ac.ae", student.user.id]) {
      expect(page.body).not.toContain(secret);
    }
  });

  it("keeps its head free of anything personal, and out of search engines", async () => {
    const card = await cardOf(await person(t));
    const { body } = await check(card.checkUrl);
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head).not.toMatch(/og:|twitter:|name="description"/);
    expect(head).not.toContain("Layla");
    expect(head).toContain("<title>Student card check · StudentPerks</title>");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain("/v/");
  });

  it("says Expired once the QR's minute is over, and again when the same QR comes back later", async () => {
    const card = await cardOf(await person(t));
    t.clock.set(card.expiresAt);
    expect(verdict((await check(card.checkUrl)).body)).toBe("Expired");
    t.clock.advance(10 * 60_000);
    const replay = await check(card.checkUrl);
    expect(verdict(replay.body)).toBe("Expired");
    expect(replay.body).toContain("Ask the student to refresh their card.");
    expect(replay.body).not.toContain("Layla");
  });

  it("counts a QR through the end of the next step, so a clock a little behind still reads Valid", async () => {
    const card = await cardOf(await person(t));
    t.clock.set(new Date(Date.parse(card.expiresAt) - 1));
    expect(verdict((await check(card.checkUrl)).body)).toBe("Valid");
    t.clock.set(card.expiresAt);
    expect(verdict((await check(card.checkUrl)).body)).toBe("Expired");
  });

  it("says Not valid for a changed or made-up token", async () => {
    const card = await cardOf(await person(t));
    const token = card.checkUrl.split("/v/")[1]!;
    const changed = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    for (const path of [
      `/v/${changed}`,
      "/v/AAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/v/not-a-token",
      `/v/${token}x`,
    ]) {
      const page = await check(path);
      expect(page.statusCode, path).toBe(200);
      expect(verdict(page.body), path).toBe("Not valid");
      expect(page.body).not.toContain("Layla");
    }
  });

  it("says Not verified once the verification is revoked, has run out, or the account is gone", async () => {
    const revoked = await person(t);
    const revokedCard = await cardOf(revoked);
    await t.database.db
      .update(studentProfiles)
      .set({ status: "rejected" })
      .where(eq(studentProfiles.userId, revoked.user.id));
    expect(verdict((await check(revokedCard.checkUrl)).body)).toBe("Not verified");

    const ranOut = await person(t);
    const ranOutCard = await cardOf(ranOut);
    await t.database.db
      .update(studentProfiles)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(studentProfiles.userId, ranOut.user.id));
    expect(verdict((await check(ranOutCard.checkUrl)).body)).toBe("Not verified");

    const gone = await person(t);
    const goneCard = await cardOf(gone);
    await t.database.db.delete(users).where(eq(users.id, gone.user.id));
    const page = await check(goneCard.checkUrl);
    expect(verdict(page.body)).toBe("Not verified");
    expect(page.body).not.toContain("Layla");
  });

  it("takes the typed check code in any case and spacing, and reads it by the same clock", async () => {
    const card = await cardOf(await person(t));
    const typed = `${card.checkCode.slice(0, 3).toLowerCase()} ${card.checkCode.slice(3)}`;
    const page = await check(`/v?code=${encodeURIComponent(typed)}`);
    expect(verdict(page.body)).toBe("Valid");
    expect(page.body).toContain("Layla H.");
    expect(verdict((await check("/v?code=ZZZZZZ")).body)).toBe("Not valid");
    expect(verdict((await check("/v?code=12")).body)).toBe("Not valid");
    t.clock.set(card.expiresAt);
    expect(verdict((await check(`/v?code=${card.checkCode}`)).body)).toBe("Expired");
    // Swept a day later, the code names nothing.
    t.clock.advance(25 * 3_600_000);
    await createHousekeeping({ db: t.database.db, clock: t.clock, log: { info() {}, error() {} } }).sweep();
    const left = await t.database.db
      .select()
      .from(cardCheckCodes)
      .where(eq(cardCheckCodes.code, card.checkCode));
    expect(left).toEqual([]);
    expect(verdict((await check(`/v?code=${card.checkCode}`)).body)).toBe("Not valid");
  });

  it("shows the bare form at /v, for a cashier to type a code", async () => {
    const page = await check("/v");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form action="/v" method="get">');
    expect(page.body).toContain("Check a code instead");
    expect(verdict(page.body)).toBe("Student card check");
  });

  it("speaks the cashier's language, with a switch to the other", async () => {
    const card = await cardOf(await person(t));
    const arabic = await check(card.checkUrl, { "accept-language": "ar-AE,ar;q=0.9,en;q=0.5" });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(verdict(arabic.body)).toBe("صالحة");
    expect(arabic.body).toContain('<dd><bdi dir="ltr">Layla H.</bdi></dd>');
    const switchHref = /<a href="([^"]+)" hreflang="en"/.exec(arabic.body)![1]!.replaceAll("&amp;", "&");
    expect(switchHref).toContain("lang=en");
    const english = await check(switchHref, { "accept-language": "ar" });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(verdict(english.body)).toBe("Valid");
  });

  it("limits checks per address, answering a page that says when to try again", async () => {
    const address = newAddress();
    const pages = [];
    for (let i = 0; i < 31; i += 1) pages.push(await check("/v?code=ZZZZZZ", {}, address));
    expect(pages.slice(0, 30).every((p) => p.statusCode === 200)).toBe(true);
    const refused = pages[30]!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain("Too many attempts");
    expect((await check("/v?code=ZZZZZZ")).statusCode).toBe(200);
  });

  it("shows a link preview nothing personal and no verdict, and a preview changes nothing", async () => {
    const student = await person(t);
    const card = await cardOf(student);
    const before = await t.database.db.select().from(cardChecks);
    for (const agent of [
      "WhatsApp/2.23.20.0 A",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    ]) {
      const preview = await check(card.checkUrl, { "user-agent": agent });
      expect(preview.statusCode, agent).toBe(200);
      expect(preview.body, agent).not.toContain("Layla");
      expect(preview.body, agent).not.toContain("Valid");
    }
    expect(await t.database.db.select().from(cardChecks)).toHaveLength(before.length);
    const cashier = await check(card.checkUrl, {
      "user-agent":
        "Mozilla/5.0 (Linux; Android 9; SM-J610F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
    });
    expect(verdict(cashier.body)).toBe("Valid");
  });
});

describe("checks and card shows are counted", () => {
  it("records each check's result, and the in-store offer the card was opened from", async () => {
    const [inStore, online] = await insertOffers(
      t.database.db,
      { redemptionChannel: "in_store" },
      { redemptionChannel: "online" },
    );
    const student = await person(t);
    await cardOf(student);
    expect((await student.call("POST", "/api/card/shown", { offerId: online!.id })).statusCode).toBe(404);
    expect((await student.call("POST", "/api/card/shown", { offerId: inStore!.id })).statusCode).toBe(204);
    const shows = await t.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, inStore!.id));
    expect(shows.map((e) => [e.eventType, e.userId])).toEqual([["card_shown", student.user.id]]);

    const card = await cardOf(student);
    await check(card.checkUrl);
    await check("/v/not-a-token");
    const counted = await t.database.db.select().from(cardChecks).where(eq(cardChecks.offerId, inStore!.id));
    expect(counted.map((c) => c.result)).toEqual(["valid"]);
    const notValid = await t.database.db.select().from(cardChecks).where(eq(cardChecks.result, "not_valid"));
    expect(notValid.length).toBeGreaterThan(0);

    // A check long after the card was opened from the offer counts for no brand.
    t.clock.advance(20 * 60_000);
    await check((await cardOf(student)).checkUrl);
    const later = await t.database.db.select().from(cardChecks).where(eq(cardChecks.offerId, inStore!.id));
    expect(later).toHaveLength(1);
  });

  it("shows staff the checks per day and the in-store use per brand in insights", async () => {
    const fresh = await buildTestApp();
    try {
      const [cafe] = await insertOffers(fresh.database.db, {
        brandName: "Karak House",
        redemptionChannel: "in_store",
      });
      const student = await person(fresh);
      await student.call("GET", "/api/card");
      await student.call("POST", "/api/card/shown", { offerId: cafe!.id });
      const { card } = (await student.call("GET", "/api/card")).json() as { card: Card };
      const { pathname } = new URL(card.checkUrl);
      await fresh.app.inject({ method: "GET", url: pathname, remoteAddress: newAddress() });
      await fresh.app.inject({ method: "GET", url: "/v/not-a-token", remoteAddress: newAddress() });
      const { cookie } = await staff(fresh);
      const answer = await asStaff(fresh, cookie, "GET", "/api/admin/insights");
      expect(answer.statusCode).toBe(200);
      const { inStore } = answer.json() as {
        inStore: {
          checks: number;
          validChecks: number;
          cardShows: number;
          series: { day: string; checks: number }[];
          brands: unknown[];
        };
      };
      expect(inStore).toMatchObject({ checks: 2, validChecks: 1, cardShows: 1 });
      expect(inStore.series.filter((point) => point.checks > 0)).toEqual([
        { day: "2026-03-01", checks: 2, validChecks: 1 },
      ]);
      expect(inStore.brands).toEqual([{ brandName: "Karak House", cardShows: 1, checks: 1 }]);
    } finally {
      await fresh.close();
    }
  });

  it("refuses card shows from visitors and for offers that are not live", async () => {
    const [draft] = await insertOffers(t.database.db, {
      redemptionChannel: "both",
      status: "draft",
      publishedAt: null,
    });
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/card/shown",
      payload: { offerId: draft!.id },
    });
    expect(visitor.statusCode).toBe(401);
    const student = await person(t);
    expect((await student.call("POST", "/api/card/shown", { offerId: draft!.id })).statusCode).toBe(404);
  });
});
