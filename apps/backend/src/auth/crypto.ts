import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for links, refresh tokens and OAuth state (URL-safe). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored instead of a token: its SHA-256, so a database leak yields no usable link. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
