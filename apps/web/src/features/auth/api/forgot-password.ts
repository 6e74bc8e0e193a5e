import { useMutation } from "@tanstack/react-query";
import type { CodeSentAnswer } from "@studentperks/contracts/auth";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/forgot-password: e-mails a reset code; also the resend (spec 001 §7). */
export function requestResetCode(email: string): Promise<CodeSentAnswer> {
  return apiRequest("/api/auth/forgot-password", { method: "POST", json: { email } });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
