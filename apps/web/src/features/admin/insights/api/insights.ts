import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Period } from "@studentperks/contracts/admin/insights";
import { api } from "#web/lib/api-client.ts";
import { searchOf } from "#web/lib/period.ts";

export const insightsQuery = (period: Period) =>
  queryOptions({
    queryKey: ["admin", "insights", period.from, period.to],
    queryFn: () => api("GET /api/admin/insights", { query: { from: period.from, to: period.to } }),
  });

/** The period's insights; the previous period's stay on screen while the next loads. */
export const useInsights = (period: Period) =>
  useQuery({ ...insightsQuery(period), placeholderData: keepPreviousData });

/** The per-offer table of the same period, as a CSV download. */
export const insightsCsvHref = (period: Period) => `/api/admin/insights.csv${searchOf(period)}`;
