import type { Locator, Page } from "@playwright/test";
import type { PublicOffer } from "@studentperks/contracts/offers";
import { fetchSeededOffers, offerGrid } from "./support/offers.ts";
import { layoutShiftSoFar } from "./support/layout-shift.ts";
import { expect, test } from "./support/test.ts";

// Offer covers (issue 20): a card shows its offer's cover across its top, in the width its box needs
// (srcset), in a box of the cover's shape before a byte arrives; the dialog shows it too; an offer
// without one shows a picture drawn from its brand's colour instead. Covers never move anything.

const dialog = (page: Page) => page.getByRole("dialog");
const cardOf = (page: Page, offer: PublicOffer) =>
  offerGrid(page).getByRole("article", { name: offer.title });
const coverImage = (scope: Locator) => scope.locator('img[data-cover="image"]');

async function seededWith(page: Page, hasCover: boolean): Promise<PublicOffer> {
  const offer = (await fetchSeededOffers(page.request)).find((o) => (o.coverUrl !== null) === hasCover);
  if (!offer) throw new Error(`the seed has no offer ${hasCover ? "with" : "without"} a cover`);
  return offer;
}

/** Scrolls as a person does (the wheel), until `target` is on the screen. */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const shown = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    if (shown) return;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  throw new Error(`${target.toString()} never came on screen`);
}

const ratioOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box.width / box.height;
};

test("a card shows its cover: every width in srcset, the cover's width and height, loaded lazily", async ({
  page,
}) => {
  await page.goto("/");
  const offer = await seededWith(page, true);
  const cover = coverImage(cardOf(page, offer));
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  await expect(cover).toHaveAttribute("loading", "lazy");
  await expect(cover).toHaveAttribute("decoding", "async");
  await expect(cover).toHaveAttribute("alt", "");
  const widest = offer.coverUrl!;
  const at = (width: number) => widest.replace(/-1200\.webp$/, `-${width}.webp`);
  await expect(cover).toHaveAttribute("srcset", `${at(400)} 400w, ${at(800)} 800w, ${widest} 1200w`);
  await expect(cover).toHaveAttribute("sizes", /^\(min-width: 80rem\) 24\.5rem, /);

  await scrollTo(page, cover);
  // The browser picked one of the widths and drew it, in a box of the cover's shape.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect([at(400), at(800), widest].map((url) => new URL(url, page.url()).href)).toContain(
    await cover.evaluate((img: HTMLImageElement) => img.currentSrc),
  );
  expect(await ratioOf(cover)).toBeCloseTo(1200 / 630, 1);
});

test("the offer dialog shows the cover above the offer's title", async ({ page }) => {
  await page.goto("/");
  const offer = await seededWith(page, true);
  await offerGrid(page).getByRole("button", { name: offer.title, exact: true }).click();
  const cover = coverImage(dialog(page));
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute(
    "srcset",
    new RegExp(`${offer.coverUrl!.replace(/[.]/g, "\\.")} 1200w$`),
  );
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const title = dialog(page).getByRole("heading", { name: offer.title });
  expect((await cover.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
});

test("an offer without a cover shows a picture drawn from its brand's colour, with no name and no request", async ({
  page,
}) => {
  const coverRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/(brand-covers|uploads\/covers)\//.test(request.url())) coverRequests.push(request.url());
  });
  const offer = await seededWith(page, false);
  // Searching for the brand leaves only its offers on the page (the rows above the grid go too).
  await page.goto(`/?q=${encodeURIComponent(offer.brandName)}`);
  const card = cardOf(page, offer);
  await expect(card).toBeVisible();
  await expect(coverImage(card)).toHaveCount(0);
  const drawn = card.locator('svg[data-cover="fallback"]');
  await expect(drawn).toBeVisible();
  await expect(drawn).toHaveAttribute("aria-hidden", "true");
  // It does not print the brand's name or initials: the card writes the name beside the logo, and
  // the logo tile of a brand without one is its name set on the same colour.
  await expect(drawn.locator("text")).toHaveCount(0);
  const wordmark = card.locator('[data-logo="wordmark"]');
  await expect(wordmark).toHaveText(offer.brandName);
  // Not a blank box: the ground is a colour, not white or grey.
  const ground = await drawn.locator("rect").first().getAttribute("fill");
  expect(ground).toMatch(/^#[0-9a-f]{6}$/);
  const channels = [1, 3, 5].map((i) => Number.parseInt(ground!.slice(i, i + 2), 16));
  expect(Math.max(...channels) - Math.min(...channels)).toBeGreaterThan(40);
  expect(Math.max(...channels)).toBeLessThan(200);
  expect(await ratioOf(drawn)).toBeCloseTo(1200 / 630, 1);

  await card.getByRole("button", { name: offer.title, exact: true }).click();
  await expect(dialog(page).locator('svg[data-cover="fallback"]')).toBeVisible();
  // The hero's collage shows the featured offers' covers; the offer's own card and dialog fetch none.
  const collage = await page
    .getByTestId("hero-collage")
    .locator("img")
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src.replace(/-\d+\.webp$/, "-")),
    );
  expect(coverRequests.filter((url) => !collage.some((stem) => url.startsWith(stem)))).toEqual([]);
});

test("covers move nothing: each has its box before it arrives, and the page never shifts", async ({
  page,
}) => {
  // Every cover waits until the box has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(brand-covers|uploads\/covers)\/[^/]+\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const offer = await seededWith(page, true);
  const cover = coverImage(cardOf(page, offer));
  await scrollTo(page, cover);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  const before = await cover.boundingBox();
  expect(before!.width / before!.height).toBeCloseTo(1200 / 630, 1);

  release();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.boundingBox()).toEqual(before);
  // Through the rest of the grid too.
  await scrollTo(page, offerGrid(page).getByRole("listitem").last());
  await page.waitForLoadState("networkidle");
  expect(await layoutShiftSoFar(page)).toBe(0);
});

test("covers do not hold up the page: the largest paint is still the hero's heading", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const largest = await page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
          resolve(entry?.element?.tagName);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(largest).toBe("H1");
  for (const img of await page.locator('img[data-cover="image"]').all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
  }
});
