import { expect, test } from "./support/test.ts";
import { newAccount, registerAccount } from "./support/accounts.ts";
import { signInAsStaff } from "./support/staff.ts";

test("staff sign in and land on the console; the audit log opens", async ({ page }) => {
  await signInAsStaff(page, { fresh: true });
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page).toHaveTitle("Audit log — Staff console — StudentPerks");
});

test("a student who opens /admin is told it is for staff only", async ({ page }) => {
  await registerAccount(page.request, newAccount("not-staff"));
  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { name: "Only StudentPerks staff can open the staff console." }),
  ).toBeVisible();
});

test("a visitor who opens /admin is asked to log in", async ({ page }) => {
  await page.goto("/admin/audit");
  await expect(
    page.getByRole("heading", { name: "Please log in with a staff account to open the staff console." }),
  ).toBeVisible();
});
