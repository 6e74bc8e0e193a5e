import type { Page } from "@playwright/test";
import {
  isPhoneLayout,
  newAccount,
  openAccountArea,
  readEmailedCode,
  registerAccount,
  toast,
} from "./support/accounts.ts";
import { PDF } from "./support/documents.ts";
import { expect, test } from "./support/test.ts";

const studentEmailAt = (domain: string) =>
  `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;

/** The "not verified" marks of the header: the badge on Account, or the drawer's notice. */
async function expectVerifiedInHeader(page: Page, verified: boolean) {
  if (await isPhoneLayout(page)) {
    const drawer = await openAccountArea(page);
    await expect(drawer.getByText("Account Not Verified")).toHaveCount(verified ? 0 : 1);
    await page.keyboard.press("Escape");
  } else {
    const account = page.getByRole("banner").getByRole("button", { name: /^Account/ });
    await expect(account).toHaveAccessibleName(verified ? /^Account$/ : /^Account \(not verified\)$/);
  }
}

test("sign up, verify with a university e-mail code, and be verified everywhere", async ({ page }) => {
  // The whole journey, sign-up to the verified dashboard: past 30 s on a loaded 2-core CI machine.
  test.slow();
  const account = newAccount("verify");
  await page.goto("/signup");
  await page.getByLabel("First Name").fill(account.firstName);
  await page.getByLabel("Last Name").fill(account.lastName);
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Personal Phone").fill(account.phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/student-verification$/);
  await expect(page.getByRole("heading", { name: "Verify Your Student Status" })).toBeVisible();
  await expectVerifiedInHeader(page, false);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByText("Please enter a valid student email address")).toBeVisible();

  const studentEmail = studentEmailAt("students.hct.ac.ae");
  await page.getByLabel("Student Email").fill(studentEmail);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(toast(page, "Verification Code Sent!")).toContainText(studentEmail);
  await expect(page).toHaveURL(/\/otp-verification$/);
  const stored = await page.evaluate(() =>
    ["studentEmail", "institution", "personalEmail"].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([studentEmail, "students.hct.ac.ae", account.email]);

  await expect(page.getByRole("main").getByText(`We sent a 6-digit code to ${studentEmail}`)).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify Code" });
  await expect(verify).toBeDisabled();
  const code = await readEmailedCode(studentEmail);
  // Paste the code into the first cell, as from the e-mail.
  await page.getByLabel("Digit 1 of 6").evaluate((cell, text) => {
    const data = new DataTransfer();
    data.setData("text", text);
    cell.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(page.getByLabel("Digit 6 of 6")).toHaveValue(code[5]!);
  await verify.click();

  await expect(page.getByRole("heading", { name: "Verification Successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectVerifiedInHeader(page, true);
  const leftOver = await page.evaluate(() =>
    ["studentEmail", "institution", "personalEmail", "verificationOTP"].filter((key) =>
      localStorage.getItem(key),
    ),
  );
  expect(leftOver).toEqual([]);

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Verified");
  await expect(card).toContainText("Your student status is verified.");
  // Nothing left to do there but show the in-store card (issue 35).
  await expect(card.getByRole("link")).toHaveText(["Show my student card"]);
});

test("a wrong code is refused, and Resend waits out the minute, with the spec's messages", async ({
  page,
}) => {
  const account = newAccount("otp");
  await registerAccount(page.request, account);
  await page.clock.install();
  await page.goto("/student-verification");
  const studentEmail = studentEmailAt("zu.ac.ae");
  await page.getByLabel("Student Email").fill(studentEmail);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page).toHaveURL(/\/otp-verification$/);
  const code = await readEmailedCode(studentEmail);

  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Digit 1 of 6").pressSequentially(wrong);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(toast(page, "Verification Failed")).toContainText(
    "Invalid verification code. Please try again.",
  );

  // Sent a moment ago: a new code may be asked for after a minute, and Resend says when.
  const resend = page.getByRole("button", { name: "Resend Verification Code" });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^You can ask for a new code in \d+ s\.$/)).toBeVisible();
  await page.clock.fastForward("01:01");
  await expect(resend).toBeEnabled();
  await expect(page.getByText(/^You can ask for a new code in/)).toHaveCount(0);
  // A resend that fails says so in the spec's words.
  await page.route("/api/students/verify", (route) => route.abort("failed"));
  await resend.click();
  await expect(toast(page, "Resend Failed")).toContainText(
    "Failed to resend verification code. Please try again.",
  );
  await page.unroute("/api/students/verify");

  await page.getByRole("button", { name: "Back to Email Verification" }).click();
  await expect(page).toHaveURL(/\/student-verification$/);
  await expect(page.getByLabel("Student Email")).toHaveValue(studentEmail);
});

test("an unrecognised domain leads to a document upload that waits for review", async ({ page }) => {
  const account = newAccount("document");
  await registerAccount(page.request, account);
  await page.goto("/student-verification");
  // A free mail address is refused; the refusal does not stay over what the next address leads to.
  await page.getByLabel("Student Email").fill("someone.studying@gmail.com");
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(toast(page, "Verification Failed")).toBeVisible();
  const studentEmail = studentEmailAt("my-college.example");
  await page.getByLabel("Student Email").fill(studentEmail);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByRole("heading", { name: "Domain Not Recognized" })).toBeVisible();
  await expect(toast(page, "Verification Failed")).toBeHidden();
  await expect(
    page.getByText(
      "Your email domain is not in our verified institutions list. We will verify your enrollment",
    ),
  ).toBeVisible();
  // A reload shows the stored state, not an empty form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Domain Not Recognized" })).toBeVisible();
  // Back to the form with the address kept, to correct it, or to ask again.
  await page.getByRole("button", { name: "Try Different Email" }).click();
  await expect(page.getByLabel("Student Email")).toHaveValue(studentEmail);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await page.getByRole("link", { name: "Upload Documents Instead" }).click();

  await expect(page).toHaveURL(/\/document-verification$/);
  await expect(page.getByRole("heading", { name: "Upload Verification Document" })).toBeVisible();
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Please select a document type")).toBeVisible();
  await expect(page.getByText("Please enter your institution name")).toBeVisible();
  await expect(page.getByText("No file selected")).toBeVisible();

  const file = page.getByLabel("Document", { exact: true });
  await file.setInputFiles({ name: "card.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(toast(page, "Invalid file type")).toContainText(
    "Please upload a JPEG, PNG, WebP image, or PDF.",
  );
  const tooBig = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5_242_880)]);
  await file.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: tooBig });
  await expect(toast(page, "File too large")).toContainText("Please upload a file smaller than 5MB.");

  await file.setInputFiles({ name: "enrollment-letter.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("enrollment-letter.pdf")).toBeVisible();
  await page.getByLabel("Document Type").selectOption({ label: "Enrollment Letter" });
  await page.getByLabel("Institution Name").fill("My College Dubai");
  await page.getByRole("button", { name: "Upload Document" }).click();

  await expect(toast(page, "Document Uploaded Successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toBeVisible();
  await expect(page.getByRole("main").getByText("We will review it within 12-24 hours")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Student Verification" });
  // With staff: under review, and nothing to start again.
  await expect(card).toContainText("Under Review");
  await expect(card).toContainText("Your verification is being reviewed.");
  await expect(card.getByRole("link")).toHaveCount(0);
});

test("the dashboard shows each waiting state with its button", async ({ page }) => {
  const account = newAccount("states");
  await registerAccount(page.request, account);
  const studentEmail = studentEmailAt("uaeu.ac.ae");
  const submit = (email: string) =>
    page.request.post("/api/students/verify", {
      data: { email, personalEmail: account.email, institution: email.split("@")[1], studentId: null },
    });

  expect((await submit(studentEmail)).status()).toBe(200);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Student Verification" });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("Enter the code we sent to your student email to finish verifying.");
  await expect(card).toContainText(studentEmail);
  await expect(card.getByRole("link", { name: "Update Verification" })).toBeVisible();

  expect((await submit(studentEmailAt("another-college.example"))).status()).toBe(202);
  await page.reload();
  await expect(card).toContainText("Under Review");
  await expect(card).toContainText("We're verifying your enrollment manually.");
  await card.getByRole("link", { name: "Update Verification Status" }).click();
  await expect(page).toHaveURL(/\/student-verification$/);
  await expect(page.getByRole("heading", { name: "Domain Not Recognized" })).toBeVisible();
});

test("the other ways to verify: documents, or a word with support", async ({ page }) => {
  await registerAccount(page.request, newAccount("other-ways"));
  await page.goto("/student-verification");
  await page.getByRole("button", { name: "No student email? Other ways to verify" }).click();
  await expect(page.getByRole("heading", { name: "Other Ways to Verify" })).toBeVisible();
  await page.getByRole("button", { name: "Contact Support" }).click();
  await expect(toast(page, "Contact Support")).toContainText("support@studentperks.ae");
  await expect(page.getByRole("link", { name: "Upload Documents" })).toHaveAttribute(
    "href",
    "/document-verification",
  );
  await page.getByRole("button", { name: "Verify with my student email instead" }).click();
  await expect(page.getByLabel("Student Email")).toBeVisible();
});

test("code entry without a stored e-mail goes back, and visitors are asked to log in", async ({ page }) => {
  await page.goto("/student-verification");
  await expect(
    page.getByRole("heading", { name: "Please log in to verify your student status" }),
  ).toBeVisible();
  await registerAccount(page.request, newAccount("no-draft"));
  await page.goto("/otp-verification");
  await expect(page).toHaveURL(/\/student-verification$/);
  await expect(page.getByRole("heading", { name: "Verify Your Student Status" })).toBeVisible();
});
