import { currentCycleMonth } from '@app/shared/usage';
import { getRuntimeConfig } from '@/config/runtime';
import { needsSecondFactor } from '@/lib/auth/assurance';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { generationCountQueryOptions } from '@/features/generations/api/get-generation-count';
import { recentGenerationsQueryOptions } from '@/features/generations/api/get-recent-generations';
import { additionalGenerationsQueryOptions } from '@/features/dashboard/api/get-additional-generations';
import { currentBillingCycleQueryOptions } from '@/features/dashboard/api/get-current-billing-cycle';
import { profileQueryOptions } from '@/features/dashboard/api/get-profile';

/**
 * The /dashboard route's loader: starts the page's reads (the same queries the page runs, so
 * it picks them up in flight) as soon as the router matches the address, while the page's code
 * downloads, instead of once it has rendered (issue 15: no request waterfall). It does not wait
 * for them: the page shows its own loading state as before. Signed out, or owing the second
 * factor, nothing is read: the guard sends the visitor on.
 */
export function prefetchDashboard(): null {
  void (async () => {
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session || needsSecondFactor(session)) return;
    const userId = session.user.id;
    await Promise.all([
      queryClient.prefetchQuery(recentGenerationsQueryOptions(userId)),
      // As on the page: the plan and usage are read only when the pricing cards are shown.
      ...(getRuntimeConfig().flags.showPricing
        ? [
            queryClient.prefetchQuery(generationCountQueryOptions(userId)),
            queryClient.prefetchQuery(profileQueryOptions(userId)),
            queryClient.prefetchQuery(currentBillingCycleQueryOptions(userId, currentCycleMonth())),
            queryClient.prefetchQuery(additionalGenerationsQueryOptions(userId)),
          ]
        : []),
    ]);
  })().catch(() => {
    // A failed read is the page's to report: it runs the same queries and shows their error.
  });
  return null;
}
