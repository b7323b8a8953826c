import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { credentialErrorText } from '../utils/credential-errors';

export interface PasswordChange {
  password: string;
  /** Empty for an account without a password yet (it proves a recent sign-in instead). */
  currentPassword: string;
}

/**
 * Sets a new password for the signed-in user. The auth service asks for the current one
 * (`current_password`) and applies the sign-up rules; every other session is signed out.
 */
export async function updatePassword({ password, currentPassword }: PasswordChange): Promise<void> {
  const { error } = await supabase.auth.updateUser({
    password,
    ...(currentPassword ? { current_password: currentPassword } : {}),
  });
  if (error) throw new Error(credentialErrorText(error));
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    // The form says so too (spec text); the toast stays in view wherever the page is scrolled.
    meta: { successToast: 'Password changed' },
  });
}
