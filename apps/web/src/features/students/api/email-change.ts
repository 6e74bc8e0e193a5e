import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EmailChangeConfirm,
  EmailChangeRequest,
  EmailChangeRequestAnswer,
  StudentProfile,
} from "@studentperks/contracts/students";
import { api } from "#web/lib/api-client.ts";
import { profileQueryKey } from "./get-profile.ts";

/** POST /api/students/email-change: the current password; mails a code to the new address (also the resend). */
export function requestEmailChange(input: EmailChangeRequest): Promise<EmailChangeRequestAnswer> {
  return api("POST /api/students/email-change", { body: input });
}

/** POST /api/students/email-change/confirm: the code makes the new address the login e-mail. */
export async function confirmEmailChange(input: EmailChangeConfirm): Promise<StudentProfile> {
  const { student } = await api("POST /api/students/email-change/confirm", { body: input });
  return student;
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (student) => queryClient.setQueryData(profileQueryKey, student),
  });
}
