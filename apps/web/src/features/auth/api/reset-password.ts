import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/reset-password: sends no code; the verified-code cookie authorises it (spec 001 §7). */
export function resetPassword(input: { email: string; newPassword: string }): Promise<{ message: string }> {
  return apiRequest("/api/auth/reset-password", { method: "POST", json: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
