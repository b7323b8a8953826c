import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { log } from '../log/logger';

/**
 * Where bundles are written: a cache folder in the backend's own node_modules, so the packages
 * the bundle leaves out (pino, zod, ...) are found from it as they are from the sources.
 */
export const WORKER_BUNDLE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/generation-worker/', import.meta.url),
);

const ENTRY = fileURLToPath(new URL('./worker-task.ts', import.meta.url));

/**
 * Builds the generation worker's task (worker-task.ts with the generator and the other
 * workspace packages it imports) into one plain ES module with esbuild, and answers its file
 * URL; undefined, with a warning logged, when it cannot be built or written (workers then load
 * the TypeScript through tsx, as the server does). Built from the sources each time a server
 * starts, so it is never older than them; named by its content, so servers starting at once
 * write the same file. Without tsx's name-keeping wrapper around every function made and its
 * transform at each thread's start, a generation takes less CPU.
 */
export async function buildWorkerBundle(dir = WORKER_BUNDLE_DIR): Promise<string | undefined> {
  try {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node}`,
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      plugins: [
        {
          // The workspace's own packages are TypeScript: bundled. Installed packages are loaded
          // from node_modules as they are.
          name: 'installed-packages-external',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@app/') ? undefined : { external: true },
            );
          },
        },
      ],
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild wrote no output');
    const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
    const file = path.join(dir, `generation-worker-${hash}.mjs`);
    const written = await stat(file).then(
      (s) => s.size === output.contents.byteLength,
      () => false,
    );
    if (!written) {
      await mkdir(dir, { recursive: true });
      // Written aside and renamed: a thread never reads a file half written.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, output.contents);
      await rename(partial, file);
      await pruneBundles(dir, file);
    }
    return pathToFileURL(file).href;
  } catch (err) {
    log.warn(
      { err },
      'generation worker bundle not built; generation workers load the TypeScript through tsx',
    );
    return undefined;
  }
}

/** A bundle older than this is removed when another is written (a thread of a server that old falls back to tsx). */
const BUNDLE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Removes bundles of earlier sources, so the folder does not grow with every change. */
async function pruneBundles(dir: string, keep: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (file === keep || !name.startsWith('generation-worker-')) continue;
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > BUNDLE_MAX_AGE_MS) await rm(file, { force: true });
  }
}

let building: Promise<string | undefined> | undefined;

/** The bundle for this process's pools: built once, by the first pool that asks. */
export function workerBundle(): Promise<string | undefined> {
  building ??= buildWorkerBundle();
  return building;
}
