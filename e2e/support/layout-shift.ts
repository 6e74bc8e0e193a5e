import type { Page } from "@playwright/test";

/** The sum of every layout shift the page has had so far, as the Layout Instability API reports. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered before the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}
