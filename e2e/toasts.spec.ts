// Toasts stay out of the way (issue 32): Escape closes the dialog being worked in before a toast
// shown over it, and a success toast goes with its page.
import type { Page } from "@playwright/test";
import { logInWithForm, newAccount, registerAccount, toast } from "./support/accounts.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

/** Holds the toasts on screen (Radix pauses them while the window is in the background), so only what is tested closes one. */
async function holdToasts(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
}

test("Escape closes the offer dialog before a toast shown over it; the next Escape closes the toast", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [offer] = await fetchSeededOffers(page.request);
  await page.goto(`/?offer=${offer!.id}`);
  await page.evaluate(() => {
    // The copying path, not a share sheet the headless browser may have.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Copy link" }).click();
  const copied = toast(page, "Link Copied!");
  await expect(copied).toBeVisible();
  await holdToasts(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(copied).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(copied).toBeHidden();
});

test("a success toast goes with its page; one raised as a flow moves on shows on the page it lands on", async ({
  page,
  request,
}) => {
  const account = newAccount("toast-pages");
  await registerAccount(request, account);
  await page.goto("/login");
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  const welcome = toast(page, "Login Successful!");
  await expect(welcome).toBeVisible();
  // The pointer rests on the toast, which holds it (Radix pauses a hovered toast) until the page
  // it belongs to is left; moving on by keyboard leaves the pointer where it is.
  await welcome.hover();

  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
  await privacy.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(welcome).toBeHidden();
});
