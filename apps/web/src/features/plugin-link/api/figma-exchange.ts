import { DESIGN_TOOL_LINK_MESSAGES } from '@app/shared/plugin-link';
import { supabase } from '@/lib/supabase';

async function serverText(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  const body = (await context
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error ? body.error : null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** figma-oauth-exchange {code, state}: the handles of Figma's tokens (never the tokens themselves). */
export async function exchangeFigmaCode(code: string, state: string, codeVerifier: string | null) {
  const { data, error } = await supabase.functions.invoke('figma-oauth-exchange', {
    method: 'POST',
    body: { code, state, codeVerifier },
  });
  if (error)
    throw new Error(
      (await serverText(error)) ?? DESIGN_TOOL_LINK_MESSAGES.tokenExchangeFailed(messageOf(error)),
    );
  const answer = data as {
    success?: boolean;
    error?: string;
    access_token?: string;
    refresh_token?: string | null;
  };
  if (!answer.success || !answer.access_token)
    throw new Error(answer.error || DESIGN_TOOL_LINK_MESSAGES.tokenExchangeFailed());
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null };
}

/** figma-user-info {access_token, refresh_token, state}: stores the Figma user on the account. */
export async function fetchFigmaUserInfo(
  accessToken: string,
  refreshToken: string | null,
  state: string,
): Promise<void> {
  const { data, error } = await supabase.functions.invoke('figma-user-info', {
    method: 'POST',
    body: { access_token: accessToken, refresh_token: refreshToken, state },
  });
  if (error)
    throw new Error(
      (await serverText(error)) ?? DESIGN_TOOL_LINK_MESSAGES.userInfoFailed(messageOf(error)),
    );
  const answer = data as { success?: boolean; error?: string };
  if (!answer.success)
    throw new Error(answer.error || DESIGN_TOOL_LINK_MESSAGES.userInfoFailed('no answer'));
}
