// GET /api/site: settings the pages show, such as the support address. Fetched once per visit.
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/site"] as const,
    queryFn: ({ signal }) => api("GET /api/site", { signal }),
  });
