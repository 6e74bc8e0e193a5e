import { expect, test } from "../support/test.ts";
import { fullNameOf, logInWithForm, newAccount, registerAccount, toast } from "../support/accounts.ts";

test("log in through the drawer, then log out from it", async ({ page, request }) => {
  const account = newAccount("drawer");
  await registerAccount(request, account);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Login Successful!")).toBeVisible();

  // Signed in, the header offers Account (with the not-verified mark) where Sign up was.
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  const accountLink = banner.getByRole("link", { name: "Account (not verified)" });
  await expect(accountLink).toBeVisible();
  await expect(accountLink).toHaveAttribute("href", "/dashboard");

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await expect(drawer.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  await expect(drawer.getByText("Account Not Verified")).toBeVisible();
  const userBlock = drawer.getByRole("link", { name: new RegExp(fullNameOf(account)) });
  await expect(userBlock).toContainText(account.email);
  await userBlock.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  // The page reloads signed out: the dashboard asks to log in and the drawer offers Log in again.
  await expect(page.getByText("Please log in to access your dashboard")).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Log out" })).toHaveCount(0);
  await expect(page.getByRole("dialog").getByRole("link", { name: "Sign up" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(banner.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(banner.getByRole("link", { name: /^Account/ })).toHaveCount(0);
});
