// The merchant contact hears back on their partnership request: accepted (the offer is being
// prepared) or declined (with the reason). Replies go to support, not to a staff member's inbox.
import { renderEmail } from "#server/services/mailer/layout.ts";

interface Addressee {
  brandName: string;
  contactName: string;
}

export function partnershipApprovedEmail(request: Addressee, supportEmail: string) {
  return renderEmail({
    subject: `${request.brandName}'s offer is accepted on StudentPerks`,
    heading: "Your partnership request is accepted",
    paragraphs: [
      `Hi ${request.contactName},`,
      `Good news: we accepted ${request.brandName}'s offer. Our team is now preparing it for the StudentPerks catalogue, where verified students will find it once it is published.`,
      `If anything about the offer has changed, or you have questions, write to ${supportEmail} or simply reply to this e-mail.`,
    ],
    footnote:
      "You receive this e-mail because this address was given as the contact for a partnership request.",
  });
}

export function partnershipRejectedEmail(request: Addressee, reason: string, supportEmail: string) {
  return renderEmail({
    subject: `About ${request.brandName}'s offer for StudentPerks`,
    heading: "We could not accept your partnership request",
    paragraphs: [
      `Hi ${request.contactName},`,
      `Thank you for submitting ${request.brandName}'s offer. We are not able to list it as it stands, for this reason:`,
      reason,
      `You are welcome to submit an updated offer on our For Merchants page. Questions? Write to ${supportEmail} or simply reply to this e-mail.`,
    ],
    footnote:
      "You receive this e-mail because this address was given as the contact for a partnership request.",
  });
}
