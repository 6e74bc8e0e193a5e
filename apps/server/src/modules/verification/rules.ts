// Verification messages and limits. Code rules are shared with password reset (lib/one-time-codes.ts).
import { lazyMessages, t } from "#server/i18n/index.ts";

export const verificationMessages = lazyMessages({
  codeSent: (email: string) => t("verify.codeSent", { email }),
  /** The spec's text for an e-mail domain that is not on the institutions list (spec 000 §8). */
  unrecognizedDomain: "verify.unrecognizedDomain",
  freeWebmail: "verify.freeWebmail",
  alreadyVerified: "verify.alreadyVerified",
  emailClaimed: "verify.emailClaimed",
  invalidCode: "codes.invalid",
  tooManyTries: "codes.tooManyTries",
  documentReceived: "verify.documentReceived",
});

/** Codes one account may have sent across all its student e-mails in an hour. */
export const CODES_PER_ACCOUNT_HOURLY = 10;
/** Codes one student e-mail may receive in a day asked from one client address: an inbox flood guard. */
export const CODES_PER_STUDENT_EMAIL_DAILY = 20;
