import { useMutation } from "@tanstack/react-query";
import type { CodeSentAnswer } from "@studentperks/contracts/auth";
import { apiResponse } from "../../../lib/api-client.ts";

export interface StudentEmailPayload {
  email: string;
  personalEmail: string;
  institution: string;
  studentId?: null;
}

/** 200: a code was mailed; 202: the domain is not on the list and staff will review (spec 000 §7). */
export type StudentEmailAnswer =
  | { kind: "code-sent"; message: string; resendInSeconds: number; alreadySent: boolean }
  | { kind: "unrecognized"; message: string | undefined };

/** POST /api/students/verify; also the resend, without studentId (spec 000 §7). */
export async function submitStudentEmail(payload: StudentEmailPayload): Promise<StudentEmailAnswer> {
  const { status, body } = await apiResponse<Partial<CodeSentAnswer> | null>("/api/students/verify", {
    method: "POST",
    json: payload,
  });
  const message = body?.message;
  if (status === 202) return { kind: "unrecognized", message };
  return {
    kind: "code-sent",
    message: message ?? "",
    resendInSeconds: body?.resendInSeconds ?? 0,
    alreadySent: body?.alreadySent === true,
  };
}

export function useSubmitStudentEmail() {
  return useMutation({ mutationFn: submitStudentEmail });
}
