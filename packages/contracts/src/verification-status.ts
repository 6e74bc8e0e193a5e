// Student verification status and how long it lasts (spec 000 §4, spec 001 §2). Plain constants and
// functions, no zod, so the home page can read them without the schema library.

/** Statuses stored for a student (spec 001 §4); "active" means verified. */
export const VERIFICATION_STATUSES = ["pending", "active", "rejected", "unrecognized_domain"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * Statuses a client is shown: the stored ones, and "expired" for an active verification past its
 * expiry. Anything but "active" counts as not verified.
 */
export const SHOWN_VERIFICATION_STATUSES = [...VERIFICATION_STATUSES, "expired"] as const;
export type ShownVerificationStatus = (typeof SHOWN_VERIFICATION_STATUSES)[number];

/** A verification lasts this long from the day it was granted. */
export const VERIFICATION_VALID_MONTHS = 12;

/** When a verification granted at `verifiedAt` stops counting. */
export function verificationExpiry(verifiedAt: Date): Date {
  const expiresAt = new Date(verifiedAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + VERIFICATION_VALID_MONTHS);
  return expiresAt;
}

/** The status as it stands at `now`: an active verification past its expiry is "expired". */
export function shownVerificationStatus(
  status: VerificationStatus,
  expiresAt: Date | null,
  now: Date,
): ShownVerificationStatus {
  return status === "active" && expiresAt !== null && expiresAt.getTime() <= now.getTime()
    ? "expired"
    : status;
}

/**
 * Where a student stands, finer than the status: a "pending" row may be a new account with nothing
 * submitted, a student e-mail waiting for its code, or a document waiting for staff. Clients show
 * each differently (a new account is not "being reviewed").
 */
export const VERIFICATION_STAGES = [
  "not_started",
  "code_sent",
  "document_review",
  "domain_review",
  "verified",
  "rejected",
  "expired",
] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];

/** The stage of a verification: its shown status and what the attempt rests on. */
export function verificationStage(
  status: ShownVerificationStatus,
  attempt: { studentEmail: string | null; institution: string | null },
): VerificationStage {
  switch (status) {
    case "active":
      return "verified";
    case "rejected":
    case "expired":
      return status;
    case "unrecognized_domain":
      return "domain_review";
    case "pending":
      // A document names its institution but no student e-mail; a new account has neither.
      if (attempt.studentEmail !== null) return "code_sent";
      return attempt.institution !== null ? "document_review" : "not_started";
  }
}

/** Why a verification document is turned down: staff pick one; "other" needs their own words. */
export const DOCUMENT_REJECTION_CODES = [
  "unreadable",
  "wrong_institution",
  "expired",
  "name_mismatch",
  "other",
] as const;
export type DocumentRejectionCode = (typeof DOCUMENT_REJECTION_CODES)[number];
