import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";

/** POST /api/students/change-password (spec 001 §7); the server also ends the user's other sessions. */
export function changePassword(input: ChangePasswordInput) {
  return api("POST /api/students/change-password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
