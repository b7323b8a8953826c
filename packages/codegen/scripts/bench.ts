/**
 * Generation time for synthetic designs of 100 to 100,000 nodes (median of
 * several runs), to show the cost grows linearly with the number of nodes.
 * Usage: npm run bench -w @app/codegen
 */
import { performance } from 'node:perf_hooks';
import { generate } from '../src/index.ts';

type Json = Record<string, unknown>;

const solid = (r: number, g: number, b: number): Json => ({
  type: 'SOLID',
  color: { r, g, b, a: 1 },
});
let nextId = 0;
const id = (): string => `${Math.floor(nextId / 1000) + 1}:${nextId++ % 1000}`;
const at = (x: number, y: number, width: number, height: number): Json => ({
  absoluteBoundingBox: { x, y, width, height },
});
const text = (name: string, characters: string, y: number, extra: Json = {}): Json => ({
  id: id(),
  name,
  type: 'TEXT',
  characters,
  ...at(72, y, 200, 20),
  layoutSizingHorizontal: 'FILL',
  style: {
    fontFamily: 'Roboto',
    fontWeight: 400,
    fontSize: 14,
    lineHeightPx: 20,
    lineHeightUnit: 'PIXELS',
    letterSpacing: 0.25,
  },
  fills: [solid(0.1, 0.1, 0.12)],
  ...extra,
});

/** One list card: 10 nodes (frame, avatar, column, two texts, icon, instance and its text, chip, divider). */
function card(i: number, y: number): Json {
  return {
    id: id(),
    name: `Card ${i}`,
    type: 'FRAME',
    ...at(0, y, 360, 72),
    layoutMode: 'HORIZONTAL',
    itemSpacing: 12,
    paddingLeft: 16,
    paddingRight: 16,
    counterAxisAlignItems: 'CENTER',
    layoutSizingHorizontal: 'FILL',
    layoutSizingVertical: 'FIXED',
    fills: [solid(1, 1, 1)],
    cornerRadius: 12,
    effects: [
      {
        type: 'DROP_SHADOW',
        visible: true,
        color: { r: 0, g: 0, b: 0, a: 0.1 },
        offset: { x: 0, y: 1 },
        radius: 3,
        spread: 0,
      },
    ],
    children: [
      {
        id: id(),
        name: 'Avatar',
        type: 'ELLIPSE',
        ...at(16, y + 16, 40, 40),
        fills: [solid(0.8, 0.7, 0.9)],
      },
      {
        id: id(),
        name: 'Texts',
        type: 'FRAME',
        ...at(68, y + 14, 200, 44),
        layoutMode: 'VERTICAL',
        itemSpacing: 4,
        layoutSizingHorizontal: 'FILL',
        layoutGrow: 1,
        children: [
          text('Title', `Order #${i} "ready"`, y + 14, {
            style: {
              fontFamily: 'Roboto',
              fontWeight: 500,
              fontSize: 16,
              lineHeightPx: 24,
              lineHeightUnit: 'PIXELS',
            },
          }),
          text('Subtitle', `Total $${(i * 7) % 100}.00 — paid`, y + 40, {
            characterStyleOverrides: [1, 1, 1, 1, 1],
            styleOverrideTable: { 1: { fontWeight: 700 } },
          }),
        ],
      },
      {
        id: id(),
        name: 'Chevron',
        type: 'VECTOR',
        ...at(300, y + 24, 24, 24),
        fills: [solid(0.3, 0.3, 0.3)],
        fillGeometry: [{ path: 'M8 5L16 12L8 19', windingRule: 'NONZERO' }],
      },
      {
        id: id(),
        name: 'Status',
        type: 'INSTANCE',
        componentId: 'c:tag',
        ...at(260, y + 24, 60, 24),
        layoutMode: 'HORIZONTAL',
        paddingLeft: 8,
        paddingRight: 8,
        componentProperties: { 'Label#0:1': { type: 'TEXT', value: i % 2 ? 'Paid' : 'Due' } },
        children: [
          {
            ...text('Label', i % 2 ? 'Paid' : 'Due', y + 26),
            componentPropertyReferences: { characters: 'Label#0:1' },
          },
        ],
      },
      {
        id: id(),
        name: 'Chip',
        type: 'RECTANGLE',
        ...at(330, y + 30, 8, 8),
        fills: [solid(0.2, 0.7, 0.3)],
        cornerRadius: 4,
      },
      {
        id: id(),
        name: 'Divider',
        type: 'LINE',
        ...at(0, y + 71, 360, 0),
        strokes: [solid(0.9, 0.9, 0.9)],
        strokeWeight: 1,
      },
    ],
  };
}

/** A /nodes response of `total` nodes: screens of up to 100 cards (1,001 nodes) each. */
function design(total: number): Json {
  nextId = 0;
  const nodes: Json = {};
  let remaining = total;
  let screen = 0;
  while (remaining > 0) {
    const cards = Math.max(0, Math.min(100, Math.floor((remaining - 1) / 10)));
    const children = Array.from({ length: cards }, (_, i) => card(i, i * 80));
    // Pad with plain rectangles so the count is exact.
    const pad = Math.min(remaining - 1 - cards * 10, 9);
    for (let p = 0; p < pad; p++)
      children.push({
        id: id(),
        name: 'Filler',
        type: 'RECTANGLE',
        ...at(0, 0, 10, 10),
        fills: [solid(0.5, 0.5, 0.5)],
      });
    const root: Json = {
      id: id(),
      name: `Screen ${screen++}`,
      type: 'FRAME',
      ...at(0, 0, 360, 800),
      layoutMode: 'VERTICAL',
      itemSpacing: 8,
      children,
    };
    nodes[root.id as string] = {
      document: root,
      components: { 'c:tag': { key: 'tag', name: 'Tag' } },
      componentSets: {},
      styles: {},
    };
    remaining -= 1 + cards * 10 + pad;
  }
  return { name: 'Benchmark', nodes };
}

function countNodes(n: unknown): number {
  const node = n as { children?: unknown[] };
  return 1 + (node.children ?? []).reduce<number>((s, c) => s + countNodes(c), 0);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

const sizes = [100, 1_000, 10_000, 100_000];
const rows: { nodes: number; ms: number; perNode: number; files: number }[] = [];
for (const size of sizes) {
  const input = design(size);
  const nodes = Object.values(input.nodes as Record<string, { document: unknown }>).reduce(
    (s, e) => s + countNodes(e.document),
    0,
  );
  const runs = size >= 100_000 ? 3 : 5;
  await generate(input); // warm-up: JIT and the SVG converter
  const times: number[] = [];
  let files = 0;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const result = await generate(input);
    times.push(performance.now() - start);
    files = result.files.length;
  }
  const ms = median(times);
  rows.push({ nodes, ms, perNode: (ms * 1000) / nodes, files });
  process.stdout.write(
    `${String(nodes).padStart(7)} nodes  ${ms.toFixed(1).padStart(9)} ms  ${((ms * 1000) / nodes).toFixed(1).padStart(6)} µs/node  ${files} files  (median of ${runs})\n`,
  );
}
const first = rows[0] as (typeof rows)[number];
const last = rows[rows.length - 1] as (typeof rows)[number];
process.stdout.write(
  `\n${last.nodes / first.nodes}x the nodes took ${(last.ms / first.ms).toFixed(0)}x the time; per-node cost ${first.perNode.toFixed(1)} → ${last.perNode.toFixed(1)} µs (linear growth keeps it flat).\n`,
);
