import { useCallback, useRef } from "react";

/**
 * For buttons outside a form (Approve): a click is ignored while the work of the previous one is
 * under way. A ref, not state: the second click of a double click arrives before React re-renders
 * the button as busy.
 */
export function useOneAtATime(): (work: () => Promise<unknown>) => void {
  const isBusy = useRef(false);
  return useCallback((work) => {
    if (isBusy.current) return;
    isBusy.current = true;
    void work().finally(() => (isBusy.current = false));
  }, []);
}
