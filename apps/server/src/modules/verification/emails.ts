// The verification e-mails: the code for a student e-mail, and the receipt for an uploaded document.
import { CODE_TTL_MINUTES } from "../../lib/one-time-codes.ts";
import { renderEmail } from "../../services/mailer/layout.ts";

export function studentEmailCodeEmail(firstName: string, institution: string, code: string) {
  return renderEmail({
    subject: `${code} is your StudentPerks student verification code`,
    heading: "Confirm your student email",
    paragraphs: [
      `Hi ${firstName},`,
      `Enter this code on StudentPerks to confirm that you study at ${institution}. It expires in ${CODE_TTL_MINUTES} minutes.`,
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
