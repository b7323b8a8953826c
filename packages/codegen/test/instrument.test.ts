import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, type GenerateResult, type TaggedFunction } from '../src/index.ts';
import { goldenCases } from './cases.ts';
import { packageFor, runCase } from './support/golden.ts';
import { kotlinSyntaxErrors } from './support/kotlin-parser.ts';
import { randomResponse, rootFrame } from './support/random-figma.ts';

/** A tag as the instrumented output writes it: `testTag("<id>")`, the id a Kotlin string literal. */
const TAG = String.raw`testTag\("(?:[^"\\]|\\.)*"\)`;

/**
 * The instrumented Kotlin with its test tags taken out, written here apart
 * from the generator: the import, a tag on its own line of a modifier chain,
 * a modifier argument that is only a tag (its own line, first, last or only
 * argument, or the only one before a trailing lambda), and a tag inside a
 * chain on one line.
 */
function stripTags(source: string): string {
  return source
    .replace(/^import androidx\.compose\.ui\.platform\.testTag\n/m, '')
    .replace(new RegExp(String.raw`\n *\.${TAG}`, 'g'), '')
    .replace(new RegExp(String.raw`^ *modifier = Modifier\.${TAG},\n`, 'gm'), '')
    .replace(new RegExp(String.raw`\(modifier = Modifier\.${TAG}\) \{`, 'g'), ' {')
    .replace(new RegExp(String.raw`\(modifier = Modifier\.${TAG}\)`, 'g'), '()')
    .replace(new RegExp(String.raw`, modifier = Modifier\.${TAG}`, 'g'), '')
    .replace(new RegExp(String.raw`modifier = Modifier\.${TAG}, `, 'g'), '')
    .replace(new RegExp(String.raw`\.${TAG}`, 'g'), '');
}

/** The ids the tags of a Kotlin source hold, in order. */
function tagsIn(source: string): string[] {
  return [...source.matchAll(new RegExp(TAG, 'g'))].map(
    (m) => JSON.parse(m[0].slice('testTag('.length, -1)) as string,
  );
}

/** Every node id in a Figma JSON value. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => idsIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.type === 'string') out.add(o.id);
    for (const v of Object.values(o)) idsIn(v, out);
  }
  return out;
}

const instrumented = (
  name: string,
  spec: (typeof goldenCases)[number][1],
): Promise<GenerateResult> =>
  generate(spec.given(), { ...spec.options, packageName: packageFor(name), instrument: true });

describe('instrumented output', () => {
  it.each(goldenCases)('%s differs from the plain output only by test tags', async (name, spec) => {
    const plain = await runCase(name, spec);
    const tagged = await instrumented(name, spec);
    expect(plain.tags).toBeUndefined();
    expect(tagged.warnings).toEqual(plain.warnings);
    expect(tagged.files.map((f) => f.path)).toEqual(plain.files.map((f) => f.path));
    let tags = 0;
    for (const [i, f] of tagged.files.entries()) {
      const before = plain.files[i]?.contents;
      if (typeof f.contents !== 'string' || !f.path.endsWith('.kt')) {
        expect(f.contents, f.path).toEqual(before);
        continue;
      }
      expect(stripTags(f.contents), f.path).toBe(before);
      tags += tagsIn(f.contents).length;
    }
    // Every golden draws at least one layer of its own.
    expect(tags, name).toBeGreaterThan(0);
  });

  it.each(goldenCases)(
    '%s: the map lists exactly the tags each file carries, and every tag is Kotlin that parses',
    async (name, spec) => {
      const { files, tags } = await instrumented(name, spec);
      const input = idsIn(spec.given());
      const kotlin = new Map(
        files.filter((f) => f.path.endsWith('.kt')).map((f) => [f.path, f.contents as string]),
      );
      expect(tags?.format).toBe('compose-test-tag');
      for (const fn of tags?.functions ?? []) {
        const source = kotlin.get(fn.path) ?? '';
        expect(source, fn.path).toContain(`fun ${fn.name}(`);
        const written = tagsIn(source);
        // One tag per layer: the same layer is never tagged twice in a function.
        expect(new Set(written).size, `${fn.path} repeats a tag`).toBe(written.length);
        expect([...written].sort(), fn.path).toEqual(fn.layers.map((l) => l.tag).sort());
        if (fn.kind === 'screen') {
          // A screen's tags and covered layers are the design's own node ids.
          for (const l of fn.layers) {
            expect(input, `${fn.name}: tag ${l.tag}`).toContain(l.tag);
            for (const c of l.covers)
              expect(input, `${fn.name}: ${l.tag} covers ${c.nodeId}`).toContain(c.nodeId);
          }
          expect(fn.layers[0]?.tag, 'the screen root is tagged first').toBe(fn.nodeId);
        }
        for (const l of fn.layers)
          if (l.kind === 'component')
            expect(
              tags?.functions.map((f) => f.name),
              `${fn.name} calls ${l.calls}`,
            ).toContain(l.calls);
        expect(await kotlinSyntaxErrors(source), fn.path).toEqual([]);
      }
      // Every file with a tag is a function of the map (the theme draws no layer).
      const withTags = [...kotlin]
        .filter(([, source]) => tagsIn(source).length > 0)
        .map(([path]) => path);
      for (const path of withTags)
        expect(
          tags?.functions.map((f) => f.path),
          path,
        ).toContain(path);
    },
  );

  it('names what each tagged layer is, and what a drawable or Material component stands for', async () => {
    const [, spec] = goldenCases.find(
      ([n]) => n === 'material-components',
    ) as (typeof goldenCases)[number];
    const { tags } = await instrumented('material-components', spec);
    const screen = tags?.functions.find((f) => f.kind === 'screen') as TaggedFunction;
    const tonal = screen.layers.find((l) => l.widget === 'FilledTonalButton');
    expect(tonal).toMatchObject({ kind: 'material', name: 'Button' });
    // The button's icon (an instance drawn as one vector) and its label are the button's unit.
    expect(tonal?.covers.map((c) => c.name)).toEqual(['Icons/add', 'Vector', 'Label text']);
    expect(screen.layers.find((l) => l.name === 'Note')).toMatchObject({
      kind: 'text',
      covers: [],
    });
    expect(screen.layers.find((l) => l.widget === 'ElevatedCard')).toMatchObject({
      kind: 'material',
      name: 'Card',
      covers: [],
    });
  });

  it('resolves a component layer to the Figma id of the same layer in each instance', async () => {
    for (const name of ['file-m3-sign-in', 'file-auto-layout-playground']) {
      const [, spec] = goldenCases.find(([n]) => n === name) as (typeof goldenCases)[number];
      const { tags } = await instrumented(name, spec);
      const input = idsIn(spec.given());
      const byName = new Map(tags?.functions.map((f) => [f.name, f]));
      let resolved = 0;
      // The rule the README gives a harness: inside a call tagged X, a tag t is the layer `I<X without its I>;t`.
      const follow = (fn: TaggedFunction, base: string | undefined, variant?: string): void => {
        for (const l of fn.layers) {
          if (variant !== undefined && l.variant !== variant) continue;
          const id = base === undefined ? l.tag : `I${base.replace(/^I/, '')};${l.tag}`;
          expect(input, `${name}: ${fn.name} ${l.tag} → ${id}`).toContain(id);
          resolved++;
          const callee = l.calls ? byName.get(l.calls) : undefined;
          if (callee && !l.definition) follow(callee, id, l.variant);
        }
      };
      for (const fn of tags?.functions ?? []) if (fn.kind === 'screen') follow(fn, undefined);
      expect(resolved, name).toBeGreaterThan(0);
    }
  });

  it('random Figma trees: the instrumented output is the plain one plus tags, each tag once per function', async () => {
    await fc.assert(
      fc.asyncProperty(rootFrame, async (root) => {
        const { input } = randomResponse(root);
        const plain = await generate(input);
        const tagged = await generate(structuredClone(input), { instrument: true });
        expect(
          tagged.files.map((f) =>
            typeof f.contents === 'string' ? stripTags(f.contents) : f.contents,
          ),
        ).toEqual(plain.files.map((f) => f.contents));
        for (const fn of tagged.tags?.functions ?? []) {
          const written = tagsIn(tagged.files.find((f) => f.path === fn.path)?.contents as string);
          expect([...written].sort()).toEqual(fn.layers.map((l) => l.tag).sort());
          expect(new Set(written).size).toBe(written.length);
        }
      }),
      { numRuns: 40, seed: 20261126 },
    );
  }, 120_000);
});
