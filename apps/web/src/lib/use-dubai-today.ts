import { useSyncExternalStore } from "react";
import { dubaiToday, endOfDubaiDay } from "@studentperks/contracts/dubai-time";

// One timer for the whole page, set while anything reads the day: at Dubai midnight every reader
// renders again with the new day ("Ends tomorrow" becomes "Ends today" in a tab left open).
const readers = new Set<() => void>();
let midnight: ReturnType<typeof setTimeout> | undefined;

function wakeAtMidnight(): void {
  // A second past midnight, so the day read then is surely the new one.
  const wait = endOfDubaiDay(dubaiToday()).getTime() - Date.now() + 1000;
  midnight = setTimeout(() => {
    for (const reader of readers) reader();
    wakeAtMidnight();
  }, wait);
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  if (readers.size === 1) wakeAtMidnight();
  return () => {
    readers.delete(reader);
    if (readers.size > 0) return;
    clearTimeout(midnight);
    midnight = undefined;
  };
}

/**
 * Today in Dubai (YYYY-MM-DD), the calendar offers end by; null on the server and while React takes
 * over prerendered HTML, which was made on another day and clock than the reader's, so text counted
 * from today is never baked into a page nor a cause of a hydration mismatch.
 */
export function useDubaiToday(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => dubaiToday(),
    () => null,
  );
}
