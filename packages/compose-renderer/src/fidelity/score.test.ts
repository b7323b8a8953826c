import type { TaggedFunction } from '@app/codegen';
import { describe, expect, it } from 'vitest';
import { DesignIndexError, indexDesign, seenFill } from './design.ts';
import {
  designIdOf,
  dominantColour,
  functionOf,
  onArc,
  previewMode,
  responsiveCheck,
  sameColour,
} from './score.ts';
import { renderedNode } from './rendered-node.fixture.ts';

const node = renderedNode;

const solid = (r: number, g: number, b: number, a = 1) => ({
  type: 'SOLID',
  color: { r: r / 255, g: g / 255, b: b / 255, a },
});

const design = {
  name: 'Design',
  document: {
    id: '0:0',
    type: 'DOCUMENT',
    children: [
      {
        id: '0:1',
        type: 'CANVAS',
        children: [
          {
            id: '1:1',
            name: 'Screen',
            type: 'FRAME',
            absoluteBoundingBox: { x: 100, y: 50, width: 360, height: 640 },
            fills: [solid(255, 255, 255)],
            children: [
              {
                id: '1:2',
                name: 'Title',
                type: 'TEXT',
                characters: 'Hello',
                style: { textCase: 'UPPER', fontFamily: 'Inter' },
                absoluteBoundingBox: { x: 116, y: 66, width: 100, height: 20 },
              },
              {
                id: '1:6',
                name: 'Card',
                type: 'TEXT',
                characters: 'Name\nsizes/40',
                characterStyleOverrides: [9, 9, 9, 9],
                styleOverrideTable: { '9': { textCase: 'UPPER' } },
                absoluteBoundingBox: { x: 116, y: 96, width: 100, height: 40 },
              },
              {
                id: '1:3',
                name: 'Faded',
                type: 'RECTANGLE',
                opacity: 0.5,
                fills: [solid(255, 0, 0)],
                absoluteBoundingBox: { x: 0, y: 0, width: 1, height: 1 },
              },
              {
                id: '1:4',
                name: 'Hidden',
                type: 'FRAME',
                visible: false,
                children: [{ id: '1:5', name: 'Inside', type: 'RECTANGLE' }],
              },
              {
                id: '2:1',
                name: 'Card',
                type: 'INSTANCE',
                children: [{ id: 'I2:1;4:9', name: 'Label', type: 'TEXT', characters: 'x' }],
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('indexDesign', () => {
  it('reads boxes, opaque solid fills, text as shown and visibility from a REST file', () => {
    const index = indexDesign(design);
    expect(index.get('1:1')).toMatchObject({
      name: 'Screen',
      type: 'FRAME',
      box: { x: 100, y: 50, width: 360, height: 640 },
      solidFill: '#ffffff',
      parentId: '0:1',
    });
    expect(index.get('1:2')).toMatchObject({ characters: 'HELLO', fontFamilies: ['Inter'] });
    // A run in capitals by its override shows in capitals; the rest as typed.
    expect(index.get('1:6')?.characters).toBe('NAME\nsizes/40');
    // A fill seen through 50% layer opacity is not a colour the render can be held to.
    expect(index.get('1:3')?.solidFill).toBeUndefined();
    expect(index.get('1:5')?.visible).toBe(false);
  });

  it('judges a fill by what the design shows over it: a scrim darkens it, a sheet hides it, a picture leaves nothing to judge', () => {
    const box = (x: number, y: number, width: number, height: number) => ({
      absoluteBoundingBox: { x, y, width, height },
    });
    const layer = (id: string, type: string, at: object, fills: object[], extra = {}) => ({
      id,
      name: id,
      type,
      ...at,
      fills,
      ...extra,
    });
    const index = indexDesign({
      id: '1:1',
      name: 'Add',
      type: 'FRAME',
      ...box(0, 0, 440, 956),
      fills: [solid(255, 255, 255)],
      children: [
        layer('1:2', 'ELLIPSE', box(300, 600, 26, 26), [solid(0, 0, 0)]),
        layer('1:3', 'RECTANGLE', box(20, 100, 400, 60), [solid(245, 245, 245)]),
        layer('1:4', 'RECTANGLE', box(20, 700, 100, 100), [solid(51, 102, 153)]),
        layer('1:5', 'RECTANGLE', box(20, 860, 100, 60), [solid(51, 102, 153)]),
        // A scrim over the whole screen, then a sheet drawn as a vector over the lower part.
        layer('1:6', 'RECTANGLE', box(0, 0, 440, 956), [{ ...solid(0, 0, 0), opacity: 0.35 }]),
        layer('1:7', 'VECTOR', box(20, 500, 400, 320), [solid(255, 255, 255)]),
        layer('1:8', 'RECTANGLE', box(0, 840, 440, 116), [{ type: 'IMAGE', imageRef: 'a' }]),
        // Painted after the layers but covering none of them whole.
        layer('1:9', 'RECTANGLE', box(0, 90, 200, 40), [solid(255, 0, 0)]),
      ],
    });
    const seen = (id: string) => seenFill(index, index.get(id)!, '1:1');
    expect(seen('1:2')).toBe('#ffffff');
    expect(seen('1:3')).toBe('#9f9f9f');
    expect(seen('1:4')).toBe('#ffffff');
    expect(seen('1:5')).toBeUndefined();
    // The scrim itself is not opaque: nothing the render is held to.
    expect(seen('1:6')).toBeUndefined();
  });

  it('lays on a fill the layers a later frame holds: variant frames stacked in one component show the last', () => {
    const box = { absoluteBoundingBox: { x: 0, y: 0, width: 320, height: 48 } };
    const variant = (id: string, rect: string, rgb: [number, number, number]) => ({
      id,
      name: id,
      type: 'FRAME',
      ...box,
      fills: [],
      children: [{ id: rect, name: rect, type: 'RECTANGLE', ...box, fills: [solid(...rgb)] }],
    });
    const index = indexDesign({
      id: '1:1',
      name: 'ButtonWithFrames',
      type: 'COMPONENT',
      ...box,
      fills: [],
      children: [variant('1:2', '1:3', [235, 87, 87]), variant('1:4', '1:5', [47, 128, 237])],
    });
    // The error rectangle is under the normal one, which the second frame holds: blue shows.
    expect(seenFill(index, index.get('1:3')!, '1:1')).toBe('#2f80ed');
    expect(seenFill(index, index.get('1:5')!, '1:1')).toBe('#2f80ed');
  });

  it('reads a /nodes answer and a plain node, and refuses what is not Figma JSON', () => {
    expect(
      indexDesign({ nodes: { '1:1': { document: design.document.children[0]?.children[0] } } }).has(
        '1:2',
      ),
    ).toBe(true);
    expect(indexDesign({ id: '9:9', type: 'FRAME' }).get('9:9')?.type).toBe('FRAME');
    expect(() => indexDesign({ hello: 1 })).toThrow(DesignIndexError);
    expect(() => indexDesign('text')).toThrow(DesignIndexError);
  });
});

describe('designIdOf', () => {
  const index = indexDesign(design);
  const fn = (over: Partial<TaggedFunction>): TaggedFunction => ({
    name: 'F',
    path: 'java/F.kt',
    kind: 'component',
    nodeId: '2:1',
    nodeName: 'Card',
    tags: 'relative',
    layers: [],
    ...over,
  });

  it('takes a screen tag as the node id', () => {
    expect(designIdOf('1:2', fn({ kind: 'screen', nodeId: '1:1', tags: 'absolute' }), index)).toBe(
      '1:2',
    );
    expect(
      designIdOf('8:8', fn({ kind: 'screen', nodeId: '1:1', tags: 'absolute' }), index),
    ).toBeUndefined();
  });

  it('finds a component path inside the instance the function was read from', () => {
    expect(designIdOf('4:9', fn({}), index)).toBe('I2:1;4:9');
    // A path that names nothing inside the function's node is not scored.
    expect(designIdOf('1:2', fn({}), index)).toBeUndefined();
  });
});

describe('colours', () => {
  it('samples an arc only in the band it sweeps: a ring three quarters round, painted on a grey disc', () => {
    // 80 × 80: a grey disc, and over it an orange ring from 3 o'clock clockwise to 12 o'clock,
    // hollow to 80% of the radius (the arc as drawn; the disc is what a full ellipse would fill).
    const size = 80;
    const box = { left: 0, top: 0, width: size, height: size };
    const arc = { start: 0, sweep: 270, inner: 0.8 };
    const data = Buffer.alloc(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const dx = x + 0.5 - 40;
        const dy = y + 0.5 - 40;
        const r = Math.hypot(dx, dy) / 40;
        const angle = ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360;
        const ring = r >= 0.8 && r <= 1 && angle <= 270;
        data.set(
          [...(ring ? [250, 150, 50] : r <= 1 ? [230, 230, 230] : [255, 255, 255]), 255],
          (y * size + x) * 4,
        );
      }
    const pixels = { width: size, height: size, data };
    const whole = { x: 0, y: 0, width: size, height: size };
    // The whole box is mostly the grey disc; the band alone is the ring's colour.
    expect(dominantColour(pixels, whole, [])).toBe('#e6e6e6');
    expect(dominantColour(pixels, whole, [], onArc(box, arc, 0))).toBe('#fa9632');
    const keep = onArc(box, arc, 0);
    expect(keep(74, 50)).toBe(true); // on the band a little past 3 o'clock, where the sweep starts
    expect(keep(40, 76)).toBe(true); // 6 o'clock
    expect(keep(60, 20)).toBe(false); // the quarter the sweep leaves out
    expect(keep(40, 40)).toBe(false); // the hole
    // Turned a quarter clockwise, the quarter left out is the one from 3 to 6 o'clock.
    const turned = onArc(box, arc, 90);
    expect(turned(40, 76)).toBe(false);
    expect(turned(40, 3)).toBe(true);
  });

  it('takes the colour drawn most inside a box, 2 dp in from its edges and outside what is drawn on it', () => {
    const width = 10;
    const data = Buffer.alloc(width * width * 4);
    const paint = (x: number, y: number, rgb: number[]) =>
      data.set([...rgb, 255], (y * width + x) * 4);
    for (let y = 0; y < width; y++)
      for (let x = 0; x < width; x++) paint(x, y, x < 2 || y < 2 ? [0, 0, 0] : [10, 20, 30]);
    for (let y = 4; y < 8; y++) for (let x = 4; x < 8; x++) paint(x, y, [200, 0, 0]);
    const pixels = { width, height: width, data };
    // The black edge is outside the inset and the red square is covered by a child: the fill wins.
    expect(
      dominantColour(pixels, { x: 0, y: 0, width: 10, height: 10 }, [
        { x: 4, y: 4, width: 4, height: 4 },
      ]),
    ).toBe('#0a141e');
    expect(
      dominantColour(pixels, { x: 0, y: 0, width: 10, height: 10 }, [
        { x: 0, y: 0, width: 10, height: 10 },
      ]),
    ).toBeNull();
  });

  it('leaves out exactly the pixels inside a cover, for covers at fractional positions, and breaks ties by pixel order', () => {
    // The rule, pixel by pixel: a pixel is left out when c.x <= x < c.x + c.width and
    // c.y <= y < c.y + c.height for some cover; the colour counted most wins, the first met on a tie.
    type Rect = { x: number; y: number; width: number; height: number };
    const byRule = (
      pixels: { width: number; height: number; data: Buffer },
      box: Rect,
      cover: Rect[],
    ) => {
      const counts = new Map<string, number>();
      for (
        let y = Math.max(0, Math.ceil(box.y + 2));
        y < Math.min(pixels.height, Math.floor(box.y + box.height - 2));
        y++
      )
        for (
          let x = Math.max(0, Math.ceil(box.x + 2));
          x < Math.min(pixels.width, Math.floor(box.x + box.width - 2));
          x++
        ) {
          if (cover.some((c) => x >= c.x && x < c.x + c.width && y >= c.y && y < c.y + c.height))
            continue;
          const i = (y * pixels.width + x) * 4;
          const key = `#${[0, 1, 2].map((k) => pixels.data[i + k]!.toString(16).padStart(2, '0')).join('')}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      let best: string | null = null;
      let most = 0;
      for (const [k, n] of counts) if (n > most) [best, most] = [k, n];
      return best;
    };
    // Small images, either of a colour per pixel (the answer is then the first pixel left in) or
    // of two colours drawn about equally often (one pixel counted wrongly can change the answer);
    // covers on quarter pixels, some past the edges, some empty.
    let seed = 29;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const quarter = (lo: number, hi: number) => Math.round((lo + random() * (hi - lo)) * 4) / 4;
    let differed = 0;
    for (let run = 0; run < 600; run++) {
      const width = 12;
      const height = 10;
      const data = Buffer.alloc(width * height * 4);
      for (let i = 0; i < width * height; i++)
        data.set(
          run % 2 === 0 ? [i, 100, 50, 255] : random() < 0.5 ? [10, 20, 30, 255] : [200, 0, 0, 255],
          i * 4,
        );
      const pixels = { width, height, data };
      const box = {
        x: quarter(-1, 1),
        y: quarter(-1, 1),
        width: quarter(8, 14),
        height: quarter(7, 12),
      };
      const cover = Array.from({ length: Math.floor(random() * 4) }, () => ({
        x: quarter(-2, 8),
        y: quarter(-2, 7),
        width: quarter(-1, 6),
        height: quarter(-1, 6),
      }));
      const want = byRule(pixels, box, cover);
      expect(dominantColour(pixels, box, cover), `run ${run}`).toBe(want);
      if (want !== byRule(pixels, box, [])) differed++;
    }
    // The covers changed the answer often enough that wrong covering would have been seen.
    expect(differed).toBeGreaterThan(30);
    // Two colours drawn equally often: the one met first, row by row, wins.
    const tie = Buffer.alloc(8 * 8 * 4);
    for (let i = 0; i < 64; i++) tie.set(i % 2 === 0 ? [1, 2, 3, 255] : [9, 9, 9, 255], i * 4);
    expect(
      dominantColour({ width: 8, height: 8, data: tie }, { x: 0, y: 0, width: 8, height: 8 }, []),
    ).toBe('#010203');
    expect(
      dominantColour({ width: 8, height: 8, data: tie }, { x: 0, y: 0, width: 8, height: 8 }, [
        { x: 2, y: 2, width: 1, height: 1 },
      ]),
    ).toBe('#090909');
  });

  it('allows 10 on each channel, no more', () => {
    expect(sameColour('#6750a4', '#6d5aa8')).toBe(true);
    expect(sameColour('#6750a4', '#6750b0')).toBe(false);
  });
});

describe('responsiveCheck', () => {
  const index = indexDesign(design);

  it('counts clipped text, off-screen layers once at the outermost, and nothing inside a scroll container', () => {
    const r = responsiveCheck(
      {
        width: 360,
        png: null,
        nodes: [
          node({ tag: '1:1', width: 360, height: 640 }),
          node({ tag: '1:2', parentTag: '1:1', text: 'HELLO', clipped: true }),
          node({ tag: '1:3', parentTag: '1:1', left: 300, width: 100 }),
          node({ tag: '1:5', parentTag: '1:3', left: 320, width: 60 }),
          node({ tag: '1:4', parentTag: '1:1', top: 600, height: 200, scrollY: true }),
        ],
      },
      640,
      index,
    );
    expect(r).toMatchObject({
      width: 360,
      clippedText: 1,
      offscreen: 1,
      named: { clippedText: ['Title'], offscreen: ['Faded'] },
    });
  });

  it('counts a layer off screen only past what the design itself draws past its frame', () => {
    const bleeds = indexDesign({
      id: '5:1',
      name: 'Screen',
      type: 'FRAME',
      absoluteBoundingBox: { x: 0, y: 0, width: 440, height: 900 },
      children: [
        // A photo the design bleeds 40 dp past both sides, a sheet a dp past the bottom, a title inside.
        {
          id: '5:2',
          name: 'Photo',
          type: 'RECTANGLE',
          absoluteBoundingBox: { x: -40, y: 0, width: 520, height: 200 },
        },
        {
          id: '5:3',
          name: 'Sheet',
          type: 'RECTANGLE',
          absoluteBoundingBox: { x: 0, y: 300, width: 440, height: 601 },
        },
        {
          id: '5:4',
          name: 'Title',
          type: 'TEXT',
          characters: 'Hi',
          absoluteBoundingBox: { x: 20, y: 220, width: 300, height: 30 },
        },
        {
          id: '5:5',
          name: 'Panel',
          type: 'RECTANGLE',
          absoluteBoundingBox: { x: -1, y: 260, width: 441, height: 30 },
        },
      ],
    });
    const at = (nodes: Parameters<typeof node>[0][]) =>
      responsiveCheck(
        {
          width: 360,
          png: null,
          nodes: [
            node({ tag: '5:1', width: 360, height: 900 }),
            ...nodes.map((n) => node({ parentTag: '5:1', ...n })),
          ],
        },
        900,
        bleeds,
        bleeds.get('5:1'),
      ).named.offscreen;
    // Bleeding further at a narrower width, or as far past the bottom as designed: as the design means it.
    expect(
      at([
        { tag: '5:2', left: -80, width: 520 },
        { tag: '5:3', top: 300, height: 601 },
      ]),
    ).toEqual([]);
    // Pushed past the edge by the narrower screen: off screen, also a panel the design overhangs by a dp.
    expect(
      at([
        { tag: '5:4', left: -2, width: 300 },
        { tag: '5:5', left: -1, width: 441 },
        { tag: '5:3', top: 300, height: 603 },
      ]),
    ).toEqual(['Title', 'Panel', 'Sheet']);
  });

  it('counts a text that wrapped onto more lines as clipped unless its box grew a line box for each', () => {
    // "Hello" set in 10 dp line boxes: one line at the design's width, two at 360 dp.
    const atDesign = node({
      tag: '1:2',
      parentTag: '1:1',
      text: 'HELLO',
      lineCount: 1,
      height: 10,
    });
    const clipped = (height: number, clippedBy: 'wrap' | 'height') =>
      responsiveCheck(
        {
          width: 360,
          png: null,
          nodes: [
            node({ tag: '1:1', width: 360, height: 640 }),
            node({
              tag: '1:2',
              parentTag: '1:1',
              text: 'HELLO',
              lineCount: 2,
              height,
              clipped: true,
              clippedBy,
            }),
          ],
        },
        640,
        index,
        index.get('1:1'),
        [node({ tag: '1:1', width: 360, height: 640 }), atDesign],
      ).clippedText;
    expect(clipped(20, 'wrap')).toBe(0);
    // The box kept one line's room: the second line is drawn over what lies below it.
    expect(clipped(10, 'wrap')).toBe(1);
    // Cut off by a box too short for it: clipped whatever its size.
    expect(clipped(20, 'height')).toBe(1);
  });

  it('counts siblings that overlap by more than 1 dp where the design keeps them apart, not layers rounded to touch', () => {
    const at = (cardTop: number): number =>
      responsiveCheck(
        {
          width: 360,
          png: null,
          nodes: [
            node({ tag: '1:1', width: 360, height: 640 }),
            node({ tag: '1:2', parentTag: '1:1', left: 16, top: 16, width: 100, height: 20 }),
            node({ tag: '1:6', parentTag: '1:1', left: 16, top: cardTop, width: 100, height: 40 }),
          ],
        },
        640,
        index,
      ).newOverlaps;
    // The design puts the card 10 dp below the title.
    expect(at(46)).toBe(0);
    // Whole-dp sizes of fractional layers can make neighbours share up to a dp: within tolerance.
    expect(at(35)).toBe(0);
    expect(at(33)).toBe(1);
  });
});

describe('previews in another colour mode', () => {
  const fn = {
    name: 'SignIn',
    path: 'java/com/acme/ui/SignIn.kt',
    kind: 'screen',
    nodeId: '204:1180',
    nodeName: 'Sign in',
    tags: 'absolute',
    layers: [],
  } as unknown as TaggedFunction;
  const tags = { format: 'compose-test-tag' as const, functions: [fn] };
  const preview = (f: string) => ({ name: `com.acme.ui.SignInKt.${f}`, function: f }) as never;

  it('say their mode by name, and stand for the same function as the screen’s own preview', () => {
    expect(previewMode(preview('SignInPreview'))).toBe('design');
    expect(previewMode(preview('SignInDarkPreview'))).toBe('dark');
    expect(previewMode(preview('SignInLightPreview'))).toBe('light');
    for (const f of ['SignInPreview', 'SignInDarkPreview', 'SignInLightPreview'])
      expect(functionOf(preview(f), tags)).toBe(fn);
    expect(functionOf(preview('OtherDarkPreview'), tags)).toBeUndefined();
  });
});
