// The marks on offer cards (issue 36), on a brand's page and in the home page's grid, in English and
// Arabic: "Ends in N days" counted in Dubai days, "Temporarily unavailable" once an offer's pool ran
// out, and "Used" for the student who took its last code. Staff make the offers through the console's
// API, under a brand of this test's own.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import { dubaiToday } from "@studentperks/contracts/dubai-time";
import { newAccount, registerAccount, verifyStudent } from "./support/accounts.ts";
import { ar, switchLanguage } from "./support/arabic.ts";
import { layoutShiftSoFar, layoutShiftsSoFar } from "./support/layout-shift.ts";
import { offerGrid } from "./support/offers.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { signInAsStaff } from "./support/staff.ts";
import { expect, test, waitingForTheApp } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const DAY_MS = 86_400_000;
const DAYS_LEFT = 3;

/** The Dubai day `days` after today, as the console's expiry field takes it. */
const dubaiDayIn = (days: number) =>
  new Date(Date.parse(dubaiToday()) + days * DAY_MS).toISOString().slice(0, 10);

/** Dubai days from today to the offer's last day, read when the page is checked (a midnight may pass). */
const daysLeftTo = (lastDay: string) => Math.round((Date.parse(lastDay) - Date.parse(dubaiToday())) / DAY_MS);

/** "Ends in N days" in Arabic, for the N of this test (2 to 7: the dual, then the plural of 3-10). */
const arabicEndsIn = (days: number) => (days === 2 ? "ينتهي بعد يومين" : `ينتهي بعد ${days} أيام`);

async function publishedOffer(
  request: APIRequestContext,
  brandName: string,
  fields: { title: string; expiresOn?: string; codes?: string[] },
): Promise<AdminOffer> {
  const created = await request.post("/api/admin/offers", {
    data: {
      title: fields.title,
      description: "Twenty percent off the whole store for students.",
      brandName,
      businessName: `${brandName} LLC`,
      businessCategory: "Retail",
      logoUrl: "",
      websiteUrl: "",
      offerType: "discount",
      discountType: "percentage",
      discountValue: "20",
      code: "STUDENT20",
      referralLink: "",
      expiresOn: fields.expiresOn ?? "",
      discountRedemptionGuide: [{ instruction: "Show the code at checkout" }],
      generalInfo: "",
      termsAndConditions: "One use per student.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as AdminOffer;
  if (fields.codes) {
    const uploaded = await request.post(`/api/admin/offers/${offer.id}/codes`, {
      multipart: {
        file: { name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from(fields.codes.join("\n")) },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  const published = await request.post(`/api/admin/offers/${offer.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return offer;
}

/** A card, named by its title. */
const cardOf = (scope: Page | Locator, title: string) =>
  scope.getByRole("article", { name: title, exact: true });

/** The card's marks as shown, bidi isolates left out. */
async function marksOf(card: Locator): Promise<string[]> {
  const marks = await card
    .locator("[data-offer-mark]")
    .evaluateAll((found) =>
      found.map((mark) => (mark.querySelector("[aria-hidden='true']:not(svg)") ?? mark).textContent ?? ""),
    );
  return marks.map((mark) => mark.replace(/[\u2068\u2069]/g, ""));
}

test("cards mark an offer ending within days and one whose codes ran out, in English and Arabic", async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // Staff, a student and four page loads in two languages.
  test.slow();
  const brand = `E2E Marks ${test.info().project.name} ${Date.now().toString(36)}`;
  const lastDay = dubaiDayIn(DAYS_LEFT);
  // No service worker, so that the network (where the student's answer is held back below) serves
  // every call.
  const newContext = () =>
    browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders,
      serviceWorkers: "block",
    });
  // Staff work in a browser of their own: `page` stays a visitor's.
  const staffContext = await newContext();
  const staff = waitingForTheApp(await staffContext.newPage());
  await signInAsStaff(staff);
  const ending = await publishedOffer(staff.request, brand, {
    title: `Three days left at ${brand}`,
    expiresOn: lastDay,
  });
  const pooled = await publishedOffer(staff.request, brand, {
    title: `One code only at ${brand}`,
    codes: [`MARKS-${Date.now().toString(36).toUpperCase()}`],
  });
  await staffContext.close();

  // A verified student takes the one code; the pool check after the answer marks the offer run out.
  const studentContext = await newContext();
  const student = waitingForTheApp(await studentContext.newPage());
  const account = newAccount("offer-marks");
  await registerAccount(student.request, account);
  await verifyStudent(student.request, account);
  const redeemed = await student.request.post(`/api/offers/${pooled.id}/redeem`);
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const isOutOfCodes = async () => {
    const offer = (await (await page.request.get(`/api/offers/${pooled.id}`)).json()) as {
      outOfCodes: boolean;
    };
    return offer.outOfCodes;
  };
  await expect.poll(isOutOfCodes).toBe(true);

  // A visitor, on the brand's page: the marks come with the cards and move nothing.
  const problems = watchPageProblems(page);
  await page.goto(`/brands/${ending.brandSlug}`);
  await expect(cardOf(page, ending.title).getByText(`Ends in ${daysLeftTo(lastDay)} days`)).toBeVisible();
  expect(await marksOf(cardOf(page, ending.title))).toEqual([`Ends in ${daysLeftTo(lastDay)} days`]);
  expect(await marksOf(cardOf(page, pooled.title))).toEqual(["Temporarily unavailable"]);
  expect(await layoutShiftSoFar(page)).toBe(0);
  await expectNoAxeViolations(page, "the offer grid", { include: '[data-testid="offer-grid"]' });

  // The home page's grid, searched for the brand, shows them alike.
  await page.goto(`/?q=${encodeURIComponent(brand)}`);
  await expect(offerGrid(page).getByRole("article")).toHaveCount(2);
  expect(await marksOf(cardOf(offerGrid(page), ending.title))).toEqual([
    `Ends in ${daysLeftTo(lastDay)} days`,
  ]);
  expect(await marksOf(cardOf(offerGrid(page), pooled.title))).toEqual(["Temporarily unavailable"]);

  // In Arabic.
  await switchLanguage(page, "العربية");
  await expect(cardOf(offerGrid(page), pooled.title).getByText(ar("offers.marks.unavailable"))).toBeVisible();
  expect(await marksOf(cardOf(offerGrid(page), ending.title))).toEqual([arabicEndsIn(daysLeftTo(lastDay))]);
  await page.goto(`/brands/${ending.brandSlug}`);
  await expect(cardOf(page, ending.title).getByText(arabicEndsIn(daysLeftTo(lastDay)))).toBeVisible();
  expect(await marksOf(cardOf(page, pooled.title))).toEqual([ar("offers.marks.unavailable")]);
  await expectNoAxeViolations(page, "the offer grid", { include: '[data-testid="offer-grid"]' });
  expect(problems).toEqual([]);

  // The student who took the last code sees that they used it (once per student), not that it ran out.
  // Their answer is held back a moment, as on a slow line, so their mark comes after the cards.
  await student.route("**/api/redemptions", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await student.goto(`/brands/${ending.brandSlug}`);
  await expect(cardOf(student, ending.title)).toBeVisible();
  await expect(cardOf(student, pooled.title).getByText("Used", { exact: true })).toBeVisible();
  expect(await marksOf(cardOf(student, pooled.title))).toEqual(["Used"]);
  expect(await marksOf(cardOf(student, ending.title))).toEqual([`Ends in ${daysLeftTo(lastDay)} days`]);
  // Their mark came after the cards, over the cover: nothing in the grid moved.
  const shifts = await layoutShiftsSoFar(student, '[data-testid="offer-grid"]');
  expect(shifts.total, shifts.sources.join("\n")).toBe(0);
  await studentContext.close();
});
