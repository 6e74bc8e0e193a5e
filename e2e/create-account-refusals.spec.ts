// Create Account's refusals are said where they stay, not only in a toast (issue 32): a refused
// password on its field (which takes focus), anything else beside the button.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ar } from "./support/arabic.ts";
import { newAccount, registerAccount, toast, type TestAccount } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

const serverMessages = (locale: "en" | "ar") =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, "..", "apps", "server", "src", "i18n", "messages", `${locale}.json`),
      "utf8",
    ),
  ) as Record<string, string>;

/** A password the rules take, other than the account's (the same details again only sign in: a double submit). */
const anotherPassword = (account: TestAccount) => `${account.password}-Dune`;

/** The password step of sign-up, for `account`'s details (the draft the sign-up form saves). */
async function openPasswordStep(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/signup");
  const { password: _password, ...details } = account;
  await page.evaluate((draft) => localStorage.setItem("signupData", JSON.stringify(draft)), {
    ...details,
    emailMarketing: false,
    whatsappMarketing: false,
  });
  await page.goto("/create-password");
}

test("a refused password is said on the password field, which takes focus", async ({ page }) => {
  const account = newAccount("common-password");
  await openPasswordStep(page, account);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("password123");
  await page.getByLabel("Confirm Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();

  const message = serverMessages("en")["account.commonPassword"]!;
  await expect(toast(page, "Registration Failed")).toContainText(message);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(message);
  await expect(password).toBeFocused();
});

test("an e-mail already registered is said beside Create Account", async ({ page, request }) => {
  const account = newAccount("taken");
  await registerAccount(request, account);
  await openPasswordStep(page, account);
  await page.getByLabel("Password", { exact: true }).fill(anotherPassword(account));
  await page.getByLabel("Confirm Password").fill(anotherPassword(account));
  const create = page.getByRole("button", { name: "Create Account" });
  await create.click();

  const message = serverMessages("en")["account.emailTaken"]!;
  await expect(toast(page, "Registration Failed")).toContainText(message);
  await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  await expect(create).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/create-password$/);
});

test("in Arabic, an e-mail already registered is said beside the button in Arabic", async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "sp_locale", value: "ar", url: baseURL! }]);
  const account = newAccount("taken-ar");
  await registerAccount(request, account);
  await openPasswordStep(page, account);
  await page.getByLabel(ar("form.password"), { exact: true }).fill(anotherPassword(account));
  await page.getByLabel(ar("form.confirmPassword"), { exact: true }).fill(anotherPassword(account));
  const create = page.getByRole("button", { name: ar("createPassword.submit") });
  await create.click();

  const message = serverMessages("ar")["account.emailTaken"]!;
  await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  await expect(create).toHaveAccessibleDescription(message);
});
