// A call refused because the session is gone (signed out in another tab, ended by a password change
// elsewhere, expired): the page says so and offers login, instead of blaming what the student typed
// ("Invalid verification code", "Failed to update profile"). The auth feature listens and signs the
// page out; handlers of the failed call stay quiet.
import { ApiError, errorCode } from "./api-client.ts";

const SESSION_ENDED = "studentperks:session-ended";

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && errorCode(error) === "SIGNED_OUT";
}

/** Whether the person ended the session themselves (an account deletion): then no "session ended" toast. */
export const isQuietEnd = (event: Event) => event instanceof CustomEvent && event.detail === "quiet";

/** The page's session ended on purpose (the account was deleted): signed out without a warning. */
export function reportSignedOutQuietly(): void {
  window.dispatchEvent(new CustomEvent(SESSION_ENDED, { detail: "quiet" }));
}

/** Tells the listeners when `error` says the session is gone. */
export function reportIfSessionEnded(error: unknown): void {
  if (isSessionEnded(error)) window.dispatchEvent(new Event(SESSION_ENDED));
}

/** Calls `listener` each time a call finds the session gone; returns the way to stop. */
export function onSessionEnded(listener: (event: Event) => void): () => void {
  window.addEventListener(SESSION_ENDED, listener);
  return () => window.removeEventListener(SESSION_ENDED, listener);
}
