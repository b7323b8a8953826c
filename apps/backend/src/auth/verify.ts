import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import type { Queryable } from '../db/database';
import { clientInfo } from './guard';
import { AuthApiError, forbidden, unprocessable, validationFailed } from './errors';
import { optionalString, readParams } from './request-body';
import { limitPerIp } from './rate-limits';
import { redirectTarget, withFragment, withQuery } from './redirect';
import { findUserByLinkToken, PKCE_LINK_PREFIX, type LinkKind } from './email-links';
import { issueEmailFlowCode } from './pkce';
import { issueSession, type AuthMethod, type SessionResponse } from './sessions';
import { findUserByEmail, syncProviders, type UserRow } from './users';
import { DUPLICATE_EMAIL } from './user';

const LINK_KINDS: readonly string[] = ['signup', 'recovery', 'email_change'];
const EXPIRED_LINK = 'Email link is invalid or has expired';

/** The OAuth error name GoTrue puts next to error_code in redirects, by HTTP status. */
const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export function oauthErrorName(err: AuthApiError): string {
  return OAUTH_ERROR_BY_STATUS[err.status] ?? 'server_error';
}

const FLOW_METHOD: Record<LinkKind, AuthMethod> = {
  signup: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** Applies what a used link means to the account, then clears the link's token. */
async function applyLink(q: Queryable, kind: LinkKind, user: UserRow): Promise<void> {
  if (kind === 'signup') {
    await q.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
         updated_at = now() where id = $1`,
      [user.id],
    );
    await q.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  } else if (kind === 'recovery') {
    // Following a reset link proves the mailbox, so it confirms the address too (as upstream).
    await q.query(
      `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [user.id],
    );
  } else {
    const newEmail = user.email_change ?? '';
    const taken = newEmail ? await findUserByEmail(q, newEmail) : null;
    if (!newEmail) throw forbidden('otp_expired', EXPIRED_LINK);
    if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    await q.query(
      `update auth.users set email = $2, email_change = null, email_change_token_new = null, email_change_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id, newEmail],
    );
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
  }
  await syncProviders(q, user.id);
}

type LinkOutcome = { kind: 'session'; session: SessionResponse } | { kind: 'code'; code: string };

async function useLink(
  ctx: AppContext,
  c: Context,
  q: Queryable,
  kind: LinkKind,
  token: string,
  via: 'link' | 'api',
): Promise<LinkOutcome> {
  const user = await findUserByLinkToken(q, kind, token);
  if (!user) throw forbidden('otp_expired', EXPIRED_LINK);
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
    throw forbidden('user_banned', 'User is banned');
  await applyLink(q, kind, user);
  // A PKCE link opened in the browser answers with a code; verifyOtp gets the session directly.
  if (via === 'link' && token.startsWith(PKCE_LINK_PREFIX))
    return { kind: 'code', code: await issueEmailFlowCode(q, user.id, FLOW_METHOD[kind]) };
  // A reset link's session says so in its amr (`recovery`), which lets it set a new password
  // without the current one (owner-proof.ts); other links sign in as `otp`, as upstream.
  const method: AuthMethod = kind === 'recovery' ? 'recovery' : 'otp';
  return { kind: 'session', session: await issueSession(ctx, q, user.id, method, clientInfo(c)) };
}

/**
 * Where a successful link of the implicit flow lands: the session in the URL fragment, as
 * upstream sends it, for every kind of link, the password reset included. A fragment never
 * reaches a server, so the tokens stay out of request logs, proxies and Referer headers;
 * the reset page reads them from there (and still from the query string, which the spec
 * names). PKCE links land with `?code=` instead (see useLink).
 */
function successRedirect(target: string, kind: LinkKind, session: SessionResponse): string {
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: kind,
    sb: '',
  });
}

function errorRedirect(target: string, err: AuthApiError, pkce: boolean): string {
  const params = {
    error: oauthErrorName(err),
    error_code: err.errorCode,
    error_description: err.message,
  };
  const withParams = pkce ? withQuery(target, params) : target;
  return withFragment(withParams, { ...params, sb: '' });
}

/** GET /verify (the links in auth mails) and POST /verify (supabase-js verifyOtp with token_hash). */
export function verifyRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    await limitPerIp(ctx, 'verifyPerIp', clientInfo(c).ip);
    const target = redirectTarget(ctx.config, c);
    const pkce = token.startsWith(PKCE_LINK_PREFIX);
    if (!LINK_KINDS.includes(type)) {
      return c.redirect(
        errorRedirect(target, validationFailed('Unsupported verification type'), pkce),
        303,
      );
    }
    const kind = type as LinkKind;
    try {
      const outcome = await inTransaction(ctx, (tx) => useLink(ctx, c, tx, kind, token, 'link'));
      if (outcome.kind === 'code')
        return c.redirect(withQuery(target, { code: outcome.code }), 303);
      return c.redirect(successRedirect(target, kind, outcome.session), 303);
    } catch (err) {
      if (err instanceof AuthApiError) return c.redirect(errorRedirect(target, err, pkce), 303);
      throw err;
    }
  });

  app.post('/verify', async (c) => {
    const params = await readParams(c);
    const type = optionalString(params, 'type');
    const token = optionalString(params, 'token');
    const tokenHash = optionalString(params, 'token_hash');
    if (!type) throw validationFailed('Verify requires a verification type');
    if ((token === '') === (tokenHash === ''))
      throw validationFailed('Verify requires either a token or a token hash');
    await limitPerIp(ctx, 'verifyPerIp', clientInfo(c).ip);
    if (!LINK_KINDS.includes(type)) throw validationFailed('Unsupported verification type');
    // Mails carry links, not one-time codes, so a code (token + email) never matches.
    if (token) throw forbidden('otp_expired', 'Token has expired or is invalid');
    const kind = type as LinkKind;
    const outcome = await inTransaction(ctx, (tx) => useLink(ctx, c, tx, kind, tokenHash, 'api'));
    return c.json(outcome.kind === 'session' ? outcome.session : {});
  });

  return app;
}
