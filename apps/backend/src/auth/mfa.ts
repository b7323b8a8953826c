import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { inTransaction } from './transaction';
import { clientInfo, requireUser, type SignedInCaller } from './guard';
import {
  AuthApiError,
  badRequest,
  forbidden,
  notFound,
  unprocessable,
  validationFailed,
} from './errors';
import { optionalString, readParams } from './request-body';
import { decryptSecret, encryptSecret, mfaEncryptionKey } from './mfa-secrets';
import { countFactorAttempt, limitMfa } from './mfa-limits';
import {
  deleteExpiredFactors,
  findChallenge,
  findOwnedFactor,
  hasVerifiedFactor,
  loadFactors,
  MFA_LIMITS,
  type FactorRow,
} from './mfa-factors';
import { lowerSessionsOfFactor, raiseSessionToAal2 } from './mfa-session';
import { isRecoveryCodeShape, RECOVERY_CODE_METHOD, spendRecoveryCode } from './mfa-recovery-codes';
import { sendSecurityMail, type SecurityEvent } from './security-mail';
import { isUuid } from './users';
import { mfaAdminRoutes } from './mfa-admin';

/**
 * Multi-factor authentication with an authenticator app (TOTP), as the hosted service
 * implements it (upstream internal/api/mfa.go): POST /factors (enrol), POST
 * /factors/{id}/challenge, POST /factors/{id}/verify (raises the session to aal2) and
 * DELETE /factors/{id}. Codes are SHA-1, 6 digits, 30-second steps, accepted one step either
 * side. Unlike upstream, a code is accepted once only: the step of the last accepted code is
 * kept on the factor. Phone and WebAuthn factors are disabled, answered as upstream answers
 * when they are switched off.
 */

const PERIOD = 30;
const DIGITS = 6;
const NO_SESSION = 'A valid session and a registered user are required to enroll a factor';

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const res = await q.query<{ aal: string }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return res.rows[0]?.aal ?? 'aal1';
}

/** The signed-in caller with a session (every MFA endpoint needs one). */
async function callerWithSession(
  ctx: AppContext,
  c: Context,
  q: Queryable,
): Promise<SignedInCaller & { sessionId: string }> {
  const who = await requireUser(ctx, c, q);
  if (!who.sessionId) throw forbidden('session_not_found', NO_SESSION);
  if (who.user.is_anonymous)
    throw forbidden('no_anonymous', 'Anonymous user not allowed to perform these actions');
  return { ...who, sessionId: who.sessionId };
}

/** Upstream's loadFactor: the id must be a UUID and the factor the caller's own. */
async function ownedFactor(
  q: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(q, userId, factorId, forUpdate);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

function disabledType(type: string, action: 'enroll' | 'verify'): AuthApiError {
  const name = type === 'phone' ? 'Phone' : 'WebAuthn';
  return action === 'enroll'
    ? unprocessable(`mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${name}`)
    : unprocessable(`mfa_${type}_verify_not_enabled`, `MFA verification is disabled for ${name}`);
}

function checkFactorType(type: string, action: 'enroll' | 'verify'): void {
  if (type === 'phone' || type === 'webauthn') throw disabledType(type, action);
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
}

export function mfaRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.route('/', mfaAdminRoutes(ctx));

  app.post('/factors', async (c) => {
    const params = await readParams(c);
    const factorType = optionalString(params, 'factor_type');
    const friendlyName = optionalString(params, 'friendly_name').slice(0, 255);
    const requestedIssuer = optionalString(params, 'issuer').slice(0, 255);
    checkFactorType(factorType, 'enroll');
    const key = await mfaEncryptionKey(ctx.config);

    const enrolled = await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await callerWithSession(ctx, c, tx);
      await tx.query('select id from auth.users where id = $1 for update', [user.id]);
      await deleteExpiredFactors(tx);
      const factors = await loadFactors(tx, user.id);
      // Upstream also treats two empty names as a clash; here only a name the user gave must be unique.
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
        );
      }
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (
        factors.length >= MFA_LIMITS.maxEnrolledFactors ||
        verified >= MFA_LIMITS.maxVerifiedFactors
      ) {
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
      }

      const issuer = requestedIssuer || new URL(ctx.config.siteUrl).host;
      const totp = new TOTP({
        issuer,
        label: user.email ?? '',
        algorithm: 'SHA1',
        digits: DIGITS,
        period: PERIOD,
        secret: new Secret({ size: 20 }),
      });
      const secret = totp.secret.base32;
      const id = randomUUID();
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
         values ($1, $2, $3, 'totp', 'unverified', $4)`,
        [id, user.id, friendlyName || null, encryptSecret(key, id, secret)],
      );
      return { id, secret, uri: totp.toString() };
    });

    const qr = await QRCode.toString(enrolled.uri, {
      type: 'svg',
      errorCorrectionLevel: 'H',
      margin: 1,
    });
    return c.json({
      id: enrolled.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qr, secret: enrolled.secret, uri: enrolled.uri },
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const ip = clientInfo(c).ip;
    await limitMfa(ctx, 'challengePerIp', ip);
    await readParams(c);
    const challenge = await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await callerWithSession(ctx, c, tx);
      const factor = await ownedFactor(tx, user.id, c.req.param('factorId'), true);
      checkFactorType(factor.factor_type, 'verify');
      const res = await tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (factor_id, ip_address, session_id) values ($1, $2, $4)
         returning id, floor(extract(epoch from created_at))::bigint + $3 as expires_at`,
        [factor.id, ip, MFA_LIMITS.challengeExpirySeconds, sessionId],
      );
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
        factor.id,
      ]);
      return {
        id: res.rows[0]!.id,
        type: factor.factor_type,
        expires_at: Number(res.rows[0]!.expires_at),
      };
    });
    return c.json(challenge);
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const ip = clientInfo(c).ip;
    await limitMfa(ctx, 'verifyPerIp', ip);
    const params = await readParams(c);
    const code = optionalString(params, 'code').trim();
    const challengeId = optionalString(params, 'challenge_id');
    const factorId = c.req.param('factorId');
    const key = await mfaEncryptionKey(ctx.config);

    const outcome = await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await callerWithSession(ctx, c, tx);
      const factor = await ownedFactor(tx, user.id, factorId, true);
      if (!code) throw validationFailed('Code needs to be non-empty');
      checkFactorType(factor.factor_type, 'verify');
      if (!isUuid(challengeId))
        throw badRequest(
          'bad_json',
          'Could not parse request body as JSON: challenge_id must be an UUID',
        );
      const challenge = await findChallenge(tx, factor.id, challengeId);
      // Another session's challenge is not this one's to answer (nor to spend attempts on).
      if (!challenge || challenge.session_id !== sessionId)
        throw unprocessable(
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      if (challenge.verified_at || challenge.ip_address !== ip) {
        throw unprocessable(
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      }
      if (challenge.expired) {
        await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        // The deletion must stand although the request fails: returned, not thrown.
        return unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      // Counted here, once the owner's own session answers its own challenge; a refusal
      // rolls the count back, so it stays at the limit rather than growing past it.
      await countFactorAttempt(ctx, tx, factor.id, sessionId);

      // A recovery code in place of the TOTP code (mfa-recovery-codes.ts): only for a factor
      // that is on, and only once.
      if (factor.status === 'verified' && isRecoveryCodeShape(code)) {
        const remaining = await spendRecoveryCode(ctx, tx, user.id, code);
        if (remaining === null)
          return unprocessable('mfa_verification_failed', 'Invalid recovery code entered');
        await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
          challenge.id,
        ]);
        const session = await raiseSessionToAal2(ctx, tx, user.id, sessionId, factor.id, {
          method: RECOVERY_CODE_METHOD,
        });
        const notice: SecurityEvent = { kind: 'recovery_code_used', remaining };
        return { session, notice, email: user.email };
      }

      const secret = decryptSecret(key, factor.id, factor.secret ?? '');
      const delta = /^\d{6}$/.test(code)
        ? totpFor(secret, '', '').validate({ token: code, window: 1 })
        : null;
      const step = delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
      const lastStep = factor.last_totp_step === null ? null : Number(factor.last_totp_step);
      if (step === null || (lastStep !== null && step <= lastStep)) {
        return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
      }

      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
        challenge.id,
      ]);
      await tx.query(
        `update auth.mfa_factors set last_totp_step = $2, updated_at = now(),
           status = 'verified' where id = $1`,
        [factor.id, step],
      );
      const turningOn = factor.status === 'unverified';
      const session = await raiseSessionToAal2(ctx, tx, user.id, sessionId, factor.id, {
        turningOn,
      });
      const notice: SecurityEvent | null = turningOn ? { kind: 'mfa_enabled' } : null;
      return { session, notice, email: user.email };
    });
    if (outcome instanceof AuthApiError) throw outcome;
    if (outcome.notice) await sendSecurityMail(ctx, outcome.email, outcome.notice, clientInfo(c));
    return c.json(outcome.session);
  });

  app.delete('/factors/:factorId', async (c) => {
    const removed = await inTransaction(ctx, async (tx) => {
      const { user, sessionId } = await callerWithSession(ctx, c, tx);
      const factor = await ownedFactor(tx, user.id, c.req.param('factorId'), true);
      if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await lowerSessionsOfFactor(tx, user.id, factor.id);
      const stillOn = factor.status === 'verified' && (await hasVerifiedFactor(tx, user.id));
      return {
        id: factor.id,
        turnedOff: factor.status === 'verified' && !stillOn,
        email: user.email,
      };
    });
    if (removed.turnedOff) {
      await sendSecurityMail(
        ctx,
        removed.email,
        { kind: 'mfa_disabled', viaRecoveryLink: false },
        clientInfo(c),
      );
    }
    return c.json({ id: removed.id });
  });

  return app;
}
