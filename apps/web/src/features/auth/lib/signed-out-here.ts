import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../api/get-user.ts";
import { clearCachedUser } from "./user-cache.ts";

// The catalogue and the site's details are the same for everyone: kept when the session goes.
const PUBLIC_QUERIES = new Set(["/api/catalogue", "/api/catalogue/front", "/api/offers", "/api/site"]);

export const isAccountQuery = (queryKey: readonly unknown[]) => !PUBLIC_QUERIES.has(String(queryKey[0]));

/**
 * The session is gone (ended by the server, or by a log out in another tab): this page becomes
 * signed out, and guarded pages show their "Please log in" with Go to Login.
 */
export function showSignedOut(queryClient: QueryClient): void {
  clearCachedUser();
  queryClient.removeQueries({ predicate: (query) => isAccountQuery(query.queryKey), type: "inactive" });
  void queryClient.resetQueries({ queryKey: currentUserQueryKey });
}
