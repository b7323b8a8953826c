import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexDesign } from '@app/compose-renderer/fidelity/design';
import { previewMode, scoreFrame } from '@app/compose-renderer/fidelity/score';
import { designInMode, generate, type TagMap } from '../src/index.ts';
import { goldenCases } from './cases.ts';
import { packageFor, runCase } from './support/golden.ts';
import {
  caseOfPreview,
  comparePngs,
  goldenPngPath,
  goldenRenderDir,
  MAX_DIFFERING_SHARE,
  runTaggedCase,
  taggedPackageFor,
} from './support/golden-render.ts';
import {
  ComposeJvm,
  compileOutputs,
  formatMessage,
  outputOf,
  type WrittenJob,
} from './support/kotlinc.ts';
import { randomResponse, rootFrame } from './support/random-figma.ts';

const work = mkdtempSync(join(tmpdir(), 'codegen-compose-'));
let jvm: ComposeJvm;
/** The batch compile of the first test; the render test draws its golden previews. */
let batch: WrittenJob | undefined;
/** Each golden case's tag map (from its instrumented variant, compiled in the same batch). */
const tagMaps = new Map<string, TagMap | undefined>();

// One JVM for every compile of this file: the compiler warms up once.
// The first run on a machine builds it with Maven (downloads included).
beforeAll(() => {
  jvm = ComposeJvm.start();
}, 600_000);
afterAll(async () => {
  await jvm.close();
  rmSync(work, { recursive: true, force: true });
});

/** Compiles one hand-written Kotlin file against Compose desktop and the shim. */
async function compileSnippet(
  name: string,
  source: string,
): Promise<{ ok: boolean; errors: string[] }> {
  const dir = join(work, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', `${name}.kt`), source);
  const answer = await jvm.compile([join(dir, 'src')], join(dir, 'classes'));
  return { ok: answer.ok, errors: answer.messages.map(formatMessage) };
}

/**
 * Every golden output and 40 random designs, compiled in one batch by the Kotlin compiler with
 * the Compose plugin against Compose Multiplatform's desktop libraries (runtime, foundation, ui,
 * material3) and the small shim for Android-only entry points: no imitation of the Compose API.
 */
describe('generated Kotlin compiles against the real Compose', () => {
  it('all golden outputs (plain and instrumented) and 40 random designs compile in one batch', async () => {
    const outputs = [];
    for (const [name, spec] of goldenCases) {
      outputs.push(outputOf(packageFor(name), await runCase(name, spec)));
      const tagged = await runTaggedCase(name, spec);
      tagMaps.set(name, tagged.tags);
      outputs.push(outputOf(taggedPackageFor(name), tagged));
    }
    // Random designs too (fixed seed, so a failure reproduces): they reach corners no golden names.
    const samples = fc.sample(rootFrame, { numRuns: 40, seed: 20241122 });
    for (const [i, root] of samples.entries()) {
      const pkg = `random.case${i}`;
      outputs.push(outputOf(pkg, await generate(randomResponse(root).input, { packageName: pkg })));
    }
    const { job, errors, answer } = await compileOutputs(jvm, outputs, join(work, 'all'));
    process.stdout.write(
      `Compiled ${outputs.length} outputs in ${answer.ms} ms (${answer.cpuMs} ms CPU)\n`,
    );
    expect(errors).toEqual([]);
    batch = job;
  }, 600_000);

  it('every golden preview renders, matches its committed PNG, and is scored against its design', async () => {
    if (!batch) throw new Error('The batch compile above failed: nothing to render.');
    const names = goldenCases.map(([name]) => name);
    const { previews, ms, cpuMs } = await jvm.render({
      classes: batch.classes,
      out: join(work, 'render'),
      resources: batch.resources,
      only: ['tagged.golden.'],
    });
    process.stdout.write(
      `Rendered ${previews.length} golden previews in ${ms} ms (${cpuMs} ms CPU)\n`,
    );
    const problems: string[] = [];
    const scores: string[] = [];
    const rendered = new Set<string>();
    for (const p of previews) {
      const name = caseOfPreview(p.name, names);
      if (!name || !p.png) {
        problems.push(`${p.name}: ${p.error ?? 'not drawn'}`);
        continue;
      }
      const golden = goldenPngPath(name, p.function);
      rendered.add(golden);
      if (!existsSync(golden)) {
        problems.push(`${golden}: missing (npm run golden:render:update -w @app/codegen)`);
        continue;
      }
      const diff = comparePngs(readFileSync(p.png), readFileSync(golden));
      if (!diff.sameSize || diff.differing > diff.total * MAX_DIFFERING_SHARE)
        problems.push(
          `${name}/${p.function}: ${diff.sameSize ? `${diff.differing} of ${diff.total} pixels differ` : 'size differs'} from ${golden} (npm run golden:render:update -w @app/codegen if intended)`,
        );
      const spec = goldenCases.find(([n]) => n === name)?.[1];
      // A preview in the other colour mode is scored against the design in that mode.
      const mode = previewMode(p);
      const design =
        mode !== 'design' && spec?.options?.variables
          ? designInMode(spec.given(), spec.options.variables, mode === 'dark')
          : spec?.given();
      const frame = scoreFrame(p, indexDesign(design), tagMaps.get(name));
      scores.push(
        `${name}/${p.function}: ${frame.layers === 0 ? 'no tagged layers' : `${Math.round(frame.score * 100)}% (${frame.withinTolerance} of ${frame.layers} layers within 1 dp)`}`,
      );
    }
    for (const dir of existsSync(goldenRenderDir) ? readdirSync(goldenRenderDir) : []) {
      for (const f of readdirSync(join(goldenRenderDir, dir)))
        if (!rendered.has(join(goldenRenderDir, dir, f)))
          problems.push(`${join(goldenRenderDir, dir, f)}: stale (no golden preview draws it)`);
    }
    process.stdout.write(
      `Golden fidelity scores (${scores.length} previews):\n${scores.join('\n')}\n`,
    );
    expect(problems).toEqual([]);
    expect(previews.length).toBeGreaterThanOrEqual(goldenCases.length);
  }, 600_000);

  it('a call with a parameter Compose does not have fails', async () => {
    const { ok, errors } = await compileSnippet(
      'UnknownParameter',
      'package real\n\nimport androidx.compose.material3.Text\nimport androidx.compose.runtime.Composable\n\n@Composable\nfun Label() {\n    Text(text = "Hi", cornerSmoothing = 0.6f)\n}\n',
    );
    expect(ok).toBe(false);
    expect(errors.join('\n')).toMatch(
      /UnknownParameter\.kt:8:\d+: error: No parameter with name 'cornerSmoothing' found/,
    );
  }, 120_000);

  it('APIs the hand-written imitation lacked compile (Size.copy, inline layouts, painter loaders)', async () => {
    const { ok, errors } = await compileSnippet(
      'RealApi',
      [
        'package real',
        '',
        'import androidx.compose.foundation.layout.Box',
        'import androidx.compose.foundation.layout.BoxWithConstraints',
        'import androidx.compose.runtime.Composable',
        'import androidx.compose.ui.geometry.Size',
        'import androidx.compose.ui.graphics.Color',
        'import androidx.compose.ui.graphics.lerp',
        '',
        'fun wider(size: Size): Size = size.copy(width = size.width * 2)',
        'fun mid(): Color = lerp(Color.Red, Color.Blue, 0.5f)',
        '',
        '@Composable',
        'fun Sized() {',
        '    BoxWithConstraints { Box {} }',
        '}',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(ok).toBe(true);
  }, 120_000);

  it('a file that breaks the Compose rules fails the check (the plugin is on)', async () => {
    const { ok, errors } = await compileSnippet(
      'Bad',
      'package bad\n\nimport androidx.compose.runtime.Composable\n\n@Composable\nfun themeColor(): Long = 0L\n\nfun later(block: () -> Unit) = block()\n\n@Composable\nfun Bad() {\n    later { themeColor() }\n}\n',
    );
    expect(ok).toBe(false);
    expect(errors.join('\n')).toContain(
      '@Composable invocations can only happen from the context of a @Composable function',
    );
  }, 120_000);
});
