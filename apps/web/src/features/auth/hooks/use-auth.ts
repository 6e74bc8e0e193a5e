import type { User } from "@studentperks/contracts/auth";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { useCurrentUserQuery } from "../api/get-user.ts";
import { useCachedUser } from "../lib/user-cache.ts";
import { isVerifiedStudent } from "../lib/verification.ts";

export interface AuthState {
  user: User | null;
  /** True only while nothing is known yet: no cached user and no answer from the server. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isVerifiedStudent: boolean;
}

/**
 * Spec 000 §4: signed in when the server returns a user or one is cached locally; the server's
 * user takes precedence. A failed server call leaves the cached user in place (spec 000 §8).
 *
 * While React takes over a prerendered page (a visitor's HTML), everyone is a visitor: a part of the
 * page that hydrates late must not draw the user another part has fetched meanwhile (React #418).
 */
export function useAuth(): AuthState {
  const isHydrated = useIsHydrated();
  const cachedUser = useCachedUser();
  const query = useCurrentUserQuery();
  const user = isHydrated ? (query.data ?? cachedUser) : null;
  return {
    user,
    isLoading: isHydrated && query.isLoading && cachedUser === null,
    isAuthenticated: user !== null,
    isVerifiedStudent: isVerifiedStudent(user),
  };
}
