// What a student hears when staff decide on their verification: verified, or not and why.
import { renderEmail } from "#server/services/mailer/layout.ts";
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";

const dubaiDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: DUBAI_TIME_ZONE });

export function verifiedEmail(firstName: string, institution: string, expiresAt: Date, publicUrl: string) {
  return renderEmail({
    subject: "You are verified on StudentPerks",
    heading: "Your student status is verified",
    paragraphs: [
      `Hi ${firstName},`,
      `Our team confirmed that you study at ${institution}. Your student discounts are unlocked until ${dubaiDate.format(expiresAt)}.`,
      `Start saving: ${publicUrl}/`,
    ],
  });
}

export function notVerifiedEmail(firstName: string, reason: string, supportEmail: string, publicUrl: string) {
  return renderEmail({
    subject: "We could not verify your student status",
    heading: "Your verification was not approved",
    paragraphs: [
      `Hi ${firstName},`,
      "Our team could not confirm your student status from what you sent us, for this reason:",
      reason,
      `You can try again with your student email or another document: ${publicUrl}/student-verification`,
      `Questions? Write to ${supportEmail}.`,
    ],
  });
}
