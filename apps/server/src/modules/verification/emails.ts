// The verification e-mails: the code for a student e-mail (also sent when staff list its domain), and
// the receipt for an uploaded document. In the student's language.
import { t } from "#server/i18n/index.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import type { AccountRecipient } from "../auth/index.ts";

/**
 * The code for a student e-mail. With `finishAt` (the code entry page), it also tells a student who
 * was waiting on an unknown domain that staff listed their institution, and how to finish.
 */
export function studentEmailCodeEmail(
  to: AccountRecipient,
  institution: string,
  code: string,
  finishAt?: string,
) {
  const minutes = CODE_TTL_MINUTES;
  return renderEmailIn(to.locale, () => ({
    subject: t("email.studentCode.subject", { code }),
    heading: finishAt ? t("email.studentCode.recognisedHeading") : t("email.studentCode.heading"),
    paragraphs: finishAt
      ? [
          t("email.greeting", { firstName: to.firstName }),
          t("email.studentCode.recognised", { institution }),
          t("email.studentCode.finish", { finishAt, minutes }),
        ]
      : [
          t("email.greeting", { firstName: to.firstName }),
          t("email.studentCode.body", { institution, minutes }),
        ],
    code,
    footnote: t("email.studentCode.footnote"),
  }));
}

export function documentReceivedEmail(to: AccountRecipient, supportEmail: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.documentReceived.subject"),
    heading: t("email.documentReceived.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.documentReceived.body"),
      t("email.questionsMeantime", { supportEmail }),
    ],
  }));
}
