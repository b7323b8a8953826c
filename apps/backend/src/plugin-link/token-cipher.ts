import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { readOrCreateLocalSecret } from '../local-secret';

/**
 * AES-256-GCM for Figma tokens at rest (and for the opaque token handles the return page
 * carries between two functions). The key is SHA-256 of FIGMA_TOKEN_ENCRYPTION_KEY, or,
 * locally, of a secret generated once into DATA_DIR/figma-token-key like the JWT secret.
 * Sealed text: `v1.` + base64url(iv ‖ tag ‖ ciphertext); the associated data binds a
 * ciphertext to its purpose (a user's row, a state), so one cannot be swapped for another.
 */
export class TokenCipher {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): TokenCipher {
    return new TokenCipher(createHash('sha256').update(secret, 'utf8').digest());
  }

  seal(plain: string, associated: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text, or null when the text was not sealed by this key for this purpose. */
  open(sealed: string, associated: string): string | null {
    if (!sealed.startsWith('v1.')) return null;
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(associated, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const ciphers = new Map<string, Promise<TokenCipher>>();

/** The server's token cipher: from configuration, else the key kept in DATA_DIR. */
export function tokenCipher(config: Config): Promise<TokenCipher> {
  const id = config.figmaTokenKey ? `env:${config.figmaTokenKey}` : `dir:${config.dataDir}`;
  let found = ciphers.get(id);
  if (!found) {
    found = config.figmaTokenKey
      ? Promise.resolve(TokenCipher.fromSecret(config.figmaTokenKey))
      : readOrCreateLocalSecret(config.dataDir, 'figma-token-key').then((s) =>
          TokenCipher.fromSecret(s),
        );
    ciphers.set(id, found);
  }
  return found;
}
