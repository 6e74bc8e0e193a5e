import { say } from "@studentperks/contracts/i18n/messages";
import type { DocumentRejectionCode, VerificationStage } from "@studentperks/contracts/verification-status";
import type { MessageKey } from "#web/lib/i18n/index.ts";

export interface VerificationFacts {
  /** Null before the student has a verification record at all. */
  stage: VerificationStage | null;
  studentEmail: string | null;
  /** Why staff turned the last attempt down, when they did. */
  rejectionReason?: string | null;
  /** The listed reason staff chose for a document, worded here in the page's language. */
  rejectionCode?: DocumentRejectionCode | null;
}

/** Why the last attempt was turned down, in words: a listed reason in the page's language, else staff's. */
export function rejectionWords({ rejectionCode, rejectionReason }: VerificationFacts): string | null {
  if (rejectionCode && rejectionCode !== "other") return say(`documentRejection.${rejectionCode}`);
  return rejectionReason ?? null;
}

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

export interface VerificationCardState {
  badge: MessageKey;
  tone: BadgeTone;
  message: MessageKey;
  /** Label of the button to /student-verification, when there is one. */
  action: MessageKey | null;
  /** The submitted student email to show, when there is one. */
  submittedEmail: string | null;
}

type Shown = Omit<VerificationCardState, "submittedEmail">;

const notStarted: Shown = {
  badge: "dashboard.verification.none",
  tone: "neutral",
  message: "dashboard.verification.noneMessage",
  action: "dashboard.verification.start",
};

// Spec 001 §2's badge table, by stage rather than by stored status: its "pending" covers a new
// account (nothing submitted: Not Started), a code on its way and a document with staff; only a
// code can be updated from here, and nothing is "being reviewed" before something was sent. Where
// the student has the next move (not started, a code to enter) the message says what it is (issue 32).
const stages: Record<VerificationStage, Shown> = {
  not_started: notStarted,
  code_sent: {
    badge: "dashboard.verification.pending",
    tone: "warning",
    message: "dashboard.verification.codeSentMessage",
    action: "dashboard.verification.update",
  },
  document_review: {
    badge: "dashboard.verification.unrecognized",
    tone: "info",
    message: "dashboard.verification.pendingMessage",
    action: null,
  },
  domain_review: {
    badge: "dashboard.verification.unrecognized",
    tone: "info",
    message: "dashboard.verification.unrecognizedMessage",
    action: "dashboard.verification.updateStatus",
  },
  verified: {
    badge: "dashboard.verification.active",
    tone: "success",
    message: "dashboard.verification.activeMessage",
    action: null,
  },
  rejected: {
    badge: "dashboard.verification.rejected",
    tone: "danger",
    message: "dashboard.verification.rejectedMessage",
    action: null,
  },
  // Not in the spec's table: a verification lasts 12 months, then the student verifies again.
  expired: {
    badge: "dashboard.verification.expired",
    tone: "danger",
    message: "dashboard.verification.expiredMessage",
    action: "dashboard.verification.verifyAgain",
  },
};

/** The Student Verification card for where the student stands. */
export function verificationCardState({ stage, studentEmail }: VerificationFacts): VerificationCardState {
  return {
    ...(stage ? stages[stage] : notStarted),
    submittedEmail: stage === "code_sent" ? studentEmail : null,
  };
}
