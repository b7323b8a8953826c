import { supabase } from '@/lib/supabase';

export type ProfileCheck = 'active' | 'inactive' | 'created' | 'setup-failed' | 'unavailable';

/**
 * The profile check after sign-in: the signed-in user's profile must exist and be
 * active. A missing one is created with `create_missing_profile`. A failed read (network,
 * server) is 'unavailable': it signs nobody out.
 */
export async function checkProfile(userId: string): Promise<ProfileCheck> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, is_active')
    .eq('id', userId)
    .maybeSingle();
  if (error) {
    console.warn('Profile check failed:', error.message);
    return 'unavailable';
  }
  if (data) return data.is_active === false ? 'inactive' : 'active';
  const created = await supabase.rpc('create_missing_profile', { user_id: userId });
  if (created.error || created.data === null || created.data === undefined) {
    if (created.error) console.warn('create_missing_profile failed:', created.error.message);
    return 'setup-failed';
  }
  return 'created';
}
