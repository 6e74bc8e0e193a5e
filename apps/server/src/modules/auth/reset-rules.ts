// Password-reset rules: the shared code rules (lib/one-time-codes.ts), then one reset from the browser
// that verified the code, within 10 minutes.
import { lazyMessages } from "#server/i18n/index.ts";

/** How long a verified code allows the reset in the browser that verified it. */
export const RESET_WINDOW_MS = 10 * 60_000;
export const RESET_COOKIE = "sp_reset";

export const resetMessages = lazyMessages({
  sent: "reset.sent",
  invalidCode: "codes.invalid",
  tooManyTries: "codes.tooManyTries",
  verified: "reset.verified",
  notVerified: "reset.notVerified",
  reset: "reset.done",
});
