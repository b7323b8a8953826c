// Proof that the static checks of `npm test` catch what they are for: a deliberately bad
// import, a deliberate cycle and an unformatted file each fail.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { circlesOf } from './check-import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

async function restrictedImports(filePath, code) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  // ESLint puts the import before the configured message: keep the message.
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.* import is restricted from being used by a pattern\. /, ''));
}

test('a new feature folder is bounded without editing the lint setup', async () => {
  const file = path.join(featuresDir, `probe-${process.pid}`, 'page.ts');
  // First in this file: the lint setup is read once per process, and the folder must exist then.
  const dir = path.dirname(file);
  mkdirSync(dir);
  try {
    const messages = await restrictedImports(
      file,
      `import { x } from '@/features/${features[0]}/index';\nexport const y = x;\n`,
    );
    assert.deepEqual(messages, [
      'A feature never imports another feature; compose them in src/app.',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every web feature folder refuses an import of another feature', async () => {
  assert.ok(features.length >= 2);
  for (const [i, name] of features.entries()) {
    const other = features[(i + 1) % features.length];
    const file = path.join(featuresDir, name, 'boundary-probe.ts');
    const messages = await restrictedImports(
      file,
      `import { x } from '@/features/${other}/index';\nexport const y = x;\n`,
    );
    assert.deepEqual(
      messages,
      ['A feature never imports another feature; compose them in src/app.'],
      `${name} -> ${other}`,
    );
  }
});

test('a feature may import itself and the shared layers', async () => {
  const name = features[0];
  const file = path.join(featuresDir, name, 'boundary-probe.ts');
  const code = `import { a } from '@/features/${name}/index';\nimport { b } from '@/lib/cx';\nexport const c = [a, b];\n`;
  assert.deepEqual(await restrictedImports(file, code), []);
});

test('the cycle check finds a circle, type-only imports included', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
  try {
    writeFileSync(
      path.join(dir, 'a.ts'),
      "import type { B } from './b';\nexport interface A { b: B }\n",
    );
    writeFileSync(
      path.join(dir, 'b.ts'),
      "import { c } from './c';\nexport interface B { c: typeof c }\n",
    );
    writeFileSync(
      path.join(dir, 'c.ts'),
      "import type { A } from './a';\nexport const c = (a: A) => a;\n",
    );
    const circles = await circlesOf(dir);
    assert.equal(circles.length, 1);
    assert.match(circles[0], /a\.ts -> .*b\.ts -> .*c\.ts$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the format check refuses a file Prettier would change', async () => {
  const options = (await prettier.resolveConfig(path.join(root, 'apps/web/src/main.tsx'))) ?? {};
  const filepath = path.join(root, 'apps/web/src/probe.ts');
  assert.equal(await prettier.check('export const a = {b:1}\n', { ...options, filepath }), false);
  assert.equal(
    await prettier.check(
      await prettier.format('export const a = {b:1}\n', { ...options, filepath }),
      { ...options, filepath },
    ),
    true,
  );
});
