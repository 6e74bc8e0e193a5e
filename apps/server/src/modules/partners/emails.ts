// The partner portal's e-mails (issue 37), each in its reader's language with a button to its next
// step: the invitation, staff's answer to a proposal, and the state of an offer's code pool.
import type { BrandRole } from "@studentperks/contracts/partners";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#server/i18n/index.ts";
import { renderEmailIn } from "#server/services/mailer/layout.ts";

export function invitationEmail(
  locale: Locale,
  invite: { brandName: string; role: BrandRole; link: string; expiresOn: string },
) {
  const { brandName, link, expiresOn } = invite;
  return renderEmailIn(locale, () => ({
    subject: t("email.partnerInvite.subject", { brandName }),
    heading: t("email.partnerInvite.heading", { brandName }),
    paragraphs: [
      t("email.partnerInvite.body", { brandName, role: t(`partners.role.${invite.role}`) }),
      t("email.partnerInvite.expires", { expiresOn }),
    ],
    action: { label: t("email.partnerInvite.button"), url: link },
    footnote: t("email.partnerInvite.footnote"),
  }));
}

export function proposalApprovedEmail(
  locale: Locale,
  proposal: { brandName: string; title: string; link: string },
) {
  const { brandName, title, link } = proposal;
  return renderEmailIn(locale, () => ({
    subject: t("email.proposalApproved.subject", { title }),
    heading: t("email.proposalApproved.heading"),
    paragraphs: [t("email.proposalApproved.body", { brandName, title })],
    action: { label: t("email.partnerPortal.button"), url: link },
  }));
}

export function proposalReturnedEmail(
  locale: Locale,
  proposal: { brandName: string; title: string; reason: string; link: string },
) {
  const { brandName, title, reason, link } = proposal;
  return renderEmailIn(locale, () => ({
    subject: t("email.proposalReturned.subject", { title }),
    heading: t("email.proposalReturned.heading"),
    paragraphs: [t("email.proposalReturned.body", { brandName, title }), reason],
    action: { label: t("email.partnerPortal.button"), url: link },
  }));
}

export function partnerPoolEmail(
  locale: Locale,
  pool: { title: string; state: "low" | "out"; codesLeft: number; codesTotal: number; link: string },
) {
  const { title, codesLeft, codesTotal, link } = pool;
  const key = pool.state === "low" ? "email.partnerPoolLow" : "email.partnerPoolOut";
  return renderEmailIn(locale, () => ({
    subject: t(`${key}.subject`, { title }),
    heading: t(`${key}.heading`),
    paragraphs: [t(`${key}.body`, { title, codesLeft, codesTotal })],
    action: { label: t("email.partnerPortal.button"), url: link },
  }));
}
