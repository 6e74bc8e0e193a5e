// Verification messages and limits. Code rules are shared with password reset (lib/one-time-codes.ts).
import { codeMessages } from "#server/lib/one-time-codes.ts";

/** The spec's text for an e-mail domain that is not on the institutions list (spec 000 §8). */
export const UNRECOGNIZED_DOMAIN_MESSAGE =
  "Your email domain is not in our verified institutions list. We will verify your enrollment manually and contact you if we need additional information.";

export const verificationMessages = {
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
  unrecognizedDomain: UNRECOGNIZED_DOMAIN_MESSAGE,
  freeWebmail:
    "Please use the email address your university or college gave you. Free email services such as Gmail, Outlook or Yahoo cannot show that you are a student.",
  alreadyVerified: "Your student status is already verified.",
  emailClaimed: "This student email is already linked to another StudentPerks account.",
  invalidCode: codeMessages.invalid,
  tooManyTries: codeMessages.tooManyTries,
  documentReceived:
    "Your document has been submitted for manual verification. We will review it within 12-24 hours and confirm by email.",
} as const;

/** Codes one account may have sent across all its student e-mails in an hour. */
export const CODES_PER_ACCOUNT_HOURLY = 10;
/** Codes one student e-mail may receive in a day, whoever asks: an inbox flood guard only. */
export const CODES_PER_STUDENT_EMAIL_DAILY = 20;
