import type { Insights } from "@studentperks/contracts/admin/insights";
import { readFile } from "node:fs/promises";
import { newAccount, registerAccount, verifyStudent } from "./support/accounts.ts";
import { fetchOffers } from "./support/offers.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

const count = (text: string | null) => Number((text ?? "").replace(/,/g, ""));

test("staff read a student's redemptions in Insights and download them as CSV", async ({
  page,
  request,
}, testInfo) => {
  // Each project redeems offers of its own at the end of the catalogue, away from other specs.
  const discounts = (await fetchOffers(request)).filter((offer) => offer.offerType === "discount");
  const skip = testInfo.project.name === "phone" ? 2 : 0;
  const chosen = discounts.slice(discounts.length - 2 - skip, discounts.length - skip);

  await signInAsStaff(page);
  const before = (await (await page.request.get("/api/admin/insights")).json()) as Insights;
  const redeemedBefore = (id: number) => before.offers.find((row) => row.id === id)?.redemptions ?? 0;

  // The student uses a client of their own (the `request` fixture keeps its own cookies).
  const account = newAccount("insights");
  await registerAccount(request, account);
  await verifyStudent(request, account);
  for (const offer of chosen) {
    const redeemed = await request.post(`/api/offers/${offer.id}/redeem`);
    expect(redeemed.status(), await redeemed.text()).toBe(200);
  }

  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: "Insights" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  for (const offer of chosen) {
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader").filter({ hasText: offer.title }) });
    // Cells after the offer: views, copies, referral clicks, redemptions, conversion, reported codes
    // and the report rate (issue 36).
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(redeemedBefore(offer.id) + 1));
    await expect(row.getByRole("cell").nth(6)).toHaveText(/^(\d+(\.\d)?%|—)$/);
  }
  const totals = page.getByRole("region", { name: "Totals for the period" });
  const redemptionsFigure = totals.getByRole("definition").nth(3);
  expect(count(await redemptionsFigure.textContent())).toBeGreaterThanOrEqual(before.totals.redemptions + 2);
  await expect(page.getByRole("img", { name: /^Redemptions per day from .*: [\d,]+ in all/ })).toBeVisible();
  // The funnel keeps the three ways of verifying apart; this student verified by an e-mail code.
  const byCode = page.getByRole("listitem").filter({ hasText: "Code to a student e-mail" });
  expect(count(await byCode.locator("span").nth(1).textContent())).toBeGreaterThanOrEqual(
    before.funnel.verifiedBy.emailCode + 1,
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Document approved" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^studentperks-insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe(
    "offer_id,title,brand,status,views,copies,referral_clicks,redemptions,conversion,reports,report_rate",
  );
  for (const offer of chosen) {
    const line = lines.find((candidate) => candidate.startsWith(`${offer.id},`));
    expect(line, `a CSV row for offer ${offer.id}`).toBeDefined();
    expect(line).toContain(offer.brandName);
    // The last four fields are the redemptions, the conversion, the reports and the report rate (none
    // has a comma).
    expect(line!.split(",").at(-4)).toBe(String(redeemedBefore(offer.id) + 1));
  }
});

test("a custom period is kept in the URL and a bad one is explained", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/admin/insights");
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-07");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?from=2026-01-01&to=2026-01-07$/);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/admin/insights.csv?from=2026-01-01&to=2026-01-07",
  );
  await expect(page.getByRole("link", { name: "Last 7 days" })).not.toHaveAttribute("aria-current", "page");

  // Refused in the browser, under the day at fault: the URL stays, no figures are asked for.
  const reads = countRequests(page, "GET", /^\/api\/admin\/insights$/);
  const from = page.getByLabel("From", { exact: true });
  await from.fill("2026-01-09");
  await page.getByRole("button", { name: "Show" }).click();
  await expectFieldError(from, "The start of the period must not be after its end.");
  await expect(from).toBeFocused();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-07$/);
  expect(reads()).toBe(0);
});
