// GET /api/site: settings the pages show, such as the support address. Fetched once per visit.
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/site"] as const,
    queryFn: ({ signal }) =>
      apiRequest("/api/site", {
        signal,
        response: () => import("@studentperks/contracts/site").then((c) => c.siteInfoSchema),
      }),
  });
