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
