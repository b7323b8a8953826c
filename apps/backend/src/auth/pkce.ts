import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { badRequest, notFound, unprocessable, validationFailed } from './errors';
import { s256Challenge, safeEqual } from './crypto';
import type { Params } from './request-body';
import { optionalString } from './request-body';
import { issueSession, type AuthMethod, type ClientInfo, type SessionResponse } from './sessions';

/**
 * PKCE (RFC 7636) as supabase-js uses it: the client sends a code challenge when a flow
 * starts (OAuth, sign-up, recovery, email change), gets `?code=` back on its redirect, and
 * exchanges code + verifier at POST /token?grant_type=pkce. Flow state lives in auth.flow_state.
 */

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** A code, once issued, must be exchanged within this time (the hosted default). */
export const AUTH_CODE_LIFETIME_SECONDS = 300;

export function parsePkce(challenge: string, rawMethod: string): PkceParams | null {
  if ((challenge === '') !== (rawMethod === '')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!challenge) return null;
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const method = rawMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain')
    throw validationFailed('Code challenge method not supported');
  return { challenge, method };
}

export function readPkceParams(params: Params): PkceParams | null {
  return parsePkce(
    optionalString(params, 'code_challenge'),
    optionalString(params, 'code_challenge_method'),
  );
}

/** Records a PKCE flow started by an email link (sign-up, recovery, email change). */
export async function startEmailFlow(
  q: Queryable,
  userId: string,
  pkce: PkceParams,
  method: AuthMethod,
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, provider_type, authentication_method)
     values ($1, $2, $3, 'email', $4)`,
    [userId, pkce.challenge, pkce.method, method],
  );
}

/** When a PKCE link is used: the newest open flow of that kind gets its one-time code. */
export async function issueEmailFlowCode(
  q: Queryable,
  userId: string,
  method: AuthMethod,
): Promise<string> {
  const code = randomUUID();
  const res = await q.query(
    `update auth.flow_state set auth_code = $3, updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 and auth_code is null
                   order by created_at desc limit 1)`,
    [userId, method, code],
  );
  if (res.rowCount === 0)
    throw unprocessable('flow_state_not_found', 'No valid flow state found for user.');
  return code;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  authentication_method: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  expired: boolean;
}

/** The pkce grant: one exchange per code, only with the verifier that made the challenge. */
export async function exchangeAuthCode(
  ctx: AppContext,
  q: Queryable,
  authCode: string,
  verifier: string,
  client: ClientInfo,
): Promise<SessionResponse> {
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const res = await q.query<FlowRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            provider_access_token, provider_refresh_token,
            updated_at < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 for update`,
    [authCode.slice(0, 200), AUTH_CODE_LIFETIME_SECONDS],
  );
  const flow = res.rows[0];
  if (!flow || !flow.user_id)
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired) {
    await q.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = flow.code_challenge ?? '';
  const given = flow.code_challenge_method === 'plain' ? verifier : s256Challenge(verifier);
  if (!safeEqual(expected, given)) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await q.query('delete from auth.flow_state where id = $1', [flow.id]);
  const session = await issueSession(
    ctx,
    q,
    flow.user_id,
    flow.authentication_method as AuthMethod,
    client,
  );
  if (flow.provider_access_token) session.provider_token = flow.provider_access_token;
  if (flow.provider_refresh_token) session.provider_refresh_token = flow.provider_refresh_token;
  return session;
}
