import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import { clientInfo } from './guard';
import { AuthApiError, badRequest, invalidCredentials, validationFailed } from './errors';
import { optionalString, readParams } from './request-body';
import { spendComparisonTime, verifyPassword } from './passwords';
import { checkSignInAllowed, limitPerIp, recordSignInFailure } from './rate-limits';
import { issueSession, refreshSession } from './sessions';
import { exchangeAuthCode } from './pkce';
import { MISSING_CREDENTIALS } from './signup';
import { findUserByEmail } from './users';

/**
 * POST /token, GoTrue's OAuth-style token endpoint: grant types password, refresh_token
 * (with rotation and reuse detection) and pkce. The grant type comes from the query
 * (supabase-js) or a form body.
 */
export function tokenRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.post('/token', async (c) => {
    const params = await readParams(c);
    const grantType = c.req.query('grant_type') ?? optionalString(params, 'grant_type');
    const client = clientInfo(c);

    switch (grantType) {
      case 'password': {
        await limitPerIp(ctx, 'signInPerIp', client.ip);
        const email = optionalString(params, 'email').trim();
        const phone = optionalString(params, 'phone');
        const password = optionalString(params, 'password');
        if (email && phone)
          throw validationFailed(
            'Only an email address or phone number should be provided on login.',
          );
        if ((!email && !phone) || !password) throw validationFailed(MISSING_CREDENTIALS);
        if (!email)
          throw new AuthApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
        await checkSignInAllowed(ctx, email, client.ip);
        const refuse = async () => {
          await recordSignInFailure(ctx, email, client.ip);
          return invalidCredentials();
        };

        const user = email.length <= 255 ? await findUserByEmail(ctx.db, email) : null;
        if (!user || !user.encrypted_password) {
          await spendComparisonTime(password);
          throw await refuse();
        }
        if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
          throw badRequest('user_banned', 'User is banned');
        }
        if (!(await verifyPassword(password, user.encrypted_password))) throw await refuse();
        if (!user.email_confirmed_at)
          throw badRequest('email_not_confirmed', 'Email not confirmed');
        return c.json(
          await inTransaction(ctx, (tx) => issueSession(ctx, tx, user.id, 'password', client)),
        );
      }

      case 'refresh_token': {
        await limitPerIp(ctx, 'refreshPerIp', client.ip);
        const refreshToken = optionalString(params, 'refresh_token');
        if (!refreshToken) {
          throw new AuthApiError(400, 'validation_failed', 'refresh_token required', {
            oauth: { error: 'invalid_request', description: 'refresh_token required' },
          });
        }
        const outcome = await inTransaction(ctx, (tx) =>
          refreshSession(ctx, tx, refreshToken.slice(0, 512)),
        );
        if (outcome instanceof AuthApiError) throw outcome;
        return c.json(outcome);
      }

      case 'pkce': {
        await limitPerIp(ctx, 'signInPerIp', client.ip);
        const authCode = optionalString(params, 'auth_code');
        const verifier = optionalString(params, 'code_verifier');
        return c.json(
          await inTransaction(ctx, (tx) => exchangeAuthCode(ctx, tx, authCode, verifier, client)),
        );
      }

      default:
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
  });

  return app;
}
