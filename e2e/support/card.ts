// A verified student at their card, the QR read off it, and a cashier's phone opening what it says.
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { newAccount, registerAccount, verifyStudent } from "./accounts.ts";
import { baseURL } from "./base-url.ts";
import { readQr } from "./qr.ts";

export const qrOf = (page: Page) => page.getByRole("img", { name: /QR/ });

/** A verified student, signed in on `page`, looking at their card (in the browser's language). */
export async function studentAtCard(page: Page) {
  const account = newAccount("card");
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  await page.goto("/card");
  await expect(qrOf(page)).toBeVisible();
  return account;
}

/** What the QR on the page encodes, read off its picture. */
export async function scan(page: Page): Promise<string> {
  let payload: string | null = null;
  await expect
    .poll(async () => (payload = await readQr(qrOf(page))), { message: "the QR reads" })
    .toMatch(/^http:\/\/[^/]+\/v\/[A-Za-z0-9_-]{27}$/);
  return payload!;
}

/** A cashier's phone: a browser of its own, signed in to nothing. */
export async function cashierOpens(browser: Browser, url: string, locale = "en-GB") {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(new URL(new URL(url).pathname + new URL(url).search, baseURL).href);
  return { page, close: () => context.close() };
}
