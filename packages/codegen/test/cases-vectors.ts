import { fileResponse, frame, resetIds, solid, vector } from './support/figma.ts';
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
          vector(name, { x, y: 8, w: 20, h: 20 }, {
            fills: [],
            strokes: [solid(0.85, 0.1, 0.1)],
            strokeWeight: 2,
            strokeAlign: align,
            strokeGeometry: [{ path: outline(inset), windingRule: 'EVENODD' }],
          });
        return fileResponse('Strokes', [
          frame('Stroke alignment', { w: 120, h: 36 }, {}, [square('Frame inside', 'INSIDE', 0, 8), square('Frame centre', 'CENTER', -1, 48), square('Frame outside', 'OUTSIDE', -2, 88)]),
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
];
