import {
  autoLayout,
  ellipse,
  frame,
  group,
  nodesResponse,
  rect,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

const grey = solid(0.9, 0.9, 0.9);

/** Auto layout, sizing and free positioning. */
export const layoutCases: GoldenCase[] = [
  [
    'auto-layout-column',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Settings list',
            { w: 360, h: 200 },
            {
              ...autoLayout('VERTICAL', {
                itemSpacing: 8,
                paddingLeft: 16,
                paddingRight: 16,
                paddingTop: 24,
                paddingBottom: 24,
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
              fills: [solid(1, 1, 1)],
            },
            [
              text(
                'Title',
                'Settings',
                { x: 140, y: 24, w: 80, h: 28 },
                { fontSize: 22, fontWeight: 500, lineHeightPx: 28 },
              ),
              rect(
                'Row',
                { x: 16, y: 60, w: 328, h: 48 },
                { layoutSizingHorizontal: 'FILL', layoutSizingVertical: 'FIXED', fills: [grey] },
              ),
              rect(
                'Badge',
                { x: 160, y: 116, w: 40, h: 40 },
                { layoutSizingHorizontal: 'FIXED', layoutSizingVertical: 'FIXED', fills: [grey] },
              ),
            ],
          ),
        ]);
      },
      want: [
        'verticalArrangement = Arrangement.spacedBy(8.dp)',
        'horizontalAlignment = Alignment.CenterHorizontally',
        '.padding(horizontal = LayoutTheme.spacing.small, vertical = LayoutTheme.spacing.medium)',
        '.fillMaxWidth()',
        '.size(40.dp)',
      ],
    },
  ],
  [
    'auto-layout-row-space-between',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Toolbar',
            { w: 360, h: 56 },
            {
              ...autoLayout('HORIZONTAL', {
                primaryAxisAlignItems: 'SPACE_BETWEEN',
                counterAxisAlignItems: 'CENTER',
                paddingLeft: 12,
                paddingRight: 4,
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              text('Label', 'Inbox', { x: 12, y: 18, w: 40, h: 20 }),
              rect(
                'Spacer fill',
                { x: 52, y: 0, w: 200, h: 56 },
                { layoutSizingHorizontal: 'FILL', layoutSizingVertical: 'FILL' },
              ),
              rect(
                'Action',
                { x: 308, y: 8, w: 40, h: 40 },
                { layoutSizingHorizontal: 'FIXED', layoutSizingVertical: 'FIXED', fills: [grey] },
              ),
            ],
          ),
        ]);
      },
      want: [
        'horizontalArrangement = Arrangement.SpaceBetween',
        'verticalAlignment = Alignment.CenterVertically',
        '.weight(1f)',
        '.fillMaxHeight()',
        '.padding(start = 12.dp, end = 4.dp)',
      ],
    },
  ],
  [
    'auto-layout-alignment',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Alignments',
            { w: 360, h: 400 },
            autoLayout('VERTICAL', {
              itemSpacing: 16,
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            }),
            [
              frame(
                'End row',
                { w: 360, h: 80 },
                {
                  ...autoLayout('HORIZONTAL', {
                    itemSpacing: 4,
                    primaryAxisAlignItems: 'MAX',
                    counterAxisAlignItems: 'MAX',
                  }),
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'FIXED',
                },
                [
                  rect('A', { x: 300, y: 56, w: 24, h: 24 }, { fills: [grey] }),
                  rect('B', { x: 328, y: 56, w: 24, h: 24 }, { fills: [grey] }),
                ],
              ),
              frame(
                'Centred row',
                { y: 96, w: 360, h: 80 },
                {
                  ...autoLayout('HORIZONTAL', {
                    itemSpacing: 4,
                    primaryAxisAlignItems: 'CENTER',
                    counterAxisAlignItems: 'CENTER',
                  }),
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'FIXED',
                },
                [rect('C', { x: 166, y: 28, w: 24, h: 24 }, { fills: [grey] })],
              ),
              frame(
                'Bottom column',
                { y: 192, w: 360, h: 200 },
                {
                  ...autoLayout('VERTICAL', {
                    primaryAxisAlignItems: 'MAX',
                    counterAxisAlignItems: 'MAX',
                  }),
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'FIXED',
                },
                [rect('D', { x: 336, y: 176, w: 24, h: 24 }, { fills: [grey] })],
              ),
            ],
          ),
        ]);
      },
      want: [
        'horizontalArrangement = Arrangement.spacedBy(LayoutTheme.spacing.medium, Alignment.End)',
        'verticalAlignment = Alignment.Bottom',
        'horizontalArrangement = Arrangement.spacedBy(LayoutTheme.spacing.medium, Alignment.CenterHorizontally)',
        'verticalArrangement = Arrangement.Bottom',
        'horizontalAlignment = Alignment.End',
      ],
    },
  ],
  [
    'auto-layout-wrap',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Tags',
            { w: 240, h: 120 },
            {
              ...autoLayout('HORIZONTAL', {
                layoutWrap: 'WRAP',
                itemSpacing: 8,
                counterAxisSpacing: 12,
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
            },
            ['Kotlin', 'Compose', 'Material', 'Figma', 'Android'].map((t, i) =>
              text(`Tag ${i + 1}`, t, { x: (i % 3) * 80, y: Math.floor(i / 3) * 32, w: 64, h: 20 }),
            ),
          ),
          // Figma wraps rows only; the plugin can still hand over a vertical wrap.
          frame(
            'Columns',
            { y: 200, w: 240, h: 120 },
            {
              ...autoLayout('VERTICAL', {
                layoutWrap: 'WRAP',
                itemSpacing: 4,
                counterAxisSpacing: 16,
              }),
              layoutSizingHorizontal: 'HUG',
              layoutSizingVertical: 'FIXED',
            },
            ['One', 'Two', 'Three'].map((t, i) => text(t, t, { y: 200 + i * 24, w: 40, h: 20 })),
          ),
        ]);
      },
      want: [
        '@file:OptIn(ExperimentalLayoutApi::class)',
        'FlowRow(',
        'FlowColumn(',
        'verticalArrangement = Arrangement.spacedBy(4.dp)',
        'horizontalArrangement = Arrangement.spacedBy(16.dp)',
        'horizontalArrangement = Arrangement.spacedBy(8.dp)',
        'verticalArrangement = Arrangement.spacedBy(12.dp)',
        '.align(Alignment.CenterVertically)',
      ],
    },
  ],
  [
    'auto-layout-min-max',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Dialog',
            { w: 320, h: 200 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 0 }),
              layoutSizingHorizontal: 'HUG',
              layoutSizingVertical: 'HUG',
              minWidth: 280,
              maxWidth: 560,
              minHeight: 120,
            },
            [
              text(
                'Body',
                'Discard draft?',
                { w: 100, h: 20 },
                {},
                { layoutSizingHorizontal: 'FILL', maxWidth: 400 },
              ),
            ],
          ),
        ]);
      },
      want: [
        '.widthIn(min = 280.dp, max = 560.dp)',
        '.heightIn(min = 120.dp)',
        '.widthIn(max = 400.dp)',
      ],
    },
  ],
  [
    // A column that hugs its content while its rows fill its width (a card's title block): as wide as
    // its widest row, the rows stretched to it, and the badge beside it keeps its place.
    'auto-layout-hug-across-fill',
    {
      given: () => {
        resetIds();
        const fillRow = (name: string, words: string, w: number, y: number) =>
          frame(
            name,
            { y, w: 178, h: 28 },
            {
              ...autoLayout('VERTICAL'),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'HUG',
              fills: [grey],
            },
            [
              text(
                'Text',
                words,
                { w, h: 28 },
                { fontSize: 20, lineHeightPx: 28 },
                { layoutSizingHorizontal: 'HUG', layoutSizingVertical: 'HUG' },
              ),
            ],
          );
        return nodesResponse('Layout', [
          frame(
            'Status card',
            { w: 350, h: 56 },
            {
              ...autoLayout('HORIZONTAL', {
                primaryAxisAlignItems: 'SPACE_BETWEEN',
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
            },
            [
              frame(
                'Title block',
                { w: 178, h: 56 },
                {
                  ...autoLayout('VERTICAL'),
                  layoutSizingHorizontal: 'HUG',
                  layoutSizingVertical: 'HUG',
                },
                [
                  fillRow('Eyebrow', 'Next stop', 90, 0),
                  fillRow('Heading', 'Harbour Street 12', 178, 28),
                ],
              ),
              text(
                'Badge',
                '4 min',
                { x: 300, y: 18, w: 50, h: 20 },
                {},
                { layoutSizingHorizontal: 'HUG', layoutSizingVertical: 'HUG' },
              ),
            ],
          ),
        ]);
      },
      want: [
        // The badge keeps its width on a narrower phone: the address column gives way (wraps).
        'Column(\n            modifier = Modifier\n                .weight(1f, fill = false)\n                .width(IntrinsicSize.Max),\n        ) {\n            Column(\n                modifier = Modifier\n                    .fillMaxWidth()',
        'import androidx.compose.foundation.layout.IntrinsicSize',
      ],
    },
  ],
  [
    'auto-layout-absolute-child',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Avatar row',
            { w: 200, h: 64 },
            {
              ...autoLayout('HORIZONTAL', {
                itemSpacing: 12,
                paddingLeft: 8,
                paddingTop: 8,
                paddingRight: 8,
                paddingBottom: 8,
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              ellipse('Avatar', { x: 8, y: 8, w: 48, h: 48 }, { fills: [grey] }),
              text('Name', 'Ada', { x: 68, y: 22, w: 30, h: 20 }),
              ellipse(
                'Online dot',
                { x: 44, y: 44, w: 12, h: 12 },
                {
                  layoutPositioning: 'ABSOLUTE',
                  fills: [solid(0.2, 0.8, 0.3)],
                  constraints: { horizontal: 'LEFT', vertical: 'TOP' },
                },
              ),
              rect(
                'Corner badge',
                { x: 176, y: 0, w: 24, h: 16 },
                {
                  layoutPositioning: 'ABSOLUTE',
                  fills: [solid(1, 0, 0)],
                  constraints: { horizontal: 'RIGHT', vertical: 'TOP' },
                },
              ),
            ],
          ),
        ]);
      },
      want: [
        '.matchParentSize()',
        'Row(',
        '.padding(start = 44.dp, top = 44.dp)',
        '.align(Alignment.TopEnd)',
        'horizontalArrangement = Arrangement.spacedBy(12.dp)',
      ],
    },
  ],
  [
    'auto-layout-baseline',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Price',
            { w: 120, h: 40 },
            {
              ...autoLayout('HORIZONTAL', { itemSpacing: 2, counterAxisAlignItems: 'BASELINE' }),
              layoutSizingHorizontal: 'HUG',
              layoutSizingVertical: 'HUG',
            },
            [
              text('Amount', '42', { w: 40, h: 40 }, { fontSize: 32, lineHeightPx: 40 }),
              text('Currency', 'EUR', { x: 42, y: 18, w: 30, h: 20 }),
            ],
          ),
        ]);
      },
      want: ['.alignByBaseline()'],
    },
  ],
  [
    'box-constraints',
    {
      given: () => {
        resetIds();
        const c = (horizontal: string, vertical: string) => ({
          constraints: { horizontal, vertical },
          fills: [grey],
        });
        return nodesResponse('Layout', [
          frame('Canvas', { w: 400, h: 300 }, { fills: [solid(1, 1, 1)] }, [
            rect('Top left', { x: 10, y: 20, w: 50, h: 50 }, c('LEFT', 'TOP')),
            rect('Top right', { x: 330, y: 20, w: 50, h: 50 }, c('RIGHT', 'TOP')),
            rect('Bottom right', { x: 330, y: 230, w: 50, h: 50 }, c('RIGHT', 'BOTTOM')),
            rect('Centre', { x: 175, y: 125, w: 50, h: 50 }, c('CENTER', 'CENTER')),
            rect('Off centre', { x: 185, y: 100, w: 50, h: 50 }, c('CENTER', 'CENTER')),
            rect('Stretch', { x: 16, y: 100, w: 368, h: 20 }, c('LEFT_RIGHT', 'TOP')),
            rect('Tall', { x: 0, y: 0, w: 8, h: 300 }, c('LEFT', 'TOP_BOTTOM')),
            rect('Scaled', { x: 100, y: 150, w: 200, h: 60 }, c('SCALE', 'SCALE')),
          ]),
        ]);
      },
      want: [
        '.padding(start = 10.dp, top = 20.dp)',
        '.align(Alignment.TopEnd)',
        '.align(Alignment.BottomEnd)',
        '.align(Alignment.Center)',
        '.offset(x = 10.dp, y = -25.dp)',
        '.padding(start = 16.dp, top = 100.dp, end = 16.dp)',
        '.fillMaxHeight()',
        // Scale constraints: the designed size in dp, placed by where the layer sits (here centred across), never bias fractions.
        '.align(Alignment.TopCenter)\n                .padding(top = 150.dp)\n                .size(200.dp, 60.dp)',
      ],
    },
  ],
  [
    // Figma boxes at fractional positions (exports of scaled or nudged layers): every edge snapped to
    // the nearest whole dp, so each layer stays within half a dp and its offsets and size are whole;
    // a hairline thinner than 1 dp keeps its exact size.
    'box-fractional-edges',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame('Panel', { w: 240.25, h: 120.5 }, { fills: [solid(1, 1, 1)] }, [
            rect('Swatch', { x: 10.4, y: 20.6, w: 100.3, h: 50.45 }, { fills: [grey] }),
            rect(
              'Badge',
              { x: 60.2, y: 40.7, w: 24.6, h: 24.6 },
              { fills: [solid(0.4, 0.31, 0.64)], cornerRadius: 12.3 },
            ),
            rect(
              'Hairline',
              { x: 10.4, y: 100.2, w: 200.3, h: 0.5 },
              { fills: [solid(0.8, 0.8, 0.8)] },
            ),
          ]),
        ]);
      },
      want: [
        '.padding(start = LayoutTheme.spacing.medium, top = 21.dp, end = LayoutTheme.spacing.medium)',
        'Arrangement.spacedBy(29.dp)',
        'Box(modifier = Modifier.size(101.dp, 50.dp))',
        // 60.2 → 60 and 84.8 → 85 across, 40.7 → 41 and 65.3 → 65 down: whole edges, each within half a dp.
        '.padding(start = 50.dp, top = 20.dp)\n                    .size(25.dp, 24.dp)',
        '.height(0.5.dp)',
        'widthDp = 240, heightDp = 121',
      ],
    },
  ],
  [
    'box-outside-and-group',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame('Hero', { w: 360, h: 200 }, { clipsContent: true, fills: [solid(0.1, 0.1, 0.3)] }, [
            ellipse(
              'Glow',
              { x: -40, y: -40, w: 160, h: 160 },
              { fills: [solid(0.4, 0.3, 0.9, 0.5)] },
            ),
            group('Badge group', { x: 200, y: 120, w: 120, h: 40 }, [
              rect(
                'Badge bg',
                { x: 0, y: 0, w: 120, h: 40 },
                { fills: [solid(1, 1, 1)], cornerRadius: 20 },
              ),
              text('Badge text', 'NEW', { x: 44, y: 10, w: 32, h: 20 }),
            ]),
          ]),
        ]);
      },
      want: [
        '.clip(RectangleShape)',
        '.offset(x = -40.dp, y = -40.dp)',
        '.background(Color(0xFFFFFFFF), CircleShape)',
        '.padding(start = 200.dp, top = 120.dp)',
      ],
    },
  ],
  [
    // Layers the design draws past their frame's edge keep their size (Compose would squeeze them into the
    // frame): a text that runs on below a frame too short for it, a label taller than its fixed row. A
    // mask group whose mask is a rectangle or an ellipse as large as the group clips to that shape and
    // its photo keeps its size, cut off as the mask cuts it; under a mask of any other shape (a drawn
    // path) what reaches past the mask keeps to its room.
    'box-child-past-its-frame',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame('Agenda', { w: 360, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            frame('Note', { x: 16, y: 16, w: 328, h: 40 }, {}, [
              text(
                'Body',
                'A paragraph that runs on for three lines, below the frame that holds it.',
                { x: 0, y: 0, w: 328, h: 60 },
                { textAutoResize: 'HEIGHT' },
              ),
            ]),
            frame(
              'Meta row',
              { x: 16, y: 100, w: 328, h: 24 },
              {
                ...autoLayout('HORIZONTAL', { itemSpacing: 8, counterAxisSizingMode: 'FIXED' }),
                layoutSizingHorizontal: 'FIXED',
                layoutSizingVertical: 'FIXED',
              },
              [text('Tall label', 'Due today', { x: 0, y: 0, w: 40, h: 32 }, { lineHeightPx: 32 })],
            ),
            frame('Actions', { x: 208, y: 140, w: 136, h: 24 }, {}, [
              frame(
                'Button',
                { x: 36, y: 0, w: 100, h: 40 },
                { fills: [solid(0.4, 0.3, 0.9)], cornerRadius: 20 },
                [text('Label', 'Save', { x: 34, y: 10, w: 32, h: 20 })],
              ),
            ]),
            group('Masked photo', { x: 16, y: 140, w: 120, h: 48 }, [
              rect('Mask', { x: 0, y: 0, w: 120, h: 48 }, { isMask: true, fills: [grey] }),
              rect('Photo', { x: 0, y: -20, w: 160, h: 90 }, { fills: [solid(0.2, 0.4, 0.6)] }),
            ]),
            group('Avatar', { x: 150, y: 140, w: 40, h: 40 }, [
              ellipse('Mask', { x: 0, y: 0, w: 40, h: 40 }, { isMask: true, fills: [grey] }),
              rect('Portrait', { x: -10, y: 0, w: 60, h: 40 }, { fills: [solid(0.8, 0.5, 0.3)] }),
            ]),
            group('Star photo', { x: 280, y: 58, w: 40, h: 40 }, [
              vector('Star', { x: 0, y: 0, w: 40, h: 40 }, { isMask: true, fills: [grey] }),
              rect('Sky', { x: 0, y: -10, w: 40, h: 60 }, { fills: [solid(0.3, 0.5, 0.9)] }),
            ]),
          ]),
        ]);
      },
      want: [
        '.wrapContentHeight(Alignment.Top, unbounded = true)',
        '.size(160.dp, 90.dp)',
        '.clip(RectangleShape)',
        '.clip(CircleShape)',
        '.wrapContentWidth(Alignment.Start, unbounded = true)\n                        .width(60.dp)',
      ],
    },
  ],
  [
    'scrolling-frame',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Feed',
            { w: 360, h: 640 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 12, paddingTop: 16 }),
              overflowDirection: 'VERTICAL_SCROLLING',
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
              fills: [grey],
            },
            Array.from({ length: 6 }, (_, i) =>
              rect(
                `Post ${i + 1}`,
                { y: 16 + i * 212, w: 360, h: 200 },
                {
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'FIXED',
                  fills: [solid(1, 1, 1)],
                },
              ),
            ),
          ),
          frame(
            'Carousel',
            { y: 700, w: 360, h: 120 },
            {
              ...autoLayout('HORIZONTAL', { itemSpacing: 8 }),
              overflowDirection: 'HORIZONTAL_SCROLLING',
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
            },
            Array.from({ length: 5 }, (_, i) =>
              rect(`Slide ${i + 1}`, { x: i * 168, w: 160, h: 120 }, { fills: [grey] }),
            ),
          ),
        ]);
      },
      // A carousel is a LazyRow, each slide an item.
      want: [
        '.verticalScroll(rememberScrollState())',
        'LazyRow(modifier = modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {\n        item {',
      ],
    },
  ],
  [
    // Strokes included in layout (CSS's border-box): an inside stroke takes its width from the children's room, so the content sits at padding + stroke.
    'auto-layout-stroke-in-layout',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Summary card',
            { w: 200, h: 76 },
            {
              ...autoLayout('VERTICAL', {
                paddingLeft: 16,
                paddingRight: 16,
                paddingTop: 16,
                paddingBottom: 16,
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
              strokes: [solid(0.8, 0.2, 0.1)],
              strokeWeight: 2,
              strokeAlign: 'INSIDE',
              strokesIncludedInLayout: true,
              cornerRadius: 12,
            },
            [
              text(
                'Total',
                'Total earnings',
                { x: 18, y: 18, w: 120, h: 40 },
                { fontSize: 24, lineHeightPx: 40 },
              ),
            ],
          ),
        ]);
      },
      want: ['.padding(LayoutTheme.spacing.medium)', 'LayoutSpacing(medium = 18.dp)'],
    },
  ],
  [
    // A fixed row whose labels, padding and gaps fill it edge to edge (gaps measured to spread the items): SpaceBetween, so a label set a dp wider than Figma measured it does not squeeze the last one onto two lines. The same row with room to spare keeps its gap.
    'auto-layout-row-fitted',
    {
      given: () => {
        resetIds();
        const bar = (name: string, y: number, w: number) =>
          frame(
            name,
            { y, w, h: 56 },
            {
              ...autoLayout('HORIZONTAL', {
                itemSpacing: 70.1,
                paddingLeft: 55.06,
                paddingRight: 55.08,
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              text(
                'Tasks',
                'Tasks',
                { x: 55.06, y: 19, w: 37.34, h: 18 },
                { lineHeightPx: 18 },
                { layoutSizingHorizontal: 'HUG' },
              ),
              text(
                'Earnings',
                'Earnings',
                { x: 162.5, y: 19, w: 58.16, h: 18 },
                { lineHeightPx: 18 },
                { layoutSizingHorizontal: 'HUG' },
              ),
              text(
                'Profile',
                'Profile',
                { x: 290.76, y: 19, w: 44.09, h: 18 },
                { lineHeightPx: 18 },
                { layoutSizingHorizontal: 'HUG' },
              ),
            ],
          );
        return nodesResponse('Layout', [
          frame('Bars', { w: 420, h: 120 }, {}, [
            bar('Fitted bar', 0, 390),
            bar('Roomy bar', 64, 420),
          ]),
        ]);
      },
      want: [
        'horizontalArrangement = Arrangement.SpaceBetween,',
        'horizontalArrangement = Arrangement.spacedBy(LayoutTheme.spacing.medium),',
        // Paddings of 55.06 and 55.08 dp on whole dp, their sum kept: 55 and 55.
        '.padding(horizontal = LayoutTheme.spacing.small)',
        'LayoutSpacing(small = 55.dp, medium = 70.1.dp)',
      ],
    },
  ],
  [
    // Two layers pushed to a full-width row's ends by a gap of a quarter of its width or more ("Keep me logged in" and "Forgot password?"): SpaceBetween, so a narrower phone shrinks the gap, not the link. Two cards with an ordinary gap keep it.
    'auto-layout-row-pushed-apart',
    {
      given: () => {
        resetIds();
        const row = (name: string, y: number, gap: number, children: ReturnType<typeof frame>[]) =>
          frame(
            name,
            { y, w: 360, h: 40 },
            {
              ...autoLayout('HORIZONTAL', { itemSpacing: gap, counterAxisAlignItems: 'CENTER' }),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'FIXED',
            },
            children,
          );
        const group = (name: string, x: number, w: number, label: string) =>
          frame(
            name,
            { x, y: 10, w, h: 20 },
            { layoutSizingHorizontal: 'FIXED', layoutSizingVertical: 'FIXED' },
            [text(label, label, { w, h: 20 }, { textAutoResize: 'NONE' })],
          );
        return nodesResponse('Layout', [
          frame(
            'Sign in options',
            { w: 360, h: 88 },
            { ...autoLayout('VERTICAL', { itemSpacing: 8 }) },
            [
              row('Options', 0, 104, [
                group('Remember', 0, 143, 'Keep me logged in'),
                group('Forgot', 247, 113, 'Forgot password?'),
              ]),
              row('Tiles', 48, 16, [
                group('Plan tile', 0, 172, 'Plan'),
                group('Usage tile', 188, 172, 'Usage'),
              ]),
            ],
          ),
        ]);
      },
      want: [
        'horizontalArrangement = Arrangement.SpaceBetween,',
        'horizontalArrangement = Arrangement.spacedBy(16.dp),',
      ],
    },
  ],
  [
    // Figma's grid auto layout: a grid of one row is a Row whose equal (1fr) cells share its width, in track order whatever the layer order; a grid of rows and columns is not read as a grid (a warning says so; layout inference places its cells).
    'grid-one-row',
    {
      given: () => {
        resetIds();
        const cell = (name: string, column: number, x: number) =>
          frame(
            name,
            { x, w: 156, h: 112 },
            {
              ...autoLayout('VERTICAL', { paddingLeft: 16, paddingTop: 16 }),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'FIXED',
              gridRowAnchorIndex: 0,
              gridColumnAnchorIndex: column,
              gridRowSpan: 1,
              gridColumnSpan: 1,
              fills: [grey],
            },
            [text(`${name} label`, name, { x: 16, y: 16, w: 80, h: 20 })],
          );
        const grid = (name: string, rows: number, at: { x: number; y: number }) =>
          frame(
            name,
            { ...at, w: 328, h: 112 },
            {
              layoutMode: 'GRID',
              gridColumnCount: 2,
              gridRowCount: rows,
              gridColumnGap: 16,
              gridRowGap: 16,
              gridColumnsSizing: 'repeat(2,minmax(0,1fr))',
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'HUG',
            },
            // Layer order differs from track order: the second cell is the first layer.
            [cell('Online time', 1, 172), cell('Deliveries', 0, 0)],
          );
        return nodesResponse('Layout', [
          frame(
            'Stats',
            { w: 360, h: 400 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 16, paddingLeft: 16, paddingRight: 16 }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [grid('Stats grid', 1, { x: 16, y: 0 }), grid('Two by two', 2, { x: 16, y: 128 })],
          ),
        ]);
      },
      want: [
        'Row(\n            modifier = Modifier.fillMaxWidth(),\n            horizontalArrangement = Arrangement.spacedBy(LayoutTheme.spacing.medium),\n        ) {',
        '.weight(1f)',
      ],
      warnings: ['grid-layout'],
    },
  ],
  [
    // A grid of one row whose row is a fixed track (`90px`) is that tall however short its cells: the ride app's two stat cards (88 and 77 dp) sit in a 90 dp row, so what follows starts 2 dp lower than the cells alone say. The track is the row's least height: a label that wraps on a narrower phone makes it taller.
    'grid-fixed-row-track',
    {
      given: () => {
        resetIds();
        const cell = (name: string, column: number, x: number, h: number) =>
          frame(
            name,
            { x, w: 156, h },
            {
              ...autoLayout('VERTICAL', { paddingLeft: 16, paddingTop: 16 }),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'HUG',
              gridRowAnchorIndex: 0,
              gridColumnAnchorIndex: column,
              gridRowSpan: 1,
              gridColumnSpan: 1,
              fills: [grey],
            },
            [text(`${name} label`, name, { x: 16, y: 16, w: 80, h: h - 32 })],
          );
        return nodesResponse('Layout', [
          frame(
            'Summary',
            { w: 360, h: 400 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 16, paddingLeft: 16, paddingRight: 16 }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              frame(
                'Stats',
                { x: 16, y: 0, w: 328, h: 90 },
                {
                  layoutMode: 'GRID',
                  gridColumnCount: 2,
                  gridRowCount: 1,
                  gridColumnGap: 16,
                  gridRowGap: 16,
                  gridColumnsSizing: 'repeat(2,minmax(0,1fr))',
                  gridRowsSizing: ' 90px',
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'HUG',
                },
                [cell('Tips', 0, 0, 88), cell('Bonus', 1, 172, 77)],
              ),
              rect('Divider', { x: 16, y: 106, w: 328, h: 1 }, { fills: [grey] }),
            ],
          ),
        ]);
      },
      want: ['.fillMaxWidth()\n                .heightIn(min = 90.dp)'],
    },
  ],
  [
    // Scrolling both ways set on a column whose layers all fit its width: it scrolls only up and down, so the cards that fill its width still do.
    'scrolling-both-fits-width',
    {
      given: () => {
        resetIds();
        return nodesResponse('Layout', [
          frame(
            'Main',
            { w: 360, h: 640 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 12, paddingLeft: 16, paddingRight: 16 }),
              overflowDirection: 'HORIZONTAL_AND_VERTICAL_SCROLLING',
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            Array.from({ length: 5 }, (_, i) =>
              rect(
                `Card ${i + 1}`,
                { x: 16, y: i * 212, w: 328, h: 200 },
                { layoutSizingHorizontal: 'FILL', layoutSizingVertical: 'FIXED', fills: [grey] },
              ),
            ),
          ),
        ]);
      },
      want: [
        '.verticalScroll(rememberScrollState())\n            .padding(horizontal = LayoutTheme.spacing.medium),',
        '.fillMaxWidth()\n                .height(200.dp)',
      ],
    },
  ],
];
