// A verification row as clients see it: an active verification past its expiry shows as "expired",
// which every client treats as not verified.
import { shownVerificationStatus } from "@studentperks/contracts/verification-status";
import type { Verification } from "@studentperks/contracts/verification";
import type { StudentProfileRow } from "../../db/schema.ts";

export function verificationView(profile: StudentProfileRow, now: Date): Verification {
  return {
    status: shownVerificationStatus(profile.status, profile.expiresAt, now),
    studentEmail: profile.studentEmail,
    institution: profile.institution,
    verifiedAt: profile.verifiedAt?.toISOString() ?? null,
    expiresAt: profile.expiresAt?.toISOString() ?? null,
  };
}

/** Verified now: a student whose verification is active and not past its expiry. */
export function isVerifiedAt(role: string, profile: StudentProfileRow | null, now: Date): boolean {
  return role === "student" && profile !== null && verificationView(profile, now).status === "active";
}
