import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import { apiRequest } from "#web/lib/api-client.ts";
import { ContractMismatchError } from "#web/lib/api-contract.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toUser, writeCachedUser } from "../lib/user-cache.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/**
 * GET /api/auth/user: the signed-in user, who also replaces the cached one (spec 000 §7, §8). The
 * answer passes the cached user's own check too: production does not check answers against their
 * schema, and the header must not take a proxy's page for a user.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  let user: User | null;
  try {
    const answer = await apiRequest("/api/auth/user", {
      signal,
      response: () => import("@studentperks/contracts/auth").then((c) => c.userAnswerSchema),
    });
    user = toUser(answer.user);
  } catch (error) {
    // A broken contract (development, tests) is a bug to see, not a signed-out visitor.
    if (error instanceof ContractMismatchError) throw error;
    user = null;
  }
  if (user === null) throw new Error(t("auth.fetchUserFailed"));
  writeCachedUser(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** Asks the server for the user again, e.g. after the profile changed. */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
