import { signInAsStaff } from "../support/staff.ts";
import { expect, test } from "../support/test.ts";

test("on a phone, console rows stack into cards that name each value's column, without scrolling sideways", async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.getByRole("link", { name: "Offers", exact: true }).click();
  const table = page.getByRole("table");
  const firstOffer = table.getByRole("row").nth(1);
  await expect(firstOffer).toBeVisible();

  // The header row is there for screen readers only, and each row fits the screen.
  await expect(table.getByRole("columnheader", { name: "Status" })).toHaveCount(1);
  await expect(table.getByRole("columnheader", { name: "Status" })).not.toBeInViewport();
  const fits = await table.evaluate((element) => {
    const box = element.parentElement!;
    return box.scrollWidth <= box.clientWidth;
  });
  expect(fits).toBe(true);

  // A value shows its column's name beside it, which assistive technology does not read twice.
  const status = firstOffer.getByRole("cell").nth(1);
  const label = await status.evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toContain("Status");
  await expect(firstOffer.getByRole("cell", { name: /^(Published|Draft|Archived)$/ })).toHaveCount(1);
});
