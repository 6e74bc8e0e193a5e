import type { User } from "@studentperks/contracts/auth";
import { paths } from "#web/lib/paths.ts";

/**
 * Where an account's own page is: the staff console for staff, the partner portal for a partner
 * account (issue 37), the dashboard for students.
 */
export function accountHome(user: Pick<User, "role">): string {
  return user.role === "admin" ? paths.admin : user.role === "merchant" ? paths.partners : paths.dashboard;
}

/** Only students are asked to verify; staff never see the "not verified" marks. */
export function needsVerificationMark(user: Pick<User, "role">, isVerifiedStudent: boolean): boolean {
  return user.role === "student" && !isVerifiedStudent;
}
