// The dashboard's verification card says what the student does next (issue 32): a new account is
// told how to verify, not to "complete your profile", and a student with a code on its way is told to
// enter it. In both languages.
import type { Page } from "@playwright/test";
import { newAccount, registerAccount } from "./support/accounts.ts";
import { ar } from "./support/arabic.ts";
import { expect, test } from "./support/test.ts";

const EN: Record<string, string> = {
  title: "Student Verification",
  none: "Verify your student status to unlock discounts: confirm your university email with a code, or upload your student ID.",
  start: "Start Verification",
  codeSent:
    "Enter the code we sent to your student email to finish verifying. Not there? Send it again or use another email.",
  update: "Update Verification",
};
const AR: Record<string, string> = {
  title: ar("dashboard.verification.title"),
  none: ar("dashboard.verification.noneMessage"),
  start: ar("dashboard.verification.start"),
  codeSent: ar("dashboard.verification.codeSentMessage"),
  update: ar("dashboard.verification.update"),
};

/** The header's language switch, or the drawer's below the lg breakpoint (as a student does it). */
async function switchToArabic(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  if (page.viewportSize()!.width < 1024) {
    await banner.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "العربية" }).click();
  } else {
    await banner.getByRole("button", { name: "العربية" }).click();
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}

for (const locale of ["en", "ar"] as const) {
  test(`the verification card names the next step, from sign-up to a code on its way (${locale})`, async ({
    page,
  }) => {
    const text = locale === "en" ? EN : AR;
    const account = newAccount(`next-step-${locale}`);
    await registerAccount(page.request, account);

    await page.goto("/dashboard");
    if (locale === "ar") await switchToArabic(page);
    const card = page.getByRole("region", { name: text.title });
    await expect(card.getByText(text.none!, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(locale === "en" ? "Complete your profile" : "أكمل ملفك الشخصي");
    await expect(card.getByRole("link", { name: text.start })).toHaveAttribute(
      "href",
      "/student-verification",
    );

    const studentEmail = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@uaeu.ac.ae`;
    const sent = await page.request.post("/api/students/verify", {
      data: { email: studentEmail, personalEmail: account.email, institution: "uaeu.ac.ae", studentId: null },
    });
    expect(sent.status()).toBe(200);
    await page.reload();
    await expect(card.getByText(text.codeSent!, { exact: true })).toBeVisible();
    await expect(card).toContainText(studentEmail);
    await expect(card.getByRole("link", { name: text.update })).toBeVisible();
  });
}
