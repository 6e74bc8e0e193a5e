import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";

/** POST /api/auth/reset-password: sends no code; the verified-code cookie authorises it (spec 001 §7). */
export function resetPassword(input: ResetPasswordInput) {
  return api("POST /api/auth/reset-password", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
