import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Insights, Period } from "@studentperks/contracts/admin/insights";
import { apiRequest } from "../../../../lib/api-client.ts";
import { searchOf } from "../lib/period.ts";

export const insightsQuery = (period: Period) =>
  queryOptions({
    queryKey: ["admin", "insights", period.from, period.to],
    queryFn: () => apiRequest<Insights>(`/api/admin/insights${searchOf(period)}`),
  });

/** The period's insights; the previous period's stay on screen while the next loads. */
export const useInsights = (period: Period) =>
  useQuery({ ...insightsQuery(period), placeholderData: keepPreviousData });

/** The per-offer table of the same period, as a CSV download. */
export const insightsCsvHref = (period: Period) => `/api/admin/insights.csv${searchOf(period)}`;
