// The verification e-mails: the code for a student e-mail (also sent when staff list its domain), and
// the receipt for an uploaded document. In the student's language.
import { t } from "#server/i18n/index.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { pagePaths } from "@studentperks/contracts/page-paths";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";
import type { AccountRecipient } from "../auth/index.ts";

/**
 * The code for a student e-mail, with a button to the code entry page. With `recognised`, it also
 * tells a student who was waiting on an unknown domain that staff listed their institution.
 */
export function studentEmailCodeEmail(
  to: AccountRecipient,
  institution: string,
  code: string,
  { publicUrl, recognised = false }: { publicUrl: string; recognised?: boolean },
) {
  const minutes = CODE_TTL_MINUTES;
  return renderEmailIn(to.locale, () => ({
    subject: t("email.studentCode.subject", { code }),
    heading: recognised ? t("email.studentCode.recognisedHeading") : t("email.studentCode.heading"),
    paragraphs: recognised
      ? [
          t("email.greeting", { firstName: to.firstName }),
          t("email.studentCode.recognised", { institution }),
          t("email.studentCode.finish", { minutes }),
        ]
      : [
          t("email.greeting", { firstName: to.firstName }),
          t("email.studentCode.body", { institution, minutes }),
        ],
    code,
    action: { label: t("email.enterCode.button"), url: pageLink(publicUrl, pagePaths.otpVerification) },
    footnote: t("email.studentCode.footnote"),
  }));
}

/** Its button leads to the dashboard, where the review's status shows. */
export function documentReceivedEmail(to: AccountRecipient, supportEmail: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.documentReceived.subject"),
    heading: t("email.documentReceived.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.documentReceived.body"),
      t("email.questionsMeantime", { supportEmail }),
    ],
    action: { label: t("email.dashboard.button"), url: pageLink(publicUrl, pagePaths.dashboard) },
  }));
}
