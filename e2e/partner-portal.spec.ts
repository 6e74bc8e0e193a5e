// The partner portal (issue 37) in the browser: staff invite a brand's owner, who sets a password
// from the e-mailed link and lands on the portal, sees the brand's offer live with its codes, pauses
// and resumes it, uploads a CSV of codes, and reads the results; then the same portal in Arabic,
// right to left. At desktop and phone widths; axe finds nothing on the offers and results screens.
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { newAccount, openAccountArea, isPhoneLayout } from "./support/accounts.ts";
import { baseURL } from "./support/base-url.ts";
import { fetchOffers } from "./support/offers.ts";
import { ar, expectArabicPage, switchLanguage, useIssueWidth } from "./support/arabic.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { brandWithInvitedOwner } from "./support/partners.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, what);
}

test.describe.configure({ timeout: 120_000 });

const offerRow = (page: Page, title: string) => page.getByRole("listitem", { name: title });
/** The row's state badge, read as "State: Live" (the label is for screen readers). */
const state = (row: Locator, value: string, label = "State") =>
  row.getByText(`${label}: ${value}`, { exact: true });

/** Follows the invitation link, makes the partner account and lands on the portal. */
async function joinAsOwner(page: Page, link: string, brand: string) {
  const owner = newAccount("partner");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join ${brand} on StudentPerks` })).toBeVisible();
  await expectNoViolations(page, "the invitation page");
  await page.getByLabel("First Name").fill("Layla");
  await page.getByLabel("Last Name").fill("Haddad");
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm Password").fill(owner.password);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();
  return owner;
}

test("an invited owner sets a password, lands on the portal, pauses and resumes, uploads codes and reads results", async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchPageProblems(page);
  await useIssueWidth(page, testInfo.project.name);
  const email = newAccount("owner").email;
  const { brand, title, link, offerId } = await brandWithInvitedOwner(browser, "Portal", email, [
    "P-1",
    "P-2",
    "P-3",
  ]);
  // The token travels after '#': never in a request line, so never in a server log.
  expect(link).toMatch(/^\/partners\/join#[\w-]+$/);

  await joinAsOwner(page, link, brand);

  const row = offerRow(page, title);
  await expect(state(row, "Live")).toBeVisible();
  await expect(row.getByText("3 of 3 codes left")).toBeVisible();
  await expectNoViolations(page, "the portal's offers");

  // Pause: asked first, then at once; students no longer get the offer.
  await row.getByRole("button", { name: /^Pause/ }).click();
  const pause = page.getByRole("dialog", { name: `Pause ${title}?` });
  await pause.getByRole("button", { name: "Pause offer" }).click();
  await expect(pause).toBeHidden();
  await expect(state(row, "Paused")).toBeVisible();
  expect((await fetchOffers(page.request)).map((offer) => offer.title)).not.toContain(title);

  await row.getByRole("button", { name: /^Resume/ }).click();
  const resume = page.getByRole("dialog", { name: `Resume ${title}?` });
  await resume.getByRole("button", { name: "Resume offer" }).click();
  await expect(state(row, "Live")).toBeVisible();

  // Codes: two new ones, one already in the pool.
  await row.getByRole("button", { name: /^Upload codes/ }).click();
  const upload = page.getByRole("dialog", { name: "Upload codes" });
  await upload.getByLabel("CSV file of codes").setInputFiles({
    name: "more-codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code\nN-1\nN-2\nP-1\n"),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByText("2 added, 1 duplicates ignored. 5 of 5 codes left.")).toBeVisible();
  await upload.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("5 of 5 codes left")).toBeVisible();

  // A new offer proposed through the form, with a cover: it waits for review, the live one untouched.
  await page.getByRole("button", { name: "Propose a new offer" }).click();
  const form = page.getByRole("form", { name: "Propose a new offer" });
  await form.getByLabel("Offer Title", { exact: true }).fill(`Free cookie at ${brand}`);
  await form.getByLabel("Offer Description", { exact: true }).fill("A free cookie with any coffee.");
  await form.getByLabel("Brand Category", { exact: true }).selectOption("other");
  await form.getByLabel("Discount Type", { exact: true }).selectOption("other");
  await form.getByLabel("Discount code (optional)", { exact: true }).fill("COOKIE");
  await form.getByLabel("Step 1 instruction", { exact: true }).fill("Show the code at the till");
  await form.getByLabel("Terms and Conditions", { exact: true }).fill("One cookie per visit.");
  await form.getByLabel("Cover Image (optional)", { exact: true }).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 1200, height: 630, channels: 3, background: { r: 120, g: 80, b: 40 } },
    })
      .png()
      .toBuffer(),
  });
  await expect(form.getByRole("img", { name: "Preview of your cover image" })).toBeVisible();
  await form.getByRole("button", { name: "Send for review" }).click();
  const proposal = offerRow(page, `Free cookie at ${brand}`);
  await expect(state(proposal, "Waiting for review")).toBeVisible();
  await expect(state(row, "Live")).toBeVisible();

  // A visitor opens the offer on the home page: one view for the results.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const counted = visitorPage.waitForResponse(
    (r) => r.url().endsWith("/api/analytics") && r.request().method() === "POST",
  );
  await visitorPage.goto(`/?offer=${offerId}`);
  expect((await counted).status()).toBe(204);
  await visitor.close();

  // Results: the last 30 days by default, with the chart, the table per offer and the CSV.
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page).toHaveURL(/tab=results/);
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /^Views from .*: 1 in all;/ })).toBeVisible();
  await expect(page.getByRole("definition").first()).toHaveText("1");
  await expect(
    page.getByRole("region", { name: "Per offer" }).getByRole("rowheader", { name: title }),
  ).toBeVisible();
  const csv = page.getByRole("link", { name: "Download CSV" });
  const href = await csv.getAttribute("href");
  expect(href).toMatch(/^\/api\/partners\/results\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain(title);
  await expectNoViolations(page, "the portal's results");

  // Members: the owner is listed, invites an editor, then revokes the invitation.
  await page.getByRole("tab", { name: "Members" }).click();
  const members = page.getByRole("tabpanel", { name: "Members" });
  await expect(members.getByText("Layla Haddad", { exact: true })).toBeVisible();
  const editor = newAccount("editor").email;
  await members.getByLabel("Email").fill(editor);
  await members.getByLabel("Role").selectOption("editor");
  await members.getByRole("button", { name: "Send invitation" }).click();
  const invitation = members.getByRole("listitem").filter({ hasText: editor });
  await expect(invitation.getByText("Pending", { exact: true })).toBeVisible();
  await invitation.getByRole("button", { name: /^Revoke/ }).click();
  await expect(invitation.getByText("Revoked", { exact: true })).toBeVisible();
  await expectNoViolations(page, "the portal's members");

  // The account menu (or the drawer) now leads to the portal.
  await page.goto("/");
  const isPhone = await isPhoneLayout(page);
  const area = await openAccountArea(page);
  await (
    isPhone
      ? area.getByRole("link", { name: "Partner portal" })
      : area.getByRole("menuitem", { name: "Partner portal" })
  ).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the portal in Arabic: right to left, the offers' states and the results in Arabic", async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchPageProblems(page);
  await useIssueWidth(page, testInfo.project.name);
  const email = newAccount("owner-ar").email;
  const { brand, title, link } = await brandWithInvitedOwner(browser, "Portal AR", email, ["A-1", "A-2"]);
  await joinAsOwner(page, link, brand);

  await switchLanguage(page, "العربية");
  await expectArabicPage(page);
  await expect(page.getByRole("tab", { name: ar("partners.tab.offers") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const row = offerRow(page, title);
  await expect(state(row, ar("partners.state.live"), ar("partners.offers.state"))).toBeVisible();
  await expect(row.getByText(ar("partners.offers.codesLeft", { left: "2", total: "2" }))).toBeVisible();

  await page.getByRole("tab", { name: ar("partners.tab.results") }).click();
  await expect(page.getByRole("link", { name: ar("partners.results.csv") })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(ar("partners.measure.views")) })).toBeVisible();
  await expectArabicPage(page);
  await expectNoViolations(page, "the portal's results in Arabic");
  expect(problems).toEqual([]);
});
