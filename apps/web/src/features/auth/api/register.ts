import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput, User } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";
import { startSession } from "../lib/session.ts";

/** POST /api/auth/register: creates a student account and signs it in (spec 000 §3, §7). */
export async function register(input: RegisterInput): Promise<User> {
  const { user } = await apiRequest("/api/auth/register", {
    method: "POST",
    json: { ...input, role: "student" } satisfies RegisterInput,
    response: () => import("@studentperks/contracts/auth").then((c) => c.userAnswerSchema),
  });
  return user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
