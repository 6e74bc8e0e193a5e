import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@studentperks/contracts/auth";
import { currentUserQueryKey } from "../api/get-user.ts";
import { writeCachedUser } from "./user-cache.ts";

/** After login or registration: remember the user locally and in the query cache (spec 000 §4). */
export function startSession(queryClient: QueryClient, user: User): void {
  writeCachedUser(user);
  queryClient.setQueryData(currentUserQueryKey, user);
}
