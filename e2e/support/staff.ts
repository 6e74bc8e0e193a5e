import { expect, type Page } from "@playwright/test";

/**
 * The staff account e2e runs use. start-server.mjs makes it with `npm run admin:create` (password
 * piped on standard input) before the server starts, as an operator would.
 */
export const STAFF = {
  email: "e2e-staff@studentperks.test",
  name: "Sara Staff",
  password: "Console-Dunes-4821-Falcon",
} as const;

/** Signs in through the login page as staff; staff land on the console. */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\//);
}
