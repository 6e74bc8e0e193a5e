import { useMutation } from "@tanstack/react-query";
import type { CodeSentAnswer, ForgotPasswordInput } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";

/** POST /api/auth/forgot-password: e-mails a reset code; also the resend (spec 001 §7). */
export function requestResetCode(email: string): Promise<CodeSentAnswer> {
  const json: ForgotPasswordInput = { email };
  return api("POST /api/auth/forgot-password", { body: json });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
