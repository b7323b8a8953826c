import type { TagMap } from '@app/codegen';
import { describe, expect, it } from 'vitest';
import type { RenderedPreview } from '../jvm.ts';
import { indexDesign } from './design.ts';
import { scoreFrame } from './score.ts';
import { renderedNode } from './rendered-node.fixture.ts';

const node = renderedNode;

/** A list of two rows copied in Figma (frames, no component), each a title. */
const row = (id: string, titleId: string, y: number, title: string) => ({
  id,
  name: 'Row',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y, width: 360, height: 40 },
  children: [
    {
      id: titleId,
      name: 'Title',
      type: 'TEXT',
      characters: title,
      absoluteBoundingBox: { x: 16, y: y + 10, width: 100, height: 20 },
    },
  ],
});
const figma = {
  id: '1:1',
  name: 'List',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 80 },
  children: [row('1:2', '1:3', 0, 'First'), row('1:4', '1:5', 40, 'Second')],
};

/** The generator's tags: the screen calls `Row` twice; `Row` tags its title by its path in the first row. */
const tags: TagMap = {
  format: 'compose-test-tag',
  functions: [
    {
      name: 'List',
      path: 'java/List.kt',
      kind: 'screen',
      nodeId: '1:1',
      nodeName: 'List',
      tags: 'absolute',
      layers: ['1:2', '1:4'].map((tag) => ({
        tag,
        name: 'Row',
        kind: 'component',
        calls: 'RowItem',
        variant: '1:2',
        covers: [],
      })),
    },
    {
      name: 'RowItem',
      path: 'java/RowItem.kt',
      kind: 'component',
      nodeId: '1:2',
      nodeName: 'Row',
      tags: 'relative',
      layers: [{ tag: '1:3', name: 'Title', kind: 'text', variant: '1:2', covers: [] }],
    },
  ],
} as TagMap;

function preview(secondTitle: { top: number; text: string }): RenderedPreview {
  return {
    name: 'app.ListKt.ListPreview',
    function: 'ListPreview',
    widthDp: 360,
    heightDp: 80,
    variants: [],
    png: null,
    nodes: [
      node({ tag: '1:1', width: 360, height: 80 }),
      node({ tag: '1:2', parentTag: '1:1', width: 360, height: 40 }),
      node({
        tag: '1:3',
        parentTag: '1:2',
        left: 16,
        top: 10,
        width: 100,
        height: 20,
        text: 'First',
      }),
      node({ tag: '1:4', parentTag: '1:1', top: 40, width: 360, height: 40 }),
      node({
        tag: '1:3',
        parentTag: '1:4',
        left: 16,
        top: secondTitle.top,
        width: 100,
        height: 20,
        text: secondTitle.text,
      }),
    ],
  };
}

const pixels = { width: 360, height: 80, data: new Uint8Array(360 * 80 * 4).fill(255) };

describe('a screen that calls a function for repeated layers', () => {
  it('judges the layers inside each call against that copy in the design', () => {
    const frame = scoreFrame(
      preview({ top: 50, text: 'Second' }),
      indexDesign(figma),
      tags,
      pixels,
    );
    const byId = new Map(frame.details.map((d) => [d.nodeId, d]));
    // Two calls and the two titles inside them.
    expect([...byId.keys()].sort()).toEqual(['1:2', '1:3', '1:4', '1:5']);
    expect(byId.get('1:5')?.text?.ok).toBe(true);
    expect(byId.get('1:5')?.rendered).toEqual({ x: 16, y: 50, width: 100, height: 20 });
    expect(frame.withinTolerance).toBe(4);
  });

  it('finds a title drawn wrong in the second copy, which the call alone would not show', () => {
    const frame = scoreFrame(preview({ top: 58, text: 'Secnd' }), indexDesign(figma), tags, pixels);
    const second = frame.details.find((d) => d.nodeId === '1:5');
    expect(second?.withinTolerance).toBe(false);
    expect(second?.errorDp).toBe(8);
    expect(second?.text?.ok).toBe(false);
    // The call's own box is right.
    expect(frame.details.find((d) => d.nodeId === '1:4')?.withinTolerance).toBe(true);
  });

  it('finds a layer its call draws outside the call’s box, by the render’s tree', () => {
    // The second title runs on below its row (centre at 95, the row ends at 80).
    const frame = scoreFrame(
      preview({ top: 85, text: 'Second' }),
      indexDesign(figma),
      tags,
      pixels,
    );
    const second = frame.details.find((d) => d.nodeId === '1:5');
    expect(second?.rendered).toEqual({ x: 16, y: 85, width: 100, height: 20 });
    expect(second?.errorDp).toBe(35);
    // The first row's title is still its own.
    expect(frame.details.find((d) => d.nodeId === '1:3')?.withinTolerance).toBe(true);
  });
});

describe('tolerance', () => {
  it('judges boxes to the hundredth of a dp, so Figma’s float noise does not decide a layer', () => {
    const design = {
      id: '1:1',
      name: 'Card',
      type: 'FRAME',
      absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 40 },
      children: [
        // Saved by Figma as 382.9999999 for 383, and 24.99 for 25.
        {
          id: '1:2',
          name: 'Bar',
          type: 'RECTANGLE',
          absoluteBoundingBox: { x: 10.9999999125, y: 5, width: 12.0000000874, height: 2 },
        },
        {
          id: '1:3',
          name: 'Dot',
          type: 'RECTANGLE',
          absoluteBoundingBox: { x: 24.99, y: 5, width: 6, height: 6 },
        },
      ],
    };
    const frame = scoreFrame(
      {
        name: 'app.CardKt.CardPreview',
        function: 'CardPreview',
        widthDp: 100,
        heightDp: 40,
        variants: [],
        png: null,
        nodes: [
          node({ tag: '1:1', width: 100, height: 40 }),
          node({ tag: '1:2', parentTag: '1:1', left: 12, top: 5, width: 12, height: 2 }),
          node({ tag: '1:3', parentTag: '1:1', left: 26.01, top: 5, width: 6, height: 6 }),
        ],
      },
      indexDesign(design),
    );
    const byId = new Map(frame.details.map((d) => [d.nodeId, d]));
    expect(byId.get('1:2')).toMatchObject({ errorDp: 1, withinTolerance: true });
    expect(byId.get('1:3')).toMatchObject({ errorDp: 1.02, withinTolerance: false });
  });
});

describe('what the design does not show', () => {
  const screen = (clipsContent: boolean) => ({
    id: '1:1',
    name: 'Plan',
    type: 'FRAME',
    clipsContent,
    absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 200 },
    children: [
      {
        id: '1:2',
        name: 'Title',
        type: 'RECTANGLE',
        absoluteBoundingBox: { x: 10, y: 10, width: 80, height: 20 },
      },
      // Drawn below the screen's bottom edge.
      {
        id: '1:3',
        name: 'Below',
        type: 'RECTANGLE',
        absoluteBoundingBox: { x: 10, y: 203, width: 80, height: 10 },
      },
    ],
  });
  const rendered: RenderedPreview = {
    name: 'app.PlanKt.PlanPreview',
    function: 'PlanPreview',
    widthDp: 100,
    heightDp: 200,
    variants: [],
    png: null,
    nodes: [
      node({ tag: '1:1', width: 100, height: 200 }),
      node({ tag: '1:2', parentTag: '1:1', left: 10, top: 10, width: 80, height: 20 }),
      node({ tag: '1:3', parentTag: '1:1', left: 10, top: 200, width: 80, height: 0 }),
    ],
  };

  it('leaves out a layer wholly past the edge of a frame that clips its content', () => {
    const frame = scoreFrame(rendered, indexDesign(screen(true)));
    expect(frame.details.map((d) => d.nodeId).sort()).toEqual(['1:1', '1:2']);
    expect(frame.withinTolerance).toBe(2);
  });

  it('scores it where the frame shows what lies past its edges', () => {
    const frame = scoreFrame(rendered, indexDesign(screen(false)));
    expect(frame.details.find((d) => d.nodeId === '1:3')?.withinTolerance).toBe(false);
  });
});

describe('a fill under another layer', () => {
  it('is sampled where nothing the design paints over it is drawn', () => {
    // A white disc with an icon over most of it; the icon's placeholder is drawn grey.
    const design = {
      id: '1:1',
      name: 'Badge',
      type: 'FRAME',
      absoluteBoundingBox: { x: 0, y: 0, width: 40, height: 40 },
      children: [
        {
          id: '1:2',
          name: 'Disc',
          type: 'RECTANGLE',
          fills: [{ type: 'SOLID', color: { r: 1, g: 1, b: 1, a: 1 } }],
          absoluteBoundingBox: { x: 5, y: 5, width: 30, height: 30 },
        },
        {
          id: '1:3',
          name: 'Icon',
          type: 'VECTOR',
          absoluteBoundingBox: { x: 8, y: 8, width: 24, height: 24 },
        },
      ],
    };
    const data = new Uint8Array(40 * 40 * 4).fill(255);
    for (let y = 8; y < 32; y++)
      for (let x = 8; x < 32; x++) data.set([0xe0, 0xe0, 0xe0, 255], (y * 40 + x) * 4);
    const frame = scoreFrame(
      {
        name: 'app.BadgeKt.BadgePreview',
        function: 'BadgePreview',
        widthDp: 40,
        heightDp: 40,
        variants: [],
        png: null,
        nodes: [
          node({ tag: '1:1', width: 40, height: 40 }),
          node({ tag: '1:2', parentTag: '1:1', left: 5, top: 5, width: 30, height: 30 }),
          node({ tag: '1:3', parentTag: '1:1', left: 8, top: 8, width: 24, height: 24 }),
        ],
      },
      indexDesign(design),
      undefined,
      { width: 40, height: 40, data },
    );
    expect(frame.details.find((d) => d.nodeId === '1:2')?.fill).toEqual({
      want: '#ffffff',
      got: '#ffffff',
      ok: true,
    });
  });
});

describe('a turned layer', () => {
  it('is judged by the box it covers turned, as Figma’s bounding box is, from the upright box its tag measures', () => {
    // A ring 96 dp across turned by 150°: Figma's box is 131.14 dp a side, centred on the ring.
    const side = 96 * (Math.cos(Math.PI / 6) + Math.sin(Math.PI / 6));
    const design = {
      id: '1:1',
      name: 'Streak',
      type: 'FRAME',
      absoluteBoundingBox: { x: 0, y: 0, width: 200, height: 200 },
      children: [
        {
          id: '1:2',
          name: 'Ring',
          type: 'ELLIPSE',
          rotation: (-150 * Math.PI) / 180,
          absoluteBoundingBox: { x: 100 - side / 2, y: 100 - side / 2, width: side, height: side },
        },
        {
          id: '1:3',
          name: 'Dot',
          type: 'ELLIPSE',
          absoluteBoundingBox: { x: 52, y: 52, width: 96, height: 96 },
        },
      ],
    };
    const frame = scoreFrame(
      {
        name: 'app.StreakKt.StreakPreview',
        function: 'StreakPreview',
        widthDp: 200,
        heightDp: 200,
        variants: [],
        png: null,
        nodes: [
          node({ tag: '1:1', width: 200, height: 200 }),
          node({ tag: '1:2', parentTag: '1:1', left: 52, top: 52, width: 96, height: 96 }),
          node({ tag: '1:3', parentTag: '1:1', left: 52, top: 52, width: 96, height: 96 }),
        ],
      },
      indexDesign(design),
    );
    const byId = new Map(frame.details.map((d) => [d.nodeId, d]));
    expect(byId.get('1:2')).toMatchObject({ errorDp: 0, withinTolerance: true });
    // An upright layer is judged by its own box: the same box drawn for it is right as it is.
    expect(byId.get('1:3')).toMatchObject({ errorDp: 0, withinTolerance: true });
  });
});
