import { expect, test } from "./support/test.ts";
import {
  fullNameOf,
  logInWithForm,
  logOutFromHeader,
  newAccount,
  openAccountArea,
  registerAccount,
  toast,
} from "./support/accounts.ts";

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

  // A new account has no profile yet: the dashboard starts one (pending), shown with both flags off.
  const verification = page.getByRole("region", { name: "Student Verification" });
  await expect(verification).toContainText("Pending");
  await expect(verification).toContainText("Your verification is being reviewed.");
  await expect(verification.getByRole("link", { name: "Start Verification" })).toHaveAttribute(
    "href",
    "/student-verification",
  );
  const emailSwitch = page.getByRole("switch", { name: "Email Marketing" });
  const whatsappSwitch = page.getByRole("switch", { name: "WhatsApp Marketing" });
  await expect(emailSwitch).not.toBeChecked();
  await expect(whatsappSwitch).not.toBeChecked();

  await fullName.fill("Layla bint Ahmed");
  await page.getByLabel("Phone Number").fill("");
  await emailSwitch.click();
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
    emailMarketing: true,
    whatsappMarketing: false,
  });
  // The header follows the new name.
  const area = await openAccountArea(page);
  await expect(area.getByText("Layla bint Ahmed")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(fullName).toHaveValue("Layla bint Ahmed");
  await expect(page.getByLabel("Phone Number")).toHaveValue("");
  await expect(emailSwitch).toBeChecked();

  // Change Password: collapsed until opened; the client rules answer with toasts.
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await page.getByRole("button", { name: "Change Password" }).click();
  const current = page.getByLabel("Current Password");
  const next = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password");
  const update = page.getByRole("button", { name: "Update Password" });
  await update.click();
  await expect(toast(page, "Missing Fields")).toContainText("Please fill in all password fields.");
  await current.fill(account.password);
  await next.fill("abcde");
  await confirm.fill("abcdf");
  await update.click();
  await expect(toast(page, "Password Mismatch")).toContainText("New password and confirmation do not match.");
  await confirm.fill("abcde");
  await update.click();
  await expect(toast(page, "Password Too Short")).toContainText(
    "New password must be at least 6 characters long.",
  );

  // Cancel clears the fields and closes the panel.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(current).toHaveCount(0);
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
