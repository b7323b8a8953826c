import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designInMode, hasLightAndDark } from '../src/index.ts';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

type Node = {
  id: string;
  fills?: { color?: Record<string, number>; gradientStops?: { color: Record<string, number> }[] }[];
  strokes?: { color: Record<string, number> }[];
  children?: Node[];
};
function byId(design: unknown, id: string): Node {
  const stack = Object.values((design as { nodes: Record<string, { document: Node }> }).nodes).map(
    (e) => e.document,
  );
  while (stack.length) {
    const n = stack.pop() as Node;
    if (n.id === id) return n;
    stack.push(...(n.children ?? []));
  }
  throw new Error(`no node ${id}`);
}
const hex = (c: Record<string, number> | undefined): string =>
  ['r', 'g', 'b']
    .map((k) =>
      Math.round((c?.[k] ?? 0) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();

describe('the design in a colour mode', () => {
  const design = fixture('m3-sign-in.nodes.json');
  const variables = fixture('m3-sign-in.variables.json');

  it('paints every bound fill, stroke, text and gradient stop with its variable in the dark mode, and keeps the rest', () => {
    const dark = designInMode(design, variables, true);
    expect(hex(byId(dark, '204:1180').fills?.[0]?.color)).toBe('141218');
    expect(hex(byId(dark, '204:1202').fills?.[0]?.color)).toBe('FFB4A2');
    expect(hex(byId(dark, '204:1200').strokes?.[0]?.color)).toBe('49454F');
    const stops = byId(dark, '204:1200').fills?.[0]?.gradientStops ?? [];
    expect(stops.map((s) => hex(s.color))).toEqual(['141218', '4F378B']);
    // The paint's own alpha stays: a stop that fades the surface out fades the dark one out.
    expect(stops[0]?.color.a).toBe(0);
    // The input is not changed.
    expect(hex(byId(design, '204:1180').fills?.[0]?.color)).toBe('FEF7FF');
  });

  it('in the light mode gives the colours the design shows, aliases to a library resolved', () => {
    const light = designInMode(design, variables, false);
    expect(hex(byId(light, '204:1180').fills?.[0]?.color)).toBe('FEF7FF');
    expect(hex(byId(light, '204:1198').fills?.[0]?.color)).toBe('6750A4');
  });

  it('knows a design worth measuring in both modes', () => {
    expect(hasLightAndDark(variables)).toBe(true);
    expect(
      hasLightAndDark({
        meta: {
          variables: {},
          variableCollections: {
            C: {
              id: 'C',
              name: 'Brand',
              modes: [
                { modeId: '1', name: 'Ocean' },
                { modeId: '2', name: 'Forest' },
              ],
            },
          },
        },
      }),
    ).toBe(false);
  });
});
