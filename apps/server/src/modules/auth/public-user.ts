// Row -> the user as the client reads it (spec 000 §3). Listed field by field so that the password
// hash or any new column never leaves the server by accident.
import type { User } from "@studentperks/contracts/auth";
import type { StudentProfileRow, UserRow } from "../../db/schema.ts";

export function toPublicUser(user: UserRow, profile: StudentProfileRow | null): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    emailMarketing: user.emailMarketing,
    whatsappMarketing: user.whatsappMarketing,
    verification: profile
      ? {
          status: profile.status,
          studentEmail: profile.studentEmail,
          verifiedAt: profile.verifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}
