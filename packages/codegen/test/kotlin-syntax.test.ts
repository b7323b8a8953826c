import { describe, expect, it } from 'vitest';
import { goldenCases } from './cases.ts';
import { runCase } from './support/golden.ts';
import { kotlinSyntaxErrors } from './support/kotlin-parser.ts';

describe('generated Kotlin parses with the tree-sitter Kotlin grammar', () => {
  it('rejects broken Kotlin (the check can fail)', async () => {
    expect(await kotlinSyntaxErrors('fun broken( {\n  Text("x"\n')).not.toEqual([]);
  });

  it.each(goldenCases)('%s', async (name, spec) => {
    const result = await runCase(name, spec);
    for (const file of result.files) {
      if (!file.path.endsWith('.kt')) continue;
      expect(await kotlinSyntaxErrors(file.contents as string), file.path).toEqual([]);
    }
  });
});
