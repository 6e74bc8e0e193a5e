import type { User } from "@studentperks/contracts/auth";

/** Verified means role student with verification status active; anything else is not (spec 000 §4, §5). */
export function isVerifiedStudent(user: Pick<User, "role" | "verification"> | null): boolean {
  return user?.role === "student" && user.verification?.status === "active";
}
