// An open offer names itself in the tab, as the served page did (issue 32), and the page's own title
// comes back when it closes, in both languages.
import { withoutDirectionControls } from "@studentperks/contracts/direction-controls";
import { ar } from "./support/arabic.ts";
import { fetchSeededOffers } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

for (const locale of ["en", "ar"] as const) {
  test(`an open offer keeps its title in the tab, and closing it gives the page's back (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "sp_locale", value: locale, url: baseURL! }]);
    const [offer] = await fetchSeededOffers(page.request);
    // A tab's title carries no direction controls, as the served <title> (issue 31): not even the
    // isolates an Arabic sentence sets around its values on the page.
    const offerTitle =
      locale === "ar"
        ? `${withoutDirectionControls(ar("title.offer", { offer: offer!.titleAr ?? offer!.title, brand: offer!.brandName }))} — StudentPerks`
        : `${offer!.title} at ${offer!.brandName} — StudentPerks`;
    const homeTitle =
      locale === "ar" ? ar("title.home") : "StudentPerks — Exclusive Student Discounts in the UAE";

    await page.goto(`/?offer=${offer!.id}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveTitle(offerTitle);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveTitle(homeTitle);
  });
}
