import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollToSection } from "./scroll.ts";

/** Navigation state that keeps the scroll position, e.g. when an offer opens as `?offer=<id>`. */
export const keepScroll = { keepScroll: true } as const;

/**
 * Scroll behaviour on navigation: a `#section` address scrolls (smoothly) to that section, also
 * when arriving from another page; a new page otherwise starts at the top, unless the navigation
 * carries `keepScroll` as its state. Back and forward keep the browser's own restoration.
 */
export function useScrollManager(): void {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ((state as Partial<typeof keepScroll> | null)?.keepScroll) return;
    if (hash.length > 1 && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    if (navigationType !== "POP") window.scrollTo(0, 0);
    // Runs once per navigation: `key` changes on every navigation, even to the same address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
