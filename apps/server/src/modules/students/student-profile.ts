// Account + verification rows -> the dashboard's `student` (spec 001 §3).
import type { StudentProfile } from "@studentperks/contracts/students";
import type { StudentProfileRow, UserRow } from "../../db/schema.ts";

export function toStudentProfile(user: UserRow, profile: StudentProfileRow): StudentProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phone,
    emailMarketing: user.emailMarketing,
    whatsappMarketing: user.whatsappMarketing,
    status: profile.status,
    studentEmail: profile.studentEmail,
    verifiedAt: profile.verifiedAt?.toISOString() ?? null,
  };
}
