// Password-reset rules: the shared code rules (lib/one-time-codes.ts), then one reset from the browser
// that verified the code, within 10 minutes.
import { codeMessages } from "#server/lib/one-time-codes.ts";

/** How long a verified code allows the reset in the browser that verified it. */
export const RESET_WINDOW_MS = 10 * 60_000;
export const RESET_COOKIE = "sp_reset";

export const resetMessages = {
  sent: "If an account exists for this email, we have sent a verification code to it.",
  invalidCode: codeMessages.invalid,
  tooManyTries: codeMessages.tooManyTries,
  verified: "Code verified. You can now choose a new password.",
  notVerified: "Please verify the code sent to your email before choosing a new password.",
  reset: "Your password has been reset. You can now log in.",
} as const;
