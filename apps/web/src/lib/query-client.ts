import { MutationCache, QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown as a toast when the mutation succeeds ("Generation renamed", "Password updated"). */
      successToast?: string;
    };
  }
}

/** A request that could not reach the server (see network-fetch.ts), whatever wrapped it. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && error.message === NETWORK_ERROR_MESSAGE;
}

/**
 * Account data changes rarely within a visit; refetch on focus keeps usage counters fresh.
 *
 * networkMode 'always': TanStack Query's default ('online') pauses a query while the browser
 * is offline, so the page said "Loading..." until the connection came back, and pauses a
 * mutation, which it then ran on its own when the browser was online again: a password typed
 * offline was changed half a minute later without the user knowing. Here every request is
 * tried when asked for and fails at once with the product's words; a mutation is never
 * retried or replayed (the page offers Try again), and failed queries load again when the
 * connection is back (refetchOnReconnect, which 'always' would otherwise turn off).
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const text = mutation.meta?.successToast;
      if (text) toast.success(text);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      networkMode: 'always',
      // One more try for a passing failure; none when the browser knows it is offline.
      retry: (failures, error) => failures < 1 && !(isNetworkFailure(error) && !navigator.onLine),
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    },
    mutations: {
      networkMode: 'always',
      retry: false,
    },
  },
});
