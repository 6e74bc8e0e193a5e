// Lighthouse 12's mobile audit of one page (simulated slow 4G, 4x CPU), in the system Chromium:
// the performance, SEO and best-practices scores and the metrics the targets name.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../e2e/support/chromium.ts";

export interface LighthouseResult {
  score: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits of the SEO and best-practices categories that did not pass, so a score below 100 says why. */
  failing: string[];
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

export async function auditMobile(
  url: string,
  headers: Record<string, string> = {},
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance", "seo", "best-practices"],
      extraHeaders: headers,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    const failing = [categories.seo, categories["best-practices"]]
      .flatMap((category) => category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      score: percent(categories.performance?.score),
      seo: percent(categories.seo?.score),
      bestPractices: percent(categories["best-practices"]?.score),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** The run whose performance score is the median of `runs` (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}
