import type { MessageKey } from "../../../lib/i18n/index.ts";

/** Spec 001 §9: the dashboard asks for 6 characters (the server asks for more; its message is shown). */
export const DASHBOARD_PASSWORD_MIN = 6;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface RuleFailure {
  title: MessageKey;
  message: MessageKey;
}

/** The first client rule the values break, in the spec's order (spec 001 §5), or null. */
export function checkPasswordChange(values: PasswordChangeValues): RuleFailure | null {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword || !confirmPassword) {
    return { title: "dashboard.password.missing", message: "dashboard.password.missingMessage" };
  }
  if (newPassword !== confirmPassword) {
    return { title: "dashboard.password.mismatch", message: "dashboard.password.mismatchMessage" };
  }
  if (newPassword.length < DASHBOARD_PASSWORD_MIN) {
    return { title: "dashboard.password.tooShort", message: "dashboard.password.tooShortMessage" };
  }
  return null;
}
