import { describe, expect, it } from 'vitest';
import { goldenCases } from './cases.ts';
import { kotlinOf, runCase } from './support/golden.ts';

/** What a reviewer of the output flags, checked over every golden output. */
describe('generated code a reviewer keeps', () => {
  it.each(goldenCases)('%s', async (name, spec) => {
    const kotlin = kotlinOf(await runCase(name, spec));
    // One shadow per chain: `.shadow(…).shadow(…)` draws one elevation twice.
    expect(kotlin).not.toMatch(/\.shadow\((?:[^()]|\([^()]*\))*\)\s*\.shadow\(/);
    // A widget's label never ends in a line break or a space the designer left ("Settings\n").
    expect(kotlin).not.toMatch(/Text\("[^"]*(\\n|\s)"\)/);
    // An icon is described by what it shows, never by the slot it sits in.
    expect(kotlin).not.toMatch(/contentDescription = "(Leading|Trailing) icon"/i);
    // Text fields show their parameter, never a constant; a control's state is the caller's, not a design default.
    expect(kotlin).not.toMatch(/TextField\(\s*value = "/);
    expect(kotlin).not.toMatch(/^\s+\w+(Checked|Selected): Boolean = /m);
  });
});
