// Staff turn a merchant's partnership request into an offer (approve, then publish it from the offer
// screen) or turn it down with a reason the merchant receives by e-mail.
import { offerGrid } from "./support/offers.ts";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/accounts.ts";
import { fillBrandAndContact, offerForm, uniqueBrand } from "./support/merchants.ts";
import { findMail } from "./support/outbox.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { signInAsStaff, STAFF } from "./support/staff.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";

/** A merchant sends a 20% discount from /for-merchants, as on the real page. */
async function submitDiscountOffer(page: Page, brand: string, contactEmail: string): Promise<void> {
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await fillBrandAndContact(page, { brand, contactEmail });
  await form.getByRole("textbox", { name: "Discount Code" }).fill("KARAKSP20");
  await form.getByLabel("Discount Value").fill("20");
  await form.getByLabel("Step 1 instruction").fill("Show the code at the counter");
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(page.getByRole("heading", { name: "Offer Submitted Successfully!" })).toBeVisible();
}

/** Staff open the request from the waiting list. */
async function openRequest(page: Page, brand: string): Promise<void> {
  await signInAsStaff(page);
  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", {
      name: "Partnership requests",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Partnership requests" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: brand });
  await expect(row).toContainText("Retail");
  await expect(row).toContainText("20% off");
  await row.getByRole("link", { name: brand }).click();
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();
}

/** Approves the open request; staff land on its draft offer. */
async function approve(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Approve and create draft offer" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
}

test("staff approve a merchant's request and land on its draft offer; the request shows the decision", async ({
  page,
}) => {
  const brand = uniqueBrand("approve");
  const contactEmail = uniqueEmail("partner");
  await submitDiscountOffer(page, brand, contactEmail);
  await openRequest(page, brand);

  const offer = page.getByRole("region", { name: "The offer" });
  await expect(offer.getByText("KARAKSP20")).toBeVisible();
  await expect(offer.getByRole("listitem")).toHaveText(["Show the code at the counter"]);
  await expect(page.getByRole("link", { name: contactEmail })).toHaveAttribute(
    "href",
    `mailto:${contactEmail}`,
  );
  await expect(page.getByRole("img", { name: `${brand} logo` })).toBeVisible();

  await approve(page);
  const offerPath = new URL(page.url()).pathname;
  const mail = await findMail(
    (message) =>
      message.to === contactEmail && message.subject === `${brand}'s offer is accepted on StudentPerks`,
    "the acceptance mailed to the merchant",
  );
  expect(mail.text).toContain("preparing it");

  // Back on the list, the request has moved from Submitted to Approved, with its offer linked.
  await page.goto("/admin/partnerships");
  await expect(page.getByRole("link", { name: brand })).toHaveCount(0);
  await page.getByRole("link", { name: "Approved", exact: true }).click();
  await page.getByRole("link", { name: brand }).click();
  await expect(page.getByText(`Approved by ${STAFF.email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve and create draft offer" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open the draft offer" })).toHaveAttribute("href", offerPath);
});

// Needs the offers screen (/admin/offers/:id with its "Publish" button) from the offers branch.
test("an offer approved from a merchant's request, once published, is on the home page", async ({
  page,
  browser,
}) => {
  const brand = uniqueBrand("publish");
  await submitDiscountOffer(page, brand, uniqueEmail("partner"));
  await openRequest(page, brand);
  await approve(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  const visitor = waitingForTheApp(await browser.newPage());
  await visitor.goto("/");
  await visitor.getByPlaceholder("Search brands, offers, or products...").fill(brand);
  await expect(
    offerGrid(visitor)
      .getByRole("article")
      .filter({ hasText: `20% off at ${brand}` }),
  ).toBeVisible();
  await visitor.close();
});

test("staff reject a request with a reason, which the merchant receives by e-mail", async ({ page }) => {
  const brand = uniqueBrand("reject");
  const contactEmail = uniqueEmail("partner");
  await submitDiscountOffer(page, brand, contactEmail);
  await openRequest(page, brand);

  await page.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${brand}'s request` });
  // An empty reason is refused in the browser, under the field, which takes focus; nothing is sent.
  const rejections = countRequests(page, "POST", /\/reject$/);
  await dialog.getByRole("button", { name: "Reject" }).click();
  const reasonField = dialog.getByLabel("Reason (sent to them by e-mail)");
  await expectFieldError(reasonField, "Please give a reason.");
  await expect(reasonField).toBeFocused();
  expect(rejections()).toBe(0);
  await reasonField.fill("Please include 'sp' in your code.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();

  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision).toContainText(`Rejected by ${STAFF.email}`);
  await expect(decision).toContainText("Please include 'sp' in your code.");
  await expect(page.getByText("Rejected", { exact: true })).toBeVisible();

  const mail = await findMail(
    (message) => message.to === contactEmail && message.subject === `About ${brand}'s offer for StudentPerks`,
    "the rejection mailed to the merchant",
  );
  expect(mail.text).toContain("Please include 'sp' in your code.");
});
