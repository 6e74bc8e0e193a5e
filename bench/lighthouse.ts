// Lighthouse's mobile performance audit of one page, in the system Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../e2e/support/chromium.ts";

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export async function auditMobile(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}
