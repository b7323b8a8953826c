import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import { randomResponse, rootFrame, type Json } from './support/random-figma.ts';
import { variablesResponse } from './support/figma.ts';

/**
 * Variables with values no random colour or size takes, so a literal of one
 * in the output can only be a bound layer written as a literal; and names
 * whose references are known: Material roles and tokens.
 */
const { response: variables, alias } = variablesResponse([
  {
    name: 'material-theme',
    modes: ['Light', 'Dark'],
    variables: [
      {
        name: 'Schemes/Primary',
        type: 'COLOR',
        values: [
          { r: 0.123, g: 0.234, b: 0.345, a: 1 },
          { r: 0.8, g: 0.7, b: 0.9, a: 1 },
        ],
      },
      {
        name: 'Schemes/On Surface',
        type: 'COLOR',
        values: [
          { r: 0.111, g: 0.222, b: 0.333, a: 1 },
          { r: 0.9, g: 0.9, b: 0.9, a: 1 },
        ],
      },
    ],
  },
  {
    name: 'Brand',
    modes: ['Ocean', 'Forest', 'Sunset'],
    variables: [
      {
        name: 'Brand/Accent',
        type: 'COLOR',
        values: [
          { r: 0.321, g: 0.432, b: 0.543, a: 1 },
          { r: 0.2, g: 0.5, b: 0.2, a: 1 },
          { r: 0.7, g: 0.2, b: 0.1, a: 1 },
        ],
      },
      { name: 'ink/strong', type: 'COLOR', values: [{ r: 0.654, g: 0.543, b: 0.432, a: 1 }] },
    ],
  },
  {
    name: 'Layout',
    modes: ['Value'],
    variables: [
      { name: 'space/md', type: 'FLOAT', values: [17] },
      { name: 'radius/card', type: 'FLOAT', values: [13] },
      { name: 'md.sys.shape.corner.small', type: 'FLOAT', values: [9] },
    ],
  },
]);
const meta = (
  variables.meta as {
    variables: Record<string, { name: string; valuesByMode: Record<string, unknown> }>;
  }
).variables;
const colorVariables = ['Schemes/Primary', 'Schemes/On Surface', 'Brand/Accent', 'ink/strong'];
const radiusVariables = ['radius/card', 'md.sys.shape.corner.small'];
const reference: Record<string, string> = {
  'Schemes/Primary': 'MaterialTheme.colorScheme.primary',
  'Schemes/On Surface': 'MaterialTheme.colorScheme.onSurface',
  'Brand/Accent': 'RandomTheme.colors.brandAccent',
  'ink/strong': 'RandomTheme.colors.inkStrong',
  'space/md': 'RandomTheme.spacing.md',
  'radius/card': 'RandomTheme.radii.card',
  'md.sys.shape.corner.small': 'MaterialTheme.shapes.small',
};

const firstValue = (name: string): unknown =>
  Object.values(
    (Object.values(meta).find((v) => v.name === name) as { valuesByMode: Record<string, unknown> })
      .valuesByMode,
  )[0];
const hex = (c: { r: number; g: number; b: number }): string =>
  [c.r, c.g, c.b]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .toUpperCase()
        .padStart(2, '0'),
    )
    .join('');

function nodes(root: Json): Json[] {
  const out: Json[] = [];
  const visit = (n: Json): void => {
    out.push(n);
    for (const c of (n.children as Json[] | undefined) ?? []) visit(c);
  };
  visit(root);
  return out;
}

/** Binds layers of a random tree to the variables, as a designer would: a fill, a frame's padding and gap, a shape's corners; the layer takes the variable's value. */
function bind(doc: Json, picks: [number, number, number][]): Map<string, Map<string, string>> {
  const all = nodes(doc);
  // By layer, the variable bound to each of its fields (a later binding of a field replaces the earlier).
  const bound = new Map<string, Map<string, string>>();
  const add = (id: string, field: string, name: string): void =>
    void bound.set(id, new Map([...(bound.get(id) ?? []), [field, name]]));
  for (const [n, v, what] of picks) {
    const node = all[n % all.length] as Json;
    const type = String(node.type);
    if (what % 3 === 0 && ['RECTANGLE', 'FRAME', 'TEXT', 'ELLIPSE'].includes(type)) {
      const name = colorVariables[v % colorVariables.length] as string;
      node.fills = [
        { type: 'SOLID', color: firstValue(name), boundVariables: { color: alias(name) } },
      ];
      node.boundVariables = { ...(node.boundVariables as Json | undefined), fills: [alias(name)] };
      add(node.id as string, 'fill', name);
    } else if (
      what % 3 === 1 &&
      type === 'FRAME' &&
      (node.layoutMode === 'HORIZONTAL' || node.layoutMode === 'VERTICAL') &&
      node.primaryAxisAlignItems !== 'SPACE_BETWEEN' &&
      // Padding and gaps lay out children: an empty frame has none to write.
      ((node.children as Json[] | undefined) ?? []).some((c) => c.visible !== false)
    ) {
      Object.assign(node, { paddingLeft: 17, itemSpacing: 17 });
      node.boundVariables = {
        ...(node.boundVariables as Json | undefined),
        paddingLeft: alias('space/md'),
        itemSpacing: alias('space/md'),
      };
      add(node.id as string, 'spacing', 'space/md');
    } else if (
      what % 3 === 2 &&
      (type === 'RECTANGLE' || type === 'FRAME') &&
      (node.fills as unknown[] | undefined)?.length
    ) {
      const name = radiusVariables[v % radiusVariables.length] as string;
      const value = firstValue(name) as number;
      Object.assign(node, {
        cornerRadius: value,
        rectangleCornerRadii: [value, value, value, value],
      });
      const a = alias(name);
      node.boundVariables = {
        ...(node.boundVariables as Json | undefined),
        topLeftRadius: a,
        topRightRadius: a,
        bottomLeftRadius: a,
        bottomRightRadius: a,
      };
      // Only a drawn solid paint shows the shape; an image or gradient keeps its own.
      if ((node.fills as Json[])[0]?.type !== 'SOLID' || (node.fills as Json[]).length > 1) {
        node.fills = [{ type: 'SOLID', color: { r: 0.5, g: 0.5, b: 0.5, a: 1 } }];
        (bound.get(node.id as string) ?? new Map()).delete('fill');
      }
      add(node.id as string, 'corners', name);
    }
  }
  return bound;
}

describe('design tokens on random designs (fast-check)', () => {
  it('every variable bound on a layer the code draws is referenced, never written as its value, and every token the theme declares is used', async () => {
    await fc.assert(
      fc.asyncProperty(
        rootFrame,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }),
        async (root, picks) => {
          const { input, doc } = randomResponse(root);
          const bound = bind(doc, picks);
          const result = await generate(input, { variables, instrument: true });
          const kotlin = result.files.filter((f) => f.path.endsWith('.kt'));
          const theme = kotlin.find((f) => f.path.endsWith('/RandomTheme.kt'))?.contents as string;
          const code = kotlin
            .filter((f) => !f.path.endsWith('/RandomTheme.kt'))
            .map((f) => f.contents as string)
            .join('\n');
          // Layers the screen's code draws itself (not a widget's parts, not a drawable).
          const drawn = new Set(
            (result.tags?.functions ?? [])
              .filter((f) => f.kind === 'screen')
              .flatMap((f) =>
                f.layers
                  .filter((l) => ['shape', 'container', 'text'].includes(l.kind))
                  .map((l) => l.tag),
              ),
          );
          for (const [id, names] of bound) {
            if (!drawn.has(id)) continue;
            for (const name of names.values())
              expect(code, `layer ${id} bound to ${name}`).toContain(reference[name]);
          }
          for (const name of colorVariables) {
            expect(code, `${name} written as a literal`).not.toContain(
              `Color(0xFF${hex(firstValue(name) as { r: number; g: number; b: number })})`,
            );
          }
          // Every token of the theme's classes is read somewhere.
          const properties = new Map(
            [...theme.matchAll(/val (\w+): (\w+)\n {8}@Composable/g)].map((m) => [
              m[2] as string,
              m[1] as string,
            ]),
          );
          for (const m of theme.matchAll(/data class (\w+)\(\n((?: {4}val \w+: \w+,\n)+)\)/g)) {
            const property = properties.get(m[1] as string);
            expect(property, `class ${m[1]} is read from the theme object`).toBeDefined();
            for (const member of (m[2] as string).matchAll(/val (\w+):/g)) {
              expect(code, `token ${property}.${member[1]} is used`).toContain(
                `RandomTheme.${property}.${member[1]}`,
              );
            }
          }
        },
      ),
      { numRuns: 80, seed: 20261126 },
    );
  }, 240_000);
});
