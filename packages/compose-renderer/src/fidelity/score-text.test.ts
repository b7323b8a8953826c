import { describe, expect, it } from 'vitest';
import type { RenderedNode, RenderedPreview } from '../jvm.ts';
import { indexDesign } from './design.ts';
import { scoreFrame } from './score.ts';
import { renderedNode } from './rendered-node.fixture.ts';

const node = renderedNode;

/** A frame with one text of two paragraphs. */
const figma = {
  id: '1:1',
  name: 'Slide',
  type: 'FRAME',
  absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 120 },
  children: [
    {
      id: '1:2',
      name: 'Copy',
      type: 'TEXT',
      characters: 'Styles become tokens.\nPrefix a style to leave it out.',
      absoluteBoundingBox: { x: 16, y: 16, width: 300, height: 56 },
    },
  ],
};

/** The text drawn as a Column (the tag) of one Text per paragraph. */
function preview(second: Partial<RenderedNode>): RenderedPreview {
  return {
    name: 'app.SlideKt.SlidePreview',
    function: 'SlidePreview',
    widthDp: 360,
    heightDp: 120,
    variants: [],
    png: null,
    nodes: [
      node({ tag: '1:1', width: 360, height: 120 }),
      node({ tag: '1:2', parentTag: '1:1', left: 16, top: 16, width: 300, height: 56 }),
      node({
        parentTag: '1:2',
        left: 16,
        top: 16,
        width: 300,
        height: 24,
        text: 'Styles become tokens.',
      }),
      node({
        parentTag: '1:2',
        left: 16,
        top: 48,
        width: 300,
        height: 24,
        text: 'Prefix a style to leave it out.',
        ...second,
      }),
    ],
  };
}

describe('a text drawn as several texts', () => {
  it('reads its paragraphs in order, a line each, as the design’s text', () => {
    const copy = scoreFrame(preview({}), indexDesign(figma)).details.find(
      (d) => d.nodeId === '1:2',
    );
    expect(copy?.text).toEqual({
      want: 'Styles become tokens.\nPrefix a style to leave it out.',
      got: 'Styles become tokens.\nPrefix a style to leave it out.',
      clipped: false,
      ok: true,
    });
    expect(copy?.withinTolerance).toBe(true);
  });

  it('is cut when one of its paragraphs is', () => {
    const copy = scoreFrame(preview({ clipped: true }), indexDesign(figma)).details.find(
      (d) => d.nodeId === '1:2',
    );
    expect(copy?.text?.clipped).toBe(true);
    expect(copy?.withinTolerance).toBe(false);
  });

  it('is not cut when only the spaces that end it lie past its visible end', () => {
    const one = (visibleChars: number): RenderedPreview => ({
      ...preview({}),
      nodes: [
        node({ tag: '1:1', width: 360, height: 120 }),
        node({
          tag: '1:2',
          parentTag: '1:1',
          left: 16,
          top: 16,
          width: 300,
          height: 56,
          text: 'Styles become tokens.\nPrefix a style to leave it out.  ',
          visibleChars,
        }),
      ],
    });
    const copy = (visibleChars: number) =>
      scoreFrame(one(visibleChars), indexDesign(figma)).details.find((d) => d.nodeId === '1:2');
    expect(copy(53)?.text?.clipped).toBe(false);
    expect(copy(53)?.withinTolerance).toBe(true);
    // A word past the visible end is cut.
    expect(copy(21)?.text?.clipped).toBe(true);
  });
});
