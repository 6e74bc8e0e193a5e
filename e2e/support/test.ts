import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

let people = 0;

/**
 * Each test is a person of their own, arriving from their own address (the e2e server trusts
 * X-Forwarded-For, as behind a proxy): per-address limits, such as sign-ups an hour, then count
 * each test alone, however many tests share the server.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    people += 1;
    const n = testInfo.workerIndex * 10_000 + people;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
});
