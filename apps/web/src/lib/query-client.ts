import { QueryClient } from "@tanstack/react-query";

// Spec 000 §9 "Data fetching": no automatic retry, no refetch on window focus, no polling, never stale.
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
