import { api } from "#web/lib/api-client.ts";
import { focusAfterRedraw } from "#web/lib/focus-after-redraw.ts";
import { clearCachedUser } from "../lib/user-cache.ts";

/** POST /api/auth/logout; a failure is only logged. */
export async function endServerSession(): Promise<void> {
  try {
    await api("POST /api/auth/logout");
  } catch (error) {
    console.error("Logout failed", error);
  }
}

/** Spec 000 §4: clear the local user, ask the server to log out, then reload whatever happened. */
export async function logout(): Promise<void> {
  // The page comes back signed out; focus goes to the way back in rather than to <body>.
  focusAfterRedraw("log-in");
  clearCachedUser();
  await endServerSession();
  window.location.reload();
}
