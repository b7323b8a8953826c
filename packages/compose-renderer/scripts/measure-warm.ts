/**
 * Times the warm JVM on one typical screen (the Material 3 sign-in fixture): start-up to the first
 * answer, the first compile and render, then the same compile and render again, warm.
 *
 *   npx tsx scripts/measure-warm.ts [figma.json]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@app/codegen';
import { writeJob } from '../src/job.ts';
import { ComposeJvm } from '../src/jvm.ts';

const design =
  process.argv[2] ??
  new URL('../../codegen/test/fixtures/m3-sign-in.nodes.json', import.meta.url).pathname;
const result = await generate(JSON.parse(readFileSync(design, 'utf8')), {
  packageName: 'measure.screen',
  instrument: true,
});
const work = mkdtempSync(join(tmpdir(), 'measure-warm-'));
const job = writeJob(work, [{ resourcePackage: 'measure.screen', files: result.files }]);
const ms = (t: number): string => `${Math.round(performance.now() - t)} ms`;
let t = performance.now();
const jvm = ComposeJvm.start();
await jvm.compile([], join(work, 'none')).catch(() => undefined);
process.stdout.write(`start-up to the first answer: ${ms(t)}\n`);
for (const round of [
  'cold',
  ...Array.from({ length: Number(process.env.WARM_ROUNDS ?? 2) }, () => 'warm'),
]) {
  t = performance.now();
  const c = await jvm.compile([job.sources], job.classes);
  const compiled = ms(t);
  t = performance.now();
  const r = await jvm.render({
    classes: job.classes,
    out: join(work, 'png'),
    resources: job.resources,
  });
  process.stdout.write(
    `${round}: compile ${compiled} (${c.cpuMs} ms CPU, ${c.ok ? 'ok' : 'failed'}), render of ${r.previews.length} previews ${ms(t)} (${r.cpuMs} ms CPU)\n`,
  );
}
await jvm.close();
rmSync(work, { recursive: true, force: true });
