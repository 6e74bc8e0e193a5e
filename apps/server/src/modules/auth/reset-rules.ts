// Password-reset limits (issue: 10-minute codes, 5 wrong tries, resends 60 s apart and 5 an hour).
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_TTL_MS = RESET_CODE_TTL_MINUTES * 60_000;
export const RESET_MAX_WRONG_TRIES = 5;
/** How long a verified code allows the reset in the browser that verified it. */
export const RESET_WINDOW_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const RESENDS_PER_HOUR = 5;
export const RESET_COOKIE = "sp_reset";

export const resetMessages = {
  sent: "If an account exists for this email, we have sent a verification code to it.",
  invalidCode: "Invalid or expired verification code. Please try again.",
  tooManyTries: "Too many wrong codes. Please request a new verification code.",
  verified: "Code verified. You can now choose a new password.",
  notVerified: "Please verify the code sent to your email before choosing a new password.",
  reset: "Your password has been reset. You can now log in.",
} as const;
