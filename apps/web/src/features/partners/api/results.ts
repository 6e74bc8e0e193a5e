// The brand's results for a period of Dubai days, and the same as a CSV file (a plain link).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Period } from "@studentperks/contracts/admin/insights";
import { api } from "#web/lib/api-client.ts";
import { partnersQueryKey } from "./me.ts";

export const usePartnerResults = (period: Period) =>
  useQuery({
    queryKey: [...partnersQueryKey, "results", period.from, period.to],
    queryFn: ({ signal }) => api("GET /api/partners/results", { query: period, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV download of the same period. */
export const resultsCsvHref = ({ from, to }: Period) =>
  `/api/partners/results.csv?${new URLSearchParams({ from, to })}`;
