// Mailing a decision to the student once its transaction has committed.
import type { Background } from "../../../services/background.ts";
import type { Mailer } from "../../../services/mailer/mailer.ts";
import { notVerifiedEmail, verifiedEmail } from "./emails.ts";

export interface DecisionMailDeps {
  mailer: Mailer;
  background: Background;
  supportEmail: string;
  publicUrl: string;
}

export interface Recipient {
  firstName: string;
  email: string;
}

export function createDecisionMail({ mailer, background, supportEmail, publicUrl }: DecisionMailDeps) {
  return {
    verified(to: Recipient, institution: string, expiresAt: Date) {
      background.run("verified e-mail", () =>
        mailer.send({ to: to.email, ...verifiedEmail(to.firstName, institution, expiresAt, publicUrl) }),
      );
    },
    notVerified(to: Recipient, reason: string) {
      background.run("not verified e-mail", () =>
        mailer.send({ to: to.email, ...notVerifiedEmail(to.firstName, reason, supportEmail, publicUrl) }),
      );
    },
  };
}

export type DecisionMail = ReturnType<typeof createDecisionMail>;
