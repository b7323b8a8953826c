import { describe, expect, it } from 'vitest';
import type { RenderedPreview } from '../jvm.ts';
import { indexDesign } from './design.ts';
import { scoreFrame } from './score.ts';
import { renderedNode } from './rendered-node.fixture.ts';

const node = renderedNode;

const solid = (r: number, g: number, b: number) => ({ type: 'SOLID', color: { r, g, b, a: 1 } });

/** A red card with a 14 px black stroke inside its edge, on a white screen. */
const figma = {
  id: '1:1',
  name: 'Screen',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 100 },
  fills: [solid(1, 1, 1)],
  children: [
    {
      id: '1:2',
      name: 'Card',
      type: 'FRAME',
      absoluteBoundingBox: { x: 20, y: 20, width: 60, height: 60 },
      fills: [solid(1, 0, 0)],
      strokes: [solid(0, 0, 0)],
      strokeWeight: 14,
      strokeAlign: 'INSIDE',
    },
  ],
};

/** The render: the card drawn as designed, its stroke band black and red inside it. */
function pixels() {
  const data = new Uint8Array(100 * 100 * 4).fill(255);
  for (let y = 20; y < 80; y++)
    for (let x = 20; x < 80; x++) {
      const band = x < 34 || x >= 66 || y < 34 || y >= 66;
      data.set(band ? [0, 0, 0, 255] : [255, 0, 0, 255], (y * 100 + x) * 4);
    }
  return { width: 100, height: 100, data };
}

const preview: RenderedPreview = {
  name: 'app.ScreenKt.ScreenPreview',
  function: 'ScreenPreview',
  widthDp: 100,
  heightDp: 100,
  variants: [],
  png: null,
  nodes: [
    node({ tag: '1:1', width: 100, height: 100 }),
    node({ tag: '1:2', parentTag: '1:1', left: 20, top: 20, width: 60, height: 60 }),
  ],
};

describe('a layer with a stroke inside its edge', () => {
  it('has its fill judged inside the band the stroke paints over', () => {
    const card = scoreFrame(preview, indexDesign(figma), undefined, pixels()).details.find(
      (d) => d.nodeId === '1:2',
    );
    expect(card?.fill).toEqual({ want: '#ff0000', got: '#ff0000', ok: true });
    expect(card?.withinTolerance).toBe(true);
  });
});
