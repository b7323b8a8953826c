import { QueryClient } from '@tanstack/react-query';

/** Account data changes rarely within a visit; refetch on focus keeps usage counters fresh. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
    },
    mutations: {
      retry: false,
    },
  },
});
