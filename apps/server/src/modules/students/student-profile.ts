// Account + verification rows -> the dashboard's `student` (spec 001 §3).
import { verificationView } from "@studentperks/contracts/verification";
import type { ConsentChannel } from "@studentperks/contracts/consent";
import type { StudentProfile } from "@studentperks/contracts/students";
import type { StudentProfileRow, UserRow } from "#server/db/schema.ts";

export function toStudentProfile(
  user: UserRow,
  profile: StudentProfileRow,
  consentSince: Record<ConsentChannel, Date | null>,
  now: Date,
): StudentProfile {
  const { status, stage, studentEmail, verifiedAt, expiresAt } = verificationView(profile, now);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone,
    emailMarketing: user.emailMarketing,
    whatsappMarketing: user.whatsappMarketing,
    emailMarketingSince: consentSince.email?.toISOString() ?? null,
    whatsappMarketingSince: consentSince.whatsapp?.toISOString() ?? null,
    status,
    stage,
    studentEmail,
    verifiedAt,
    expiresAt,
  };
}
