import { describe, expect, it } from 'vitest';
import { goldenCases } from './cases.ts';
import { kotlinOf, runCase, snapshotFiles } from './support/golden.ts';

describe('golden outputs', () => {
  it.each(goldenCases)('%s', async (name, spec) => {
    const result = await runCase(name, spec);
    const kotlin = kotlinOf(result);
    for (const snippet of spec.want) expect(kotlin, `missing: ${snippet}`).toContain(snippet);
    const codes = new Set(result.warnings.map((w) => w.code));
    for (const code of spec.warnings ?? []) expect(codes, `warning ${code}`).toContain(code);
    for (const [path, contents] of snapshotFiles(result)) {
      await expect(contents).toMatchFileSnapshot(`golden/${name}/${path}`);
    }
  });

  it.each(goldenCases)('%s is deterministic', async (name, spec) => {
    const a = await runCase(name, spec);
    const b = await runCase(name, spec);
    expect(b).toEqual(a);
  });
});
