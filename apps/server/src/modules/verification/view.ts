// A verification row as clients see it: an active verification past its expiry shows as "expired",
// which every client treats as not verified.
import { shownVerificationStatus, verificationStage } from "@studentperks/contracts/verification-status";
import type { Verification } from "@studentperks/contracts/verification";
import type { StudentProfileRow } from "../../db/schema.ts";

export function verificationView(profile: StudentProfileRow, now: Date): Verification {
  const status = shownVerificationStatus(profile.status, profile.expiresAt, now);
  return {
    status,
    stage: verificationStage(status, profile),
    studentEmail: profile.studentEmail,
    institution: profile.institution,
    verifiedAt: profile.verifiedAt?.toISOString() ?? null,
    expiresAt: profile.expiresAt?.toISOString() ?? null,
    ...(status === "rejected" && profile.rejectionReason ? { rejectionReason: profile.rejectionReason } : {}),
  };
}

/** Verified now: a student whose verification is active and not past its expiry. */
export function isVerifiedAt(role: string, profile: StudentProfileRow | null, now: Date): boolean {
  return role === "student" && profile !== null && verificationView(profile, now).status === "active";
}
