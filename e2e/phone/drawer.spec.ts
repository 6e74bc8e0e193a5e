import type { Page } from "@playwright/test";
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { ar } from "../support/arabic.ts";
import { expect, test } from "../support/test.ts";

// A phone zooms out to fit a page wider than itself, so the window's width shows an overflow too.
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - 320);

test("a signed-out phone has Sign up in the header, and Sign up and Log in in the drawer", async ({
  page,
}) => {
  await page.goto("/");
  // Visible without opening the menu (issue 32: phones had no way to sign up).
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign up", exact: true })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign up", exact: true })).toBeInViewport();

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  for (const name of ["Discounts", "How It Works", "Join as a Merchant", "Sign up", "Log in"]) {
    await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Discounts", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.locator("#discounts")).toBeInViewport();

  await banner.getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Student Signup" })).toBeVisible();
});

for (const locale of ["en", "ar"] as const) {
  test(`at 320 px (${locale}) the header's Sign up and menu fit without sideways scroll`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (locale === "ar") await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const signUp = page
      .getByRole("banner")
      .getByRole("link", { name: locale === "ar" ? ar("nav.signUp") : "Sign up" });
    const menu = page.getByRole("button", { name: locale === "ar" ? ar("nav.openMenu") : "Open menu" });
    await expect(signUp).toBeInViewport({ ratio: 1 });
    await expect(menu).toBeInViewport({ ratio: 1 });
    // The menu button sits at the far end (right in English, left in Arabic), Sign up beside it.
    const signUpBox = (await signUp.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    if (locale === "ar") expect(menuBox.x).toBeLessThan(signUpBox.x);
    else expect(menuBox.x).toBeGreaterThan(signUpBox.x);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await menu.click();
    const drawer = page.getByRole("dialog");
    for (const key of ["nav.signUp", "nav.logIn"]) {
      const name = locale === "ar" ? ar(key) : key === "nav.signUp" ? "Sign up" : "Log in";
      await expect(drawer.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test("the guide tells phone users where Sign up is, in both languages", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/how-it-works");
  await expect(
    page.getByText("On a phone, Sign up sits next to the menu button, and in the menu too."),
  ).toBeVisible();
  await expect(page.getByText(/choose Log in, then follow the Sign up link/)).toHaveCount(0);
  await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
  await page.goto("/how-it-works");
  await expect(page.getByText(/على الهاتف، تجد «إنشاء حساب» بجوار زر القائمة/)).toBeVisible();
});
