import { expect, test } from "./support/test.ts";
import { logInWithForm, newAccount, readEmailedCode, registerAccount, toast } from "./support/accounts.ts";

test("reset a forgotten password with the e-mailed code, then log in with it", async ({ page, request }) => {
  const account = newAccount("forgot");
  await registerAccount(request, account);
  const newPassword = `Reset-${Math.random().toString(36).slice(2, 8)}-Dunes`;

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(toast(page, "OTP Sent")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();

  // Six cells; Verify Code waits for all six digits.
  const cells = page.getByRole("group", { name: "Verification code" }).getByRole("textbox");
  await expect(cells).toHaveCount(6);
  await expect(cells.first()).toBeFocused();
  const verify = page.getByRole("button", { name: "Verify Code" });
  await expect(verify).toBeDisabled();
  const code = await readEmailedCode(account.email);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.keyboard.type(wrong.slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.keyboard.type(wrong.slice(5));
  await verify.click();
  await expect(toast(page, "Invalid OTP")).toContainText("Invalid or expired verification code.");
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();

  // Backspace clears the cells; the right code moves on to the new password.
  await cells.last().focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press("Backspace");
  await expect(cells.first()).toHaveValue("");
  await cells.first().pressSequentially(code);
  await verify.click();
  await expect(toast(page, "OTP Verified")).toBeVisible();
  await expect(page.getByRole("heading", { name: "New Password" })).toBeVisible();

  await page.getByLabel("New Password").fill(newPassword);
  await page.getByLabel("Confirm Password").fill(`${newPassword}?`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, "Password Reset")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInWithForm(page, account.email, account.password);
  await expect(toast(page, "Login Failed")).toBeVisible();
  await logInWithForm(page, account.email, newPassword);
  await expect(toast(page, "Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the reset steps go back, and failures show the spec's messages", async ({ page, request }) => {
  // An account, so that a real code is e-mailed and verified (the server would answer the same without one).
  const account = newAccount("forgot-nav");
  await registerAccount(request, account);
  const { email } = account;
  await page.goto("/forgot-password");

  await page.route("/api/auth/forgot-password", (route) => route.abort("failed"));
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(toast(page, "Error")).toContainText("Failed to send OTP. Please try again.");
  await page.unroute("/api/auth/forgot-password");

  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // A second code may be asked for after a minute: until then Resend says when.
  await expect(page.getByRole("button", { name: "Resend Verification Code" })).toBeDisabled();
  await expect(page.getByText(/^You can ask for a new code in \d+ s\.$/)).toBeVisible();

  // A reload (back from the mail app) keeps the step, the address and the countdown.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend Verification Code" })).toBeDisabled();

  // The code the server e-mailed, read from the dev outbox.
  const code = await readEmailedCode(email);
  await page.getByRole("group", { name: "Verification code" }).getByRole("textbox").first().fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByRole("heading", { name: "New Password" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "New Password" })).toBeVisible();

  // The browser's Back keeps the verified code: no code to enter again, Continue goes on.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(page.getByText("Your code is verified. Continue to choose a new password.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Verification code" })).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "New Password" })).toBeVisible();

  await page.route("/api/auth/reset-password", (route) => route.abort("failed"));
  await page.getByLabel("New Password").fill("Another-Long-Pass-1");
  await page.getByLabel("Confirm Password").fill("Another-Long-Pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, "Error")).toContainText("Failed to reset password. Please try again.");

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Email Verification" }).click();
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
});
