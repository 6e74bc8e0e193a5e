import { expect, test } from "../support/test.ts";

test("the menu button opens the drawer with the nav and only a Log in button", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  for (const name of ["Discounts", "How It Works", "Join as a Merchant", "Log in"]) {
    await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole("link", { name: "Sign up" })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Discounts", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.locator("#discounts")).toBeInViewport();
});
