import type { User } from '@supabase/supabase-js';
import { useAuth } from '@/lib/auth/auth-context';

/** The signed-in user. These pages render only under the session guard, so a user is always there. */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user)
    throw new Error('This page needs a signed-in user; it must render under the session guard.');
  return user;
}
