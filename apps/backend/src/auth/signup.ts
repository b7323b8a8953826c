import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import { clientInfo } from './guard';
import { AuthApiError, validationFailed } from './errors';
import { optionalObject, optionalString, readParams, validateEmail } from './request-body';
import { checkPasswordStrength, hashPassword } from './passwords';
import { limitMailTo, limitPerIp } from './rate-limits';
import { redirectTarget } from './redirect';
import { sendLinkMail, storeLinkToken } from './email-links';
import { readPkceParams, startEmailFlow } from './pkce';
import { findUserByEmail, insertIdentity, insertUser, loadUserJson, userJson } from './users';
import { log } from '../log/logger';
import { authMail } from './mail-templates';
import { mailBeside, startPace } from './steady-pace';

export const MISSING_CREDENTIALS =
  'You must provide either an email or phone number and a password';

/**
 * POST /signup with email confirmation on, as the hosted service behaves, but without its
 * tell-tale for registered addresses (GoTrue answers those with an empty `identities` and
 * an empty role):
 * - a new address gets an unconfirmed user and a confirmation mail; the answer is the user;
 * - an address with an unconfirmed user gets a fresh confirmation mail and the same answer;
 * - an address with a confirmed user gets a mail telling the owner someone tried, and an
 *   answer of the same shape as a new sign-up (one email identity, role authenticated, an
 *   id that stays the same for the address), so the form cannot be used to probe accounts.
 * All three answer at a steady pace (steady-pace.ts).
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
    if (rawEmail && phone)
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    checkPasswordStrength(password);
    if (!rawEmail) throw validationFailed('Phone signups are disabled');
    const email = validateEmail(rawEmail);

    const client = clientInfo(c);
    await limitPerIp(ctx, 'mailPerIp', client.ip);
    await limitMailTo(ctx, email, client.ip);
    const redirectTo = redirectTarget(ctx.config, c);
    const passwordHash = await hashPassword(password);

    // From here on the work depends on whether the address has an account.
    const pace = startPace();
    const signUp = inTransaction(ctx, async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) return { repeated: true as const, confirmed: true };
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
          identityData: {
            ...data,
            sub: user.id,
            email,
            email_verified: false,
            phone_verified: false,
          },
        });
      }
      const token = await storeLinkToken(tx, user.id, 'signup', { pkce: pkce !== null });
      if (pkce) await startEmailFlow(tx, user.id, pkce, 'email/signup');
      const fresh = await findUserByEmail(tx, email);
      return { repeated: false as const, token, user: await loadUserJson(tx, fresh!) };
    });
    // Losing a race with a simultaneous sign-up of the same address is a repeated sign-up.
    const outcome = await signUp.catch((err: unknown) => {
      if (err instanceof AuthApiError && err.errorCode === 'conflict')
        return { repeated: true as const, confirmed: false };
      throw err;
    });

    if (outcome.repeated) {
      // A lost race with a simultaneous sign-up: that one sent the confirmation mail.
      const mail = outcome.confirmed ? sendExistingAccountMail(ctx, email) : Promise.resolve();
      await mailBeside(pace, mail);
      return c.json(lookalikeUser(ctx, email, data));
    }
    await mailBeside(pace, sendLinkMail(ctx, 'signup', email, outcome.token, redirectTo));
    return c.json(outcome.user);
  });

  return app;
}

async function sendExistingAccountMail(ctx: AppContext, email: string): Promise<void> {
  try {
    await ctx.mailer.send(authMail('existing_account', email, `${ctx.config.siteUrl}/login`));
  } catch (err) {
    log.error({ err, component: 'auth' }, 'sending the existing-account mail failed');
  }
}

/** A UUID (version 4 layout) that stays the same for `data`: derived with the server's key. */
function stableUuid(ctx: AppContext, data: string): string {
  const hex = Buffer.from(ctx.keys.mac(data), 'base64url')
    .subarray(0, 16)
    .toString('hex')
    .split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * The answer to a sign-up of a registered address: a new, unconfirmed user as userJson
 * writes one, with its email identity, so nothing in its shape or values sets it apart from
 * a real new sign-up; its ids are derived from the address, so asking twice does not tell
 * either (a real unconfirmed user keeps its id too).
 */
function lookalikeUser(
  ctx: AppContext,
  email: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  const id = stableUuid(ctx, `signup-lookalike-user:${email}`);
  return userJson(
    {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      invited_at: null,
      confirmation_token: null,
      confirmation_sent_at: now,
      recovery_token: null,
      recovery_sent_at: null,
      email_change_token_new: null,
      email_change: null,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: data,
      created_at: now,
      updated_at: now,
      phone: null,
      phone_confirmed_at: null,
      banned_until: null,
      deleted_at: null,
      is_anonymous: false,
    },
    [
      {
        id: stableUuid(ctx, `signup-lookalike-identity:${email}`),
        provider_id: id,
        user_id: id,
        identity_data: { ...data, sub: id, email, email_verified: false, phone_verified: false },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
  );
}
