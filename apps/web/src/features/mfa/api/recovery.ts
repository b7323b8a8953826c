import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { MFA_MESSAGES } from '@/lib/auth/second-factor';

/** Asks for the recovery mail (the session must be signed in with the password). Returns the server's text. */
export async function requestRecoveryMail(): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ message: string }>('mfa-recovery', {
    body: { action: 'request' },
  });
  if (error) throw new Error(await functionErrorMessage(error, MFA_MESSAGES.failed));
  return data?.message ?? '';
}

/** Uses the mailed link's token: removes the factors, then refreshes the session (aal1, no factors). */
export async function confirmRecovery(token: string): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ message: string }>('mfa-recovery', {
    body: { action: 'confirm', token },
  });
  if (error) throw new Error(await functionErrorMessage(error, MFA_MESSAGES.failed));
  await supabase.auth.refreshSession();
  return data?.message ?? '';
}
