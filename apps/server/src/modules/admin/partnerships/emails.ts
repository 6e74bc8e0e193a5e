// The merchant contact hears back on their partnership request, in the language they made it in:
// accepted (the offer is being prepared) or declined (with the reason). Replies go to support, not to
// a staff member's inbox.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#server/i18n/index.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";

interface Addressee {
  brandName: string;
  contactName: string;
  /** The language the request was made in. */
  locale: Locale;
}

export function partnershipApprovedEmail(request: Addressee, supportEmail: string) {
  const { brandName } = request;
  return renderEmailIn(request.locale, () => ({
    subject: t("email.partnershipApproved.subject", { brandName }),
    heading: t("email.partnershipApproved.heading"),
    paragraphs: [
      t("email.greeting", { firstName: request.contactName }),
      t("email.partnershipApproved.body", { brandName }),
      t("email.partnershipApproved.changes", { supportEmail }),
    ],
    footnote: t("email.partnership.footnote"),
  }));
}

export function partnershipRejectedEmail(request: Addressee, reason: string, supportEmail: string) {
  const { brandName } = request;
  return renderEmailIn(request.locale, () => ({
    subject: t("email.partnershipRejected.subject", { brandName }),
    heading: t("email.partnershipRejected.heading"),
    paragraphs: [
      t("email.greeting", { firstName: request.contactName }),
      t("email.partnershipRejected.body", { brandName }),
      reason,
      t("email.partnershipRejected.again", { supportEmail }),
    ],
    footnote: t("email.partnership.footnote"),
  }));
}
