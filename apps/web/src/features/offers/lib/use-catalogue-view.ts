import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { useSearchStep } from "#web/lib/use-search-step.ts";
import { DEFAULT_VIEW, readCatalogueView, withCatalogueView } from "./catalogue-view.ts";

/**
 * The search reaches the address this long after the last keystroke: one history entry rewritten per
 * pause, not per letter (Safari refuses more than 100 rewrites in 30 seconds).
 */
const SEARCH_TO_ADDRESS_MS = 400;

/**
 * The address's parameters as they are now. Each change starts from these, not from the last render's:
 * a navigation React has not drawn yet (it draws them as transitions) is already in the address.
 */
const addressParams = () => new URLSearchParams(window.location.search);

/**
 * A search typed less than SEARCH_TO_ADDRESS_MS before the page was left (a brand's link, say), by the
 * history entry it belongs to: the address has moved on and that entry can no longer be rewritten,
 * so Back finds the search here instead.
 */
const unsavedSearches = new Map<string, string>();

/**
 * The catalogue's view kept in the address (catalogue-view.ts). The search box follows its own state,
 * so typing never waits for the address, and reaches the address after a pause; `go` makes a step
 * (a chip, a sort, an offer opened) that Back undoes, after writing the search into the step it leaves.
 */
export function useCatalogueView() {
  const [params] = useSearchParams();
  const setParams = useSearchStep();
  const navigationType = useNavigationType();
  // A prerendered page's HTML shows the default view; the address is read once React has taken it over.
  const address = useIsHydrated() ? readCatalogueView(params) : DEFAULT_VIEW;
  const { key: entry, pathname } = useLocation();
  const [query, setQuery] = useState(() => unsavedSearches.get(entry) ?? address.query);
  const [seenQuery, setSeenQuery] = useState(address.query);
  if (address.query !== seenQuery) {
    setSeenQuery(address.query);
    // The address moved by itself (a brand's link, Back, a reload), not catching up with the box.
    if (navigationType !== "REPLACE") setQuery(address.query);
  }
  const typed = useRef(query);
  const saved = useRef({ entry, query: address.query });
  useEffect(() => {
    saved.current = { entry, query: address.query };
  });
  useEffect(() => {
    unsavedSearches.delete(saved.current.entry);
    return () => {
      if (typed.current !== saved.current.query) unsavedSearches.set(saved.current.entry, typed.current);
    };
  }, []);
  useEffect(() => {
    typed.current = query;
    if (query === address.query) return;
    const timer = setTimeout(() => {
      // A link followed since (its page still loading, so this one still shown) already left the
      // address; writing the search would take the visitor back here. Leaving saves it instead.
      if (window.location.pathname !== pathname) return;
      setParams(withCatalogueView(addressParams(), { query }), { replace: true });
    }, SEARCH_TO_ADDRESS_MS);
    return () => clearTimeout(timer);
  }, [query, address.query, setParams, pathname]);

  const go = useCallback(
    (edit: (params: URLSearchParams) => URLSearchParams, { replace = false }: { replace?: boolean } = {}) => {
      const current = addressParams();
      const searched = withCatalogueView(current, { query: typed.current });
      if (!replace && searched.toString() !== current.toString()) {
        setParams(searched, { replace: true });
      }
      setParams(edit(searched), { replace });
    },
    [setParams],
  );

  return {
    params,
    query,
    setQuery,
    category: address.category,
    where: address.where,
    sort: address.sort,
    go,
  };
}
