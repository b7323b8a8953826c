import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import type { Queryable } from '../db/database';
import { clientInfo, requireUser } from './guard';
import { forbidden, unprocessable, validationFailed } from './errors';
import { optionalObject, optionalString, readParams, validateEmail } from './request-body';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords';
import { limitMailTo, limitPerIp } from './rate-limits';
import { redirectTarget } from './redirect';
import { sendLinkMail, storeLinkToken } from './email-links';
import { readPkceParams, startEmailFlow } from './pkce';
import { endSessions } from './sessions';
import { requireAal2ForCredentialChange } from './mfa-factors';
import { requireOwnerProof } from './owner-proof';
import { sendSecurityMail } from './security-mail';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  loadIdentities,
  loadUserJson,
  syncProviders,
} from './users';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** Merges metadata as GoTrue does: keys set to null are removed, others replaced. */
export async function mergeMetadata(
  q: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const removed = Object.entries(patch)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null));
  // The column name is one of two fixed identifiers, never request text.
  await q.query(
    `update auth.users set ${column} = (${column} || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

async function sessionWasOpenedByResetLink(q: Queryable, sessionId: string): Promise<boolean> {
  const res = await q.query<{ recovery: boolean }>(
    `select exists (select 1 from jsonb_array_elements(amr) e where e ->> 'method' = 'recovery') as recovery
       from auth.sessions where id = $1`,
    [sessionId],
  );
  return res.rows[0]?.recovery === true;
}

/** GET/PUT /user and POST /logout: the signed-in user's own account. */
export function userRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.get('/user', async (c) => {
    const body = await inTransaction(ctx, async (tx) => {
      const { user } = await requireUser(ctx, c, tx);
      return loadUserJson(tx, user);
    });
    return c.json(body);
  });

  app.put('/user', async (c) => {
    const params = await readParams(c);
    const rawEmail = optionalString(params, 'email');
    const hasPassword = params.password !== undefined && params.password !== null;
    const password = optionalString(params, 'password');
    const currentPassword = optionalString(params, 'current_password');
    const data = optionalObject(params, 'data');
    const appData = optionalObject(params, 'app_metadata');
    const pkce = readPkceParams(params);
    if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    if (hasPassword) checkPasswordStrength(password);
    const newEmail = rawEmail ? validateEmail(rawEmail) : '';

    // Rate limits count in their own statements, before the transaction.
    const who = await inTransaction(ctx, (tx) => requireUser(ctx, c, tx));
    const changingEmail = newEmail !== '' && newEmail !== (who.user.email ?? '').toLowerCase();
    const changingPassword = hasPassword && password !== '';
    if (changingPassword || changingEmail) {
      await requireAal2ForCredentialChange(ctx.db, who.user.id, who.sessionId);
      await requireOwnerProof(
        ctx,
        ctx.db,
        who,
        { password: changingPassword, email: changingEmail },
        currentPassword,
      );
    }
    if (changingEmail) {
      const ip = clientInfo(c).ip;
      await limitPerIp(ctx, 'mailPerIp', ip);
      await limitMailTo(ctx, newEmail, ip);
    }
    const passwordHash = hasPassword ? await hashPassword(password) : null;
    const redirectTo = redirectTarget(ctx.config, c);

    const outcome = await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await requireUser(ctx, c, tx);
      let passwordChanged = false;
      if (hasPassword && passwordHash) {
        if (await verifyPassword(password, user.encrypted_password)) {
          throw unprocessable(
            'same_password',
            'New password should be different from the old password.',
          );
        }
        // A new password invalidates pending links and every other session, as upstream.
        await tx.query(
          `update auth.users set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
             recovery_token = null, recovery_sent_at = null, email_change_token_new = null, email_change = null,
             email_change_sent_at = null, updated_at = now() where id = $1`,
          [user.id, passwordHash],
        );
        await endSessions(tx, user.id, sessionId, 'others');
        passwordChanged = true;
        const identities = await loadIdentities(tx, user.id);
        if (user.email && !identities.some((i) => i.provider === 'email')) {
          await insertIdentity(tx, {
            userId: user.id,
            provider: 'email',
            providerId: user.id,
            identityData: {
              sub: user.id,
              email: user.email,
              email_verified: true,
              phone_verified: false,
            },
          });
          await syncProviders(tx, user.id);
        }
      }
      if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
      let token: string | null = null;
      if (changingEmail) {
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        token = await storeLinkToken(tx, user.id, 'email_change', {
          newEmail,
          pkce: pkce !== null,
        });
        if (pkce) await startEmailFlow(tx, user.id, pkce, 'email_change');
      }
      const fresh = await findUserById(tx, user.id);
      const viaResetLink = sessionId !== null && (await sessionWasOpenedByResetLink(tx, sessionId));
      return { token, passwordChanged, viaResetLink, user: await loadUserJson(tx, fresh!) };
    });

    const client = clientInfo(c);
    if (outcome.passwordChanged) {
      await sendSecurityMail(
        ctx,
        who.user.email,
        { kind: 'password_changed', viaResetLink: outcome.viaResetLink },
        client,
      );
    }
    if (outcome.token) {
      await sendLinkMail(ctx, 'email_change', newEmail, outcome.token, redirectTo);
      await sendSecurityMail(
        ctx,
        who.user.email,
        { kind: 'email_change_requested', newEmail },
        client,
      );
    }
    return c.json(outcome.user);
  });

  app.post('/logout', async (c) => {
    const raw = c.req.query('scope') ?? '';
    const scope = raw === '' ? 'global' : raw;
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope ${JSON.stringify(raw.slice(0, 40))}`);
    }
    await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await requireUser(ctx, c, tx);
      await endSessions(tx, user.id, sessionId, scope);
    });
    return c.body(null, 204);
  });

  return app;
}
