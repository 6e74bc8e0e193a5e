import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import { api } from "#web/lib/api-client.ts";
import { ContractMismatchError } from "#web/lib/api-contract.ts";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { t } from "#web/lib/i18n/index.ts";
import { hasSessionHint } from "../lib/session-hint.ts";
import { toUser, useCachedUser, writeCachedUser } from "../lib/user-cache.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/**
 * GET /api/auth/user: the signed-in user, who also replaces the cached one (spec 000 §7, §8). The
 * answer passes the cached user's own check too: production does not check answers against their
 * schema, and the header must not take a proxy's page for a user.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  let user: User | null;
  try {
    const answer = await api("GET /api/auth/user", { signal });
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

/**
 * The signed-in user as the server knows them. A browser with no session and no remembered user is a
 * visitor's, and is not asked: the answer could only be a 401. The cookie is read only once React has
 * taken over the prerendered page, a visitor's: asked sooner, the first render would be loading and
 * not match that HTML (React error #418).
 */
export function useCurrentUserQuery() {
  const isHydrated = useIsHydrated();
  const mayBeSignedIn = useCachedUser() !== null || (isHydrated && hasSessionHint());
  return useQuery({ ...currentUserQueryOptions(), enabled: mayBeSignedIn });
}

/** Asks the server for the user again, e.g. after the profile changed. */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
