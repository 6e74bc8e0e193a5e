import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { sendUntilNotBusy } from "./busy.ts";
import { findMail, type OutboxMessage } from "./outbox.ts";

// Each test makes its own student with a unique e-mail, so specs run in parallel without sharing
// state. Note the server allows 10 sign-ups an hour from one address: keep API sign-ups few.

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newAccount(tag: string): TestAccount {
  return {
    firstName: "Aisha",
    lastName: "Al Mansoori",
    email: uniqueEmail(tag),
    phone: "+971 50 123 4567",
    // Long and unusual, so the server's common-password check lets it through.
    password: `Oasis-${Math.random().toString(36).slice(2, 8)}-Falcon`,
  };
}

export const fullNameOf = (account: TestAccount) => `${account.firstName} ${account.lastName}`;

/**
 * Registers through the API. Given `page.request` the page's browser context is signed in too
 * (they share cookies); given the `request` fixture it is not.
 */
export async function registerAccount(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await sendUntilNotBusy(() =>
    request.post("/api/auth/register", {
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone,
        password: account.password,
        emailMarketing: true,
        whatsappMarketing: true,
        role: "student",
      },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
}

/** The newest 6-digit code e-mailed to `email`, from the dev outbox. */
export async function readEmailedCode(email: string): Promise<string> {
  const withCode = (message: OutboxMessage) => message.to === email && CODE.test(message.text);
  const message = await findMail(withCode, `a code e-mailed to ${email}`);
  return CODE.exec(message.text)![0];
}

const CODE = /\b\d{6}\b/;

/** A toast, by its title, in the notifications region. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: "Notifications (F8)" })
    .getByRole("listitem")
    .filter({ hasText: title });
}

export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Whether this page shows the small-screen header (menu button and drawer). */
export async function isPhoneLayout(page: Page): Promise<boolean> {
  return page.getByRole("button", { name: "Open menu" }).isVisible();
}

/** Opens the signed-in account area: the Account menu on wide screens, the drawer on small ones. */
export async function openAccountArea(page: Page): Promise<Locator> {
  if (await isPhoneLayout(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog");
  }
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account/ })
    .click();
  return page.getByRole("menu");
}

export async function logOutFromHeader(page: Page): Promise<void> {
  // Asked before the drawer opens: an open drawer hides the menu button from the accessibility tree.
  const isPhone = await isPhoneLayout(page);
  const area = await openAccountArea(page);
  const logOut = isPhone
    ? area.getByRole("button", { name: "Log out" })
    : area.getByRole("menuitem", { name: "Log out" });
  // Logging out reloads the page.
  await Promise.all([page.waitForEvent("load"), logOut.click()]);
}

/**
 * Verifies the signed-in student of `request` through the real calls: a student e-mail on a listed
 * domain, the code from the dev outbox, then the code check.
 */
export async function verifyStudent(request: APIRequestContext, account: TestAccount): Promise<void> {
  const studentEmail = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@zu.ac.ae`;
  const sent = await sendUntilNotBusy(() =>
    request.post("/api/students/verify", {
      data: { email: studentEmail, personalEmail: account.email, institution: "zu.ac.ae", studentId: null },
    }),
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await readEmailedCode(studentEmail);
  const verified = await sendUntilNotBusy(() =>
    request.post("/api/students/verify-otp", {
      data: { email: studentEmail, personalEmail: account.email, otp },
    }),
  );
  expect(verified.status(), await verified.text()).toBe(200);
}
