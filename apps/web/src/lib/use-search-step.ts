import { useCallback } from "react";
import { useNavigate } from "react-router";
import { keepScroll } from "./use-scroll-manager.ts";

/**
 * Sets the address's query string, keeping the scroll position. Unlike useSearchParams' setter, which
 * is a new function for every query string, this one stays the same while the path does: callbacks
 * made from it (opening an offer) leave the memoised cards they are handed alone when the address
 * changes.
 */
export function useSearchStep(): (params: URLSearchParams, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (params, { replace = false } = {}) =>
      void navigate({ search: params.toString() }, { replace, state: keepScroll }),
    [navigate],
  );
}
