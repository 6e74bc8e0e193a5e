import type { Page } from "@playwright/test";

interface Shifts {
  /** The sum of every layout shift the page has had so far, as the Layout Instability API reports. */
  total: number;
  /** What moved, one line per shifted element, so a failure names it. */
  sources: string[];
}

/** Every layout shift so far; with `within` (a CSS selector), only those that moved something in it. */
export function layoutShiftsSoFar(page: Page, within?: string): Promise<Shifts> {
  return page.evaluate(
    (within) =>
      new Promise<Shifts>((resolve) => {
        const found: Shifts = { total: 0, sources: [] };
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const isInside = (node: Node | null) =>
              (node instanceof Element ? node : node?.parentElement)?.closest(within!) != null;
            if (within && !entry.sources?.some((source) => isInside(source.node))) continue;
            found.total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node instanceof Element ? source.node : source.node?.parentElement;
              const name = node ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120) : "(gone)";
              found.sources.push(
                `${entry.value.toFixed(4)} ${name}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered before the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
      }),
    within,
  );
}

/** The sum of every layout shift the page has had so far. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return (await layoutShiftsSoFar(page)).total;
}
