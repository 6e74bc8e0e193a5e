import type { Locator, Page } from "@playwright/test";
import { isPhoneLayout, newAccount, registerAccount, toast, uniqueEmail } from "./support/accounts.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

// Issue 18 (Arabic): with <html dir="rtl"> the layout mirrors from the same stylesheet. The texts are
// still English here; what is checked is where things sit. Each test turns the page right to left
// once it has loaded, as the language switch will.

async function openRightToLeft(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

/** Nothing reaches past either edge: a right-to-left page that overflows scrolls sideways too. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The header mirrored: the logo at the right edge; the menu button, or Log in and the nav, to its left. */
async function expectMirroredHeader(page: Page): Promise<void> {
  const header = page.getByRole("banner");
  const { width } = page.viewportSize()!;
  const logo = await box(header.getByRole("link", { name: "StudentPerks" }));
  expect(width - (logo.x + logo.width)).toBeLessThanOrEqual(40);
  if (await isPhoneLayout(page)) {
    const menu = await box(header.getByRole("button", { name: "Open menu" }));
    expect(menu.x).toBeLessThanOrEqual(40);
  } else {
    const nav = await box(header.getByRole("navigation"));
    expect(nav.x + nav.width).toBeLessThan(logo.x);
    const account = await box(
      header
        .getByRole("link", { name: /^(Log in|Sign up)$/ })
        .or(header.getByRole("button", { name: /^Account/ }))
        .first(),
    );
    expect(account.x).toBeLessThan(nav.x);
    expect(account.x).toBeLessThanOrEqual(width * 0.1);
  }
}

const pages = [
  "/",
  "/signup",
  "/login",
  "/forgot-password",
  "/for-merchants",
  "/contact-us",
  "/how-it-works",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path} mirrors right to left without scrolling sideways`, async ({ page }) => {
    await openRightToLeft(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectMirroredHeader(page);
    await expectNoSidewaysScroll(page);
  });
}

test("an offer and the dashboard mirror right to left", async ({ page }) => {
  const [offer] = await fetchSeededOffers(page.request);
  await openRightToLeft(page, `/?offer=${offer!.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: offer!.title })).toBeVisible();
  // The Close button sits at the end of its row on wide screens: the left.
  const close = await box(dialog.getByRole("button", { name: "Close", exact: true }));
  expect(close.x).toBeLessThan(page.viewportSize()!.width / 2);
  await expectNoSidewaysScroll(page);

  await registerAccount(page.request, newAccount("rtl"));
  await openRightToLeft(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expectMirroredHeader(page);
  await expectNoSidewaysScroll(page);
  // E-mail and phone keep their order, lined up with the right-to-left form.
  for (const name of ["Email", "Phone Number"]) {
    const field = page.getByRole("textbox", { name, exact: true });
    await expect(field).toHaveAttribute("dir", "ltr");
    await expect(field).toHaveCSS("text-align", "right");
  }
});

test("the code cells keep their left-to-right order in right-to-left pages", async ({ page }) => {
  await openRightToLeft(page, "/forgot-password");
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("rtl-code"));
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  const sent = toast(page, "OTP Sent");
  await expect(sent).toBeVisible();
  if (!(await isPhoneLayout(page))) {
    // Toasts sit in the bottom end corner: the left one.
    expect((await box(sent)).x).toBeLessThan(page.viewportSize()!.width / 2);
  }

  const cells = page.getByRole("group", { name: "Verification code" }).getByRole("textbox");
  await expect(cells).toHaveCount(6);
  await expect(cells.first()).toBeFocused();
  await page.keyboard.type("123456");
  const xs: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    await expect(cells.nth(i)).toHaveValue(String(i + 1));
    xs.push((await box(cells.nth(i))).x);
  }
  // The first digit is in the leftmost cell, and each next one to its right.
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  // ArrowLeft still moves left: to the cell before.
  await page.keyboard.press("ArrowLeft");
  await expect(cells.nth(4)).toBeFocused();
});
