import { expect, type Cookie, type Page } from "@playwright/test";

/**
 * The staff account e2e runs use. start-server.mjs makes it with `npm run admin:create` (password
 * piped on standard input) before the server starts, as an operator would.
 */
export const STAFF = {
  email: "e2e-staff@studentperks.test",
  name: "Sara Staff",
  password: "Console-Dunes-4821-Falcon",
} as const;

// The server allows 10 sign-ins per account in 15 minutes, and every console spec is staff: each
// worker signs in through the login page once and its later tests reuse that session's cookie.
let session: Cookie[] | null = null;

/**
 * Signs in as staff and opens the console: through the login page the first time in this worker
 * (or when `fresh`), later with the session that sign-in made.
 */
export async function signInAsStaff(page: Page, { fresh = false } = {}): Promise<void> {
  if (session && !fresh) {
    await page.context().addCookies(session);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\//);
    return;
  }
  await page.goto("/login");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\//);
  session = await page.context().cookies();
}
