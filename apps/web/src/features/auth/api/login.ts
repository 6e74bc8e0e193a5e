import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, User } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";
import { startSession } from "../lib/session.ts";

/** POST /api/auth/login (spec 000 §7). */
export async function login(input: LoginInput): Promise<User> {
  const { user } = await api("POST /api/auth/login", { body: input });
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
