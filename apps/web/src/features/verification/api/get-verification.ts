import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

/** GET /api/students/verify: the signed-in student's verification, null before the first step. */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/students/verify"] as const,
    queryFn: async ({ signal }) => {
      const { verification } = await api("GET /api/students/verify", { signal });
      return verification;
    },
  });

/** Only for signed-in students (spec 000 §7). */
export function useVerification() {
  return useQuery(verificationQueryOptions());
}
