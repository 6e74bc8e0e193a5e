import { test as base, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

export { expect } from "@playwright/test";

let people = 0;

/**
 * Each test is a person of their own, arriving from their own address (the e2e server trusts
 * X-Forwarded-For, as behind a proxy): per-address limits, such as sign-ups an hour, then count
 * each test alone, however many tests share the server.
 *
 * A prerendered page paints before its app starts (the scripts are fetched after the first frame), so
 * its load event can come before React has taken the page over. Like a person who waits for the page
 * to respond, `goto` and `reload` (waiting for load, as by default) also wait for the app to start.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    people += 1;
    const n = testInfo.workerIndex * 10_000 + people;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});

/** `page`, whose `goto` and `reload` return once a prerendered page's app has started. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") await appStarted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? "load") === "load") await appStarted(page);
    return response;
  };
  return page;
}

/** A prerendered page's app has started (a page without the starter has its scripts by the load event). */
async function appStarted(page: Page): Promise<void> {
  if (await page.locator("#app-scripts").count()) await waitForHydration(page);
}
