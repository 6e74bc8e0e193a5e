import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput, User } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";
import { startSession } from "../lib/session.ts";

/** POST /api/auth/register: creates a student account and signs it in (spec 000 §3, §7). */
export async function register(input: RegisterInput): Promise<User> {
  const { user } = await api("POST /api/auth/register", {
    body: { ...input, role: "student" } satisfies RegisterInput,
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
