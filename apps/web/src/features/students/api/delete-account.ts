import { useMutation } from "@tanstack/react-query";
import type { AccountDeletionRequest } from "@studentperks/contracts/account-deletion";
import { api } from "#web/lib/api-client.ts";

/** POST /api/students/delete-account (issue 38): erases the account and ends every session. */
export function deleteAccount(input: AccountDeletionRequest) {
  return api("POST /api/students/delete-account", { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
