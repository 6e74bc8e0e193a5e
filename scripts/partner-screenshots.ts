// Makes the partner portal's screenshots (issue 37): the Offers and Results screens at 390 and 1366 px,
// in English and Arabic, into docs/screenshots/partners/*.webp. It starts the built server on a
// throw-away data directory (as e2e does), makes a brand with offers in several states through the
// staff API and the owner's own calls, some student activity, then shoots each screen.
// Run `npm run build` first, then `tsx scripts/partner-screenshots.ts` (E2E_PORT picks the port).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { dubaiDayOf } from "@studentperks/contracts/dubai-time";
import { LOCALE_COOKIE, type Locale } from "@studentperks/contracts/i18n/locales";
import { findChromium } from "../e2e/support/chromium.ts";
import { STAFF } from "../e2e/support/staff.ts";
import { startProcess } from "../tools/process.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "docs/screenshots/partners");
process.env.E2E_PORT ??= "3521";
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const password = "Oasis-Portal-Falcon-2026";

// Imported once the port is set: they read it when loaded.
const { brandWithInvitedOwner } = await import("../e2e/support/partners.ts");
const { registerAccount, verifyStudent } = await import("../e2e/support/accounts.ts");
const { signInAsStaff } = await import("../e2e/support/staff.ts");

async function joinAsOwner(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("First Name").fill("Layla");
  await page.getByLabel("Last Name").fill("Haddad");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await page.waitForURL(/\/partners$/);
  return page;
}

/** A proposed new offer, sent as the owner: it waits for staff; answers the proposal's id. */
async function propose(page: Page, title: string, titleAr: string, fields: Record<string, unknown> = {}) {
  const answer = await page.request.post("/api/partners/offers", {
    data: {
      title,
      description: "For students, every weekday morning.",
      businessCategory: "other",
      offerType: "discount",
      redemptionChannel: "in_store",
      usageLimit: "per_day",
      discountType: "other",
      discountValue: "",
      code: "BREAKFAST",
      discountRedemptionGuide: [{ instruction: "Show your StudentPerks card at the till" }],
      termsAndConditions: "Weekdays before 11 am.",
      titleAr,
      ...fields,
    },
  });
  if (answer.status() !== 201) throw new Error(`proposal: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { changeId: number }).changeId;
}

/** Staff decide on a proposal: approve it (it goes live) or send it back with a reason. */
async function decide(staff: Page, changeId: number, decision: { reason?: string }) {
  const answer = decision.reason
    ? await staff.request.post(`/api/admin/offer-changes/${changeId}/return`, {
        data: { reason: decision.reason },
      })
    : await staff.request.post(`/api/admin/offer-changes/${changeId}/approve`);
  if (answer.status() !== 200) throw new Error(`decision: ${answer.status()} ${await answer.text()}`);
}

/** Students who open, copy and redeem the offer, so the results have figures. */
async function studentActivity(offerId: number, students: number) {
  for (let n = 0; n < students; n += 1) {
    const request = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.9.0.${n + 1}` },
    });
    const account = {
      firstName: "Omar",
      lastName: "Saleh",
      email: `portal-shot-${n}-${Date.now()}@example.com`,
      phone: "+971 50 123 4567",
      password,
    };
    await registerAccount(request, account);
    await request.post("/api/analytics", { data: { eventType: "offer_click", offerId } });
    if (n % 2 === 0) {
      await verifyStudent(request, account);
      await request.post(`/api/offers/${offerId}/redeem`);
      await request.post(`/api/offers/${offerId}/copy`);
    }
    await request.dispose();
  }
}

async function shoot(page: Page, name: string, locale: Locale, width: number) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  const file = join(outDir, `${name}-${locale}-${width}.webp`);
  await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file);
  console.log(`wrote ${file}`);
}

// e2e's own starter: a fresh data directory and the staff account, as the browser tests have them.
const server = await startProcess(
  join(root, "e2e/support/start-server.mjs"),
  {
    PORT: String(port),
    E2E_STAFF_EMAIL: STAFF.email,
    E2E_STAFF_NAME: STAFF.name,
    E2E_STAFF_PASSWORD: STAFF.password,
  },
  `${baseURL}/api/health`,
);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
});
try {
  mkdirSync(outDir, { recursive: true });
  const email = `layla.haddad-${Date.now()}@example.com`;
  const brand = await brandWithInvitedOwner(browser, "Shots", email, ["C-1", "C-2", "C-3", "C-4"], {
    brand: "Qahwa & Co",
    title: "20% off every coffee",
  });
  const owner = await joinAsOwner(browser, brand.link);
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(staff);
  // One approved and then paused by the brand, one scheduled, one waiting, one sent back with the reviewer's reason.
  await decide(
    staff,
    await propose(owner, "Free pastry with any hot drink", "معجنات مجانية مع أي مشروب ساخن"),
    {},
  );
  const offers = (await (await owner.request.get("/api/partners/offers")).json()) as {
    offers: { offerId: number | null; title: string }[];
  };
  const pastry = offers.offers.find((o) => o.title === "Free pastry with any hot drink")!.offerId!;
  const paused = await owner.request.post(`/api/partners/offers/${pastry}/pause`);
  if (paused.status() !== 200) throw new Error(`pause: ${paused.status()} ${await paused.text()}`);
  // One approved with a first day still to come: scheduled.
  const inTenDays = dubaiDayOf(new Date(Date.now() + 10 * 86_400_000));
  await decide(
    staff,
    await propose(owner, "Ramadan evenings: karak on us", "أمسيات رمضان: الكرك علينا", {
      startsOn: inTenDays,
    }),
    {},
  );
  await propose(owner, "Free cookie with any coffee", "كوكيز مجانية مع أي قهوة");
  await decide(
    staff,
    await propose(owner, "Student study bundle", "باقة الدراسة للطلاب", {
      offerType: "referral",
      redemptionChannel: "online",
      referralLink: "https://example.com/students",
      usageLimit: "once",
      code: "",
    }),
    { reason: "Please add a cover picture, and say which drinks the bundle includes." },
  );
  await studentActivity(brand.offerId, 4);
  for (const locale of ["en", "ar"] as const) {
    // The account's language is the one its pages follow once signed in.
    await owner.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
    const chosen = await owner.request.put("/api/auth/locale", { data: { locale } });
    if (chosen.status() !== 200) throw new Error(`locale: ${chosen.status()}`);
    for (const width of [390, 1366]) {
      await owner.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await owner.goto("/partners");
      await owner.getByRole("listitem").first().waitFor();
      await shoot(owner, "offers", locale, width);
      await owner.goto("/partners?tab=results");
      await owner.getByRole("img").first().waitFor();
      await shoot(owner, "results", locale, width);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
