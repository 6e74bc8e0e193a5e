// Delete my account (issue 38): a verified student confirms with their password and their e-mail
// typed out, is signed out onto the home page with a toast, and cannot log in again. A wrong
// confirmation is told under its field. English and Arabic, at desktop and phone widths.
import { expect, test } from "./support/test.ts";
import { logInWithForm, newAccount, registerAccount, toast, verifyStudent } from "./support/accounts.ts";
import { ar, expectArabicPage, switchLanguage, useIssueWidth } from "./support/arabic.ts";
import type { Page } from "@playwright/test";

interface Words {
  open: string;
  password: string;
  confirmation: string;
  submit: string;
  done: string;
}

/** Opens the section and fills both fields. */
async function fill(page: Page, text: Words, password: string, confirmation: string) {
  const section = page.getByRole("region", { name: text.open });
  const toggle = section.getByRole("button", { name: text.open, exact: true });
  const passwordField = section.getByLabel(text.password, { exact: true });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") {
    await toggle.click();
    // Opening the form puts the cursor in the password field.
    await expect(passwordField).toBeFocused();
  }
  await passwordField.fill(password);
  const confirmationField = section.getByLabel(text.confirmation, { exact: true });
  await confirmationField.fill(confirmation);
  return { section, confirmationField };
}

async function run(page: Page, project: string, outputPath: (name: string) => string, arabic: boolean) {
  await useIssueWidth(page, project);
  const account = newAccount(arabic ? "delete-ar" : "delete");
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  await page.goto("/dashboard");
  if (arabic) {
    await switchLanguage(page, "العربية");
    await expectArabicPage(page);
  }
  const text: Words = arabic
    ? {
        open: ar("dashboard.delete.open"),
        password: ar("dashboard.delete.password"),
        confirmation: ar("dashboard.delete.confirmation"),
        submit: ar("dashboard.delete.submit"),
        done: ar("dashboard.delete.done"),
      }
    : {
        open: "Delete my account",
        password: "Current Password",
        confirmation: "Type your e-mail address to confirm",
        submit: "Delete my account for good",
        done: "Your account was deleted",
      };

  // A confirmation that is not the account's e-mail: the server's words under that field.
  const wrong = await fill(page, text, account.password, "someone-else@example.com");
  await wrong.section.getByRole("button", { name: text.submit }).click();
  await expect(wrong.confirmationField).toHaveAccessibleDescription(
    arabic ? /هذا ليس البريد الإلكتروني لحسابك/ : /This is not your account's e-mail address\./,
  );
  await expect(wrong.confirmationField).toBeFocused();
  await wrong.section.screenshot({
    path: outputPath(arabic ? "delete-refused-ar.png" : "delete-refused.png"),
  });

  const right = await fill(page, text, account.password, account.email);
  await right.section.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  // The notifications region's own name is translated too: in Arabic the toast is found by its words.
  await expect(arabic ? page.getByText(text.done, { exact: true }) : toast(page, text.done)).toBeVisible();
  await page.screenshot({ path: outputPath(arabic ? "deleted-ar.png" : "deleted.png") });
  if (arabic) await expectArabicPage(page);

  // Signed out here, and for good: the dashboard asks to log in, and the old details are refused.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/login");
  if (arabic) await switchLanguage(page, "English");
  await logInWithForm(page, account.email, account.password);
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

test("a verified student deletes their account and cannot log in again", async ({ page }, testInfo) => {
  await run(page, testInfo.project.name, (name) => testInfo.outputPath(name), false);
});

test("in Arabic too", async ({ page }, testInfo) => {
  await run(page, testInfo.project.name, (name) => testInfo.outputPath(name), true);
});
