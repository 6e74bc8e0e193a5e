// The merchant contact hears back on their partnership request, in the language they made it in:
// accepted (the offer is being prepared) or declined (with the reason). Replies go to support, not to
// a staff member's inbox.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { pagePaths } from "@studentperks/contracts/page-paths";
import { t } from "#server/i18n/index.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";

interface Addressee {
  brandName: string;
  contactName: string;
  /** The language the request was made in. */
  locale: Locale;
}

/** Where and how the answer is sent: support answers replies; links lead to the site. */
interface Sender {
  supportEmail: string;
  publicUrl: string;
}

/** Its button shows the catalogue the offer is being prepared for. */
export function partnershipApprovedEmail(request: Addressee, { supportEmail, publicUrl }: Sender) {
  const { brandName } = request;
  return renderEmailIn(request.locale, () => ({
    subject: t("email.partnershipApproved.subject", { brandName }),
    heading: t("email.partnershipApproved.heading"),
    paragraphs: [
      t("email.greeting", { firstName: request.contactName }),
      t("email.partnershipApproved.body", { brandName }),
      t("email.partnershipApproved.changes", { supportEmail }),
    ],
    action: { label: t("email.catalogue.button"), url: pageLink(publicUrl, pagePaths.home) },
    footnote: t("email.partnership.footnote"),
  }));
}

export function partnershipRejectedEmail(
  request: Addressee,
  reason: string,
  { supportEmail, publicUrl }: Sender,
) {
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
    action: { label: t("email.updatedOffer.button"), url: pageLink(publicUrl, pagePaths.forMerchants) },
    footnote: t("email.partnership.footnote"),
  }));
}
