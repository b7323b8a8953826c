import { describe, expect, it } from 'vitest';
import { WarningList } from '../warnings.ts';
import { FigmaInputError, parseFigma } from './read-input.ts';
import { readRotation, readSize } from './layout.ts';

const frame = {
  id: '1:2',
  name: 'Home',
  type: 'FRAME',
  absoluteBoundingBox: { x: 100, y: 50, width: 360, height: 640 },
  children: [],
};

describe('input shapes', () => {
  it.each<[string, unknown, string[]]>([
    [
      'a GET /v1/files/:key response (pages and sections)',
      {
        name: 'F',
        document: {
          id: '0:0',
          type: 'DOCUMENT',
          children: [
            {
              id: '0:1',
              type: 'CANVAS',
              children: [{ id: '9:1', type: 'SECTION', children: [frame] }],
            },
          ],
        },
      },
      ['Home'],
    ],
    [
      'a GET /v1/files/:key/nodes response',
      { name: 'F', nodes: { '1:2': { document: frame, components: {}, styles: {} } } },
      ['Home'],
    ],
    ['one serialised node', frame, ['Home']],
    [
      'the plugin selection (an array of nodes)',
      [frame, { ...frame, id: '1:3', name: 'Settings' }],
      ['Home', 'Settings'],
    ],
  ])('reads %s', (_name, given, want) => {
    const doc = parseFigma(given, new WarningList());
    expect(doc.screens.map((s) => s.name)).toEqual(want);
  });

  it.each<[string, unknown, string]>([
    ['a string', 'hello', 'Input is not Figma JSON'],
    ['null', null, 'Input is not Figma JSON'],
    ['an object without Figma keys', { hello: 1 }, 'expected "document"'],
    ['an array without nodes', [1, 2], 'holds no Figma nodes'],
    [
      'a /nodes response whose ids were not found',
      { nodes: { '1:2': null } },
      'without any node documents',
    ],
    [
      'a document that is not a node',
      { document: { children: [] } },
      '"document" that is not a Figma node',
    ],
    [
      "another tool's copy of a frame, its bounds written as X, Y, Width, Height",
      {
        ...frame,
        absoluteBoundingBox: { Size: { Width: 360, Height: 640 }, X: 100, Y: 50, Width: 360 },
      },
      'Frame "Home" has no position or size Figma wrote: its absoluteBoundingBox needs numbers "x", "y", "width" and "height" (found "Size", "X", "Y", "Width")',
    ],
  ])('rejects %s with a clear message', (_name, given, message) => {
    expect(() => parseFigma(given, new WarningList())).toThrow(FigmaInputError);
    expect(() => parseFigma(given, new WarningList())).toThrow(message);
  });

  it('rejects a --node id that is not in the file', () => {
    expect(() => parseFigma(frame, new WarningList(), { nodeId: '7:7' })).toThrow(
      'Node 7:7 is not in the input.',
    );
  });

  it('places children relative to their parent', () => {
    const doc = parseFigma(
      {
        ...frame,
        children: [
          {
            id: '1:4',
            name: 'Box',
            type: 'RECTANGLE',
            absoluteBoundingBox: { x: 116, y: 74, width: 10, height: 20 },
          },
        ],
      },
      new WarningList(),
    );
    expect(doc.screens[0]?.children[0]?.style.box).toEqual({ x: 16, y: 24, width: 10, height: 20 });
  });
});

describe('rotation', () => {
  it('reads the REST rotation in radians as clockwise degrees', () => {
    expect(readRotation({ rotation: -Math.PI / 2 })).toBe(90);
    expect(readRotation({})).toBe(0);
  });

  it('prefers the relative transform when present', () => {
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    expect(
      readRotation({
        relativeTransform: [
          [c, -s, 0],
          [s, c, 0],
        ],
      }),
    ).toBe(30);
  });

  it('recovers the unrotated size from the rotated bounding box', () => {
    const size = readSize(
      {},
      {
        x: 0,
        y: 0,
        width: 100 * Math.cos(Math.PI / 6) + 50 * Math.sin(Math.PI / 6),
        height: 100 * Math.sin(Math.PI / 6) + 50 * Math.cos(Math.PI / 6),
      },
      30,
    );
    expect(size.width).toBeCloseTo(100);
    expect(size.height).toBeCloseTo(50);
  });

  it('takes a layer turned by 45 degrees, where any size fits its box, as a square that covers the box turned', () => {
    // FoodCoach's ring charts: circles turned by 135°, Figma's box 91.75 dp a side and no `size`.
    const size = readSize({}, { x: 0, y: 0, width: 91.75, height: 91.75 }, -135);
    expect(size.width).toBeCloseTo(91.75 / Math.SQRT2);
    expect(size.height).toBeCloseTo(91.75 / Math.SQRT2);
  });
});

describe('text runs', () => {
  const runsOf = (text: Record<string, unknown>): { text: string; fontWeight: number }[] => {
    const doc = parseFigma(
      {
        ...frame,
        children: [
          {
            id: '1:5',
            name: 'Terms',
            type: 'TEXT',
            absoluteBoundingBox: { x: 100, y: 50, width: 200, height: 20 },
            style: { fontFamily: 'Roboto', fontWeight: 400, fontSize: 14 },
            styleOverrideTable: { '1': { fontWeight: 700 }, '2': { fontWeight: 500 } },
            ...text,
          },
        ],
      },
      new WarningList(),
    );
    const node = doc.screens[0]?.children[0];
    if (node?.kind !== 'text') throw new Error('expected a text node');
    return node.runs.map((r) => ({ text: r.text, fontWeight: r.style.fontWeight }));
  };

  it('is one run of the base style without overrides, an empty text too', () => {
    expect(runsOf({ characters: 'Hello' })).toEqual([{ text: 'Hello', fontWeight: 400 }]);
    expect(runsOf({ characters: '' })).toEqual([{ text: '', fontWeight: 400 }]);
  });

  it('splits where the override changes; characters past the overrides list have the base style', () => {
    // Figma leaves trailing zeros out of characterStyleOverrides.
    expect(
      runsOf({ characters: 'Read the terms now', characterStyleOverrides: [1, 1, 1, 1, 0, 2, 2] }),
    ).toEqual([
      { text: 'Read', fontWeight: 700 },
      { text: ' ', fontWeight: 400 },
      { text: 'th', fontWeight: 500 },
      { text: 'e terms now', fontWeight: 400 },
    ]);
  });

  it('keeps a surrogate pair whole when its style starts the text', () => {
    expect(runsOf({ characters: '😀 ok', characterStyleOverrides: [1, 1] })).toEqual([
      { text: '😀', fontWeight: 700 },
      { text: ' ok', fontWeight: 400 },
    ]);
  });
});
