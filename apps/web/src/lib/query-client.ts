import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { reportIfSessionEnded } from "./session-ended.ts";

// Spec 000 §9 "Data fetching": no automatic retry, no refetch on window focus, no polling, never stale.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportIfSessionEnded }),
    mutationCache: new MutationCache({ onError: reportIfSessionEnded }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
