import type { Page } from "@playwright/test";
import { logOutFromHeader, newAccount, readEmailedCode, registerAccount } from "./support/accounts.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";

// Two tabs of one browser share the session cookie and local storage: what one tab does, the other
// must not contradict.

const studentEmailAt = (domain: string) =>
  `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

/** From /student-verification to the code screen, with the code e-mailed; returns the code. */
async function sendCode(page: Page): Promise<string> {
  const studentEmail = studentEmailAt("students.hct.ac.ae");
  await page.goto("/student-verification");
  await page.getByLabel("Student Email").fill(studentEmail);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  return readEmailedCode(studentEmail);
}

async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
  await page.getByRole("button", { name: "Verify Code" }).click();
}

test("verified in one tab, the dashboard open in another shows it", async ({ page }) => {
  await registerAccount(page.request, newAccount("tabs-verify"));
  const dashboard = waitingForTheApp(await page.context().newPage());
  await dashboard.goto("/dashboard");
  const card = dashboard.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Not Started");

  await enterCode(page, await sendCode(page));
  await expect(page.getByRole("heading", { name: "Verification Successful!" })).toBeVisible();

  await dashboard.bringToFront();
  await expect(card).toContainText("Verified");
  await expect(card).toContainText("Your student status is verified.");
  await expect(card.getByRole("link", { name: "Start Verification" })).toHaveCount(0);
});

test("logged out in one tab, the code screen in another asks to log in, not for the code", async ({
  page,
}) => {
  await registerAccount(page.request, newAccount("tabs-logout"));
  await sendCode(page);

  const other = waitingForTheApp(await page.context().newPage());
  await other.goto("/");
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await logOutFromHeader(other);

  await page.bringToFront();
  await expect(
    page.getByRole("heading", { name: "Please log in to verify your student status" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify Code" })).toHaveCount(0);
});
