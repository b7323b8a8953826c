import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, mfaEncryptionKey } from './mfa-secrets';

const FACTOR = '6f1d2a34-0c4b-4a51-9a57-3f3c1b0f6a11';
const OTHER = '0a8d9b5e-7f55-4c3e-8d6e-1c2b3a4d5e6f';

describe('MFA secret encryption', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('round-trips, never stores the secret in clear, and differs each time', async () => {
    const key = await mfaEncryptionKey({
      mfaEncryptionKey: 'k'.repeat(40),
      dataDir: '/nonexistent',
    });
    const a = encryptSecret(key, FACTOR, 'JBSWY3DPEHPK3PXP');
    const b = encryptSecret(key, FACTOR, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(decryptSecret(key, FACTOR, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another factor id, another key and a tampered text', async () => {
    const key = await mfaEncryptionKey({
      mfaEncryptionKey: 'k'.repeat(40),
      dataDir: '/nonexistent',
    });
    const other = await mfaEncryptionKey({
      mfaEncryptionKey: 'o'.repeat(40),
      dataDir: '/nonexistent',
    });
    const stored = encryptSecret(key, FACTOR, 'JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(key, OTHER, stored)).toThrow();
    expect(() => decryptSecret(other, FACTOR, stored)).toThrow();
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => decryptSecret(key, FACTOR, tampered)).toThrow();
  });

  it('generates a key once into DATA_DIR when none is configured', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mfa-key-'));
    dirs.push(dir);
    const first = await mfaEncryptionKey({ mfaEncryptionKey: null, dataDir: dir });
    const text = (await readFile(path.join(dir, 'mfa-encryption-key'), 'utf8')).trim();
    expect(text.length).toBeGreaterThanOrEqual(32);
    const again = await mfaEncryptionKey({ mfaEncryptionKey: text, dataDir: '/elsewhere' });
    expect(again.equals(first)).toBe(true);
  });
});
