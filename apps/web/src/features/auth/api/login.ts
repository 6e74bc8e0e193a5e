import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, User } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";
import { startSession } from "../lib/session.ts";

/** POST /api/auth/login (spec 000 §7). */
export async function login(input: LoginInput): Promise<User> {
  const { user } = await apiRequest("/api/auth/login", {
    method: "POST",
    json: input,
    response: () => import("@studentperks/contracts/auth").then((c) => c.userAnswerSchema),
  });
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
