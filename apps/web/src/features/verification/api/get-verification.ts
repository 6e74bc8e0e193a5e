import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api-client.ts";

/** GET /api/students/verify: the signed-in student's verification, null before the first step. */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/students/verify"] as const,
    queryFn: async ({ signal }) => {
      const { verification } = await apiRequest("/api/students/verify", {
        signal,
        response: () =>
          import("@studentperks/contracts/verification").then((c) => c.verificationAnswerSchema),
      });
      return verification;
    },
  });

/** Only for signed-in students (spec 000 §7). */
export function useVerification() {
  return useQuery(verificationQueryOptions());
}
