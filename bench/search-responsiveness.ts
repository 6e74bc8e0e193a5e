// The home page with a large catalogue: how soon the first cards show, and whether typing stalls
// (optionally with the CPU slowed down as Lighthouse's phone profile does).
import { chromium } from "@playwright/test";
import { findChromium } from "../e2e/support/chromium.ts";

export interface SearchResult {
  firstCardMs: number;
  longestTaskWhileTypingMs: number;
  blockingWhileTypingMs: number;
  cardsRendered: number;
}

export async function measureSearch(baseUrl: string, query: string, cpuSlowdown = 1): Promise<SearchResult> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    }
    const started = Date.now();
    await page.goto(baseUrl);
    await page.getByRole("article").first().waitFor();
    const firstCardMs = Date.now() - started;
    const cardsRendered = await page.getByRole("article").count();

    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    await page
      .getByPlaceholder("Search brands, offers, or products...")
      .pressSequentially(query, { delay: 60 });
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    return {
      firstCardMs,
      cardsRendered,
      longestTaskWhileTypingMs: Math.round(Math.max(0, ...longTasks)),
      blockingWhileTypingMs: Math.round(longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    };
  } finally {
    await browser.close();
  }
}
