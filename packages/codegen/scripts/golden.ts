/**
 * Regenerates the golden outputs under test/golden from the golden cases.
 *   --update  rewrites them (after an intended change to the generator)
 *   --check   regenerates in memory and fails on any difference, missing or extra file
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldenCases } from '../test/cases.ts';
import { runCase, snapshotFiles } from '../test/support/golden.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'golden');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

async function expected(): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (const [name, spec] of goldenCases) {
    for (const [path, contents] of snapshotFiles(await runCase(name, spec)))
      all.set(join(name, path), contents);
  }
  return all;
}

const mode = process.argv[2];
if (mode !== '--check' && mode !== '--update') {
  process.stderr.write('usage: golden.ts --check | --update\n');
  process.exit(2);
}
const want = await expected();
if (mode === '--update') {
  rmSync(root, { recursive: true, force: true });
  for (const [path, contents] of want) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
  process.stdout.write(`golden: wrote ${want.size} files for ${goldenCases.length} cases\n`);
} else {
  const problems: string[] = [];
  for (const [path, contents] of want) {
    const file = join(root, path);
    if (!existsSync(file)) problems.push(`missing: ${path}`);
    else if (readFileSync(file, 'utf8') !== contents) problems.push(`changed: ${path}`);
  }
  for (const file of listFiles(root)) {
    const path = relative(root, file);
    if (!want.has(path)) problems.push(`stale: ${path}`);
  }
  if (problems.length > 0) {
    process.stderr.write(
      `golden: ${problems.length} difference(s); run npm run golden:update -w @app/codegen if intended\n${problems.join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`golden: ${want.size} files for ${goldenCases.length} cases match\n`);
}
