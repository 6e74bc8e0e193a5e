// The phone's menu drawer in a right-to-left page opens from the left edge (it opens from the right in
// left-to-right pages: e2e/phone/drawer.spec.ts).
import { expect, test } from "../support/test.ts";

test("the drawer opens from the left edge in right-to-left pages", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThan(page.viewportSize()!.width);
});
