import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while React takes over the prerendered HTML, true afterwards (and at once
 * for a page the browser draws alone). What only the browser knows (the address's query, storage)
 * waits for it, so the first render matches the HTML it hydrates.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
