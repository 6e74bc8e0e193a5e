// Issue 36 in the browser: a limited offer tells its rule, a second use (here from a second tab) is
// the "available again" state with the student's code, a reported code gets its replacement, and an
// offer whose codes ran out is temporarily unavailable, not a failure; at both widths, in both
// languages. Each test makes its own offer through the staff API, so runs never share a pool.
import type { Browser, Page } from "@playwright/test";
import { dubaiWeekdayDate } from "@studentperks/contracts/dubai-time";
import { newAccount, registerAccount, toast, verifyStudent } from "./support/accounts.ts";
import { ar, switchLanguage } from "./support/arabic.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

type Language = "en" | "ar";
const dialog = (page: Page) => page.getByRole("dialog");

const ENGLISH: Record<string, string> = {
  "offerModal.redeem": "Redeem Now",
  "offerModal.usage.per_7_days": "You can use this once every 7 days.",
  "offerModal.next.per_7_days": "You can use this once every 7 days — next from {date}",
  "offerModal.report": "Report a problem",
  "offerModal.reportReason.refused": "Refused at the till or checkout",
  "offerModal.sendReport": "Send report",
  "redemption.report.replacement": "Sorry about that. Here is a new code.",
  "offerModal.unavailableTitle": "Temporarily unavailable",
};
const say = (language: Language, key: string, values: Record<string, string> = {}) =>
  language === "ar"
    ? ar(key, values)
    : ENGLISH[key]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/** A published discount offer with its own pool, made through the staff console's calls. */
async function staffOffer(browser: Browser, usageLimit: string, codes: string[]) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInAsStaff(page);
  // "E2E " keeps it out of the specs that read the seeded catalogue (support/offers.ts).
  const brand = `E2E Rules ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Student deal of ${brand}`;
  const created = await page.request.post("/api/admin/offers", {
    data: {
      title,
      description: "Ten percent off for students.",
      brandName: brand,
      businessName: `${brand} LLC`,
      businessCategory: "other",
      offerType: "discount",
      usageLimit,
      discountType: "percentage",
      discountValue: "10",
      code: "",
      discountRedemptionGuide: [{ instruction: "Show the code at the till" }],
      termsAndConditions: "For students.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const uploaded = await page.request.post(`/api/admin/offers/${id}/codes`, {
    multipart: { file: { name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from(codes.join("\n")) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  expect((await page.request.post(`/api/admin/offers/${id}/publish`)).status()).toBe(200);
  await context.close();
  return { id, title };
}

async function verifiedStudent(page: Page, tag: string) {
  const account = newAccount(tag);
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
}

/** Opens the offer's dialog; in Arabic, chosen first with the header's switch (the choice is kept). */
async function openOffer(page: Page, id: number, language: Language) {
  if (language === "ar") {
    await page.goto("/");
    if ((await page.locator("html").getAttribute("lang")) !== "ar") await switchLanguage(page, "العربية");
  }
  await page.goto(`/?offer=${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(dialog(page)).toBeVisible();
}

for (const language of ["en", "ar"] as const) {
  test(`a weekly offer: its rule, a second use refused until its day, a reported code replaced (${language})`, async ({
    page,
    browser,
  }) => {
    const codes = ["WEEK-A1", "WEEK-B2", "WEEK-C3"];
    const offer = await staffOffer(browser, "per_7_days", codes);
    await verifiedStudent(page, `rules-${language}`);
    // A second tab, opened before the first use, still offers Redeem Now.
    await openOffer(page, offer.id, language);
    const other = await page.context().newPage();
    await openOffer(other, offer.id, language);
    await expect(
      dialog(other).getByRole("button", { name: say(language, "offerModal.redeem") }),
    ).toBeVisible();

    await expect(dialog(page).getByText(say(language, "offerModal.usage.per_7_days"))).toBeVisible();
    await dialog(page)
      .getByRole("button", { name: say(language, "offerModal.redeem") })
      .click();
    const code = dialog(page).getByTestId("discount-code");
    await expect(code).toHaveText(codes[0]!);
    // The next use from the Dubai day a week after today.
    const nextDay = dubaiWeekdayDate(new Date(Date.now() + 7 * 86_400_000), language);
    const after = say(language, "offerModal.next.per_7_days", { date: nextDay });
    await expect(dialog(page).getByText(after)).toBeVisible();

    // The second tab's Redeem Now: the same code and the day it may be used again, no failure.
    await dialog(other)
      .getByRole("button", { name: say(language, "offerModal.redeem") })
      .click();
    await expect(dialog(other).getByTestId("discount-code")).toHaveText(codes[0]!);
    await expect(dialog(other).getByText(after)).toBeVisible();
    await expect(dialog(other).getByRole("button", { name: say(language, "offerModal.redeem") })).toHaveCount(
      0,
    );
    await other.close();

    // The code was refused at the till: one replacement, with the plain word why.
    await dialog(page)
      .getByRole("button", { name: say(language, "offerModal.report") })
      .click();
    await dialog(page)
      .getByRole("radio", { name: say(language, "offerModal.reportReason.refused") })
      .check();
    await dialog(page)
      .getByRole("button", { name: say(language, "offerModal.sendReport") })
      .click();
    await expect(dialog(page).getByRole("status")).toHaveText(say(language, "redemption.report.replacement"));
    await expect(code).toHaveText(codes[1]!);
    await expect(code).toBeFocused();
  });

  test(`an offer whose codes ran out is temporarily unavailable, not a failure (${language})`, async ({
    page,
    browser,
  }) => {
    const offer = await staffOffer(browser, "once", ["LAST-ONE"]);
    const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const firstPage = await first.newPage();
    await verifiedStudent(firstPage, `rules-first-${language}`);
    expect((await firstPage.request.post(`/api/offers/${offer.id}/redeem`)).status()).toBe(200);
    await first.close();
    // The pool's state is brought up to date just after that answer.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/offers/${offer.id}`)).json()) as { outOfCodes: boolean })
            .outOfCodes,
      )
      .toBe(true);

    await verifiedStudent(page, `rules-late-${language}`);
    await openOffer(page, offer.id, language);
    await expect(
      dialog(page).getByRole("heading", { name: say(language, "offerModal.unavailableTitle") }),
    ).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: say(language, "offerModal.redeem") })).toHaveCount(
      0,
    );
    await expect(toast(page, "Redeem Failed")).toHaveCount(0);
  });
}
