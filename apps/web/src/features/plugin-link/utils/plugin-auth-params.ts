/**
 * The plugin link request of /plugin-auth: a write key and a cookie state,
 * from the query (write_key, cookie_state) or from Figma's returned state split at its
 * colon ('writeKey:cookieState'). Null when either is missing.
 */
export interface PluginAuthRequest {
  writeKey: string;
  cookieState: string;
  /** Figma's return: the authorization code and the state it carried back. */
  code: string | null;
  state: string | null;
  /** Figma's error parameter, e.g. access_denied. */
  error: string | null;
}

const KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function readPluginAuthRequest(search: string): PluginAuthRequest | null {
  const q = new URLSearchParams(search);
  const state = q.get('state');
  const [fromStateWrite, fromStateCookie] = state?.includes(':')
    ? state.split(':', 2)
    : [null, null];
  const writeKey = q.get('write_key') ?? fromStateWrite;
  const cookieState = q.get('cookie_state') ?? fromStateCookie;
  if (!writeKey || !cookieState || !KEY.test(writeKey) || !KEY.test(cookieState)) return null;
  return { writeKey, cookieState, code: q.get('code'), state, error: q.get('error') };
}

/** The state sent to Figma and kept in the cookie: 'writeKey:cookieState'. */
export function pluginOAuthState(
  request: Pick<PluginAuthRequest, 'writeKey' | 'cookieState'>,
): string {
  return `${request.writeKey}:${request.cookieState}`;
}

/** /plugin-auth with the same two parameters, for return_to from /login and /signup. */
export function pluginAuthReturnPath(
  request: Pick<PluginAuthRequest, 'writeKey' | 'cookieState'>,
): string {
  const q = new URLSearchParams({ write_key: request.writeKey, cookie_state: request.cookieState });
  return `/plugin-auth?${q.toString()}`;
}

/** What the Invalid Request page's debug panel lists: which parameters arrived, never their values. */
export function requestDebugInfo(search: string): { name: string; present: boolean }[] {
  const q = new URLSearchParams(search);
  return ['write_key', 'cookie_state', 'code', 'state', 'error'].map((name) => ({
    name,
    present: q.has(name),
  }));
}
