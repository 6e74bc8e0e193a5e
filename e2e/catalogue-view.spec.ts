// The catalogue's search, category and sort live in the address: a filtered view can be shared, and
// it survives a reload and Back.
import type { Page } from "@playwright/test";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { fetchSeededOffers, offerGrid } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

/**
 * The seeded offers shown in the grid, in their order (offers other specs create are left out), once
 * the server's answer for the view is in (the last view's cards stay, busy, until then).
 */
async function shownOffers(page: Page, seeded: PublicOffer[]): Promise<PublicOffer[]> {
  await expect(offerGrid(page)).not.toHaveAttribute("aria-busy", "true");
  const titles = await offerGrid(page)
    .getByRole("article")
    .getByRole("heading", { level: 3 })
    .allTextContents();
  return titles.flatMap((title) => seeded.filter((offer) => offer.title === title.trim()).slice(0, 1));
}

const expiry = (offer: PublicOffer) => (offer.expiresAt ? Date.parse(offer.expiresAt) : Infinity);

test("a category, a sort and a search are in the address, and survive reload and Back", async ({
  page,
  request,
}) => {
  const seeded = await fetchSeededOffers(request);
  const fashion = seeded.filter((offer) => offer.businessCategory === "fashion");
  const chips = page.locator("#categories");
  const sort = page.getByLabel("Sort by");
  const search = page.getByRole("searchbox", { name: "Search offers" });
  await page.goto("/");
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();

  await chips.getByRole("button", { name: "Fashion", exact: true }).click();
  await expect(page).toHaveURL(/\/\?category=fashion$/);
  await sort.selectOption({ label: "Ending soon" });
  await expect(page).toHaveURL(/\/\?category=fashion&sort=ending-soon$/);
  await expect(async () => {
    const endingSoon = await shownOffers(page, seeded);
    expect(endingSoon.length).toBe(fashion.length);
    expect(endingSoon.map(expiry)).toEqual([...endingSoon.map(expiry)].sort((a, b) => a - b));
  }).toPass();

  const word = fashion[0]!.brandName;
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word).replace(/%20/g, "\\+")}`));

  // A reload, or the link shared, opens the same view.
  await page.reload();
  await expect(chips.getByRole("button", { name: "Fashion", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(sort).toHaveValue("ending-soon");
  await expect(search).toHaveValue(word);

  // The search rewrote its step rather than adding one per letter: Back undoes the sort, then the chip.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?category=fashion$/);
  await expect(sort).toHaveValue("newest");
  await expect(search).toHaveValue("");
  await expect(chips.getByRole("button", { name: "Fashion", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goBack();
  await expect(chips.getByRole("button", { name: "All categories", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(offerGrid(page).getByRole("article")).toHaveCount(24);
});

test("Biggest discount puts the largest percentage first, then fixed amounts by size", async ({
  page,
  request,
}) => {
  const seeded = await fetchSeededOffers(request);
  await page.goto("/?sort=discount");
  await expect(page.getByLabel("Sort by")).toHaveValue("discount");
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
  await expect(async () => {
    const shown = await shownOffers(page, seeded);
    const percentages = shown.filter((offer) => offer.discountType === "percentage");
    const fixed = shown.filter((offer) => offer.discountType === "fixed");
    expect(percentages.length).toBeGreaterThan(0);
    expect(shown.slice(0, percentages.length)).toEqual(percentages);
    expect(percentages.map((o) => o.discountValue)).toEqual(
      [...percentages.map((o) => o.discountValue)].sort((a, b) => b! - a!),
    );
    expect(shown.slice(percentages.length, percentages.length + fixed.length)).toEqual(fixed);
    expect(fixed.map((o) => o.discountValue)).toEqual(
      [...fixed.map((o) => o.discountValue)].sort((a, b) => b! - a!),
    );
  }).toPass();
});

test("Popular asks the server for the students' ranking and still shows every offer", async ({
  page,
  request,
}) => {
  const seeded = await fetchSeededOffers(request);
  const ranking = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/catalogue" && url.searchParams.get("sort") === "popular";
  });
  await page.goto("/");
  await page.getByLabel("Sort by").selectOption({ label: "Popular" });
  expect((await ranking).status()).toBe(200);
  await expect(page).toHaveURL(/\/\?sort=popular$/);
  await expect(offerGrid(page).getByRole("article")).toHaveCount(Math.min(24, seeded.length));
});

test("an offer opened straight after typing keeps the search, also after Back closes it", async ({
  page,
  request,
}) => {
  const [offer] = await fetchSeededOffers(request);
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Search offers" });
  await search.fill(offer!.brandName);
  await offerGrid(page).getByRole("button", { name: offer!.title, exact: true }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: offer!.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]offer=${offer!.id}(&|$)`));

  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(search).toHaveValue(offer!.brandName);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).not.toHaveURL(/[?&]offer=/);
});
