// A visitor's public pages load without an error in the console, a failed request or a refused script:
// each of those is what a student's browser (and Lighthouse's best-practices audit) reports against us.
import { PUBLIC_PAGES } from "./support/public-pages.ts";
import { expect, test } from "./support/test.ts";

test("public pages log no errors, fail no request and trip no content security policy", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP refused ${event.violatedDirective} (${event.blockedURI})`);
    });
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});
