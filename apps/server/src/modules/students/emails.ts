// E-mails about changes a student makes on the dashboard, in the student's language.
import { t } from "#server/i18n/index.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import type { AccountRecipient } from "../auth/index.ts";

/** To the new address: the code that makes it the login e-mail. */
export function loginEmailCodeEmail(to: AccountRecipient, code: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailCode.subject", { code }),
    heading: t("email.loginEmailCode.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailCode.body", { minutes: CODE_TTL_MINUTES }),
    ],
    code,
    footnote: t("email.loginEmailCode.footnote"),
  }));
}

/** To the old address, as soon as a change is asked for: the owner can stop it before it happens. */
export function loginEmailChangeRequestedEmail(to: AccountRecipient, newEmail: string, supportEmail: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailChangeRequested.subject"),
    heading: t("email.loginEmailChangeRequested.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailChangeRequested.body", { newEmail }),
      t("email.loginEmailChangeRequested.notYou", { supportEmail }),
    ],
  }));
}

/** To the old address, once the change has taken effect. */
export function loginEmailChangedEmail(to: AccountRecipient, newEmail: string, supportEmail: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailChanged.subject"),
    heading: t("email.loginEmailChanged.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailChanged.body", { newEmail }),
      t("email.loginEmailChanged.notYou", { supportEmail }),
    ],
  }));
}
