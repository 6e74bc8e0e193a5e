// The rules every e-mailed 6-digit code follows (password reset, student e-mail): 10 minutes to use
// it, 5 wrong tries, a new code at most once a minute and 5 times an hour.
import { lazyMessages } from "../i18n/index.ts";

export const CODE_TTL_MINUTES = 10;
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODES_PER_HOUR = 5;

export const codeMessages = lazyMessages({
  invalid: "codes.invalid",
  tooManyTries: "codes.tooManyTries",
});
