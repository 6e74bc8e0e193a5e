import type { ShownVerificationStatus } from "@studentperks/contracts/verification-status";
import type { MessageKey } from "../../../lib/i18n/index.ts";

export interface VerificationFacts {
  status: ShownVerificationStatus | null;
  studentEmail: string | null;
  verifiedAt: string | null;
  /** Why staff turned the last attempt down, when they did. */
  rejectionReason?: string | null;
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

const badges: Record<
  ShownVerificationStatus | "none",
  Pick<VerificationCardState, "badge" | "tone" | "message">
> = {
  none: {
    badge: "dashboard.verification.none",
    tone: "neutral",
    message: "dashboard.verification.noneMessage",
  },
  active: {
    badge: "dashboard.verification.active",
    tone: "success",
    message: "dashboard.verification.activeMessage",
  },
  pending: {
    badge: "dashboard.verification.pending",
    tone: "warning",
    message: "dashboard.verification.pendingMessage",
  },
  rejected: {
    badge: "dashboard.verification.rejected",
    tone: "danger",
    message: "dashboard.verification.rejectedMessage",
  },
  unrecognized_domain: {
    badge: "dashboard.verification.unrecognized",
    tone: "info",
    message: "dashboard.verification.unrecognizedMessage",
  },
  // Not in the spec's table: a verification lasts 12 months, then the student verifies again.
  expired: {
    badge: "dashboard.verification.expired",
    tone: "danger",
    message: "dashboard.verification.expiredMessage",
  },
};

/** The Student Verification card for a status (spec 001 §2's badge table and button rules). */
export function verificationCardState({
  status,
  studentEmail,
  verifiedAt,
}: VerificationFacts): VerificationCardState {
  const isOpen = verifiedAt === null;
  const hasEmail = Boolean(studentEmail);
  let action: MessageKey | null = null;
  if (isOpen && status === "pending") {
    action = hasEmail ? "dashboard.verification.update" : "dashboard.verification.start";
  } else if (isOpen && status === "unrecognized_domain") {
    action = "dashboard.verification.updateStatus";
  } else if (status === "expired") {
    action = "dashboard.verification.verifyAgain";
  }
  return {
    ...badges[status ?? "none"],
    action,
    submittedEmail: isOpen && status === "pending" && hasEmail ? studentEmail : null,
  };
}
