// The home page's rows (Featured, Trending this week, New, Ending soon) above the grid: shown while
// nothing is filtered, usable by keyboard and touch, and never wider than the page.
import type { Page } from "@playwright/test";
import type { CatalogueFront, CataloguePage } from "@studentperks/contracts/catalogue-page";
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { ar } from "./support/arabic.ts";
import { baseURL } from "./support/base-url.ts";
import { offerGrid, offerRowsOf } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

const row = (page: Page, name: string) => offerRowsOf(page).getByRole("region", { name, exact: true });

test("the rows show without a search or category and step aside for one", async ({ page }) => {
  await page.goto("/");
  const rows = offerRowsOf(page);
  await expect(row(page, "New").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "All offers", level: 3 })).toBeVisible();
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Search offers" }).fill("student");
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "All offers" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search offers" }).fill("");
  await expect(row(page, "New")).toBeVisible();

  await page.locator("#categories").getByRole("button", { name: "Fashion", exact: true }).click();
  await expect(rows).toHaveCount(0);
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
  // Back to the unfiltered catalogue brings them back.
  await page.goBack();
  await expect(row(page, "New")).toBeVisible();
});

/** What the page itself was answered for `path`: specs running side by side add offers of their own. */
const answerTo = <T>(page: Page, path: string) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === path && response.ok())
    .then((response) => response.json() as Promise<T>);

const idsIn = (region: ReturnType<typeof row>) =>
  region
    .locator("[data-open-offer]")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-open-offer"))));

test("the New row holds the newest offers, each opening the offer and giving focus back to it", async ({
  page,
}) => {
  // The grid's first page is the catalogue's newest; New leaves out what Featured and Trending show.
  const grid = answerTo<CataloguePage>(page, "/api/catalogue");
  await page.goto("/");
  const { offers } = await grid;
  const newRow = row(page, "New");
  await expect(newRow.getByRole("listitem").first()).toBeVisible();
  const shownAbove = new Set(
    (await Promise.all(["Featured", "Trending this week"].map((name) => idsIn(row(page, name))))).flat(),
  );
  const newest = offers.filter((offer) => !shownAbove.has(offer.id));
  expect(await idsIn(newRow)).toEqual(newest.slice(0, 12).map((offer) => offer.id));

  const card = newRow.locator(`[data-open-offer="${newest[0]!.id}"]`);
  await card.click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: newest[0]!.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Focus returns to the card in the row, not to the same offer's card in the grid.
  await expect(card).toBeFocused();
});

test("Tab walks through a row, bringing each card into view", async ({ page }) => {
  await page.goto("/");
  const cards = row(page, "New").locator("[data-open-offer]");
  const brandLinks = row(page, "New").locator("[data-brand-link]");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  await cards.first().focus();
  // Each card holds two stops: its brand's link (to the brand's page), then its offer.
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press("Tab");
    await expect(brandLinks.nth(index)).toBeFocused();
    await expect(brandLinks.nth(index)).toBeInViewport({ ratio: 0.5 });
    await page.keyboard.press("Tab");
    await expect(cards.nth(index)).toBeFocused();
    await expect(cards.nth(index)).toBeInViewport({ ratio: 0.5 });
  }
});

test("the page never scrolls sideways at 320 px, rows included", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/");
  await expect(row(page, "New").getByRole("listitem").first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("Featured and Ending soon show the server's rows, Ending soon the week's last chances, soonest first", async ({
  page,
}) => {
  // What the page itself was answered: staff may reorder Featured while specs run side by side.
  const front = answerTo<CatalogueFront>(page, "/api/catalogue/front");
  await page.goto("/");
  const { rows } = await front;
  const rowOf = (id: string) => rows.find((answered) => answered.id === id)!.offers;
  await expect(row(page, "Ending soon").getByRole("listitem").first()).toBeVisible();

  expect(await idsIn(row(page, "Featured"))).toEqual(rowOf("featured").map((offer) => offer.id));
  expect(rowOf("featured").length).toBeGreaterThanOrEqual(4);
  const endingSoon = rowOf("endingSoon");
  expect(await idsIn(row(page, "Ending soon"))).toEqual(endingSoon.map((offer) => offer.id));
  const weekAway = Date.now() + 7 * 24 * 60 * 60 * 1000;
  const expiries = endingSoon.map((offer) => Date.parse(offer.expiresAt!));
  expect(expiries.every((at) => at > Date.now() - 60_000 && at <= weekAway)).toBe(true);
  expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
});

for (const locale of ["en", "ar"] as const) {
  test(`every row holds at least four offers, and a row repeats none shown above while it has others (${locale})`, async ({
    page,
  }) => {
    if (locale === "ar")
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
    await page.goto("/");
    const rows = offerRowsOf(page).getByRole("region");
    await expect(rows.first().getByRole("listitem").first()).toBeVisible();
    const shown = await rows.evaluateAll((regions) =>
      regions.map((region) =>
        [...region.querySelectorAll("[data-open-offer]")].map((card) =>
          Number(card.getAttribute("data-open-offer")),
        ),
      ),
    );
    // The seed fills Featured, New and Ending soon (Trending only once students redeem this week).
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const seen = new Map<number, number>();
    for (const ids of shown) {
      expect(ids.length).toBeGreaterThanOrEqual(4);
      for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(Math.max(...seen.values()), "no offer fills three rows").toBeLessThanOrEqual(2);
    // New, with the whole catalogue to choose from, shows nothing a row above it shows.
    const newRow = locale === "en" ? "New" : ar("offers.rows.new");
    const newIds = await row(page, newRow)
      .locator("[data-open-offer]")
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-open-offer"))));
    const aboveNew = shown
      .slice(
        0,
        shown.findIndex((ids) => ids[0] === newIds[0]),
      )
      .flat();
    expect(newIds.filter((id) => aboveNew.includes(id))).toEqual([]);
  });
}
