import type { TagMap } from '@app/codegen';
import { describe, expect, it } from 'vitest';
import type { RenderedNode, RenderedPreview } from '../jvm.ts';
import { indexDesign } from './design.ts';
import { scoreFrame } from './score.ts';

const node = (over: Partial<RenderedNode>): RenderedNode => ({
  tag: null,
  parentTag: null,
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  visible: [0, 0, 10, 10],
  text: null,
  editableText: null,
  scrollX: false,
  scrollY: false,
  ...over,
});

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
