// People double-click. Each submit sends one request, and the page tells what happened: the account
// made, the code sent, the message sent, the password changed; never a failure after a success.
import type { Locator, Page, Request } from "@playwright/test";
import { newAccount, registerAccount, toast, uniqueEmail } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

/**
 * POSTs to `path` the server acted on: one it shed on a busy machine (503, nothing done) and the web
 * app sent again after Retry-After is not a second send.
 */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  const isIt = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === path;
  page.on("request", (request) => {
    if (isIt(request)) count += 1;
  });
  page.on("response", (response) => {
    if (isIt(response.request()) && response.status() === 503) count -= 1;
  });
  return () => count;
}

/**
 * Clicks `button` at every turn of the page's task queue while it is on screen and enabled: however
 * slow the phone, some click lands after the answer and before the screen it leads to is drawn.
 */
async function clickUntilGone(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLButtonElement) => {
    const until = performance.now() + 10_000;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (!element.isConnected || performance.now() > until) return channel.port1.close();
      if (!element.disabled) element.click();
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
}

test("a double-clicked Create Account makes one account and arrives at verification", async ({ page }) => {
  const account = newAccount("dbl-signup");
  const { password, ...details } = account;
  await page.goto("/signup");
  await page.evaluate((draft) => localStorage.setItem("signupData", JSON.stringify(draft)), {
    ...details,
    emailMarketing: true,
    whatsappMarketing: true,
  });
  await page.goto("/create-password");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  const registers = countPosts(page, "/api/auth/register");

  await page.getByRole("button", { name: "Create Account" }).dblclick();
  await expect(page).toHaveURL(/\/student-verification$/);
  await expect(toast(page, "Account Created Successfully!")).toBeVisible();
  await expect(toast(page, "Registration Failed")).toHaveCount(0);
  expect(registers()).toBe(1);
});

test("a double-clicked Send Verification Code sends one code and moves on", async ({ page }) => {
  await registerAccount(page.request, newAccount("dbl-verify"));
  await page.goto("/student-verification");
  const studentEmail = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@zu.ac.ae`;
  await page.getByLabel("Student Email").fill(studentEmail);
  const sends = countPosts(page, "/api/students/verify");

  await page.getByRole("button", { name: "Send Verification Code" }).dblclick();
  await expect(toast(page, "Verification Code Sent!")).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(toast(page, "Verification Failed")).toHaveCount(0);
  expect(sends()).toBe(1);
  // A new code may be asked for after a minute: until then Resend says when.
  await expect(page.getByRole("button", { name: "Resend Verification Code" })).toBeDisabled();
  await expect(page.getByText(/^You can ask for a new code in \d+ s\.$/)).toBeVisible();
});

test("a double-clicked Send Verification Code on /forgot-password sends one code", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("dbl-forgot"));
  const sends = countPosts(page, "/api/auth/forgot-password");

  await page.getByRole("button", { name: "Send Verification Code" }).dblclick();
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(toast(page, "OTP Sent")).toBeVisible();
  await expect(toast(page, "Error")).toHaveCount(0);
  expect(sends()).toBe(1);
  await expect(page.getByRole("button", { name: "Resend Verification Code" })).toBeDisabled();
});

test("clicked until the next step shows, Send Verification Code sends one code", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("clicks-forgot"));
  const sends = countPosts(page, "/api/auth/forgot-password");

  await clickUntilGone(page.getByRole("button", { name: "Send Verification Code" }));
  await expect(page.getByRole("heading", { name: "Verify Code" })).toBeVisible();
  await expect(toast(page, "OTP Sent")).toBeVisible();
  await expect(toast(page, "Code Already Sent")).toHaveCount(0);
  expect(sends()).toBe(1);
});

test("a double-clicked Send Message on /contact-us sends one message", async ({ page }) => {
  await page.goto("/contact-us");
  const form = page.getByRole("main").getByRole("form", { name: "Send us a message" });
  await form.getByLabel("First Name").fill("Aisha");
  await form.getByLabel("Last Name").fill("Al Mansoori");
  await form.getByLabel("Email", { exact: true }).fill(uniqueEmail("dbl-contact"));
  await form.getByLabel("Message", { exact: true }).fill("Do you have offers for postgraduates?");
  const sends = countPosts(page, "/api/contact");

  await form.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(toast(page, "Message Sent!")).toBeVisible();
  expect(sends()).toBe(1);
});

test("a double-clicked Update Password changes the password once", async ({ page }) => {
  const account = newAccount("dbl-password");
  await registerAccount(page.request, account);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Change Password" }).click();
  const newPassword = `Changed-${Math.random().toString(36).slice(2, 8)}-Palm`;
  await page.getByLabel("Current Password").fill(account.password);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  const changes = countPosts(page, "/api/students/change-password");

  await page.getByRole("button", { name: "Update Password" }).dblclick();
  await expect(toast(page, "Password Changed")).toBeVisible();
  await expect(toast(page, "Password Change Failed")).toHaveCount(0);
  expect(changes()).toBe(1);
});
