import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";

/** POST /api/students/change-password (spec 001 §7); the server also ends the user's other sessions. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest("/api/students/change-password", {
    method: "POST",
    json: input,
    response: () => import("@studentperks/contracts/auth").then((c) => c.messageAnswerSchema),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
