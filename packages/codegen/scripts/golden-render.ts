/**
 * Rewrites the golden renders (test/golden-render/<case>/<preview>.png) after an intended change
 * to the generator or the renderer: generates every golden case, compiles them against Compose
 * Multiplatform desktop, draws every preview and writes the PNGs the compile test compares with.
 *
 *   npm run golden:render:update -w @app/codegen
 */
import { mkdirSync, mkdtempSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { goldenCases } from '../test/cases.ts';
import {
  caseOfPreview,
  goldenPngPath,
  goldenRenderDir,
  runTaggedCase,
  taggedPackageFor,
} from '../test/support/golden-render.ts';
import { ComposeJvm, compileOutputs, outputOf } from '../test/support/kotlinc.ts';

const work = mkdtempSync(join(tmpdir(), 'golden-render-'));
const jvm = ComposeJvm.start();
try {
  const outputs = [];
  // The instrumented variants, as the compile test renders them (the tags draw nothing).
  for (const [name, spec] of goldenCases)
    outputs.push(outputOf(taggedPackageFor(name), await runTaggedCase(name, spec)));
  const { job, errors } = await compileOutputs(jvm, outputs, work);
  if (errors.length > 0) throw new Error(`The goldens do not compile:\n${errors.join('\n')}`);
  const { previews } = await jvm.render({
    classes: job.classes,
    out: join(work, 'render'),
    resources: job.resources,
    only: ['tagged.golden.'],
  });
  rmSync(goldenRenderDir, { recursive: true, force: true });
  const names = goldenCases.map(([name]) => name);
  let written = 0;
  for (const p of previews) {
    const name = caseOfPreview(p.name, names);
    if (!name || !p.png) throw new Error(`${p.name}: ${p.error ?? 'not drawn'}`);
    const target = goldenPngPath(name, p.function);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(p.png, target);
    written++;
  }
  process.stdout.write(`golden-render: wrote ${written} PNGs for ${goldenCases.length} cases\n`);
} finally {
  await jvm.close();
  rmSync(work, { recursive: true, force: true });
}
