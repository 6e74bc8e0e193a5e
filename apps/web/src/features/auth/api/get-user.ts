import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import { apiRequest } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/index.ts";
import { toUser, writeCachedUser } from "../lib/user-cache.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/** GET /api/auth/user: the signed-in user, who also replaces the cached one (spec 000 §7, §8). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  let user: User | null;
  try {
    const answer = await apiRequest<{ user?: unknown }>("/api/auth/user", { signal });
    user = toUser(answer?.user);
  } catch {
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
