import { useCallback, useRef } from "react";

/**
 * For buttons outside a form (Approve): a click is ignored while the work of the previous one is
 * under way (a ref, not state: the second click of a double click arrives before React re-renders
 * the button as busy), and so is the second click of a double click itself. In a queue the decided
 * row goes, the next one moves up under the pointer, and a double click's second click would decide
 * for a student nobody looked at. A keyboard press has no click count (detail 0) and always counts.
 */
export function useOneAtATime(): (click: { detail: number }, work: () => Promise<unknown>) => void {
  const isBusy = useRef(false);
  return useCallback((click, work) => {
    if (isBusy.current || click.detail > 1) return;
    isBusy.current = true;
    void work().finally(() => (isBusy.current = false));
  }, []);
}
