import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, plan } from '../src/index.ts';
import { WarningList } from '../src/warnings.ts';
import { kotlinString } from '../src/targets/compose/kotlin.ts';
import { kotlinSyntaxErrors } from './support/kotlin-parser.ts';
import { randomResponse, rootFrame, visibleTexts, visibleVectors } from './support/random-figma.ts';

/** The text as a Kotlin literal body, to find texts with quotes, dollars or control characters. */
const escaped = (text: string): string => kotlinString(text).slice(1, -1);

describe('random Figma trees (fast-check)', () => {
  it('never throw, always give Kotlin that parses, and report instead of silently dropping', async () => {
    await fc.assert(
      fc.asyncProperty(rootFrame, async (root) => {
        const { input, doc } = randomResponse(root);
        const result = await generate(input);
        const kotlin = result.files
          .filter((f) => f.path.endsWith('.kt'))
          .map((f) => f.contents as string);
        for (const source of kotlin) expect(await kotlinSyntaxErrors(source)).toEqual([]);
        const caseless = kotlin.join('\n').toLowerCase();
        const warned = new Set(result.warnings.flatMap((w) => w.nodeIds));
        for (const t of visibleTexts(doc)) {
          // A text is in the output (whatever its case), or in a component body (instances share one), or reported on it or a parent.
          const shown =
            t.text === '' ||
            caseless.includes(t.text.toLowerCase()) ||
            caseless.includes(escaped(t.text).toLowerCase());
          const reported = warned.has(t.id) || t.ancestors.some((a) => warned.has(a));
          expect(
            shown || t.inInstance || reported,
            `text ${t.id} ${JSON.stringify(t.text)} vanished`,
          ).toBe(true);
        }
        const drawn = plan(input, {}, new WarningList()).assetByNode;
        for (const v of visibleVectors(doc)) {
          const covered = [v.id, ...v.ancestors].some((id) => drawn.has(id) || warned.has(id));
          expect(covered || v.inInstance, `vector ${v.id} neither drawn nor reported`).toBe(true);
        }
      }),
      { numRuns: 60, seed: 20241121 },
    );
  }, 120_000);

  it('gives byte-identical output for the same input', async () => {
    await fc.assert(
      fc.asyncProperty(rootFrame, async (root) => {
        const { input } = randomResponse(root);
        expect(await generate(input)).toEqual(await generate(structuredClone(input)));
      }),
      { numRuns: 25, seed: 7 },
    );
  }, 120_000);
});
