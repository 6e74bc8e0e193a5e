// A signed-in student is known from local storage, which the prerendered HTML (a visitor's) cannot
// know. A tiny script in its <head> marks <html> before the first paint, so the header shows an
// Account-shaped stand-in rather than Log in / Sign up (header.tsx); the app then keeps the mark true.
import { useEffect } from "react";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { storageKeys } from "#web/lib/storage.ts";

const ATTRIBUTE = "data-session";
const SIGNED_IN = "signed-in";

/** The inline script's source: its hash goes in the CSP (the server's script-src). */
export const sessionMarkScript = `try{localStorage.getItem(${JSON.stringify(storageKeys.currentUser)})&&document.documentElement.setAttribute("${ATTRIBUTE}","${SIGNED_IN}")}catch(e){}`;

/** Keeps the mark on <html> to whether someone is signed in, once the app knows (not while it hydrates). */
export function useSessionMark(isSignedIn: boolean): void {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (!isHydrated) return;
    if (isSignedIn) document.documentElement.setAttribute(ATTRIBUTE, SIGNED_IN);
    else document.documentElement.removeAttribute(ATTRIBUTE);
  }, [isHydrated, isSignedIn]);
}
