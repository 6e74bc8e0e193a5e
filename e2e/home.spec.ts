import { expect, test } from "./support/test.ts";
import { CATEGORY_FILTERS } from "@studentperks/contracts/catalogue";
import { fetchOffers, offerGrid } from "./support/offers.ts";
import { layoutShiftSoFar } from "./support/layout-shift.ts";

const SEARCH_PLACEHOLDER = "Search brands, offers, or products...";

test("home page loads the live catalogue", async ({ page, request }) => {
  const offers = await fetchOffers(request);
  expect(offers.length).toBeGreaterThan(6);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Exclusive Student Discounts" })).toBeVisible();
  const newest = offers[0]!;
  await expect(offerGrid(page).getByRole("article").filter({ hasText: newest.title }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "We Have Been Mentioned By..." })).toBeVisible();

  const chips = page.locator("#categories").getByRole("button");
  await expect(chips).toHaveText(CATEGORY_FILTERS.map((c) => c.label));
  await expect(chips.first()).toHaveAttribute("aria-pressed", "true");
});

test("search and category filters combine, and the empty state shows", async ({ page, request }) => {
  const offers = await fetchOffers(request);
  const target = offers.find((o) => offers.filter((x) => x.brandName === o.brandName).length === 1)!;
  const otherCategory = CATEGORY_FILTERS.find(
    (c) => c.value !== "all" && c.value !== target.businessCategory,
  )!;
  const ownCategory = CATEGORY_FILTERS.find((c) => c.value === target.businessCategory)!;

  await page.goto("/");
  const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  // Case-insensitive search over the brand name.
  await search.fill(target.brandName.toUpperCase());
  const cards = offerGrid(page).getByRole("article");
  await expect(cards.filter({ hasText: target.title })).toHaveCount(1);
  for (const other of offers.filter((o) => !matches(o, target.brandName))) {
    await expect(cards.filter({ hasText: other.title })).toHaveCount(0);
  }

  // Same search within the offer's own category keeps it; another category empties the grid.
  await page.locator("#categories").getByRole("button", { name: ownCategory.label, exact: true }).click();
  await expect(cards.filter({ hasText: target.title })).toHaveCount(1);
  await page.locator("#categories").getByRole("button", { name: otherCategory.label, exact: true }).click();
  await expect(page.getByText("No offers found matching your criteria.")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or category filter.")).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Clearing the search within a category shows that category's offers and no others.
  await search.fill("");
  await expect(cards.first()).toBeVisible();
  for (const other of offers.filter((o) => o.businessCategory !== otherCategory.value)) {
    await expect(cards.filter({ hasText: other.title })).toHaveCount(0);
  }
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("Discounts from another page lands on the discounts section", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: "Discounts", exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/#discounts$/);
  await expect(page.locator("#discounts")).toBeInViewport();
});

test("Start Saving Now scrolls to the discounts section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start Saving Now" }).click();
  await expect(page.locator("#discounts")).toBeInViewport();
});

test("the hero's collage fades the featured offers' covers into tiles that do not move, and fits 320 px", async ({
  page,
  request,
}) => {
  const offers = await fetchOffers(request);
  const { featured } = (await (await request.get("/api/offers/rankings")).json()) as { featured: number[] };
  const firstFeatured = featured.map((id) => offers.find((o) => o.id === id)).find((o) => o?.coverUrl);
  expect(firstFeatured, "a featured offer with a cover in the seed").toBeDefined();

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  const collage = page.getByTestId("hero-collage");
  // The prerendered page already holds the collage's box, before any cover has arrived.
  const before = await collage.boundingBox();
  expect(before!.height).toBeGreaterThan(0);
  const cover = collage.locator(`img[data-hero-cover="${firstFeatured!.id}"]`);
  await expect(cover).toHaveAttribute("alt", "");
  // The tiles' covers load lazily: those the 320 px strip shows fade in (those clipped off its ends
  // are never fetched).
  await expect(collage.locator("img[data-loaded]").first()).toBeVisible();
  await expect(collage).toHaveAttribute("aria-hidden", "true");
  expect(await collage.boundingBox()).toEqual(before);
  expect(await layoutShiftSoFar(page)).toBe(0);
  // The strip is clipped at the screen's edges: the page does not scroll sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // The title stays the largest paint: no cover tile is drawn larger than it.
  const title = await page.getByRole("heading", { level: 1 }).boundingBox();
  const tile = await cover.boundingBox();
  expect(tile!.width * tile!.height).toBeLessThan(title!.width * title!.height);
});

function matches(offer: { [k: string]: unknown }, query: string): boolean {
  const q = query.toLowerCase();
  return ["title", "description", "businessDescription", "brandName", "businessName"].some((key) =>
    String(offer[key] ?? "")
      .toLowerCase()
      .includes(q),
  );
}

test("the partner logos stop moving with a Pause button (WCAG 2.2.2)", async ({ page }) => {
  await page.goto("/");
  const pause = page.getByRole("button", { name: "Pause moving logos" });
  const firstRow = page.getByRole("list", { name: "Partner brands, row 1" });
  const playState = () => firstRow.evaluate((row) => getComputedStyle(row).animationPlayState);
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  // Reduced motion also stops them; this browser does not ask for it.
  expect(await playState()).toBe("running");
  await pause.click();
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  expect(await playState()).toBe("paused");
  await pause.click();
  expect(await playState()).toBe("running");
});

test("the partner brands are the catalogue's: each shown has offers, and leads to its page", async ({
  page,
}) => {
  const offers = await fetchOffers(page.request);
  await page.goto("/");
  const row = page.getByRole("list", { name: "Partner brands, row 1" });
  // Moving logos are hard to click: pause them first, as a person would, then take one in view (on a
  // busy machine the row may have carried the first logos out of a phone's width by then).
  await page.getByRole("button", { name: "Pause moving logos" }).click();
  const width = page.viewportSize()!.width;
  let shown = row.getByRole("link").first();
  for (const link of await row.getByRole("link").all()) {
    const box = await link.boundingBox();
    if (box && box.x >= 0 && box.x + box.width <= width) {
      shown = link;
      break;
    }
  }
  const name = (await shown.textContent())!.trim();
  expect(offers.some((offer) => offer.brandName === name)).toBe(true);
  await shown.click();
  const slug = offers.find((offer) => offer.brandName === name)!.brandSlug;
  await expect(page).toHaveURL(new RegExp(`/brands/${slug}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(
    offers.filter((offer) => offer.brandName === name).length,
  );
});
