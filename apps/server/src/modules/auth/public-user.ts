// Row -> the user as the client reads it (spec 000 §3). Listed field by field so that the password
// hash or any new column never leaves the server by accident.
import { verificationView } from "@studentperks/contracts/verification";
import type { User } from "@studentperks/contracts/auth";
import type { StudentProfileRow, UserRow } from "#server/db/schema.ts";

/** `now` decides whether a verification has expired. */
export function toPublicUser(user: UserRow, profile: StudentProfileRow | null, now: Date): User {
  const verification = profile ? verificationView(profile, now) : null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    locale: user.locale,
    emailMarketing: user.emailMarketing,
    whatsappMarketing: user.whatsappMarketing,
    verification: verification
      ? {
          status: verification.status,
          stage: verification.stage,
          studentEmail: verification.studentEmail,
          verifiedAt: verification.verifiedAt,
          expiresAt: verification.expiresAt,
          ...(verification.rejectionReason ? { rejectionReason: verification.rejectionReason } : {}),
          ...(verification.rejectionCode ? { rejectionCode: verification.rejectionCode } : {}),
        }
      : null,
  };
}
