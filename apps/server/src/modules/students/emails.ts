// E-mails about changes a student makes on the dashboard, in the student's language.
import { t } from "#server/i18n/index.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";
import { pagePaths } from "@studentperks/contracts/page-paths";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";
import type { AccountRecipient } from "../auth/index.ts";

/** To the new address: the code that makes it the login e-mail. */
export function loginEmailCodeEmail(to: AccountRecipient, code: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailCode.subject", { code }),
    heading: t("email.loginEmailCode.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailCode.body", { minutes: CODE_TTL_MINUTES }),
    ],
    code,
    action: dashboardAction(publicUrl),
    footnote: t("email.loginEmailCode.footnote"),
  }));
}

/** To the old address, as soon as a change is asked for: the owner can stop it before it happens. */
export function loginEmailChangeRequestedEmail(
  to: AccountRecipient,
  newEmail: string,
  supportEmail: string,
  publicUrl: string,
) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailChangeRequested.subject"),
    heading: t("email.loginEmailChangeRequested.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailChangeRequested.body", { newEmail }),
      t("email.loginEmailChangeRequested.notYou", { supportEmail }),
    ],
    // Where the password is changed, which stops the change.
    action: dashboardAction(publicUrl),
  }));
}

/** To the old address, once the change has taken effect: this address no longer signs in, so help is the next step. */
export function loginEmailChangedEmail(
  to: AccountRecipient,
  newEmail: string,
  supportEmail: string,
  publicUrl: string,
) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginEmailChanged.subject"),
    heading: t("email.loginEmailChanged.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginEmailChanged.body", { newEmail }),
      t("email.loginEmailChanged.notYou", { supportEmail }),
    ],
    action: { label: t("email.contactUs.button"), url: pageLink(publicUrl, pagePaths.contactUs) },
  }));
}

function dashboardAction(publicUrl: string) {
  return { label: t("email.dashboard.button"), url: pageLink(publicUrl, pagePaths.dashboard) };
}

/** To the address the account had, sent as it is erased: what happened, what stays, and the way back. */
export function accountDeletedEmail(to: AccountRecipient, supportEmail: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.accountDeleted.subject"),
    heading: t("email.accountDeleted.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.accountDeleted.body"),
      t("email.accountDeleted.kept", { supportEmail }),
    ],
    action: { label: t("email.catalogue.button"), url: pageLink(publicUrl, pagePaths.home) },
  }));
}
