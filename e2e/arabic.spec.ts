// The product in Arabic, as a student and a merchant use it, at 390 px (phone project) and 1366 px
// (desktop project): every step right to left, in Arabic, and no wider than the window.
import type { Page } from "@playwright/test";
import { logInWithForm, newAccount, readEmailedCode, registerAccount } from "./support/accounts.ts";
import { ar, ARABIC_LETTERS, expectArabicPage, switchLanguage, useIssueWidth } from "./support/arabic.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { findMail } from "./support/outbox.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";

async function switchToArabic(page: Page): Promise<void> {
  await switchLanguage(page, "العربية");
  await expectArabicPage(page);
}

/** A toast, by its title, in the notifications region as an Arabic page names it. */
const toast = (page: Page, title: string) =>
  page
    .getByRole("region", { name: ar("toast.region", { hotkey: "F8" }) })
    .getByRole("listitem")
    .filter({ hasText: title });

const studentEmailAt = (domain: string) =>
  `e2e-ar-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

test("a student finds, signs up, verifies and redeems in Arabic", async ({ page, context }, testInfo) => {
  test.slow();
  await useIssueWidth(page, testInfo.project.name);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const offer = (await fetchSeededOffers(page.request)).find((o) => o.offerType === "discount" && o.titleAr)!;

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await switchToArabic(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("hero.title"));

  // Search in Arabic finds the offer by its Arabic title; its category's chip keeps it.
  const search = page.getByRole("searchbox", { name: ar("offers.searchLabel") });
  await search.fill(offer.titleAr!.split(" ").slice(0, 2).join(" "));
  await expect(page.getByRole("button", { name: offer.titleAr!, exact: true }).first()).toBeVisible();
  await page
    .getByRole("group", { name: ar("offers.categoriesLabel") })
    .getByRole("button", { name: ar(`category.${offer.businessCategory}`) })
    .click();
  await expect(page.getByRole("button", { name: offer.titleAr!, exact: true }).first()).toBeVisible();
  await expectArabicPage(page);

  // Sign up: the form says what is missing in Arabic.
  await page.goto("/signup");
  await expectArabicPage(page);
  await page.getByRole("button", { name: ar("signup.continue") }).click();
  await expect(page.getByText(ar("auth.firstNameMin"))).toBeVisible();
  const account = newAccount("arabic");
  await page.getByLabel(ar("signup.firstName")).fill(account.firstName);
  await page.getByLabel(ar("signup.lastName")).fill(account.lastName);
  await page.getByRole("textbox", { name: ar("form.email") }).fill(account.email);
  await page.getByLabel(ar("signup.phone")).fill(account.phone);
  await page.getByRole("button", { name: ar("signup.continue") }).click();
  await expectArabicPage(page);
  await page.getByLabel(ar("form.password"), { exact: true }).fill(account.password);
  await page.getByLabel(ar("form.confirmPassword"), { exact: true }).fill(account.password);
  await page.getByRole("button", { name: ar("createPassword.submit") }).click();

  // Verify with a university e-mail: the code arrives in an Arabic e-mail.
  await expect(page).toHaveURL(/\/student-verification$/);
  await expectArabicPage(page);
  const studentEmail = studentEmailAt("students.hct.ac.ae");
  await page.getByLabel(ar("verify.studentEmail")).fill(studentEmail);
  await page.getByRole("button", { name: ar("verify.sendCode") }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expectArabicPage(page);
  const mail = await findMail((m) => m.to === studentEmail, "the code e-mail");
  expect(mail.subject).toMatch(ARABIC_LETTERS);
  expect(mail.text).toMatch(ARABIC_LETTERS);
  const code = await readEmailedCode(studentEmail);
  // The six cells keep digits left to right in an Arabic page.
  const first = page.getByLabel(ar("form.codeDigit", { index: 1, length: 6 }));
  const last = page.getByLabel(ar("form.codeDigit", { index: 6, length: 6 }));
  expect((await first.boundingBox())!.x).toBeLessThan((await last.boundingBox())!.x);
  await first.evaluate((cell, text) => {
    const data = new DataTransfer();
    data.setData("text", text);
    cell.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(last).toHaveValue(code[5]!);
  await page.getByRole("button", { name: ar("otp.verify") }).click();
  await expect(page.getByRole("heading", { name: ar("otp.successTitle") })).toBeVisible();
  await expectArabicPage(page);

  // Open the offer, redeem and copy: the modal speaks Arabic, the code stays as it is.
  await page.goto(`/?offer=${offer.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: offer.titleAr! })).toBeVisible();
  await dialog.getByRole("button", { name: ar("offerModal.redeem") }).click();
  await expect(dialog.getByText(ar("offerModal.codeTitle"))).toBeVisible();
  const given = (await dialog.getByTestId("discount-code").textContent())!.trim();
  await dialog.getByRole("button", { name: ar("offerModal.copyCode") }).click();
  await expect(toast(page, ar("offerModal.codeCopied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(given);
  await expectArabicPage(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: ar("dashboard.title"), level: 1 })).toBeVisible();
  await expectArabicPage(page);
});

test("forgot password and the merchant forms say what is wrong in Arabic", async ({ page }, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  await page.goto("/forgot-password");
  await switchToArabic(page);
  await page.getByRole("button", { name: ar("forgotPassword.sendCode") }).click();
  await expect(page.getByText(ar("auth.email")).first()).toBeVisible();
  await expectArabicPage(page);

  await page.goto("/for-merchants");
  await expectArabicPage(page);
  await page.getByRole("button", { name: ar("partnership.submit") }).click();
  await expect(page.getByText(ar("merchant.brandName")).first()).toBeVisible();
  await expectArabicPage(page);
});

test("the language choice sticks: reload, log out and in, another browser", async ({
  page,
  browser,
}, testInfo) => {
  await useIssueWidth(page, testInfo.project.name);
  const account = newAccount("arabic-sticks");
  await registerAccount(page.request, account);
  await page.goto("/dashboard");
  await switchToArabic(page);
  await page.reload();
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: ar("dashboard.title"), level: 1 })).toBeVisible();

  // The account keeps it: a fresh browser (no cookie, an English one) logs in and speaks Arabic.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "en-GB" });
  const elsewhere = waitingForTheApp(await other.newPage());
  await elsewhere.goto("/login");
  await expect(elsewhere.locator("html")).toHaveAttribute("dir", "ltr");
  await logInWithForm(elsewhere, account.email, account.password);
  await expectArabicPage(elsewhere);
  // Switching back there follows the account to the first browser after its next log-in.
  await elsewhere.goto("/dashboard");
  await switchLanguage(elsewhere, "English");
  await expect(elsewhere.locator("html")).toHaveAttribute("dir", "ltr");
  await other.close();

  await page.context().clearCookies();
  await page.goto("/login");
  await logInWithForm(page, account.email, account.password);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

// Its own test: the journey above already spends three log-ins of a 60 s budget on a loaded machine.
test("a first visit from a browser that asks for Arabic gets Arabic, before any choice", async ({
  browser,
}, testInfo) => {
  const arabicBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "ar-AE" });
  const visitor = waitingForTheApp(await arabicBrowser.newPage());
  await useIssueWidth(visitor, testInfo.project.name);
  await visitor.goto("/");
  await expectArabicPage(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(ar("hero.title"));
  await arabicBrowser.close();
});
