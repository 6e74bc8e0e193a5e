import { useState } from "react";
import { useIsHydrated } from "./use-is-hydrated.ts";

/** Marks the 404 page's content, so the browser can tell that the server sent that page. */
export const NOT_FOUND_MARK = { "data-page": "not-found" } as const;

/**
 * Whether React is taking over the server's 404 page here (e.g. a brand no one has): the page must
 * then draw that same page, not its loading state, or React throws the HTML away (error #418).
 * Read once, while hydrating; a page reached inside the app finds out for itself.
 */
export function useServedNotFound(): boolean {
  const isHydrated = useIsHydrated();
  const [served] = useState(
    () =>
      !isHydrated &&
      typeof document !== "undefined" &&
      document.querySelector(`#root [data-page="${NOT_FOUND_MARK["data-page"]}"]`) !== null,
  );
  return served;
}
