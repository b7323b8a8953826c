import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { readOrCreateLocalSecret } from '../local-secret';

/**
 * TOTP secrets are stored encrypted at rest (AES-256-GCM), bound to their factor's id as
 * additional data so a ciphertext copied onto another factor does not decrypt. The key is
 * MFA_ENCRYPTION_KEY (required in production); in local mode one is generated once and kept
 * in DATA_DIR, like the JWT secret.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'mfa-encryption-key';

const keys = new Map<string, Promise<Buffer>>();

/** The 32-byte key: SHA-256 of the configured (or generated) key text. */
export function mfaEncryptionKey(
  config: Pick<Config, 'mfaEncryptionKey' | 'dataDir'>,
): Promise<Buffer> {
  const id = config.mfaEncryptionKey ? `env:${config.mfaEncryptionKey}` : `dir:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    const text = config.mfaEncryptionKey
      ? Promise.resolve(config.mfaEncryptionKey)
      : readOrCreateLocalSecret(config.dataDir, KEY_FILE);
    key = text.then((t) => createHash('sha256').update(t, 'utf8').digest());
    key.catch(() => keys.delete(id));
    keys.set(id, key);
  }
  return key;
}

export function encryptSecret(key: Buffer, factorId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(factorId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws when the text was not made by encryptSecret with this key and factor. */
export function decryptSecret(key: Buffer, factorId: string, stored: string): string {
  const [version, payload] = stored.split(':');
  if (version !== VERSION || !payload) throw new Error('MFA secret is not in the expected format');
  const raw = Buffer.from(payload, 'base64url');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(factorId, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
