// Brand pages (/brands/<slug>, issue 20): reached from a card, the offer modal and the partner logos;
// they list the brand's live offers, which open the same modal; they arrive as HTML with the brand's
// own title and link preview, and a brand with no live offer is the 404 page.
import type { PublicOffer } from "@studentperks/contracts/offers";
import { fetchSeededOffers, offerGrid } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** A seeded brand with the most live offers, and those offers. */
async function busiestBrand(offers: PublicOffer[]) {
  const bySlug = new Map<string, PublicOffer[]>();
  for (const offer of offers) bySlug.set(offer.brandSlug, [...(bySlug.get(offer.brandSlug) ?? []), offer]);
  const [slug, brandOffers] = [...bySlug].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { slug, name: brandOffers[0]!.brandName, offers: brandOffers };
}

test("a card's brand leads to its page, whose offers open the offer modal", async ({ page }) => {
  const brand = await busiestBrand(await fetchSeededOffers(page.request));
  await page.goto(`/?q=${encodeURIComponent(brand.name)}`);
  const card = offerGrid(page).getByRole("article").filter({ hasText: brand.offers[0]!.title }).first();
  await card.getByRole("link", { name: brand.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/brands/${brand.slug}$`));
  await expect(page.getByRole("heading", { name: brand.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${brand.name} student discounts — StudentPerks`);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(brand.offers.length);
  // The number of offers is said once, under the name, not again above the cards.
  const count = `${brand.offers.length} student offer${brand.offers.length === 1 ? "" : "s"}`;
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ offers?/)).toHaveCount(0);

  const offer = brand.offers[0]!;
  const opener = page.getByRole("button", { name: offer.title, exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: offer.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/brands/${brand.slug}\\?offer=${offer.id}$`));
  // The page lists cards; the dialog has the offer's full texts all the same.
  await dialog.getByRole("tab", { name: "T&C's" }).click();
  const terms = offer.termsAndConditions?.split("\n")[0]!.trim() || "One code per student account.";
  await expect(dialog.getByRole("tabpanel")).toContainText(terms);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/brands/${brand.slug}$`));

  // The closed offer left no step behind: Back leaves the brand's page for the search it came from.
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Search offers" })).toHaveValue(brand.name);
});

test("the offer modal names its brand with a link to the brand's page", async ({ page }) => {
  const offer = (await fetchSeededOffers(page.request))[0]!;
  await page.goto(`/?offer=${offer.id}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: `All offers from ${offer.brandName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/${offer.brandSlug}$`));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { name: offer.brandName, level: 1 })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: offer.title })).toHaveCount(1);
});

test("a brand's page arrives as HTML with its own title and link preview", async ({ request }) => {
  const brand = await busiestBrand(await fetchSeededOffers(request));
  const response = await request.get(`/brands/${brand.slug}`, { headers: { accept: "text/html" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = `${brand.name} student discounts — StudentPerks`;
  const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#39;");
  expect(html).toContain(`<title>${escaped(title)}</title>`);
  // The server names itself by its PUBLIC_URL, which need not be the address the tests use.
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/brands/${brand.slug}">`));
  expect(html).toContain(`<meta property="og:title" content="${escaped(title)}">`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/brands/${brand.slug}</loc>`));
});

test("a brand nobody offers anything from is the 404 page", async ({ page }) => {
  const response = await page.goto("/brands/no-such-brand-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found", level: 1 })).toBeVisible();
});

test("a brand's page fits 320 px and has no axe violations", async ({ page }) => {
  const brand = await busiestBrand(await fetchSeededOffers(page.request));
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/brands/${brand.slug}`);
  await expect(page.getByRole("article").first()).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(innerWidth);
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "a brand's page");
});

test("a search typed just before leaving for a brand's page is still there after Back", async ({ page }) => {
  const offer = (await fetchSeededOffers(page.request))[0]!;
  await page.goto("/");
  const card = offerGrid(page).getByRole("article").filter({ hasText: offer.title }).first();
  await expect(card).toBeVisible();
  // Left at once: sooner than the search reaches the address.
  await page.getByRole("searchbox", { name: "Search offers" }).fill(offer.brandName);
  await card.getByRole("link", { name: offer.brandName, exact: true }).click();
  await expect(page.getByRole("heading", { name: offer.brandName, level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Search offers" })).toHaveValue(offer.brandName);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(offerGrid(page).getByRole("article").filter({ hasText: offer.title })).toHaveCount(1);
});
