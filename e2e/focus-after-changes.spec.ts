// Focus never falls to <body> (issue 32): a new language, a changed password and logging out each
// leave it on a control the person can carry on from.
import { ar } from "./support/arabic.ts";
import { isPhoneLayout, logOutFromHeader, newAccount, registerAccount } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

test("after switching the language, focus is on the language switch (or, on a phone, the menu button)", async ({
  page,
}) => {
  await page.goto("/");
  const isPhone = await isPhoneLayout(page);
  if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
  const area = isPhone ? page.getByRole("dialog") : page.getByRole("banner");
  await area.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const banner = page.getByRole("banner");
  await expect(
    isPhone
      ? banner.getByRole("button", { name: ar("nav.openMenu") })
      : banner.getByRole("button", { name: "English" }),
  ).toBeFocused();

  // And back again, in the other direction.
  if (isPhone) {
    await banner.getByRole("button", { name: ar("nav.openMenu") }).click();
    await page.getByRole("dialog").getByRole("button", { name: "English" }).click();
  } else {
    await page.keyboard.press("Enter");
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    isPhone
      ? banner.getByRole("button", { name: "Open menu" })
      : banner.getByRole("button", { name: "العربية" }),
  ).toBeFocused();
});

test("after logging out, focus is on Log in (or, on a phone, the menu button)", async ({ page }) => {
  await registerAccount(page.request, newAccount("focus-logout"));
  await page.goto("/");
  const isPhone = await isPhoneLayout(page);
  await logOutFromHeader(page);
  const banner = page.getByRole("banner");
  await expect(
    isPhone
      ? banner.getByRole("button", { name: "Open menu" })
      : banner.getByRole("link", { name: "Log in", exact: true }),
  ).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test("the password form says its errors beside its button, and a changed password hands focus back", async ({
  page,
}) => {
  const account = newAccount("focus-password");
  await registerAccount(page.request, account);
  await page.goto("/dashboard");
  const disclosure = page.getByRole("button", { name: "Change Password" });
  await disclosure.click();
  const update = page.getByRole("button", { name: "Update Password" });
  const error = page.locator("#change-password-form").getByRole("alert");

  await update.click();
  await expect(error).toHaveText("Please fill in all password fields.");
  await expect(update).toHaveAccessibleDescription("Please fill in all password fields.");

  const newPassword = `Changed-${Math.random().toString(36).slice(2, 8)}-Palm`;
  await page.getByLabel("Current Password").fill(`${account.password}x`);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await update.click();
  await expect(error).toHaveText("Your current password is incorrect.");

  await page.getByLabel("Current Password").fill(account.password);
  await update.click();
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await expect(disclosure).toBeFocused();
});
