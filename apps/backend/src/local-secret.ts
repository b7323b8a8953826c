import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR for local mode, where nothing is configured: the one already in
 * `DATA_DIR/<fileName>` (at least 32 characters), else 32 random bytes written there once,
 * readable by the owner only. Production configures every secret instead.
 */
export async function readOrCreateLocalSecret(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first use: fall through and create it
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
