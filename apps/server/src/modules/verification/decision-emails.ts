// What a student hears when staff decide on their verification: verified, or not and why. In the
// student's language, dates included.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { say } from "@studentperks/contracts/i18n/messages";
import type { DocumentRejectionCode } from "@studentperks/contracts/verification-status";
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import { DISCOUNTS_SECTION, pagePaths } from "@studentperks/contracts/page-paths";
import { t } from "#server/i18n/index.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";
import { pageLink } from "#server/services/mailer/links.ts";
import type { AccountRecipient } from "../auth/index.ts";

const longDate = (tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: DUBAI_TIME_ZONE });
/** Days as each language writes them (UAE conventions in Arabic: Western digits). */
const dubaiDate: Record<Locale, Intl.DateTimeFormat> = { en: longDate("en-GB"), ar: longDate("ar-AE") };

export function verifiedEmail(to: AccountRecipient, institution: string, expiresAt: Date, publicUrl: string) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.verified.subject"),
    heading: t("email.verified.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.verified.body", { institution, date: dubaiDate[to.locale].format(expiresAt) }),
    ],
    action: {
      label: t("email.startSaving.button"),
      url: pageLink(publicUrl, `${pagePaths.home}#${DISCOUNTS_SECTION}`),
    },
  }));
}

const REMINDER_KEYS = {
  "30_days": "email.reminder30",
  "7_days": "email.reminder7",
  expired: "email.reminderExpired",
} as const;

/** A reminder that a verification is ending (or has ended) on `expiresAt`, with the button to verify again. */
export function reminderEmail(
  to: AccountRecipient,
  kind: keyof typeof REMINDER_KEYS,
  expiresAt: Date,
  publicUrl: string,
) {
  const key = REMINDER_KEYS[kind];
  return renderEmailIn(to.locale, () => ({
    subject: t(`${key}.subject`),
    heading: t(`${key}.heading`),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t(`${key}.body`, { date: dubaiDate[to.locale].format(expiresAt) }),
    ],
    action: verifyAgainAction(publicUrl),
    footnote: t("email.reminder.footnote"),
  }));
}

/** Why a student was turned down: a listed reason (worded here) or staff's own words. */
export interface RejectionWording {
  reasonCode: DocumentRejectionCode | null;
  reason: string | null;
}

/** The reason in the active language: a listed one from the catalogue, else as staff wrote it. */
export function rejectionText({ reasonCode, reason }: RejectionWording): string {
  return reasonCode && reasonCode !== "other" ? say(`documentRejection.${reasonCode}`) : (reason ?? "");
}

export function notVerifiedEmail(
  to: AccountRecipient,
  rejection: RejectionWording,
  supportEmail: string,
  publicUrl: string,
) {
  return renderEmailIn(to.locale, () => ({
    subject: t("email.notVerified.subject"),
    heading: t("email.notVerified.heading"),
    paragraphs: [
      t("email.greeting", { firstName: to.firstName }),
      t("email.notVerified.body"),
      rejectionText(rejection),
      t("email.notVerified.tryAgain"),
      t("email.questions", { supportEmail }),
    ],
    action: verifyAgainAction(publicUrl),
  }));
}

/** The button of every e-mail that asks a student to verify (again). */
export function verifyAgainAction(publicUrl: string) {
  return { label: t("email.verifyAgain.button"), url: pageLink(publicUrl, pagePaths.studentVerification) };
}
