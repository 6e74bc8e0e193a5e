// Scheduled offers (issue 37): staff give an offer a first day; published, it waits, marked
// Scheduled in the console, and students cannot find or open it before that day.
import { dubaiDayOf, dubaiMidday } from "@studentperks/contracts/dubai-time";
import { expectFieldError } from "./support/forms.ts";
import { offerGrid } from "./support/offers.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

const DAY = 86_400_000;
const dayFromNow = (days: number) => dubaiDayOf(new Date(Date.now() + days * DAY));
/** How the console writes a day ("2 Dec 2026"). */
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-AE", { dateStyle: "medium", timeZone: "Asia/Dubai" }).format(dubaiMidday(day));

test("staff schedule an offer: published, it waits for its first day, out of students' sight", async ({
  page,
  request,
}) => {
  test.slow();
  const brand = `E2E Soon ${test.info().project.name} ${Date.now().toString(36)}`;
  const title = `Opening week at ${brand}`;
  const startsOn = dayFromNow(3);
  await signInAsStaff(page);
  await page.getByRole("link", { name: "Offers", exact: true }).click();
  await page.getByRole("link", { name: "New offer" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("Ten percent off in the opening week.");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByLabel("Business name").fill(`${brand} LLC`);
  await page.getByLabel("Category").selectOption("Retail");
  await page.getByLabel("Discount type").selectOption("percentage");
  await page.getByLabel("Value", { exact: true }).fill("10");
  await page.getByLabel("Step 1", { exact: true }).fill("Show your code at the till");
  await page.getByLabel("Terms and conditions").fill("One use per student.");

  // A first day after the last is refused under the field, before anything is sent.
  const firstDay = page.getByLabel("First day of the offer");
  await firstDay.fill(startsOn);
  await page.getByLabel("Last day of the offer").fill(dayFromNow(2));
  await page.getByRole("button", { name: "Save" }).click();
  await expectFieldError(firstDay, "The first day must not be after the last day");
  await page.getByLabel("Last day of the offer").fill(dayFromNow(10));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
  const offerId = Number(/(\d+)$/.exec(page.url())![1]);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(
    page.getByText(`Scheduled: students see this offer from the start of ${shown(startsOn)} (Dubai).`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0);
  await expect(firstDay).toHaveValue(startsOn);

  await page.getByRole("link", { name: "Offers", exact: true }).click();
  await page.getByRole("searchbox").fill(brand);
  await page.getByRole("searchbox").press("Enter");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText(`Scheduled: live from ${shown(startsOn)}`)).toBeVisible();

  // Students: not in the catalogue, and its address answers as for no offer.
  expect((await request.get(`/api/offers/${offerId}`)).status()).toBe(404);
  await page.goto("/");
  await page.getByPlaceholder("Search brands, offers, or products...").fill(brand);
  await expect(page.getByText("No offers found matching your criteria.")).toBeVisible();
  await expect(offerGrid(page).getByRole("article")).toHaveCount(0);
});
