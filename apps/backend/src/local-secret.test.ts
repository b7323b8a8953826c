import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateLocalSecret } from './local-secret';

describe('readOrCreateLocalSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'local-secret-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the secret once, readable by the owner only, and answers the same one after', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await readOrCreateLocalSecret(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await readOrCreateLocalSecret(dataDir, 'jwt-secret')).toBe(first);
    expect(await readOrCreateLocalSecret(dataDir, 'figma-token-key')).not.toBe(first);
  });

  it('replaces a kept secret shorter than 32 characters', async () => {
    await writeFile(path.join(dir, 'jwt-secret'), 'short\n');
    const secret = await readOrCreateLocalSecret(dir, 'jwt-secret');
    expect(secret).not.toBe('short');
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(secret);
  });
});
