// On a wide screen a row also scrolls with its buttons (a mouse wheel scrolls the page down, not the
// row sideways), left to right and right to left alike.
import type { Page } from "@playwright/test";
import { offerRowsOf } from "../support/offers.ts";
import { expect, test } from "../support/test.ts";

/** How far the New row has scrolled from its start, whichever side that is. */
const scrolled = (page: Page) =>
  offerRowsOf(page)
    .getByRole("region", { name: "New", exact: true })
    .getByRole("list")
    .evaluate((list) => Math.abs(list.scrollLeft));

for (const dir of ["ltr", "rtl"] as const) {
  test(`Scroll forward and back move the New row (${dir})`, async ({ page }) => {
    await page.goto("/");
    if (dir === "rtl") await page.evaluate(() => (document.documentElement.dir = "rtl"));
    const forward = page.getByRole("button", { name: "Scroll New forward" });
    const back = page.getByRole("button", { name: "Scroll New back" });
    await expect(back).toBeDisabled();
    await forward.click();
    await expect.poll(() => scrolled(page)).toBeGreaterThan(200);
    await expect(back).toBeEnabled();
    await back.click();
    await expect.poll(() => scrolled(page)).toBe(0);
    await expect(back).toBeDisabled();
  });
}

test("even the shortest row (four offers) is wider than the page, so it has its buttons", async ({
  page,
}) => {
  await page.goto("/");
  const endingSoon = offerRowsOf(page).getByRole("region", { name: "Ending soon", exact: true });
  await expect(endingSoon.getByRole("listitem").first()).toBeVisible();
  expect(await endingSoon.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
  await expect(endingSoon.getByRole("button", { name: "Scroll Ending soon back" })).toBeDisabled();
  await expect(endingSoon.getByRole("button", { name: "Scroll Ending soon forward" })).toBeEnabled();
});
