import { describe, expect, it } from "vitest";
import { t } from "#web/lib/i18n/index.ts";
import { checkPasswordChange, type PasswordChangeValues } from "./password-change-rules.ts";

function failure(values: PasswordChangeValues) {
  const result = checkPasswordChange(values);
  return result && [t(result.title), t(result.message)];
}

describe("checkPasswordChange", () => {
  it("asks for all three fields first", () => {
    expect(failure({ currentPassword: "", newPassword: "abc", confirmPassword: "xyz" })).toEqual([
      "Missing Fields",
      "Please fill in all password fields.",
    ]);
  });

  it("then needs the confirmation to match", () => {
    expect(failure({ currentPassword: "old", newPassword: "abc", confirmPassword: "xyz" })).toEqual([
      "Password Mismatch",
      "New password and confirmation do not match.",
    ]);
  });

  it("then needs at least 8 characters, the server's minimum", () => {
    expect(failure({ currentPassword: "old", newPassword: "abcdefg", confirmPassword: "abcdefg" })).toEqual([
      "Password Too Short",
      "New password must be at least 8 characters long.",
    ]);
    expect(
      failure({ currentPassword: "old", newPassword: "abcdefgh", confirmPassword: "abcdefgh" }),
    ).toBeNull();
  });
});
