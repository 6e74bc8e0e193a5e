import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a lazily loaded page may take to show its heading before we stop waiting for it. */
const HEADING_WAIT_MS = 5_000;
const OPEN_POPUP = '[role="dialog"], [role="menu"], [role="listbox"]';

/**
 * Arriving on a page (which names itself in the tab: app/titled-page.tsx): after a navigation inside
 * the app the focus on its h1, so a screen reader announces the new page and Tab starts from it
 * (WCAG 2.4.3). A page that
 * already put the focus somewhere itself (a code field, a dialog) keeps it, and so does a menu opened
 * meanwhile; a fresh load leaves the focus where the browser puts it.
 */
export function usePageArrival(): void {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const focusHeading = () => {
      const main = document.getElementById("main");
      const active = document.activeElement;
      // The person got there first: focus already on the page, or in a menu or dialog they opened
      // while the page loaded (taking it away would close the menu under their pointer).
      if (!main || (active && (main.contains(active) || active.closest(OPEN_POPUP)))) return;
      const heading = main.querySelector("h1");
      if (!heading) {
        if (performance.now() < deadline) frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
