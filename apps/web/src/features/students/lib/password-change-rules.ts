import { PASSWORD_MIN } from "@studentperks/contracts/auth";
import type { MessageKey } from "#web/lib/i18n/index.ts";

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface RuleFailure {
  title: MessageKey;
  message: MessageKey;
}

/**
 * The first client rule the values break, in the spec's order (spec 001 §5), or null. The minimum
 * is the server's (8), not spec 001 §9's 6, which would let through passwords the server refuses.
 */
export function checkPasswordChange(values: PasswordChangeValues): RuleFailure | null {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword || !confirmPassword) {
    return { title: "dashboard.password.missing", message: "dashboard.password.missingMessage" };
  }
  if (newPassword !== confirmPassword) {
    return { title: "dashboard.password.mismatch", message: "dashboard.password.mismatchMessage" };
  }
  if (newPassword.length < PASSWORD_MIN) {
    return { title: "dashboard.password.tooShort", message: "dashboard.password.tooShortMessage" };
  }
  return null;
}
