import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { log } from '../log/logger';
import { inTransaction } from './transaction';
import type { Queryable } from '../db/database';
import { clientInfo } from './guard';
import { AuthApiError, badRequest, forbidden, unprocessable, validationFailed } from './errors';
import { randomToken, sha256Hex } from './crypto';
import { limitPerIp } from './rate-limits';
import { redirectTarget, withFragment, withQuery } from './redirect';
import { parsePkce } from './pkce';
import { issueSession } from './sessions';
import { mergeMetadata } from './user';
import { oauthErrorName } from './verify';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  loadIdentities,
  syncProviders,
} from './users';
import {
  authorizationUrl,
  exchangeCode,
  fetchProviderUser,
  oauthProvider,
  type OAuthProviderSetup,
  type ProviderTokens,
  type ProviderUser,
} from './oauth-providers';

/** The time a visitor has to get through the provider's consent page. */
const OAUTH_STATE_LIFETIME_SECONDS = 600;

/** Query parameters that belong to this server or to the OAuth protocol itself, never forwarded. */
const RESERVED_PARAMS = new Set([
  'provider',
  'scopes',
  'redirect_to',
  'code_challenge',
  'code_challenge_method',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'scope',
  'code',
  'code_verifier',
  'apikey',
  'auth_provider',
  'invite_token',
]);

/** The product's web app passes this through queryParams (signInWithOAuth has no data option). */
const APP_METADATA_PARAMS = ['auth_provider'];

interface FlowStateRow {
  id: string;
  provider_type: string;
  code_challenge: string | null;
  redirect_to: string | null;
  user_metadata: Record<string, unknown>;
  provider_code_verifier: string | null;
}

function errorRedirect(target: string, err: AuthApiError): string {
  const params = {
    error: oauthErrorName(err),
    error_code: err.errorCode,
    error_description: err.message,
  };
  // Upstream puts the error in both the query and the hash; the web app reads the hash.
  return withFragment(withQuery(target, params), { ...params, sb: '' });
}

/** Takes the flow state a callback's `state` names; each state works once and for ten minutes. */
async function claimFlowState(q: Queryable, state: string): Promise<FlowStateRow | null> {
  if (!state || state.length > 200) return null;
  const res = await q.query<FlowStateRow>(
    `update auth.flow_state set provider_state = null, updated_at = now()
      where provider_state = $1 and user_id is null and authentication_method = 'oauth'
        and created_at > now() - make_interval(secs => $2)
      returning id, provider_type, code_challenge, redirect_to, user_metadata, provider_code_verifier`,
    [sha256Hex(state), OAUTH_STATE_LIFETIME_SECONDS],
  );
  return res.rows[0] ?? null;
}

/**
 * Finds or creates the account for a provider identity, as GoTrue decides it: a known
 * identity signs its user in; an address that already belongs to a password account is
 * refused (this product never merges silently); an address of another OAuth-only account
 * is linked when the provider verified it; otherwise a new confirmed user is created.
 */
async function accountFor(
  q: Queryable,
  provider: OAuthProviderSetup,
  who: ProviderUser,
  appData: Record<string, unknown>,
): Promise<string> {
  const known = await q.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider.name, who.providerId],
  );
  const metadata = { ...who.claims, ...appData };
  const existingId = known.rows[0]?.user_id;
  if (existingId) {
    await q.query(
      `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = now(), updated_at = now()
        where provider = $1 and provider_id = $2`,
      [provider.name, who.providerId, JSON.stringify(who.claims)],
    );
    await mergeMetadata(q, existingId, 'raw_user_meta_data', metadata);
    await syncProviders(q, existingId);
    return existingId;
  }
  if (!who.email)
    throw new AuthApiError(
      500,
      'unexpected_failure',
      'Error getting user email from external provider',
    );
  if (!who.emailVerified) {
    throw unprocessable(
      'provider_email_needs_verification',
      `Unverified email with ${provider.name}. Verify the email with ${provider.name} in order to sign in`,
    );
  }
  const byEmail = await findUserByEmail(q, who.email);
  if (byEmail) {
    const identities = await loadIdentities(q, byEmail.id);
    if (
      byEmail.encrypted_password ||
      identities.some((i) => i.provider === 'email') ||
      identities.length === 0
    ) {
      throw forbidden('user_already_exists', 'An account with this email already exists');
    }
    await insertIdentity(q, {
      userId: byEmail.id,
      provider: provider.name,
      providerId: who.providerId,
      identityData: who.claims,
    });
    await q.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
      [byEmail.id],
    );
    await mergeMetadata(q, byEmail.id, 'raw_user_meta_data', metadata);
    await syncProviders(q, byEmail.id);
    return byEmail.id;
  }
  const user = await insertUser(q, {
    email: who.email,
    passwordHash: null,
    appMetadata: { provider: provider.name, providers: [provider.name] },
    userMetadata: metadata,
    emailConfirmed: true,
  });
  await insertIdentity(q, {
    userId: user.id,
    provider: provider.name,
    providerId: who.providerId,
    identityData: who.claims,
  });
  return user.id;
}

/** GET /authorize (start an OAuth sign-in) and GET /callback (the provider returns here). */
export function oauthRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.get('/authorize', async (c) => {
    const name = c.req.query('provider') ?? '';
    const provider = oauthProvider(ctx.config, name);
    if (!provider) {
      throw validationFailed(
        `Unsupported provider: provider ${JSON.stringify(name.slice(0, 40))} could not be found`,
      );
    }
    await limitPerIp(ctx, 'oauthPerIp', clientInfo(c).ip);
    const pkce = parsePkce(
      c.req.query('code_challenge') ?? '',
      c.req.query('code_challenge_method') ?? '',
    );
    const redirectTo = redirectTarget(ctx.config, c);
    const extraScopes = (c.req.query('scopes') ?? '')
      .split(/[\s,]+/)
      .filter((s) => /^[\w:./-]{1,100}$/.test(s));
    const scopes = [...new Set([...provider.defaultScopes, ...extraScopes])];
    const query = Object.entries(c.req.queries()).map(
      ([k, v]) => [k, v[0] ?? ''] as [string, string],
    );
    const forwarded = query
      .filter(
        ([k, v]) =>
          !RESERVED_PARAMS.has(k.toLowerCase()) && /^[\w.-]{1,50}$/.test(k) && v.length <= 200,
      )
      .slice(0, 10);
    const appData = Object.fromEntries(
      query.filter(([k, v]) => APP_METADATA_PARAMS.includes(k) && /^[\w.-]{1,50}$/.test(v)),
    );

    const state = randomToken(32);
    const { url, codeVerifier } = authorizationUrl(ctx.config, provider, state, scopes, forwarded);
    await inTransaction(ctx, async (tx) => {
      await tx.query("delete from auth.flow_state where created_at < now() - interval '1 day'");
      await tx.query(
        `insert into auth.flow_state (provider_type, provider_state, code_challenge, code_challenge_method, redirect_to,
           user_metadata, authentication_method, provider_code_verifier)
         values ($1, $2, $3, $4, $5, $6::jsonb, 'oauth', $7)`,
        [
          provider.name,
          sha256Hex(state),
          pkce?.challenge ?? null,
          pkce?.method ?? null,
          redirectTo,
          JSON.stringify(appData),
          codeVerifier,
        ],
      );
    });
    return c.redirect(url, 302);
  });

  const callback = async (c: Context) => {
    const read = (k: string) => c.req.query(k) ?? '';
    const flow = await inTransaction(ctx, (tx) => claimFlowState(tx, read('state')));
    if (!flow) {
      return c.redirect(
        errorRedirect(
          ctx.config.siteUrl,
          badRequest('bad_oauth_state', 'OAuth callback with invalid state'),
        ),
        302,
      );
    }
    const target = flow.redirect_to ?? ctx.config.siteUrl;
    try {
      await limitPerIp(ctx, 'oauthPerIp', clientInfo(c).ip);
      const provider = oauthProvider(ctx.config, flow.provider_type);
      if (!provider) throw badRequest('oauth_provider_not_supported', 'Unsupported provider');
      if (read('error')) {
        const description =
          read('error_description').slice(0, 200) || 'The sign-in was cancelled at the provider';
        throw forbidden('bad_oauth_callback', description);
      }
      if (!read('code'))
        throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code');

      let tokens: ProviderTokens;
      let who: ProviderUser;
      try {
        tokens = await exchangeCode(
          ctx.config,
          provider,
          read('code').slice(0, 2000),
          flow.provider_code_verifier,
        );
        who = await fetchProviderUser(provider, tokens.accessToken);
      } catch (err) {
        log.error(
          { err, component: 'auth', provider: provider.name },
          `${provider.name} sign-in failed at the provider`,
        );
        throw new AuthApiError(500, 'unexpected_failure', 'Unable to exchange external code');
      }
      if (!who.providerId)
        throw new AuthApiError(
          500,
          'unexpected_failure',
          'Error getting user profile from external provider',
        );

      const outcome = await inTransaction(ctx, async (tx) => {
        const userId = await accountFor(tx, provider, who, flow.user_metadata ?? {});
        const user = await findUserById(tx, userId);
        if (user?.banned_until && new Date(user.banned_until).getTime() > Date.now())
          throw forbidden('user_banned', 'User is banned');
        if (flow.code_challenge) {
          const code = randomUUID();
          await tx.query(
            `update auth.flow_state set user_id = $2, auth_code = $3, provider_access_token = $4, provider_refresh_token = $5,
               provider_code_verifier = null, updated_at = now() where id = $1`,
            [flow.id, userId, code, tokens.accessToken, tokens.refreshToken],
          );
          return { kind: 'code' as const, code };
        }
        await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
        return {
          kind: 'session' as const,
          session: await issueSession(ctx, tx, userId, 'oauth', clientInfo(c)),
        };
      });

      if (outcome.kind === 'code')
        return c.redirect(withQuery(target, { code: outcome.code }), 302);
      const s = outcome.session;
      return c.redirect(
        withFragment(target, {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          provider_token: tokens.accessToken,
          ...(tokens.refreshToken ? { provider_refresh_token: tokens.refreshToken } : {}),
          refresh_token: s.refresh_token,
          token_type: 'bearer',
          sb: '',
        }),
        302,
      );
    } catch (err) {
      if (err instanceof AuthApiError) return c.redirect(errorRedirect(target, err), 302);
      throw err;
    }
  };
  app.get('/callback', callback);

  return app;
}
