import { expect, test } from "../support/test.ts";
import {
  fullNameOf,
  logInWithForm,
  logOutFromHeader,
  newAccount,
  registerAccount,
  toast,
} from "../support/accounts.ts";

// A page's code is held at the network, as on a first visit: no service worker may serve it from
// its cache instead (the one the first page registers could be ready by the click).
test.use({ serviceWorkers: "block" });

test("log in from the header, use the Account menu, and log out", async ({ page, request }) => {
  const account = newAccount("menu");
  await registerAccount(request, account);
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  // A wrong password is refused with the server's message.
  await logInWithForm(page, account.email, `${account.password}x`);
  await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
  await expect(page).toHaveURL(/\/login$/);

  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Login Successful!")).toBeVisible();
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);

  // Unverified student: the Account button carries the warning badge, named for screen readers.
  const accountButton = header.getByRole("button", { name: "Account (not verified)" });
  await accountButton.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: new RegExp(fullNameOf(account)) })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expect(menu.getByText(account.email)).toBeVisible();
  await expect(menu.getByText("Account Not Verified")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(accountButton).toBeFocused();

  // The user block leads to the dashboard.
  await accountButton.click();
  await page
    .getByRole("menu")
    .getByRole("menuitem", { name: new RegExp(fullNameOf(account)) })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOutFromHeader(page);
  await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(header.getByRole("button", { name: /^Account/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("studentperks.currentUser"))).toBeNull();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a menu opened while the next page loads stays open when the page arrives", async ({ page }) => {
  await registerAccount(page.request, newAccount("arrival"));
  await page.goto("/");
  // Hold the privacy page's code until the menu is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/privacy-policy-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account/ })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy — StudentPerks");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
});
