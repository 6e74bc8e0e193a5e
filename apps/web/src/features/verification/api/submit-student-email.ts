import { useMutation } from "@tanstack/react-query";
import type { VerifyStudentEmailInput } from "@studentperks/contracts/verification";
import { api } from "#web/lib/api-client.ts";

/**
 * POST /api/students/verify; also the resend, without studentId (spec 000 §7). 200: a code was mailed;
 * 202: the domain is not on the list and staff will review it.
 */
export async function submitStudentEmail(payload: VerifyStudentEmailInput) {
  const answer = await api("POST /api/students/verify", { body: payload });
  return answer.status === 202
    ? { kind: "unrecognized" as const, ...answer.body }
    : { kind: "code-sent" as const, ...answer.body };
}

export function useSubmitStudentEmail() {
  return useMutation({ mutationFn: submitStudentEmail });
}
