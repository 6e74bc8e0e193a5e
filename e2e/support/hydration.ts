import { expect, type Page } from "@playwright/test";

/** React has taken over the page: its event handlers are attached to #root. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById("root")!;
        return Object.keys(root).some((key) => key.startsWith("__reactContainer"));
      }),
    )
    .toBe(true);
}
