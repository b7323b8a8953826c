import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import { foldRepeatedFrames, MIN_REPEATS } from '../src/passes/repeats.ts';
import { parseFigma } from '../src/parse/read-input.ts';
import type { ContainerNode } from '../src/parse/ir.ts';
import { WarningList } from '../src/warnings.ts';
import {
  autoLayout,
  ellipse,
  frame,
  nodesResponse,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import type { FigmaJson } from './support/figma.ts';

/** A list of `count` rows copied in Figma (frames, not instances), each with its own title. */
function list(
  count: number,
  fillOf: (i: number) => FigmaJson = () => solid(1, 1, 1),
  extraOf: (i: number) => Record<string, unknown> = () => ({}),
  /** A status dot leading each row, painted this colour. */
  dotOf?: (i: number) => FigmaJson,
): FigmaJson {
  resetIds();
  const rows = Array.from({ length: count }, (_, i) =>
    frame(
      `Item ${i + 1}`,
      { w: 328, h: 48 },
      {
        ...autoLayout('HORIZONTAL', { paddingLeft: 16, counterAxisAlignItems: 'CENTER' }),
        layoutSizingHorizontal: 'FILL',
        fills: [fillOf(i)],
        ...extraOf(i),
      },
      [
        ...(dotOf ? [ellipse('Status', { w: 8, h: 8 }, { fills: [dotOf(i)] })] : []),
        text('Title', `Title ${i + 1}`, { w: 200, h: 20 }),
        text('Detail', 'Detail', { w: 60, h: 20 }),
      ],
    ),
  );
  return nodesResponse('List', [
    frame(
      'List',
      { w: 360, h: 640 },
      { ...autoLayout('VERTICAL', { itemSpacing: 8, paddingLeft: 16, paddingRight: 16 }) },
      rows,
    ),
  ]);
}

async function kotlin(design: FigmaJson): Promise<Map<string, string>> {
  const r = await generate(design as never);
  return new Map(
    r.files
      .filter((f) => f.path.endsWith('.kt'))
      .map((f) => [f.path.split('/').at(-1) as string, String(f.contents)]),
  );
}

describe('frames a design repeats', () => {
  it(`become one function called once per copy, from ${MIN_REPEATS} copies on`, async () => {
    const files = await kotlin(list(MIN_REPEATS + 1));
    const item = files.get('Item.kt');
    expect(item).toContain('fun Item(');
    // Every copy's title comes from its call; the design's first is the preview's sample.
    expect(item).toContain('title: String,');
    expect(item).toContain('Item(title = "Title 1")');
    const screen = files.get('ListScreen.kt') as string;
    expect(screen.match(/\bItem\(/g)).toHaveLength(MIN_REPEATS + 1);
    for (let i = 1; i <= MIN_REPEATS + 1; i++) expect(screen).toContain(`title = "Title ${i}"`);
    // The body is written once, in its own function.
    expect(screen).not.toContain('Row(');
  });

  it('stay as they are when fewer than that', async () => {
    const files = await kotlin(list(MIN_REPEATS - 1));
    expect(files.has('Item.kt')).toBe(false);
    expect(files.get('ListScreen.kt')).toContain('text = "Title 2"');
  });

  it('leave out a copy that differs in more than its texts and colours', async () => {
    const files = await kotlin(
      list(
        MIN_REPEATS + 1,
        () => solid(1, 1, 1),
        (i) => (i === 0 ? { strokes: [solid(0, 0, 0)], strokeWeight: 1 } : {}),
      ),
    );
    const screen = files.get('ListScreen.kt') as string;
    expect(screen.match(/\bItem\(/g)).toHaveLength(MIN_REPEATS);
    expect(screen).toContain('text = "Title 1"');
  });

  it('pass the colour of a shape the copies paint differently', async () => {
    const colours = [solid(1, 0, 0), solid(0, 0.6, 0), solid(1, 0, 0), solid(0, 0, 1)];
    const files = await kotlin(
      list(MIN_REPEATS + 1, undefined, undefined, (i) => colours[i] as FigmaJson),
    );
    const item = files.get('Item.kt') as string;
    expect(item).toContain('statusColor: Color = Color(0xFFFF0000)');
    expect(item).toMatch(/\.background\(statusColor, CircleShape\)/);
    const screen = files.get('ListScreen.kt') as string;
    expect(screen.match(/\bItem\(/g)).toHaveLength(MIN_REPEATS + 1);
    // The first copy's colour is the default; a copy painted like it passes nothing.
    expect(screen.match(/statusColor = /g)).toHaveLength(2);
    expect(screen).toContain('statusColor = Color(0xFF009900)');
    expect(screen).toContain('statusColor = Color(0xFF0000FF)');
  });

  it('pass the colour the copies are drawn on', async () => {
    const files = await kotlin(
      list(MIN_REPEATS + 1, (i) => (i === 2 ? solid(1, 0.9, 0.9) : solid(1, 1, 1))),
    );
    const item = files.get('Item.kt') as string;
    expect(item).toContain('backgroundColor: Color = Color(0xFFFFFFFF)');
    expect(item).toMatch(/\.background\(backgroundColor\)/);
    const screen = files.get('ListScreen.kt') as string;
    expect(screen.match(/\bItem\(/g)).toHaveLength(MIN_REPEATS + 1);
    expect(screen.match(/backgroundColor = Color\(0xFFFFE6E6\)/g)).toHaveLength(1);
  });

  it('leave out a copy that differs only where the quick comparison does not look (its corners)', () => {
    const design = list(
      MIN_REPEATS + 1,
      () => solid(1, 1, 1),
      (i) => (i === 1 ? { cornerRadius: 8 } : {}),
    );
    const screen = parseFigma(design, new WarningList()).screens[0] as ContainerNode;
    const rows = foldRepeatedFrames(screen).children;
    expect(rows.map((r) => r.kind)).toEqual([
      'instance',
      'container',
      ...Array.from({ length: MIN_REPEATS - 1 }, () => 'instance'),
    ]);
  });
});
