import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/auth/reset-password: sends no code; the verified-code cookie authorises it (spec 001 §7). */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest("/api/auth/reset-password", {
    method: "POST",
    json: input,
    response: () => import("@studentperks/contracts/auth").then((c) => c.messageAnswerSchema),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
