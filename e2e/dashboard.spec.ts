import { expect, test } from "./support/test.ts";
import {
  fullNameOf,
  logInWithForm,
  logOutFromHeader,
  newAccount,
  openAccountArea,
  readEmailedCode,
  registerAccount,
  toast,
  uniqueEmail,
} from "./support/accounts.ts";
import { PDF } from "./support/documents.ts";
import { findMail } from "./support/outbox.ts";

test("signed out, the dashboard asks to log in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Please log in to access your dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("edit the profile and change the password on the dashboard", async ({ page }) => {
  const account = newAccount("dashboard");
  // Through the page's own request context, so the page is signed in as this student.
  await registerAccount(page.request, account);
  await page.goto("/dashboard");

  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toHaveValue(fullNameOf(account));
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);
  await expect(page.getByText("This email is used for logging in.")).toBeVisible();
  await expect(page.getByLabel("Phone Number")).toHaveValue(account.phone);

  // A new account has no profile yet: the dashboard says how to verify; nothing is submitted, so
  // nothing is "being reviewed". The switches show the consent stored at sign-up (both given), not the spec's off.
  const verification = page.getByRole("region", { name: "Student Verification" });
  await expect(verification).toContainText("Not Started");
  await expect(verification).toContainText("Verify your student status to unlock discounts");
  await expect(verification).not.toContainText("Pending");
  await expect(verification.getByRole("link", { name: "Start Verification" })).toHaveAttribute(
    "href",
    "/student-verification",
  );
  await expect(page.getByRole("region", { name: "My Codes" })).toContainText(
    "You have not redeemed any offers yet.",
  );
  const emailSwitch = page.getByRole("switch", { name: "Email Marketing" });
  const whatsappSwitch = page.getByRole("switch", { name: "WhatsApp Marketing" });
  await expect(emailSwitch).toBeChecked();
  await expect(whatsappSwitch).toBeChecked();

  // One word is refused in words, on the field: sign-up needs a last name, so does the profile.
  await fullName.fill("Layla");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter your first and last name")).toBeVisible();
  await expect(fullName).toHaveAttribute("aria-invalid", "true");

  await fullName.fill("Layla bint Ahmed");
  await page.getByLabel("Phone Number").fill("");
  await emailSwitch.click();
  await expect(emailSwitch).not.toBeChecked();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toContainText("Your profile has been updated successfully.");

  // Saved on the server: the name split at the first space, the empty phone as null.
  const { student } = (await (await page.request.get("/api/students/profile")).json()) as {
    student: Record<string, unknown>;
  };
  expect(student).toMatchObject({
    firstName: "Layla",
    lastName: "bint Ahmed",
    phoneNumber: null,
    emailMarketing: false,
    whatsappMarketing: true,
  });
  // The header follows the new name.
  const area = await openAccountArea(page);
  await expect(area.getByText("Layla bint Ahmed")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(fullName).toHaveValue("Layla bint Ahmed");
  await expect(page.getByLabel("Phone Number")).toHaveValue("");
  await expect(emailSwitch).not.toBeChecked();
  await expect(whatsappSwitch).toBeChecked();

  // Change Password: a disclosure, collapsed until opened; the client rules answer with toasts.
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  const disclosure = page.getByRole("button", { name: "Change Password" });
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  await disclosure.click();
  await expect(disclosure).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${await disclosure.getAttribute("aria-controls")}`)).toBeVisible();
  const current = page.getByLabel("Current Password");
  const next = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password");
  const update = page.getByRole("button", { name: "Update Password" });
  await update.click();
  await expect(toast(page, "Missing Fields")).toContainText("Please fill in all password fields.");
  await current.fill(account.password);
  await next.fill("abcdefg");
  await confirm.fill("abcdefh");
  await update.click();
  await expect(toast(page, "Password Mismatch")).toContainText("New password and confirmation do not match.");
  // The server's minimum (8), not the spec's 6: a 7-character password is refused here, not there.
  await confirm.fill("abcdefg");
  await update.click();
  await expect(toast(page, "Password Too Short")).toContainText(
    "New password must be at least 8 characters long.",
  );

  // Cancel clears the fields and closes the panel.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(current).toHaveCount(0);
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(current).toHaveValue("");

  // A wrong current password is refused by the server, with its message.
  const newPassword = `Changed-${Math.random().toString(36).slice(2, 8)}-Palm`;
  await current.fill(`${account.password}x`);
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  await expect(toast(page, "Password Change Failed")).toContainText("Your current password is incorrect.");

  await current.fill(account.password);
  await update.click();
  await expect(toast(page, "Password Changed")).toContainText("Your password has been changed successfully.");
  await expect(current).toHaveCount(0);

  await logOutFromHeader(page);
  await page.goto("/login");
  await logInWithForm(page, account.email, newPassword);
  await expect(toast(page, "Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a dashboard whose session ended elsewhere says so and offers login", async ({ page, request }) => {
  const account = newAccount("session-ended");
  await registerAccount(page.request, account);
  await page.goto("/dashboard");
  await expect(page.getByLabel("Full Name")).toHaveValue(fullNameOf(account));

  // On another device the student changes the password, which ends every other session.
  const signIn = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  const changed = await request.post("/api/students/change-password", {
    data: { currentPassword: account.password, newPassword: `${account.password}-Next` },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel("Full Name").fill("Aisha Noor");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Session Ended")).toContainText("Please log in again to continue.");
  await expect(page.getByText("Failed to update profile. Please try again.")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Please log in to access your dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a document with staff shows Under Review, with no button to start again", async ({ page }) => {
  const account = newAccount("dashboard-document");
  await registerAccount(page.request, account);
  const uploaded = await page.request.post("/api/students/verify-document", {
    multipart: {
      documentType: "enrollment_letter",
      institution: "Falcon College of Aviation",
      document: { name: "enrolment.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto("/dashboard");
  const verification = page.getByRole("region", { name: "Student Verification" });
  await expect(verification).toContainText("Under Review");
  await expect(verification).toContainText("Your verification is being reviewed.");
  await expect(verification.getByRole("link")).toHaveCount(0);
});

test("change the login e-mail: other edits saved, then the password and the code sent to the new address", async ({
  page,
}) => {
  // Two dialog steps, the outbox twice and two log-ins: more than the default time on a busy machine.
  test.slow();
  const account = newAccount("email-change");
  await registerAccount(page.request, account);
  await page.goto("/dashboard");
  const email = page.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveValue(account.email);
  const newEmail = uniqueEmail("email-changed");
  const save = page.getByRole("button", { name: "Save Changes" });
  const dialog = page.getByRole("dialog", { name: "Confirm your new login email" });

  // Save Changes saves the other fields at once, then asks to confirm the new login e-mail.
  await page.getByLabel("Full Name").fill("Aisha Noor");
  await email.fill(newEmail);
  await save.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your other changes are saved.");
  const password = dialog.getByLabel("Current Password");
  await expect(password).toBeFocused();
  const saved = (await (await page.request.get("/api/students/profile")).json()) as {
    student: Record<string, unknown>;
  };
  expect(saved.student).toMatchObject({ firstName: "Aisha", lastName: "Noor", email: account.email });

  // Cancel puts the stored e-mail back in the field, and focus with it.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(email).toHaveValue(account.email);
  await expect(email).toBeFocused();

  await email.fill(newEmail);
  await save.click();
  await expect(dialog).toBeVisible();
  await password.fill(`${account.password}x`);
  await dialog.getByRole("button", { name: "Send Code" }).click();
  await expect(dialog.getByText("Your current password is incorrect.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.fill(account.password);
  await dialog.getByRole("button", { name: "Send Code" }).click();
  const cells = dialog.getByRole("group", { name: "Verification code" }).getByRole("textbox");
  await expect(cells).toHaveCount(6);
  await expect(cells.first()).toBeFocused();
  await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${newEmail}.`);
  // The old address is told at once, with the way to support.
  const notice = await findMail(
    (m) => m.to === account.email && m.subject.includes("change your StudentPerks login e-mail"),
    "the change notice to the old address",
  );
  expect(notice.text).toContain(newEmail);

  const code = await readEmailedCode(newEmail);
  const confirm = dialog.getByRole("button", { name: "Confirm Email" });
  await cells.first().fill(code === "000000" ? "111111" : "000000");
  await confirm.click();
  await expect(dialog.getByText("Invalid or expired verification code. Please try again.")).toBeVisible();

  await cells.first().fill(code);
  await confirm.click();
  await expect(toast(page, "Login email changed")).toContainText(`You now log in with ${newEmail}.`);
  await expect(dialog).toBeHidden();
  await expect(email).toHaveValue(newEmail);
  await expect(email).toBeFocused();

  await logOutFromHeader(page);
  await page.goto("/login");
  await logInWithForm(page, account.email, account.password);
  await expect(toast(page, "Login Failed")).toBeVisible();
  // Told beside the form too, where the eyes are.
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
  await logInWithForm(page, newEmail, account.password);
  await expect(toast(page, "Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
