import { QueryClient } from '@tanstack/react-query';

/** Data fetching defaults (specification §9): no refetch on focus, one retry, fresh 300000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 300_000 },
      mutations: { retry: false },
    },
  });
}
