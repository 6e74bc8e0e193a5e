// The account e-mails: reset code, sign-in code, welcome, password changed. Each in its recipient's language.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#server/i18n/index.ts";
import { pagePaths } from "@studentperks/contracts/page-paths";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";
import { CODE_TTL_MINUTES } from "#server/lib/one-time-codes.ts";

/** Who an account e-mail is for: its first name and language. */
export interface AccountRecipient {
  firstName: string;
  locale: Locale;
}

/** Its button opens the code step, which a reset asked for in that tab shows at once. */
export function resetCodeEmail(to: AccountRecipient, code: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.resetCode.subject", { code }),
    heading: t("email.resetCode.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.resetCode.body", { minutes: CODE_TTL_MINUTES }),
    ],
    code,
    action: {
      label: t("email.enterCode.button"),
      url: pageLink(publicUrl, `${pagePaths.forgotPassword}?step=verify`),
    },
    footnote: t("email.resetCode.footnote"),
  }));
}

/** The code that lets a new browser sign in while strangers' wrong passwords hold the account back. */
export function loginUnlockEmail(to: AccountRecipient, code: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.loginUnlock.subject", { code }),
    heading: t("email.loginUnlock.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.loginUnlock.body", { minutes: CODE_TTL_MINUTES }),
    ],
    code,
    action: { label: t("email.login.button"), url: pageLink(publicUrl, pagePaths.login) },
    footnote: t("email.loginUnlock.footnote"),
  }));
}

export function welcomeEmail(to: AccountRecipient, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.welcome.subject"),
    heading: t("email.welcome.heading", { firstName: to.firstName }),
    paragraphs: [t("email.welcome.ready"), t("email.welcome.verify")],
    action: { label: t("email.verify.button"), url: pageLink(publicUrl, pagePaths.studentVerification) },
  }));
}

/** Its button is for the reader it was not: resetting the password takes the account back. */
export function passwordChangedEmail(to: AccountRecipient, supportEmail: string, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.passwordChanged.subject"),
    heading: t("email.passwordChanged.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.passwordChanged.body"),
      t("email.passwordChanged.notYou", { supportEmail }),
    ],
    action: { label: t("email.resetPassword.button"), url: pageLink(publicUrl, pagePaths.forgotPassword) },
  }));
}
