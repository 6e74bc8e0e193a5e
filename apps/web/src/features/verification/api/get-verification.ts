import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Verification } from "@studentperks/contracts/verification";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/students/verify: the signed-in student's verification, null before the first step. */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/students/verify"] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ verification: Verification | null }>("/api/students/verify", { signal }))
        .verification,
  });

/** Only for signed-in students (spec 000 §7). */
export function useVerification() {
  return useQuery(verificationQueryOptions());
}
