import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generateBody } from '../../test/generation/design';
import { configureLogging } from '../log/logger';
import { createGenerationPool, type GenerationPool } from './pool';
import { buildWorkerBundle, WORKER_BUNDLE_DIR } from './worker-bundle';

const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));
const pools: GenerationPool[] = [];
const dirs: string[] = [];
/** A folder beside the server's bundles: the packages a bundle leaves out resolve from there too. */
const tempDir = async () => {
  const parent = path.dirname(WORKER_BUNDLE_DIR);
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'test-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  configureLogging({ format: 'json', level: 'info', instanceId: null });
  await Promise.all(pools.splice(0).map((p) => p.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/**
 * The same request through a pool whose workers load `bundle`: null for the TypeScript through
 * tsx, undefined for the server's own (worker-logging.test.ts sees its threads load it).
 */
async function generateWith(bundle: Promise<string | undefined> | null | undefined, body: unknown) {
  const pool = createGenerationPool(1, { bundle });
  pools.push(pool);
  return pool.run(bytes(body));
}

describe('the generation worker bundle', () => {
  it('is one module named by its content, rebuilt to the same file', async () => {
    const dir = await tempDir();
    const first = await buildWorkerBundle(dir);
    expect(first).toMatch(/^file:.*\/generation-worker-[0-9a-f]{16}\.mjs$/);
    expect(await buildWorkerBundle(dir)).toBe(first);
    expect(await readdir(dir)).toEqual([path.basename(new URL(first!).pathname)]);
  }, 60_000);

  it('written anew, removes bundles of earlier sources older than a day', async () => {
    const dir = await tempDir();
    const old = path.join(dir, 'generation-worker-0000000000000000.mjs');
    const recent = path.join(dir, 'generation-worker-1111111111111111.mjs');
    await writeFile(old, 'export {};');
    await writeFile(recent, 'export {};');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    const built = await buildWorkerBundle(dir);
    expect((await readdir(dir)).sort()).toEqual(
      [path.basename(recent), path.basename(new URL(built!).pathname)].sort(),
    );
  }, 60_000);

  it('generates the same files, warnings and flow as the TypeScript through tsx', async () => {
    const body = generateBody('Sign in screen');
    const bundled = await generateWith(undefined, body);
    const throughTsx = await generateWith(null, body);
    expect(bundled.ok).toBe(true);
    expect(bundled).toEqual(throughTsx);
  }, 60_000);

  it('is not built where it cannot be written: a warning, and the workers run through tsx', async () => {
    const lines: string[] = [];
    configureLogging(
      { format: 'json', level: 'info', instanceId: null },
      { write: (line: string) => void lines.push(line) },
    );
    // A folder below a file cannot be made.
    const file = path.join(await tempDir(), 'a-file');
    await writeFile(file, '');
    const bundle = buildWorkerBundle(path.join(file, 'bundles'));
    expect(await bundle).toBeUndefined();
    const warning = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(warning).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'generation worker bundle not built; generation workers load the TypeScript through tsx',
      }),
    );
    expect((await generateWith(bundle, generateBody())).ok).toBe(true);
  }, 60_000);

  it('that cannot be loaded leaves the worker on tsx, and the generation is made', async () => {
    const missing = pathToFileURL(path.join(await tempDir(), 'gone.mjs')).href;
    expect((await generateWith(Promise.resolve(missing), generateBody())).ok).toBe(true);
  }, 60_000);
});
