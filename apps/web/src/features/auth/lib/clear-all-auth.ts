import { endServerSession } from "../api/logout.ts";
import { clearCachedUser } from "./user-cache.ts";

declare global {
  interface Window {
    /** Debugging aid (spec 000 §4): forget every trace of a sign-in, then reload. */
    clearAllAuth?: () => Promise<void>;
  }
}

/** Expires every cookie this page can see, on this path and the root. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (!name) continue;
    for (const path of ["/", window.location.pathname]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
}

export async function clearAllAuth(): Promise<void> {
  clearCachedUser();
  clearCookies();
  // The session cookie is HttpOnly, out of the page's reach: only the server can clear it.
  await endServerSession();
  window.location.reload();
}

export function exposeClearAllAuth(): void {
  window.clearAllAuth = clearAllAuth;
}
