import {
  autoLayout,
  frame,
  nodesResponse,
  rect,
  resetIds,
  solid,
  vector,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';
import { solidPng } from './support/png.ts';

const heart =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="#B3261E" d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"/></svg>';
const png = solidPng(8, 8, [0x67, 0x50, 0xa4]);

/** Vectors, boolean operations, icons and rasters as drawables; what cannot be exported degrades to placeholders. */
export const assetCases: GoldenCase[] = [
  [
    'vectors-and-icons',
    {
      given: () => {
        resetIds();
        return nodesResponse('Assets', [
          frame(
            'Icons',
            { w: 360, h: 120 },
            {
              ...autoLayout('HORIZONTAL', {
                itemSpacing: 16,
                paddingLeft: 16,
                paddingTop: 16,
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              vector('Heart', { w: 24, h: 24 }, { id: '10:1', fills: [solid(0.7, 0.15, 0.12)] }),
              vector(
                'Star',
                { w: 24, h: 24 },
                {
                  fills: [solid(1, 0.75, 0)],
                  fillGeometry: [
                    {
                      path: 'M12 2L15 9L22 9L16 14L18 21L12 17L6 21L8 14L2 9L9 9Z',
                      windingRule: 'NONZERO',
                    },
                  ],
                },
              ),
              {
                ...vector('Union', { w: 24, h: 24 }, { id: '10:3', fills: [solid(0, 0, 0)] }),
                type: 'BOOLEAN_OPERATION',
                booleanOperation: 'UNION',
                children: [],
              },
              frame('Icon / Settings', { w: 24, h: 24 }, {}, [
                vector(
                  'Ring',
                  { w: 24, h: 24 },
                  {
                    fills: [solid(0.29, 0.27, 0.31)],
                    fillGeometry: [
                      {
                        path: 'M12 4A8 8 0 1 0 12 20A8 8 0 1 0 12 4ZM12 8A4 4 0 1 1 12 16A4 4 0 1 1 12 8Z',
                        windingRule: 'EVENODD',
                      },
                    ],
                  },
                ),
                vector(
                  'Dot',
                  { x: 10, y: 10, w: 4, h: 4 },
                  {
                    fills: [solid(0.29, 0.27, 0.31)],
                    fillGeometry: [
                      { path: 'M2 0A2 2 0 1 0 2 4A2 2 0 1 0 2 0Z', windingRule: 'NONZERO' },
                    ],
                  },
                ),
              ]),
              rect(
                'Photo',
                { w: 64, h: 64 },
                {
                  id: '10:9',
                  fills: [{ type: 'IMAGE', scaleMode: 'FILL', imageRef: 'not-in-assets' }],
                },
              ),
              { ...vector('Sticky note', { w: 48, h: 48 }), type: 'STICKY' },
            ],
          ),
        ]);
      },
      options: { assets: { '10:1': { svg: heart }, '10:9': { png } } },
      want: [
        'painter = painterResource(R.drawable.ic_heart)',
        'painter = painterResource(R.drawable.ic_star)',
        'painter = painterResource(R.drawable.ic_settings)',
        'painter = painterResource(R.drawable.img_photo)',
        '// Placeholder: Figma node 10:3 was not exported as SVG or PNG.',
        '.background(Color(0x1F000000))',
      ],
      warnings: ['missing-asset', 'unsupported-node'],
    },
  ],
  [
    'asset-deduplication',
    {
      given: () => {
        resetIds();
        const geometry = {
          fills: [solid(0, 0, 0)],
          fillGeometry: [{ path: 'M0 0L24 0L24 24L0 24Z', windingRule: 'NONZERO' }],
        };
        return nodesResponse('Assets', [
          frame(
            'Same icons',
            { w: 200, h: 40 },
            {
              ...autoLayout('HORIZONTAL', { itemSpacing: 8 }),
              layoutSizingHorizontal: 'HUG',
              layoutSizingVertical: 'HUG',
            },
            [
              vector('Square', { w: 24, h: 24 }, geometry),
              vector('Square', { x: 32, w: 24, h: 24 }, geometry),
              vector(
                'Square',
                { x: 64, w: 24, h: 24 },
                { fills: [solid(1, 0, 0)], fillGeometry: geometry.fillGeometry },
              ),
            ],
          ),
        ]);
      },
      want: ['R.drawable.ic_square)', 'R.drawable.ic_square2)'],
    },
  ],
];
