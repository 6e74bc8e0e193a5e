// Lighthouse 12's mobile audit of one page (simulated slow 4G, 4x CPU), in the system Chromium:
// the performance, SEO and best-practices scores and the metrics the targets name.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
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
  /** Lighthouse's estimate of the host's CPU power ("CPU/Memory Power" in its reports). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

/** Lighthouse's default: a high-end desktop slowed to a mid-tier phone. */
export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * The CPU slowdown that makes this host a mid-tier phone, after the calibration table of Lighthouse's
 * docs/throttling.md: 4x from a high-end desktop (benchmark index 1500-2000), 2x from a low-end desktop
 * (1000-1500), 1x from a mid-tier phone (125-800). Between the brackets' middles it is interpolated.
 * Lighthouse itself warns that the default 4x overstates every task on a host below index 1000.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const upper = CALIBRATION.findIndex(([index]) => index >= benchmarkIndex);
  if (upper === 0) return 1;
  // Above the high-end desktop bracket the table's range (2-10x) is all there is: stay at its 4x.
  if (upper === -1) return 4;
  const [i0, s0] = CALIBRATION[upper - 1]!;
  const [i1, s1] = CALIBRATION[upper]!;
  return Math.round((s0 + ((benchmarkIndex - i0) / (i1 - i0)) * (s1 - s0)) * 10) / 10;
}

/** The middles of the table's brackets: a mid-tier phone, a low-end and a high-end desktop. */
const CALIBRATION: readonly (readonly [index: number, slowdown: number])[] = [
  [462, 1],
  [1250, 2],
  [1750, 4],
];

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

export async function auditMobile(
  url: string,
  headers: Record<string, string> = {},
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
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
      // Simulated slow 4G as Lighthouse's mobile default; only the CPU factor may be calibrated.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code}`);
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
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      cpuSlowdown,
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
