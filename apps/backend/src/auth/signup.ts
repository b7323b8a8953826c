import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import { randomUUID } from 'node:crypto';
import { clientInfo } from './guard';
import { AuthApiError, validationFailed } from './errors';
import { optionalObject, optionalString, readParams, validateEmail } from './request-body';
import { checkPasswordStrength, hashPassword } from './passwords';
import { limitMailTo, limitPerIp } from './rate-limits';
import { redirectTarget } from './redirect';
import { sendLinkMail, storeLinkToken } from './email-links';
import { readPkceParams, startEmailFlow } from './pkce';
import { findUserByEmail, insertIdentity, insertUser, loadUserJson } from './users';

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/**
 * POST /signup with email confirmation on, as the hosted service behaves:
 * - a new address gets an unconfirmed user and a confirmation mail; the answer is the user;
 * - an address with an unconfirmed user gets a fresh confirmation mail and the same answer;
 * - an address with a confirmed user gets no mail, and an answer that looks like a new
 *   sign-up (random id, empty `identities`), so the form cannot be used to probe accounts.
 */
export function signupRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.post('/signup', async (c) => {
    const params = await readParams(c);
    const rawEmail = optionalString(params, 'email');
    const phone = optionalString(params, 'phone');
    const password = optionalString(params, 'password');
    const data = optionalObject(params, 'data') ?? {};
    const pkce = readPkceParams(params);

    if ((!rawEmail && !phone) || !password) throw validationFailed(MISSING_CREDENTIALS);
    if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
    checkPasswordStrength(password);
    if (!rawEmail) throw validationFailed('Phone signups are disabled');
    const email = validateEmail(rawEmail);

    const client = clientInfo(c);
    await limitPerIp(ctx, 'mailPerIp', client.ip);
    await limitMailTo(ctx, email, client.ip);
    const redirectTo = redirectTarget(ctx.config, c);
    const passwordHash = await hashPassword(password);

    const signUp = inTransaction(ctx, async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) return { repeated: true as const };
      if (!user) {
        user = await insertUser(tx, {
          email,
          passwordHash,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: data,
          emailConfirmed: false,
        });
        await insertIdentity(tx, {
          userId: user.id,
          provider: 'email',
          providerId: user.id,
          identityData: { ...data, sub: user.id, email, email_verified: false, phone_verified: false },
        });
      }
      const token = await storeLinkToken(tx, user.id, 'signup', { pkce: pkce !== null });
      if (pkce) await startEmailFlow(tx, user.id, pkce, 'email/signup');
      const fresh = await findUserByEmail(tx, email);
      return { repeated: false as const, token, user: await loadUserJson(tx, fresh!) };
    });
    // Losing a race with a simultaneous sign-up of the same address is a repeated sign-up.
    const outcome = await signUp.catch((err: unknown) => {
      if (err instanceof AuthApiError && err.errorCode === 'conflict') return { repeated: true as const };
      throw err;
    });

    if (outcome.repeated) return c.json(obfuscatedUser(email, data));
    await sendLinkMail(ctx, 'signup', email, outcome.token, redirectTo);
    return c.json(outcome.user);
  });

  return app;
}

/** What GoTrue answers for a repeated sign-up: a plausible new user that reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
