import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/verify-reset-otp: on success the server remembers, in a cookie, that this browser may reset. */
export function verifyResetCode(input: { email: string; otp: string }): Promise<{ message: string }> {
  return apiRequest("/api/auth/verify-reset-otp", { method: "POST", json: input });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
