import { expect, test } from "./support/test.ts";
import { waitForHydration } from "./support/hydration.ts";
import { fetchOffers, offerGrid } from "./support/offers.ts";

const FALLBACK = "Failed to load offers. Please try again later.";

test("six skeleton cards show while the offers load", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/api/catalogue", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const skeleton = page.getByTestId("offer-skeleton");
  await expect(skeleton.getByRole("listitem", { includeHidden: true })).toHaveCount(6);
  await expect(offerGrid(page).getByRole("article")).toHaveCount(0);
  release();
  await expect(skeleton).toBeHidden();
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
});

test("a failed load shows the server's message, is not sent again by itself, and Try again recovers", async ({
  page,
}) => {
  let fail = true;
  let failed = 0;
  await page.route("/api/catalogue", (route) => {
    if (!fail) return route.continue();
    failed += 1;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"message":"Catalogue is resting"}',
    });
  });
  await page.goto("/");
  await expect(page.getByRole("alert")).toContainText("Catalogue is resting");
  // Spec 000 §9, no automatic retry: the parts of the page that arrive later (the hero's collage, the
  // partner logos) used to send the list again as each appeared, 4-5 requests to a server saying 503.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(failed).toBe(1);
  await expect(page.getByRole("alert")).toContainText("Catalogue is resting");
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(offerGrid(page).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a failed load without a message shows the status text, and a malformed list the fallback", async ({
  page,
}) => {
  await page.route("/api/catalogue", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/");
  // Spec 000 §7: with no message in the body, the error's message is the status text.
  await expect(page.getByRole("alert")).toContainText("Internal Server Error");
  await page.unroute("/api/catalogue");
  await page.route("/api/catalogue", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"not":"a list"}' }),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(FALLBACK);
});

test("Show more adds the next cards until the whole catalogue is shown", async ({ page, request }) => {
  const offers = await fetchOffers(request);
  await page.goto("/");
  const cards = offerGrid(page).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  expect(firstPage).toBeLessThan(offers.length);
  await expect(page.getByText(`Showing ${firstPage} of ${offers.length} offers`)).toBeVisible();
  // The first new card takes the focus, so keyboard users go on where the new cards begin.
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(
    cards.nth(firstPage).getByRole("button", { name: offers[firstPage]!.title, exact: true }),
  ).toBeFocused();
  while (await page.getByRole("button", { name: "Show more" }).isVisible()) {
    await page.getByRole("button", { name: "Show more" }).click();
  }
  await expect(cards).toHaveCount(offers.length);
  await expect(cards.last()).toContainText(offers.at(-1)!.title);
});
