import type { User } from "@studentperks/contracts/auth";
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
 */
export function useAuth(): AuthState {
  const cachedUser = useCachedUser();
  const query = useCurrentUserQuery();
  const user = query.data ?? cachedUser;
  return {
    user,
    isLoading: query.isPending && cachedUser === null,
    isAuthenticated: user !== null,
    isVerifiedStudent: isVerifiedStudent(user),
  };
}
