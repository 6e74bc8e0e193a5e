import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/students/change-password (spec 001 §7); the server also ends the user's other sessions. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return apiRequest("/api/students/change-password", { method: "POST", json: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
