import { useMutation } from "@tanstack/react-query";
import type { VerifyResetOtpInput } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";

/** POST /api/auth/verify-reset-otp: on success the server remembers, in a cookie, that this browser may reset. */
export function verifyResetCode(input: VerifyResetOtpInput) {
  return api("POST /api/auth/verify-reset-otp", { body: input });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
