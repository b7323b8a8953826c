import {
  ellipse,
  fileResponse,
  frame,
  group,
  rect,
  resetIds,
  solid,
  vector,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

/**
 * A square outline drawn three ways, as Figma's `strokeGeometry` returns it:
 * the stroke outline already sits inside, centred on or outside the 20×20 box,
 * so each needs its own drawable and the centre and outside ones a larger viewport.
 */
const outline = (inset: number): string => {
  const a = inset;
  const b = 20 - inset;
  const c = inset + 2;
  const d = 20 - inset - 2;
  return `M${a} ${a}H${b}V${b}H${a}Z M${c} ${c}V${d}H${d}V${c}Z`;
};

export const vectorCases: GoldenCase[] = [
  [
    'vector-stroke-alignment',
    {
      given: () => {
        resetIds();
        const square = (name: string, align: string, inset: number, x: number) =>
          vector(
            name,
            { x, y: 8, w: 20, h: 20 },
            {
              fills: [],
              strokes: [solid(0.85, 0.1, 0.1)],
              strokeWeight: 2,
              strokeAlign: align,
              strokeGeometry: [{ path: outline(inset), windingRule: 'EVENODD' }],
            },
          );
        return fileResponse('Strokes', [
          frame('Stroke alignment', { w: 120, h: 36 }, {}, [
            square('Frame inside', 'INSIDE', 0, 8),
            square('Frame centre', 'CENTER', -1, 48),
            square('Frame outside', 'OUTSIDE', -2, 88),
          ]),
        ]);
      },
      want: [
        'R.drawable.ic_frame_inside',
        'R.drawable.ic_frame_centre',
        'R.drawable.ic_frame_outside',
        '.requiredSize(22.dp, 22.dp)',
        '.requiredSize(24.dp, 24.dp)',
      ],
    },
  ],
  [
    // Icon artwork as community files draw it (Radix Icons): a group of overlapping layers, rotated and
    // mirrored vectors, a stroked circle, a line; a handle of small dots. Each becomes one drawable with
    // every layer in place, so none of the layers is placed by an offset.
    'icon-artwork',
    {
      given: () => {
        resetIds();
        const bar = {
          fills: [solid(0.1, 0.1, 0.12)],
          fillGeometry: [{ path: 'M0 0H12V2H0Z', windingRule: 'NONZERO' }],
        };
        const pin = group('Pin', { x: 16, y: 16, w: 24, h: 24 }, [
          ellipse(
            'Head',
            { x: 4, y: 2, w: 12, h: 12 },
            {
              fills: [solid(0.9, 0.3, 0.2)],
              strokes: [solid(0.1, 0.1, 0.12)],
              strokeWeight: 2,
              strokeAlign: 'CENTER',
            },
          ),
          // Rotated 45° clockwise about its centre: Figma gives the transform, the size and the rotated bounds.
          vector(
            'Needle',
            { x: 5.757, y: 11.757, w: 12.485, h: 12.485 },
            {
              ...bar,
              size: { x: 12, y: 2 },
              relativeTransform: [
                [0.7071, -0.7071, 5.757],
                [0.7071, 0.7071, 11.757],
              ],
            },
          ),
          // Mirrored left to right.
          vector(
            'Shadow',
            { x: 10, y: 20, w: 12, h: 2 },
            {
              ...bar,
              size: { x: 12, y: 2 },
              relativeTransform: [
                [-1, 0, 22],
                [0, 1, 20],
              ],
            },
          ),
          rect(
            'Base',
            { x: 2, y: 22, w: 20, h: 0 },
            {
              type: 'LINE',
              strokes: [solid(0.1, 0.1, 0.12)],
              strokeWeight: 1,
              strokeAlign: 'CENTER',
            },
          ),
        ]);
        const handle = frame(
          'Drag handle',
          { x: 56, y: 20, w: 6, h: 14 },
          { fills: [] },
          [0, 6, 12]
            .map((y, i) =>
              ellipse(`Dot ${i + 1}`, { y, w: 2, h: 2 }, { fills: [solid(0.5, 0.5, 0.5)] }),
            )
            .concat(
              [0, 6, 12].map((y, i) =>
                ellipse(`Dot ${i + 4}`, { x: 4, y, w: 2, h: 2 }, { fills: [solid(0.5, 0.5, 0.5)] }),
              ),
            ),
        );
        return fileResponse('Artwork', [
          frame('Toolbar', { w: 120, h: 56 }, { fills: [solid(1, 1, 1)] }, [pin, handle]),
        ]);
      },
      want: [
        'R.drawable.ic_pin',
        'R.drawable.ic_drag_handle',
        'Image(\n            painter = painterResource(R.drawable.ic_pin)',
      ],
    },
  ],
  [
    // A screen drawn only with shapes, many of them (the Fi-Glitch poster series of the community): one drawable
    // in the screen's own Box, not hundreds of placed rectangles; a dashed frame keeps its dashes.
    'artwork-poster',
    {
      given: () => {
        resetIds();
        const bars = Array.from({ length: 16 }, (_, i) =>
          rect(
            `Bar ${i + 1}`,
            { x: 20 + i * 6, y: 40 + (i % 4) * 9, w: 4, h: 60 - (i % 5) * 7 },
            { fills: [solid(0.1 + i * 0.05, 0.2, 0.6)] },
          ),
        );
        const frameLine = rect(
          'Dashed frame',
          { x: 10, y: 10, w: 140, h: 120 },
          {
            fills: [],
            strokes: [solid(0, 0, 0)],
            strokeWeight: 2,
            strokeAlign: 'INSIDE',
            strokeDashes: [8, 4],
          },
        );
        return fileResponse('Posters', [
          frame(
            'Poster 0001',
            { w: 160, h: 140 },
            { fills: [solid(0.98, 0.96, 0.9)], clipsContent: true },
            [...bars, frameLine],
          ),
        ]);
      },
      want: [
        'R.drawable.ic_poster_0001',
        'Image(\n            painter = painterResource(R.drawable.ic_poster_0001)',
      ],
    },
  ],
];
