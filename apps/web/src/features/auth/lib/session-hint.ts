import { SIGNED_IN_COOKIE } from "@studentperks/contracts/session-hint";

/** Whether the server started a session in this browser (the session cookie itself is unreadable). */
export function hasSessionHint(): boolean {
  if (typeof document === "undefined") return false;
  return new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=`).test(document.cookie);
}
