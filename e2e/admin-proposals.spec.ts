// Staff review a brand's proposals from the partner portal (issue 37) and run its partner accounts:
// an invitation sent from the brand's screen arrives in the dev outbox; a proposed offer is sent back
// with a reason the brand receives, and once resubmitted, approved, so it is live for students; a change
// to a live offer is shown beside the offer as it is, changed fields marked in words.
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import sharp from "sharp";
import { uniqueEmail } from "./support/accounts.ts";
import { baseURL } from "./support/base-url.ts";
import { sendUntilNotBusy } from "./support/busy.ts";
import { countRequests, expectFieldError } from "./support/forms.ts";
import { uniqueBrand } from "./support/merchants.ts";
import { findMail } from "./support/outbox.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

/** The fields of a discount offer, as the console's editor and the partner portal send them. */
const offerFields = (title: string) => ({
  title,
  description: "Ten percent off everything for students.",
  businessCategory: "other",
  offerType: "discount",
  redemptionChannel: "online",
  usageLimit: "once",
  discountType: "percentage",
  discountValue: "10",
  code: "STUDENT10",
  discountRedemptionGuide: [{ instruction: "Show the code at checkout" }],
  termsAndConditions: "One use per student.",
});

/** A brand of this test's own ("E2E ", category Other: never the seeded catalogue's), with a live offer. */
async function liveBrand(request: APIRequestContext, tag: string, extra: { coverUrl?: string } = {}) {
  const brand = uniqueBrand(tag);
  const title = `10% off at ${brand}`;
  const created = await sendUntilNotBusy(() =>
    request.post("/api/admin/offers", {
      data: { ...offerFields(title), ...extra, brandName: brand, businessName: `${brand} LLC` },
    }),
  );
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as AdminOffer;
  const published = await sendUntilNotBusy(() => request.post(`/api/admin/offers/${offer.id}/publish`));
  expect(published.status(), await published.text()).toBe(200);
  return { brand, slug: offer.brandSlug, offerId: offer.id, title };
}

/** How many messages the dev outbox holds for `to` (read as support/outbox.ts reads it). */
async function mailsTo(to: string): Promise<number> {
  const messages = (await (await fetch(`${baseURL}/dev/mail.json`)).json()) as Array<{ to: string }>;
  return messages.filter((message) => message.to === to).length;
}

/** The brand's members screen, from Offers → Brands. */
async function openMembers(page: Page, brand: string) {
  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: "Offers", exact: true })
    .click();
  await page
    .getByRole("navigation", { name: "Offers screens" })
    .getByRole("link", { name: "Brands" })
    .click();
  await page.getByRole("link", { name: `Members and invitations of ${brand}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${brand}: partner accounts` })).toBeVisible();
}

test("staff invite a member from the brand's screen; the invitation e-mail is in the outbox", async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  await signInAsStaff(page);
  const { brand } = await liveBrand(page.request, "members");
  await openMembers(page, brand);
  await expect(page.getByText("No one has joined this brand yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "Invite someone" });
  const email = form.getByRole("textbox", { name: "E-mail" });
  const invites = countRequests(page, "POST", /\/invitations$/);
  await email.fill("not an address");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expectFieldError(email, "Please enter a valid email address");
  expect(invites()).toBe(0);

  const invited = uniqueEmail("member");
  await email.fill(invited);
  await form.getByRole("combobox", { name: "Role" }).selectOption({ label: "Owner" });
  await form.getByRole("button", { name: "Send invitation" }).click();

  const invitations = page.getByRole("table", { name: "Invitations (1)" });
  const row = invitations.getByRole("row").filter({ hasText: invited });
  await expect(row).toContainText("Owner");
  await expect(row).toContainText("Pending");
  await expect(email).toHaveValue("");
  expect(invites()).toBe(1);

  const mail = await findMail((message) => message.to === invited, `the invitation mailed to ${invited}`);
  expect(mail.subject).toContain(brand);
  expect(mail.text).toMatch(/\/partners\/join#[\w-]+/);

  // Resent, it goes again with a new link; revoked, it can be neither.
  await row.getByRole("button", { name: `Resend the invitation to ${invited}` }).click();
  await expect.poll(() => mailsTo(invited), { message: "the invitation mailed again" }).toBe(2);
  await row.getByRole("button", { name: `Revoke the invitation to ${invited}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke the invitation to ${invited}?` });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button")).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** A cover as a brand uploads it (the public upload the partnership form uses): a landscape of one hue. */
async function uploadCover(request: APIRequestContext, hue: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${hue}"/>
    <circle cx="860" cy="250" r="150" fill="#fff6d5" opacity="0.9"/>
    <path d="M0 520 Q300 420 600 500 T1200 470 V630 H0 Z" fill="#00000033"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  const uploaded = await sendUntilNotBusy(() =>
    request.post("/api/upload/cover", {
      multipart: {
        file: { name: "cover.png", mimeType: "image/png", buffer },
        folder: "merchants",
        fileType: "cover",
      },
    }),
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { url: string }).url;
}

/** A partner account of the brand: invited by staff through the console's call, joined through the e-mail's link. */
async function partnerOf(staff: APIRequestContext, partner: APIRequestContext, slug: string, brand: string) {
  const email = uniqueEmail("partner");
  const invited = await sendUntilNotBusy(() =>
    staff.post(`/api/admin/brands/${slug}/invitations`, { data: { email, role: "owner" } }),
  );
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await findMail(
    (message) => message.to === email && message.subject === `You are invited to ${brand} on StudentPerks`,
    `the invitation mailed to ${email}`,
  );
  const token = /\/partners\/join#([\w-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  // Not signed in, the link makes the partner account and signs it in (the `partner` context's cookie).
  const joined = await sendUntilNotBusy(() =>
    partner.post(`/api/partner-invitations/${token}/accept`, {
      data: {
        firstName: "Mona",
        lastName: "Saleh",
        password: `Dunes-${Math.random().toString(36).slice(2, 8)}-Oryx`,
      },
    }),
  );
  expect(joined.status(), await joined.text()).toBe(200);
  return email;
}

/** The partner's call, answered as the contracts say. */
async function send(call: Promise<APIResponse>, status: number) {
  const response = await call;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as { changeId: number };
}

/** The console's Proposals screen, from the nav (its name carries the count of waiting ones). */
async function openProposal(page: Page, title: string) {
  await page
    .getByRole("navigation", { name: "Staff console sections" })
    .getByRole("link", { name: /^Proposals/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Proposals" })).toBeVisible();
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("staff send a brand's proposed offer back with a reason, approve it once resubmitted, and it is live", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const problems = watchPageProblems(page);
  await signInAsStaff(page);
  const { brand, slug } = await liveBrand(page.request, "proposal");
  const partnerEmail = await partnerOf(page.request, request, slug, brand);
  const title = `Free cookie with any drink at ${brand}`;
  const cover = await uploadCover(request, "#2f6f5e");
  const { changeId } = await send(
    request.post("/api/partners/offers", { data: { ...offerFields(title), coverUrl: cover } }),
    201,
  );

  await openProposal(page, title);
  await expect(page.getByText(`New offer from ${brand}`)).toBeVisible();
  const proposed = page.getByRole("table", { name: "The proposed offer" });
  await expect(proposed.getByRole("columnheader")).toHaveText(["Field", "Proposed"]);
  await expect(proposed.getByRole("row").filter({ hasText: "Title" }).first()).toContainText(title);
  await expect(proposed.getByRole("img", { name: "Cover image, proposed" })).toBeVisible();
  await expect(proposed.getByText("Changed")).toHaveCount(0);

  // Sent back: a reason is required (checked before anything is sent), then mailed to the brand.
  const returns = countRequests(page, "POST", /\/offer-changes\/\d+\/return$/);
  await page.getByRole("button", { name: "Send back" }).click();
  const dialog = page.getByRole("dialog", { name: `Send ${title} back to ${brand}` });
  await dialog.getByRole("button", { name: "Send back" }).click();
  const reason = dialog.getByLabel("Reason (sent to the brand by e-mail)");
  await expectFieldError(reason, "Please give a reason.");
  expect(returns()).toBe(0);
  await reason.fill("Please say which drinks count.");
  await dialog.getByRole("button", { name: "Send back" }).click();
  await expect(dialog).toBeHidden();
  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision).toContainText("Sent back to the brand.");
  await expect(decision).toContainText("Please say which drinks count.");
  expect(returns()).toBe(1);
  const returned = await findMail(
    (message) => message.to === partnerEmail && message.subject === `"${title}" needs changes`,
    "staff's reason mailed to the brand",
  );
  expect(returned.text).toContain("Please say which drinks count.");

  // The brand sends it again, changed; staff approve it after a confirmation, and it goes live.
  await send(
    request.put(`/api/partners/proposals/${changeId}`, {
      data: { ...offerFields(title), coverUrl: cover, generalInfo: "Any hot or cold drink counts." },
    }),
    200,
  );
  await page.reload();
  await expect(page.getByText("Waiting", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "The proposed offer" })).toContainText(
    "Any hot or cold drink counts.",
  );
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: `Approve ${title}?` });
  await expect(confirm).toContainText("The offer goes live for students now.");
  await confirm.getByRole("button", { name: "Approve and publish" }).click();
  await expect(confirm).toBeHidden();
  await expect(decision).toContainText("Approved: the offer is live.");
  await decision.getByRole("link", { name: "Open the offer" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Status" })).toContainText("Published");

  // A visitor finds it on the brand's page.
  const visitor = await browser.newPage();
  await visitor.goto(`/brands/${slug}`);
  await expect(visitor.getByRole("article", { name: title, exact: true })).toBeVisible();
  await visitor.close();
  await findMail(
    (message) => message.to === partnerEmail && message.subject === `"${title}" is approved`,
    "the approval mailed to the brand",
  );
  expect(problems).toEqual([]);
});

test("staff see a change to a live offer beside the offer as it is, changed fields marked; approved, it is live", async ({
  page,
  request,
}) => {
  test.slow();
  await signInAsStaff(page);
  const before = await uploadCover(request, "#7a4b2a");
  const { brand, slug, offerId, title } = await liveBrand(page.request, "change", { coverUrl: before });
  await partnerOf(page.request, request, slug, brand);
  const after = await uploadCover(request, "#1f4e79");
  const newTitle = `15% off at ${brand}`;
  await send(
    request.put(`/api/partners/offers/${offerId}`, {
      data: { ...offerFields(newTitle), coverUrl: after, discountValue: "15" },
    }),
    201,
  );

  await openProposal(page, newTitle);
  await expect(page.getByText(`Change to a live offer from ${brand}`)).toBeVisible();
  const table = page.getByRole("table", { name: "Before and after" });
  await expect(table.getByRole("columnheader")).toHaveText(["Field", "Live now", "Proposed"]);
  await expect(page.getByText(/fields? changed:/)).toHaveText(
    "3 fields changed: Title, Cover image, Discount value",
  );
  const row = (name: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row("Title Changed")).toContainText(title);
  await expect(row("Title Changed")).toContainText(newTitle);
  await expect(row("Cover image Changed").getByRole("img")).toHaveCount(2);
  await expect(row("Discount value Changed")).toContainText("10");
  await expect(row("Description")).not.toContainText("Changed");

  // Nothing changed for students until staff approve.
  const live = async () =>
    ((await (await request.get(`/api/offers/${offerId}`)).json()) as { title: string }).title;
  expect(await live()).toBe(title);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve and publish" }).click();
  await expect(page.getByRole("link", { name: "Open the offer" })).toHaveAttribute(
    "href",
    `/admin/offers/${offerId}`,
  );
  await expect.poll(live).toBe(newTitle);
});
