// Mailing a decision to the student: written to the outbox in the decision's own transaction, so the
// decision and its e-mail commit together; wake() once it has committed.
import type { Locale } from "@studentperks/contracts/i18n/locales";
import type { MailQueue } from "#server/services/mail-outbox/queue.ts";
import { studentEmailCodeEmail } from "./emails.ts";
import { notVerifiedEmail, verifiedEmail, type RejectionWording } from "./decision-emails.ts";
import type { Executor } from "#server/db/client.ts";

export interface DecisionMailDeps {
  outbox: MailQueue;
  supportEmail: string;
  publicUrl: string;
}

export interface Recipient {
  firstName: string;
  email: string;
  /** The account's language: its e-mails are written in it. */
  locale: Locale;
}

export function createDecisionMail({ outbox, supportEmail, publicUrl }: DecisionMailDeps) {
  return {
    verified(tx: Executor, to: Recipient, institution: string, expiresAt: Date) {
      return outbox.add(tx, {
        to: to.email,
        ...verifiedEmail(to, institution, expiresAt, publicUrl),
      });
    },
    /** The code to the student e-mail itself: entering it is what proves the student owns it. */
    domainCode(tx: Executor, to: Recipient & { studentEmail: string }, institution: string, code: string) {
      return outbox.add(tx, {
        to: to.studentEmail,
        ...studentEmailCodeEmail(to, institution, code, { publicUrl, recognised: true }),
      });
    },
    notVerified(tx: Executor, to: Recipient, rejection: RejectionWording) {
      return outbox.add(tx, {
        to: to.email,
        ...notVerifiedEmail(to, rejection, supportEmail, publicUrl),
      });
    },
    wake: outbox.wake,
  };
}

export type DecisionMail = ReturnType<typeof createDecisionMail>;
