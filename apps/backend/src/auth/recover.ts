import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import { clientInfo } from './guard';
import { validationFailed } from './errors';
import { optionalString, readParams, validateEmail } from './request-body';
import { limitMailTo, limitPerIp } from './rate-limits';
import { redirectTarget } from './redirect';
import { sendLinkMail, storeLinkToken, type LinkKind } from './email-links';
import { readPkceParams, startEmailFlow } from './pkce';
import { findUserByEmail } from './users';
import { mailBeside, startPace } from './steady-pace';

/**
 * POST /recover and POST /resend. Both answer `{}` whether or not the address has an
 * account (and whether or not a mail went out), as the hosted service does, and at a
 * steady pace (steady-pace.ts), so neither the answer nor its time tells; the limits count
 * per address regardless, so their 429 does not tell either.
 */
export function recoverRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.post('/recover', async (c) => {
    // Paced from the start: even counting the limits (a new address is a new row) is hidden.
    const pace = startPace();
    const params = await readParams(c);
    const raw = optionalString(params, 'email');
    if (!raw) throw validationFailed('Password recovery requires an email');
    const email = validateEmail(raw);
    const pkce = readPkceParams(params);
    const ip = clientInfo(c).ip;
    await limitPerIp(ctx, 'mailPerIp', ip);
    await limitMailTo(ctx, email, ip);
    const redirectTo = redirectTarget(ctx.config, c);

    const token = await inTransaction(ctx, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return null;
      const t = await storeLinkToken(tx, user.id, 'recovery', { pkce: pkce !== null });
      if (pkce) await startEmailFlow(tx, user.id, pkce, 'recovery');
      return t;
    });
    await mailBeside(
      pace,
      token ? sendLinkMail(ctx, 'recovery', email, token, redirectTo) : Promise.resolve(),
    );
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const pace = startPace();
    const params = await readParams(c);
    const type = optionalString(params, 'type');
    const raw = optionalString(params, 'email');
    const phone = optionalString(params, 'phone');
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (raw && phone)
      throw validationFailed('Only an email address or phone number should be provided.');
    if (!raw) throw validationFailed('Type provided requires an email address');
    const email = validateEmail(raw);
    const pkce = readPkceParams(params);
    const ip = clientInfo(c).ip;
    await limitPerIp(ctx, 'mailPerIp', ip);
    await limitMailTo(ctx, email, ip);
    const redirectTo = redirectTarget(ctx.config, c);

    const outcome = await inTransaction(
      ctx,
      async (tx): Promise<{ token: string; to: string; kind: LinkKind } | null> => {
        const user = await findUserByEmail(tx, email);
        if (!user) return null;
        if (type === 'signup') {
          if (user.email_confirmed_at) return null;
          const token = await storeLinkToken(tx, user.id, 'signup', { pkce: pkce !== null });
          if (pkce) await startEmailFlow(tx, user.id, pkce, 'email/signup');
          return { token, to: email, kind: 'signup' };
        }
        if (!user.email_change) return null;
        const token = await storeLinkToken(tx, user.id, 'email_change', {
          newEmail: user.email_change,
          pkce: pkce !== null,
        });
        if (pkce) await startEmailFlow(tx, user.id, pkce, 'email_change');
        return { token, to: user.email_change, kind: 'email_change' };
      },
    );
    await mailBeside(
      pace,
      outcome
        ? sendLinkMail(ctx, outcome.kind, outcome.to, outcome.token, redirectTo)
        : Promise.resolve(),
    );
    return c.json({});
  });

  return app;
}
