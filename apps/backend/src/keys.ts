import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { readOrCreateLocalSecret } from './local-secret';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  sub?: string;
  role: ApiRole | string;
  iss?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  email?: string;
  session_id?: string;
  [claim: string]: unknown;
}

export class InvalidJwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

/** How many verified tokens are remembered, and for how long at most (never past their exp). */
const VERIFIED_MAX = 10_000;
const VERIFIED_TTL_MS = 5 * 60_000;

/** Signs and verifies the HS256 JWTs of the API: the anon and service_role keys and access tokens. */
export class Keys {
  private readonly key: Uint8Array;
  /**
   * Tokens that verified, by their exact text: a client sends the same access token with
   * every request, and the HMAC check was a fifth of a table-API request's own CPU time.
   * Only a byte-identical token hits; its exp is checked again on every hit.
   */
  private readonly verified = new LRUCache<string, JwtClaims>({ max: VERIFIED_MAX });
  readonly anonKey: string;
  readonly serviceRoleKey: string;

  private constructor(secret: string, anonKey: string, serviceRoleKey: string) {
    this.key = new TextEncoder().encode(secret);
    this.anonKey = anonKey;
    this.serviceRoleKey = serviceRoleKey;
  }

  static async create(secret: string): Promise<Keys> {
    const key = new TextEncoder().encode(secret);
    // Long-lived API keys, as the hosted service issues them (ten years).
    const apiKey = (role: ApiRole) =>
      new SignJWT({ role, iss: 'supabase' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(1_763_683_200)
        .setExpirationTime(2_079_043_200)
        .sign(key);
    return new Keys(secret, await apiKey('anon'), await apiKey('service_role'));
  }

  sign(claims: JwtClaims, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.key);
  }

  /** A keyed digest (HMAC-SHA256, base64url) of `data`: a value only this server can derive. */
  mac(data: string): string {
    return createHmac('sha256', this.key).update(data, 'utf8').digest('base64url');
  }

  async verify(token: string): Promise<JwtClaims> {
    const nowMs = Date.now();
    const known = this.verified.get(token);
    if (known) {
      if (known.exp === undefined || known.exp * 1000 > nowMs) return known;
      this.verified.delete(token);
      throw new InvalidJwtError('JWT expired', true);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string') throw new InvalidJwtError('JWT has no role claim');
      const claims = payload as JwtClaims;
      const ttl = Math.min(
        VERIFIED_TTL_MS,
        claims.exp === undefined ? VERIFIED_TTL_MS : claims.exp * 1000 - nowMs,
      );
      // Frozen: every caller shares the cached object.
      if (ttl > 0) this.verified.set(token, Object.freeze(claims), { ttl });
      return claims;
    } catch (err) {
      if (err instanceof InvalidJwtError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new InvalidJwtError('JWT expired', true);
      throw new InvalidJwtError('Invalid JWT');
    }
  }
}

/** JWT_SECRET from the environment, else one generated once and kept in DATA_DIR. */
export async function loadOrCreateJwtSecret(
  dataDir: string,
  fromEnv: string | null,
): Promise<string> {
  if (fromEnv) return fromEnv;
  return readOrCreateLocalSecret(dataDir, 'jwt-secret');
}
