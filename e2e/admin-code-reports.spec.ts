// Issue 36 in the staff console: staff set how often a student may use an offer, see the code a student
// reported, mark it bad (the offer is then out of codes) and bring the offer back with a new code.
import type { APIRequestContext } from "@playwright/test";
import { newAccount, registerAccount, toast, verifyStudent } from "./support/accounts.ts";
import { expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/** A verified student takes the offer's code and reports it, through the calls the dashboard makes. */
async function studentReportsTheCode(request: APIRequestContext, offerId: number): Promise<string> {
  const account = newAccount("code-report");
  await registerAccount(request, account);
  await verifyStudent(request, account);
  const redeemed = await request.post(`/api/offers/${offerId}/redeem`);
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const { code } = (await redeemed.json()) as { code: string };
  const given = (await (await request.get("/api/redemptions")).json()) as {
    redemptions: { id: number | null; offerId: number }[];
  };
  const id = given.redemptions.find((row) => row.offerId === offerId)!.id;
  const reported = await request.post(`/api/redemptions/${id}/report`, {
    data: { reason: "other", details: "The till said the code is not valid" },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  return code;
}

test("staff set an offer's usage rule, see a reported code, mark it bad and bring the offer back", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Two people and many steps: allow a busy machine the time.
  test.slow();
  // "E2E " keeps it out of the specs that read the seeded catalogue (support/offers.ts).
  const brand = `E2E Karak Corner ${Date.now().toString(36)}`;
  const title = `Free karak at ${brand}`;
  const firstCode = `KARAK-${Date.now().toString(36).toUpperCase()}`;
  await signInAsStaff(page);
  await page.getByRole("link", { name: "Offers", exact: true }).click();
  await page.getByRole("link", { name: "New offer" }).click();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("A free cup of karak for students.");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByLabel("Business name").fill(`${brand} LLC`);
  await page.getByLabel("Category").selectOption("other");
  await page.getByLabel("Discount type").selectOption("other");
  await page.getByLabel("Step 1", { exact: true }).fill("Show your code at the counter");
  await page.getByLabel("Terms and conditions").fill("One cup per visit.");

  // Unlimited use needs the one shared code: the form says so at the code before anything is sent.
  const rule = page.getByLabel("How often a student may use it");
  await expect(rule).toHaveValue("once");
  await rule.selectOption({ label: "Unlimited (one shared code)" });
  await page.getByRole("button", { name: "Save" }).click();
  await expectFieldError(
    page.getByLabel("Preset code"),
    "Unlimited use gives everyone one shared code: please enter it",
  );
  await rule.selectOption({ label: "Once a day" });
  await page.getByLabel("Preset code").fill(firstCode);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
  const offerId = Number(/\/admin\/offers\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("How often a student may use it")).toHaveValue("per_day");

  const reports = page.getByRole("region", { name: "Reported codes" });
  await expect(reports.getByText("No student has reported a code of this offer.")).toBeVisible();

  const studentContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders,
  });
  expect(await studentReportsTheCode(studentContext.request, offerId)).toBe(firstCode);
  await studentContext.close();

  await page.reload();
  await expect(reports.getByText("1 reported code")).toBeVisible();
  const row = reports.getByRole("row").filter({ hasText: firstCode });
  await expect(row).toContainText("Other");
  await expect(row).toContainText("The till said the code is not valid");
  await expect(row.getByRole("cell", { name: "No", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the reported codes", {
    include: 'section[aria-labelledby="offer-reports-heading"]',
  });

  // Marking is confirmed first, by keyboard here.
  await row.getByRole("button", { name: `Mark code ${firstCode} bad` }).focus();
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("dialog", { name: `Mark ${firstCode} bad?` });
  await expect(confirmation).toContainText("It will never be given to a student again.");
  await expectNoAxeViolations(page, "the Mark code bad dialog", { include: '[role="dialog"]' });
  await confirmation.getByRole("button", { name: "Mark bad" }).click();
  await expect(toast(page, `${firstCode} is marked bad. The offer is out of codes`)).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  await expect(row.getByText("Marked bad")).toBeVisible();
  await expect(row.getByRole("button", { name: /Mark code/ })).toHaveCount(0);
  const status = page.getByRole("region", { name: "Status" });
  await expect(status.getByText("Out of codes", { exact: true })).toBeVisible();

  // The offers list says so where it shows the pool.
  await page.goto(`/admin/offers?q=${encodeURIComponent(brand)}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Out of codes");

  // A new shared code saved in the editor brings the offer back.
  await page.getByRole("link", { name: title }).click();
  await page.getByLabel("Preset code").fill(`${firstCode}-NEW`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Offer saved")).toBeVisible();
  await expect(status.getByText("Out of codes", { exact: true })).toHaveCount(0);
});
