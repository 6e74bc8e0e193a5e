// axe-core over every route and the states a person meets on them (WCAG 2.2 A and AA rules): any
// violation fails, with its rule, impact and the elements at fault.
import type { Page } from "@playwright/test";
import { newAccount, registerAccount } from "./support/accounts.ts";
import { fetchSeededOffers, offerGrid, offerRowsOf } from "./support/offers.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

async function expectNoViolations(page: Page, what: string) {
  // The page settled: fonts and lazy chunks in, nothing mid-animation.
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, what);
}

// axe reads the whole page: give it time on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const publicPages = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/how-it-works",
  "/for-merchants",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-service",
  "/dashboard",
  "/no-such-page",
];

for (const path of publicPages) {
  test(`a visitor's ${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoViolations(page, path);
  });
}

test("the home page's rows and covered cards have no axe violations once the catalogue is in", async ({
  page,
}) => {
  await page.goto("/");
  await expect(offerRowsOf(page).getByRole("region").first()).toBeVisible();
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
  await expectNoViolations(page, "home with rows");
});

test("the offer dialog and a refused login have no axe violations", async ({ page }) => {
  const [offer] = await fetchSeededOffers(page.request);
  await page.goto(`/?offer=${offer!.id}`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "offer dialog");

  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.ae");
  await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectNoViolations(page, "refused login");
});

test("a student's pages have no axe violations", async ({ page }) => {
  await registerAccount(page.request, newAccount("axe"));
  for (const path of ["/dashboard", "/student-verification", "/document-verification"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoViolations(page, path);
  }
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expectNoViolations(page, "dashboard, Change Password open");
});

test("the staff console's screens have no axe violations", async ({ page }) => {
  await signInAsStaff(page);
  for (const screen of [
    "verifications",
    "partnerships",
    "offers",
    "offers/featured",
    "institutions",
    "insights",
    "audit",
  ]) {
    await page.goto(`/admin/${screen}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, `/admin/${screen}`);
  }
});
