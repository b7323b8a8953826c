import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { MFA_MESSAGES } from '@/lib/auth/second-factor';

export interface RecoveryCodeStatus {
  enabled: boolean;
  remaining: number;
  total: number;
  created_at: string | null;
}

/** How many of the user's recovery codes are left (never the codes themselves). */
export async function getRecoveryCodeStatus(): Promise<RecoveryCodeStatus> {
  const { data, error } = await supabase.functions.invoke<RecoveryCodeStatus>(
    'mfa-recovery-codes',
    {
      method: 'GET',
    },
  );
  if (error || !data) throw new Error(await functionErrorMessage(error, MFA_MESSAGES.failed));
  return data;
}

/** A new set of ten codes, replacing any earlier one; shown once, so the caller shows them now. */
export async function createRecoveryCodes(): Promise<string[]> {
  const { data, error } = await supabase.functions.invoke<{ codes: string[] }>(
    'mfa-recovery-codes',
    {
      method: 'POST',
    },
  );
  if (error || !data) throw new Error(await functionErrorMessage(error, MFA_MESSAGES.failed));
  return data.codes;
}
