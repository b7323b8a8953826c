import { useMutation } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';

export const PORTAL_ERROR = 'Failed to create portal session';
export const NO_SESSION_ERROR = 'No active session';

/** Asks create-portal-session for the payment provider's billing portal and returns its URL. */
export async function createPortalSession(session: Session | null): Promise<string> {
  if (!session) throw new Error(NO_SESSION_ERROR);
  const { data, error } = await supabase.functions.invoke<{ url?: string }>(
    'create-portal-session',
    { method: 'POST' },
  );
  if (error) throw new Error(await functionErrorMessage(error, PORTAL_ERROR), { cause: error });
  if (!data?.url) throw new Error(PORTAL_ERROR);
  return data.url;
}

/** Manage Billing: leaves the app for the billing portal once its URL is known. */
export function useOpenBillingPortal(session: Session | null) {
  return useMutation({
    mutationFn: () => createPortalSession(session),
    onSuccess: (url) => window.location.assign(url),
  });
}
