import { PLUGIN_AUTH_MESSAGES } from '@app/shared/plugin-link';
import { getRuntimeConfig } from '@/config/runtime';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** plugin-auth-update {writeKey, userId}: ties the plugin's write key to the signed-in user. */
export async function updatePluginAuth(writeKey: string, userId: string): Promise<void> {
  const { error } = await supabase.functions.invoke('plugin-auth-update', {
    method: 'POST',
    body: { writeKey, userId },
  });
  if (error)
    throw new Error(await functionErrorMessage(error, PLUGIN_AUTH_MESSAGES.invalidRequest));
}

/**
 * figma-oauth-callback {code, writeKey, cookieState}: the completion fetch, read as JSON.
 * Needs the current session; its failures are said in the product's words.
 */
export async function completeFigmaAuth(body: {
  code: string;
  writeKey: string;
  cookieState: string;
  codeVerifier: string | null;
}): Promise<void> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw new Error(PLUGIN_AUTH_MESSAGES.noSessionRetrieved);
  if (!data.session) throw new Error(PLUGIN_AUTH_MESSAGES.noActiveSession);
  const config = getRuntimeConfig();
  const res = await fetch(`${config.supabaseUrl}/functions/v1/figma-oauth-callback`, {
    method: 'POST',
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${data.session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
  } | null;
  if (!res.ok) throw new Error(answer?.error ?? PLUGIN_AUTH_MESSAGES.apiCallFailed(res.status));
  if (!answer?.success) throw new Error(answer?.error ?? PLUGIN_AUTH_MESSAGES.figmaFailed);
}
