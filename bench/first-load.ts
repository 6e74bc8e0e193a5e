// What the home page's scripts weigh before the load event, measured in a real browser per language:
// the scripts the page fetched, each counted at its gzip size (as bundle-size.ts counts them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { findChromium } from "../e2e/support/chromium.ts";

export interface FirstLoad {
  locale: "en" | "ar";
  jsGzipKb: number;
  scripts: number;
  /** Scripts fetched after the load event, until the network is idle (prefetched routes). */
  jsAfterLoadGzipKb: number;
  /** Font files fetched before the load event (Latin pages must fetch none of the Arabic font). */
  fonts: string[];
}

export async function measureFirstLoad(
  base: string,
  distDir: string,
  locale: "en" | "ar",
): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ locale: locale === "ar" ? "ar-AE" : "en-GB" });
    await context.addCookies([{ name: "sp_locale", value: locale, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
    const resources = await fetched();
    const scriptsOf = (paths: string[]) =>
      paths.filter((path) => path.startsWith("/assets/") && path.endsWith(".js"));
    const gzipKb = (paths: string[]) =>
      Math.round(
        (paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0) / 1024) *
          10,
      ) / 10;
    const scripts = scriptsOf(resources);
    await page.waitForLoadState("networkidle");
    const later = scriptsOf(await fetched()).filter((path) => !scripts.includes(path));
    return {
      locale,
      jsGzipKb: gzipKb(scripts),
      jsAfterLoadGzipKb: gzipKb(later),
      scripts: scripts.length,
      fonts: resources.filter((path) => /\.woff2?$/.test(path)),
    };
  } finally {
    await browser.close();
  }
}
