// Where to take a student back once signed in (or verified), when they left a page to do it: an
// offer's "Sign In" or "Verify Account" remembers the offer. Session storage, for this tab only, and
// for half an hour: a journey abandoned long ago must not steer a later sign-in.
const KEY = "studentperks.returnTo";
const LIFETIME_MS = 30 * 60_000;

/** A path of this site only ("/x", never "//host" or "/\host"), so nothing stored can send elsewhere. */
const isLocalPath = (path: string) => /^\/(?![/\\])/.test(path);

/** Stored text -> the path to return to, or null when none, lapsed or not a local path. */
export function parseReturnTo(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== "string" || typeof at !== "number" || !isLocalPath(path)) return null;
    return now - at < LIFETIME_MS ? path : null;
  } catch {
    return null;
  }
}

export function rememberReturnTo(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Without storage the student lands on the home page, as before.
  }
}

/** The path to return to, if any; it is forgotten once read. */
export function takeReturnTo(): string | null {
  try {
    const path = parseReturnTo(window.sessionStorage.getItem(KEY), Date.now());
    window.sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}
