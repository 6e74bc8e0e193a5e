// Offers used in store (issue 35): their cards are marked "In store" (home grid, rows, brand pages),
// the home page's In store filter keeps only them and lives in the address, and a verified student's
// dialog leads to the student card (/card?offer=<id>) instead of a code, or beside it.
import type { Locator, Page } from "@playwright/test";
import { isUsableInStore } from "@studentperks/contracts/catalogue";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { newAccount, registerAccount, verifyStudent } from "./support/accounts.ts";
import { fetchSeededOffers, offerGrid, offerRowsOf } from "./support/offers.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { expect, test } from "./support/test.ts";

const dialog = (page: Page) => page.getByRole("dialog");
const inStoreToggle = (page: Page) => page.getByRole("button", { name: "In store", exact: true });

/** The seeded offers the grid shows, once the server's answer for the view is in. */
async function shownTitles(page: Page, seeded: PublicOffer[]): Promise<string[]> {
  await expect(offerGrid(page)).not.toHaveAttribute("aria-busy", "true");
  const titles = await offerGrid(page).getByRole("article").getByRole("heading").allTextContents();
  return titles.map((title) => title.trim()).filter((title) => seeded.some((offer) => offer.title === title));
}

/**
 * Whether each of these cards carries the In store mark, by title, read in one go: the home page
 * renews its cards when the catalogue changes (other specs publish offers meanwhile), so reading
 * them one locator at a time could ask for a card that is no longer there.
 */
async function marks(cards: Locator): Promise<Map<string, boolean>> {
  const read = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      title: (article.querySelector("h1, h2, h3, h4, h5, h6")?.textContent ?? "").trim(),
      marked: [...article.querySelectorAll("*")].some(
        (element) => element.textContent?.trim() === "In store",
      ),
    })),
  );
  return new Map(read.map(({ title, marked }) => [title, marked]));
}

test("cards used in store are marked, and In store keeps only them, in the address", async ({
  page,
  request,
}) => {
  const seeded = await fetchSeededOffers(request);
  const inStore = seeded.filter((offer) => isUsableInStore(offer.redemptionChannel));
  expect(inStore.length, "the seed has offers used in store").toBeGreaterThanOrEqual(4);
  const channelOf = new Map(seeded.map((offer) => [offer.title, offer.redemptionChannel]));
  const problems = watchPageProblems(page);

  await page.goto("/");
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
  // The grid and the rows above it: a mark exactly on the cards of offers used in store or both ways.
  for (const cards of [offerGrid(page).getByRole("article"), offerRowsOf(page).getByRole("article")]) {
    const marked = await marks(cards);
    expect(marked.size).toBeGreaterThan(0);
    for (const [title, isMarked] of marked) {
      const channel = channelOf.get(title);
      if (channel) expect(isMarked, title).toBe(isUsableInStore(channel));
    }
  }
  expect([...(await marks(offerRowsOf(page).getByRole("article"))).values()]).toContain(true);

  await expect(inStoreToggle(page)).toHaveAttribute("aria-pressed", "false");
  await inStoreToggle(page).click();
  await expect(page).toHaveURL(/\/\?where=in-store$/);
  await expect(inStoreToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(offerRowsOf(page)).toHaveCount(0);
  await expect(async () => {
    expect((await shownTitles(page, seeded)).sort()).toEqual(inStore.map((offer) => offer.title).sort());
  }).toPass();
  expect([...(await marks(offerGrid(page).getByRole("article"))).values()].every(Boolean)).toBe(true);

  // The prerendered home page takes the filter from the address once it has started, without a
  // hydration error; with a category, both apply.
  await page.goto("/?where=in-store&category=food");
  await expect(inStoreToggle(page)).toHaveAttribute("aria-pressed", "true");
  const food = inStore.filter((offer) => offer.businessCategory === "food");
  expect(food.length, "the seed has cafés used in store").toBeGreaterThanOrEqual(2);
  await expect(async () => {
    expect((await shownTitles(page, seeded)).sort()).toEqual(food.map((offer) => offer.title).sort());
  }).toPass();

  await inStoreToggle(page).click();
  await expect(page).toHaveURL(/\/\?category=food$/);
  await expect(inStoreToggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(problems).toEqual([]);
});

test("a brand's page marks its offers used in store", async ({ page, request }) => {
  const offer = (await fetchSeededOffers(request)).find((o) => o.redemptionChannel === "in_store")!;
  await page.goto(`/brands/${offer.brandSlug}`);
  const card = page.getByRole("article").filter({ hasText: offer.title });
  await expect(card.getByText("In store", { exact: true })).toBeVisible();
});

test("a verified student's dialog leads to the student card, instead of a code or beside it", async ({
  page,
}) => {
  const account = newAccount("in-store");
  await registerAccount(page.request, account);
  await verifyStudent(page.request, account);
  const seeded = await fetchSeededOffers(page.request);
  const onlyInStore = seeded.find((o) => o.redemptionChannel === "in_store")!;
  const bothWays = seeded.find((o) => o.redemptionChannel === "both" && o.offerType === "discount")!;

  await page.goto(`/?offer=${bothWays.id}`);
  await expect(dialog(page).getByRole("button", { name: "Redeem Now" })).toBeVisible();
  await expect(dialog(page).getByText("Show your StudentPerks card at the till")).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: "Show my card" })).toHaveAttribute(
    "href",
    `/card?offer=${bothWays.id}`,
  );

  await page.goto(`/?offer=${onlyInStore.id}`);
  await expect(dialog(page).getByText("Show your StudentPerks card at the till")).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: /Redeem Now|Get Offer/ })).toHaveCount(0);
  const shown = page.waitForResponse(
    (response) => response.url().endsWith("/api/card/shown") && response.request().method() === "POST",
  );
  await dialog(page).getByRole("link", { name: "Show my card" }).click();
  // The card opens with its live QR, and counts the showing for the offer it came from.
  await expect(page).toHaveURL(new RegExp(`/card\\?offer=${onlyInStore.id}$`));
  await expect(page.getByRole("img", { name: /QR/ })).toBeVisible();
  const counted = await shown;
  expect(counted.status()).toBe(204);
  expect(counted.request().postDataJSON()).toEqual({ offerId: onlyInStore.id });
});
