import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

// Keyed by the student, so nothing of one account is shown to the next in the same tab.
const myRedemptionsKey = (userId: string | null) => ["/api/redemptions", userId] as const;

/**
 * GET /api/redemptions: the codes and referral links the signed-in student was given, newest first,
 * and the offers whose usage rule holds them back for now (issue 36).
 */
export const myRedemptionsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: myRedemptionsKey(userId),
    queryFn: ({ signal }) => api("GET /api/redemptions", { signal }),
  });

/** The student's codes and links; asked for only when `userId` is a student's. */
export function useMyRedemptions(userId: string | null) {
  return useQuery({ ...myRedemptionsQueryOptions(userId), enabled: userId !== null });
}

/** After a code or a link was given: the list is read again when next shown. */
export function forgetMyRedemptions(queryClient: QueryClient, userId: string | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myRedemptionsKey(userId) });
}
