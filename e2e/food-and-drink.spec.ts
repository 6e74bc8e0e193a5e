// Food & Drink (issue 32): cafés, bakeries and restaurants have a chip of their own, in both
// languages, and it shows exactly their offers.
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { ar } from "./support/arabic.ts";
import { baseURL } from "./support/base-url.ts";
import { fetchSeededOffers, offerGrid } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

for (const locale of ["en", "ar"] as const) {
  test(`the Food & Drink chip lists the food brands and nothing else (${locale})`, async ({ page }) => {
    const offers = await fetchSeededOffers(page.request);
    const food = offers.filter((offer) => offer.businessCategory === "food");
    expect(food.length, "the seed has food brands").toBeGreaterThanOrEqual(3);
    if (locale === "ar")
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
    const label = locale === "en" ? "Food & Drink" : ar("category.food");
    const titleOf = (offer: (typeof offers)[number]) => (locale === "en" ? offer.title : offer.titleAr!);

    await page.goto("/");
    const chip = page.locator("#categories").getByRole("button", { name: label, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/[?&]category=food\b/);
    const cards = offerGrid(page).getByRole("article");
    await expect(cards).toHaveCount(food.length);
    for (const offer of food) {
      const card = cards.filter({ has: page.getByRole("button", { name: titleOf(offer), exact: true }) });
      await expect(card).toHaveCount(1);
      // Each card names its category as the chip does.
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    // Karak and falafel are no longer filed under Other.
    await page
      .locator("#categories")
      .getByRole("button", { name: locale === "en" ? "Other" : ar("category.other"), exact: true })
      .click();
    await expect(cards.first()).toBeVisible();
    for (const offer of food) {
      await expect(
        cards.filter({ has: page.getByRole("button", { name: titleOf(offer), exact: true }) }),
      ).toHaveCount(0);
    }
  });
}
