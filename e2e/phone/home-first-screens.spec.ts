// On a phone the hero stays (title, description, Start Saving Now) but is compact, so the search and
// the first offers start within the first screen and a half (issue 32: the first offer was two
// screens down). Positions, measured in the page, in both languages.
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { ar } from "../support/arabic.ts";
import { expect, test } from "../support/test.ts";

for (const locale of ["en", "ar"] as const) {
  test(`the hero, the search and the first offers fit the first screen and a half (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (locale === "ar") await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
    await page.goto("/");
    const text = (key: string, english: string) => (locale === "ar" ? ar(key) : english);
    const screen = page.viewportSize()!.height;
    const pageTop = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
        });

    // The hero keeps its title, description and call to action, all on the first screen.
    const cta = page.getByRole("button", { name: text("hero.cta", "Start Saving Now") });
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(text("hero.description", "StudentPerks is the UAE's first"))).toBeVisible();
    await expect(cta).toBeInViewport({ ratio: 1 });

    const search = await pageTop("#discounts input[type=search]");
    expect(search.bottom).toBeLessThanOrEqual(screen * 1.5);
    // The first offer card was two screens down (1668 px of 839).
    const firstCard = page.locator("#discounts article").first();
    await expect(firstCard).toBeVisible();
    const card = await pageTop("#discounts article");
    expect(card.top).toBeLessThanOrEqual(screen * 1.5);
  });
}
