import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import { goldenCases } from './cases.ts';
import { packageFor, rClassFor, runCase } from './support/golden.ts';
import { compileKotlin } from './support/kotlinc.ts';
import { randomResponse, rootFrame } from './support/random-figma.ts';

const stubs = join(dirname(fileURLToPath(import.meta.url)), 'kotlin', 'stubs');
const work = mkdtempSync(join(tmpdir(), 'codegen-kotlinc-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Every golden output, compiled by the real Kotlin compiler against the
 * Compose/Material3 signature stubs, in one kotlinc run (the JVM start-up
 * dominates, so batching keeps this to one compile).
 */
describe('generated Kotlin compiles', () => {
  it(
    'all golden outputs and 40 random designs compile with kotlinc in one batch',
    async () => {
      const sources = join(work, 'src');
      for (const [name, spec] of goldenCases) {
        const result = await runCase(name, spec);
        const pkg = packageFor(name);
        for (const f of result.files) {
          if (!f.path.endsWith('.kt')) continue;
          const path = join(sources, f.path);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, f.contents);
        }
        const rPath = join(sources, 'java', ...pkg.split('.'), 'R.kt');
        mkdirSync(dirname(rPath), { recursive: true });
        writeFileSync(rPath, rClassFor(pkg, result));
      }
      // Random designs too (fixed seed, so a failure reproduces): they reach corners no golden names.
      const samples = fc.sample(rootFrame, { numRuns: 40, seed: 20241122 });
      for (const [i, root] of samples.entries()) {
        const pkg = `random.case${i}`;
        const result = await generate(randomResponse(root).input, { packageName: pkg });
        for (const f of result.files) {
          if (!f.path.endsWith('.kt')) continue;
          const path = join(sources, f.path);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, f.contents);
        }
        const rPath = join(sources, 'java', ...pkg.split('.'), 'R.kt');
        mkdirSync(dirname(rPath), { recursive: true });
        writeFileSync(rPath, rClassFor(pkg, result));
      }
      const { ok, output } = compileKotlin([stubs, sources], join(work, 'classes'));
      expect(output.split('\n').filter((l) => l.includes('error:')), output).toEqual([]);
      expect(ok, output).toBe(true);
    },
    240_000,
  );

  it('a file that breaks the Compose rules fails the check (the plugin is on)', () => {
    const bad = join(work, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(
      join(bad, 'Bad.kt'),
      'package bad\n\nimport androidx.compose.runtime.Composable\n\n@Composable\nfun themeColor(): Long = 0L\n\nfun later(block: () -> Unit) = block()\n\n@Composable\nfun Bad() {\n    later { themeColor() }\n}\n',
    );
    const runtime = ['runtime.kt', 'runtime-composer.kt', 'runtime-internal.kt'].map((f) => join(stubs, f));
    const { ok, output } = compileKotlin([...runtime, bad], join(work, 'bad-classes'));
    expect(ok).toBe(false);
    expect(output).toContain('@Composable invocations can only happen from the context of a @Composable function');
  }, 120_000);
});
