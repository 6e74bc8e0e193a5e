// The verification e-mails: the code for a student e-mail (also sent when staff list its domain), and
// the receipt for an uploaded document.
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { renderEmail } from "#server/services/mailer/layout.ts";

/**
 * The code for a student e-mail. With `finishAt` (the code entry page), it also tells a student who
 * was waiting on an unknown domain that staff listed their institution, and how to finish.
 */
export function studentEmailCodeEmail(
  firstName: string,
  institution: string,
  code: string,
  finishAt?: string,
) {
  const expiry = `It expires in ${CODE_TTL_MINUTES} minutes`;
  return renderEmail({
    subject: `${code} is your StudentPerks student verification code`,
    heading: finishAt ? "Your institution is now recognised" : "Confirm your student email",
    paragraphs: finishAt
      ? [
          `Hi ${firstName},`,
          `Good news: ${institution} is now on our list of recognised institutions, so you can finish verifying with this student email.`,
          `Sign in to StudentPerks and enter this code at ${finishAt}. ${expiry}; if it has, press "Resend Verification Code" on that page for a new one.`,
        ]
      : [
          `Hi ${firstName},`,
          `Enter this code on StudentPerks to confirm that you study at ${institution}. ${expiry}.`,
        ],
    code,
    footnote:
      "If you did not ask to verify this address with StudentPerks, you can ignore this email: nothing happens without the code.",
  });
}

export function documentReceivedEmail(firstName: string, supportEmail: string) {
  return renderEmail({
    subject: "We received your StudentPerks verification document",
    heading: "Your document is with our team",
    paragraphs: [
      `Hi ${firstName},`,
      "Thank you for uploading your document. Our team reviews it within 12-24 hours and will email you as soon as your student status is confirmed.",
      `Questions in the meantime? Write to ${supportEmail}.`,
    ],
  });
}
