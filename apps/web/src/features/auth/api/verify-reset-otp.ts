import { useMutation } from "@tanstack/react-query";
import type { VerifyResetOtpInput } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/auth/verify-reset-otp: on success the server remembers, in a cookie, that this browser may reset. */
export function verifyResetCode(input: VerifyResetOtpInput) {
  return apiRequest("/api/auth/verify-reset-otp", {
    method: "POST",
    json: input,
    response: () => import("@studentperks/contracts/auth").then((c) => c.messageAnswerSchema),
  });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
