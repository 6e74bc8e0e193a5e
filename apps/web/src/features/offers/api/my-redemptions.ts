import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { MyRedemption, UsageLimitReached } from "@studentperks/contracts/redemption";
import { api } from "#web/lib/api-client.ts";

// Keyed by the student, so nothing of one account is shown to the next in the same tab.
const myRedemptionsKey = (userId: string | null) => ["/api/redemptions", userId] as const;

/**
 * GET /api/redemptions: the codes and referral links the signed-in student was given, and the offers
 * they may not use again yet. One request serves the dashboard's list, the dialog and every card.
 */
export const myRedemptionsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: myRedemptionsKey(userId),
    queryFn: ({ signal }) => api("GET /api/redemptions", { signal }),
  });

// Module-level, so each answer is read once however many cards ask (react-query keeps a selector's
// result while the function and the answer are the same).
const givenOf = (answer: { redemptions: MyRedemption[] }) => answer.redemptions;
const limitsById = (answer: { limits: UsageLimitReached[] }): ReadonlyMap<number, UsageLimitReached> =>
  new Map(answer.limits.map((limit) => [limit.offerId, limit]));

/** The student's codes and links; asked for only when `userId` is a student's. */
export function useMyRedemptions(userId: string | null) {
  return useQuery({ ...myRedemptionsQueryOptions(userId), enabled: userId !== null, select: givenOf });
}

const noLimits: ReadonlyMap<number, UsageLimitReached> = new Map();

/**
 * The offers the signed-in student used as often as their rule allows, by id (the cards' "Used"
 * marks); none for anyone else, who is never asked about.
 */
export function useUsageLimits(studentId: string | null): ReadonlyMap<number, UsageLimitReached> {
  const { data } = useQuery({
    ...myRedemptionsQueryOptions(studentId),
    enabled: studentId !== null,
    select: limitsById,
  });
  return studentId !== null && data ? data : noLimits;
}

/** After a code or a link was given: the list is read again when next shown. */
export function forgetMyRedemptions(queryClient: QueryClient, userId: string | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myRedemptionsKey(userId) });
}
