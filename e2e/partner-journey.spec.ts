// A brand's whole way in (issue 37), in the browser from end to end: it asks on /for-merchants, staff
// approve, the invitation e-mail's link lets its contact set a password and land on the portal, the
// brand proposes an offer with a cover, staff approve it, it is on the home page, a student redeems
// it, and the portal's results count that redemption. Staff work at a desk (a desktop context); the
// brand and the student use the project's device (desktop or phone).
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { newAccount, registerAccount, verifyStudent } from "./support/accounts.ts";
import { baseURL } from "./support/base-url.ts";
import { fillBrandAndContact, offerForm, uniqueBrand } from "./support/merchants.ts";
import { findMail } from "./support/outbox.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { invitationLink } from "./support/partners.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

test.describe.configure({ timeout: 180_000 });

/** A page of its own at a desk, for staff. */
async function staffDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAsStaff(page);
  return page;
}

async function coverPicture() {
  const buffer = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: 110, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name: "cover.png", mimeType: "image/png", buffer };
}

test("a brand asks, is approved, joins, proposes an offer that goes live, and sees a student's redemption in its results", async ({
  page,
  browser,
}) => {
  const problems = watchPageProblems(page);
  const brand = uniqueBrand("journey");
  const contactEmail = `e2e-journey-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@brand.test`;

  // 1. The brand asks from /for-merchants.
  await page.goto("/for-merchants");
  await fillBrandAndContact(page, { brand, contactEmail });
  const request = offerForm(page);
  await request.getByRole("textbox", { name: "Discount Code" }).fill("ASKED20");
  await request.getByLabel("Discount Value").fill("20");
  await request.getByLabel("Step 1 instruction").fill("Show the code at the counter");
  await request.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(page.getByRole("heading", { name: "Offer Submitted Successfully!" })).toBeVisible();

  // 2. Staff approve the request from the console.
  const desk = await staffDesk(browser);
  await desk
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: "Partnership requests" })
    .click();
  await desk.getByRole("link", { name: brand }).click();
  await desk.getByRole("button", { name: "Approve and create draft offer" }).click();
  await expect(desk).toHaveURL(/\/admin\/offers\/\d+$/);

  // 3. The invitation e-mail's link: the contact sets a password and lands on the portal.
  const link = await invitationLink(contactEmail);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join ${brand} on StudentPerks` })).toBeVisible();
  await page.getByLabel("First Name").fill("Omar");
  await page.getByLabel("Last Name").fill("Haddad");
  const password = newAccount("partner").password;
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();

  // 4. The brand proposes an offer with a cover; it waits for review.
  const title = `Free karak with any breakfast at ${brand}`;
  await page.getByRole("button", { name: "Propose a new offer" }).click();
  const form = page.getByRole("form", { name: "Propose a new offer" });
  await form.getByLabel("Offer Title", { exact: true }).fill(title);
  await form.getByLabel("Offer Description", { exact: true }).fill("A free karak with any breakfast.");
  await form.getByLabel("Brand Category", { exact: true }).selectOption("other");
  await form.getByLabel("Discount Type", { exact: true }).selectOption("other");
  await form.getByLabel("Discount code (optional)", { exact: true }).fill("JOURNEYKARAK");
  await form.getByLabel("Step 1 instruction", { exact: true }).fill("Show the code at the counter");
  await form.getByLabel("Terms and Conditions", { exact: true }).fill("One karak per visit.");
  await form.getByLabel("Cover Image (optional)", { exact: true }).setInputFiles(await coverPicture());
  await expect(form.getByRole("img", { name: "Preview of your cover image" })).toBeVisible();
  await form.getByRole("button", { name: "Send for review" }).click();
  const proposal = page.getByRole("listitem", { name: title });
  await expect(proposal.getByText("State: Waiting for review", { exact: true })).toBeVisible();

  // 5. Staff approve it: it goes live.
  await desk.goto("/admin/proposals");
  await desk.getByRole("link", { name: title, exact: true }).click();
  await expect(desk.getByRole("img", { name: "Cover image, proposed" })).toBeVisible();
  await desk.getByRole("button", { name: "Approve", exact: true }).click();
  await desk
    .getByRole("dialog", { name: `Approve ${title}?` })
    .getByRole("button", { name: "Approve and publish" })
    .click();
  const decision = desk.getByRole("region", { name: "Decision" });
  await expect(decision).toContainText("Approved: the offer is live.");
  await decision.getByRole("link", { name: "Open the offer" }).click();
  await expect(desk).toHaveURL(/\/admin\/offers\/\d+$/);
  const offerId = Number(/\/admin\/offers\/(\d+)$/.exec(desk.url())![1]);
  await desk.context().close();

  // 6. A verified student finds it on the home page and redeems it.
  const student = await browser.newContext({
    baseURL,
    ...(page.viewportSize() ? { viewport: page.viewportSize()! } : {}),
  });
  const studentPage = await student.newPage();
  const account = newAccount("journey-student");
  await registerAccount(studentPage.request, account);
  await verifyStudent(studentPage.request, account);
  await studentPage.goto(`/?q=${encodeURIComponent(brand)}`);
  const card = studentPage.getByRole("article", { name: title, exact: true });
  await expect(card).toBeVisible();
  await studentPage.goto(`/?offer=${offerId}`);
  const dialog = studentPage.getByRole("dialog");
  await dialog.getByRole("button", { name: "Redeem Now" }).click();
  await expect(dialog.getByTestId("discount-code")).toHaveText("JOURNEYKARAK");
  await student.close();

  // 7. The portal: the offer is live, and its results count the redemption.
  await page.reload();
  await expect(
    page.getByRole("listitem", { name: title }).getByText("State: Live", { exact: true }),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Results" }).click();
  const perOffer = page.getByRole("region", { name: "Per offer" });
  const row = perOffer.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(row).toBeVisible();
  const headers = await perOffer.getByRole("columnheader").allTextContents();
  const redemptions = headers.findIndex((header) => header.trim() === "Redemptions");
  expect(redemptions, `a Redemptions column among ${headers.join(", ")}`).toBeGreaterThan(0);
  await expect(row.getByRole("cell").nth(redemptions - 1)).toHaveText("1");

  await findMail(
    (message) => message.to === contactEmail && message.subject === `"${title}" is approved`,
    "the approval mailed to the brand",
  );
  expect(problems).toEqual([]);
});
