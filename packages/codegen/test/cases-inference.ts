import {
  ellipse,
  fileResponse,
  frame,
  group,
  rect,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { FigmaJson } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

const icon = (name: string, x: number, y: number) =>
  vector(
    name,
    { x, y, w: 24, h: 24 },
    {
      fills: [solid(0.2, 0.2, 0.2)],
      fillGeometry: [{ path: 'M2 2H22V22H2Z', windingRule: 'NONZERO' }],
    },
  );

/**
 * Frames drawn without auto layout, as most community files are: a card
 * painted by a full-size rectangle with a stack of texts, a toolbar whose
 * layers are centred on one line, a list with one gap, a stack with uneven
 * gaps (a Spacer per larger gap), and what must stay a Box (overlapping
 * layers, scale constraints).
 */
export const inferenceCases: GoldenCase[] = [
  [
    'layout-inference',
    {
      given: () => {
        resetIds();
        const card = frame('Profile card', { x: 16, y: 72, w: 328, h: 120 }, {}, [
          rect(
            'Card background',
            { w: 328, h: 120 },
            { fills: [solid(0.96, 0.95, 0.98)], cornerRadius: 12 },
          ),
          text(
            'Name',
            'Ada Lovelace',
            { x: 16, y: 16, w: 200, h: 24 },
            { fontSize: 20, lineHeightPx: 24 },
          ),
          text('Role', 'Analyst', { x: 16, y: 48, w: 200, h: 20 }),
          text('Since', 'Member since 1843', { x: 16, y: 76, w: 200, h: 20 }),
        ]);
        const toolbar = frame(
          'Toolbar',
          { x: 0, y: 0, w: 360, h: 56 },
          { fills: [solid(1, 1, 1)] },
          [
            icon('Back', 16, 16),
            text('Title', 'Profile', { x: 56, y: 18, w: 80, h: 20 }),
            icon('Share', 152, 16),
          ],
        );
        const list = group('Menu', { x: 16, y: 208, w: 200, h: 104 }, [
          text('Item 1', 'Account', { w: 200, h: 20 }),
          text('Item 2', 'Privacy', { y: 28, w: 200, h: 20 }),
          text('Item 3', 'Notifications', { y: 56, w: 200, h: 20 }),
          text('Item 4', 'Help', { y: 84, w: 200, h: 20 }),
        ]);
        const avatar = frame('Avatar', { x: 16, y: 330, w: 48, h: 48 }, {}, [
          ellipse('Photo', { w: 48, h: 48 }, { fills: [solid(0.6, 0.7, 0.9)] }),
          ellipse('Online', { x: 34, y: 34, w: 14, h: 14 }, { fills: [solid(0.2, 0.8, 0.3)] }),
        ]);
        const uneven = frame('Uneven', { x: 100, y: 330, w: 200, h: 100 }, {}, [
          text('First', 'One', { w: 100, h: 20 }),
          text('Second', 'Two', { y: 30, w: 100, h: 20 }),
          text('Third', 'Three', { y: 75, w: 100, h: 20 }),
        ]);
        const scaled = rect(
          'Scaled',
          { x: 100, y: 450, w: 160, h: 40 },
          {
            fills: [solid(0.9, 0.9, 0.9)],
            constraints: { horizontal: 'SCALE', vertical: 'SCALE' },
          },
        );
        const screen = frame('Profile', { w: 360, h: 640 }, { fills: [solid(1, 1, 1)] }, [
          toolbar,
          card,
          list,
          avatar,
          uneven,
          scaled,
        ]);
        return fileResponse('Inference', [screen]);
      },
      want: [
        // The screen reads top to bottom: a Column of its bands, a band of several layers a Row of them.
        'fun Profile(modifier: Modifier = Modifier) {\n    Column(',
        // The card: the background rectangle is the Column's own background, the texts one gap apart; as wide as the screen but its margins, it stretches.
        'Column(\n            modifier = Modifier\n                .padding(start = 16.dp, end = 16.dp)\n                .fillMaxWidth()\n                .heightIn(min = 120.dp)\n                .background(Color(0xFFF5F2FA), RoundedCornerShape(InferenceTheme.radii.medium))\n                .padding(\n                    start = InferenceTheme.spacing.medium,\n                    top = InferenceTheme.spacing.medium,\n                    end = InferenceTheme.spacing.medium,\n                ),\n            verticalArrangement = Arrangement.spacedBy(InferenceTheme.spacing.small),',
        // The toolbar: centred on one line, by the Row (no margin above and below its items to take room from them).
        '.heightIn(min = 56.dp)\n                .background(InferenceTheme.colors.white)\n                .padding(start = InferenceTheme.spacing.medium),',
        'verticalAlignment = Alignment.CenterVertically,',
        'horizontalArrangement = Arrangement.spacedBy(InferenceTheme.spacing.medium),',
        // The group of menu items.
        '.width(200.dp)\n                .heightIn(min = 104.dp),\n            verticalArrangement = Arrangement.spacedBy(InferenceTheme.spacing.small),\n        ) {\n            Text(\n                text = "Account",\n                color = InferenceTheme.colors.black,\n                style = InferenceTheme.textStyles.bodyMedium,',
        // Uneven gaps: the smallest is the spacing, the larger one a Spacer of the rest (the spacing comes on both sides of it).
        'verticalArrangement = Arrangement.spacedBy(10.dp),\n            ) {\n                Text(\n                    text = "One",\n                    color = InferenceTheme.colors.black,\n                    style = InferenceTheme.textStyles.bodyMedium,\n                )\n                Text(\n                    text = "Two",\n                    color = InferenceTheme.colors.black,\n                    style = InferenceTheme.textStyles.bodyMedium,\n                )\n                Spacer(modifier = Modifier.height(5.dp))',
        // Overlapping layers stay in a Box, aligned to where they sit: the photo fills it, the dot at its bottom end.
        '.matchParentSize()\n                        .background(Color(0xFF99B3E6), CircleShape)',
        '.align(Alignment.BottomEnd)\n                        .size(14.dp)',
        // Scale constraints keep the designed size in dp, placed where the layer sits (centred), no bias fractions.
        '.align(Alignment.CenterHorizontally)\n                .size(160.dp, 40.dp)',
      ],
    },
  ],
  [
    // A row of labels drawn without auto layout, centred in a 100 dp strip they leave 40 dp above and 41 below: the inferred Row centres them in its whole height, with no fractional padding (40.5 above and below) to squeeze them below their 19 dp line.
    'layout-inference-centred-odd-room',
    {
      given: () => {
        resetIds();
        const label = (name: string, x: number, w: number) =>
          text(name, name, { x, y: 40, w, h: 19 }, { fontSize: 16, lineHeightPx: 19 });
        return fileResponse('Strip', [
          frame('Delays', { w: 360, h: 100 }, { fills: [solid(1, 1, 1)] }, [
            label('0.15s', 40, 40),
            label('0.25s', 100, 40),
            label('0.6s', 160, 31),
            label('1s', 211, 17),
          ]),
        ]);
      },
      want: [
        '.background(Color(0xFFFFFFFF))\n            .padding(start = 40.dp),',
        'verticalAlignment = Alignment.CenterVertically',
      ],
    },
  ],
  [
    // FoodCoach's calorie card: a count at the start and a ring 48 dp short of the end. The gap
    // between them gives way as the screen narrows, and so does the room after the ring, in
    // proportion: without it the ring was pushed to the frame's edge.
    'layout-inference-trailing-room',
    {
      given: () => {
        resetIds();
        return fileResponse('Calories', [
          frame('Today', { w: 360, h: 180 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Title',
              'Today',
              { x: 24, y: 16, w: 62, h: 28 },
              { fontSize: 24, lineHeightPx: 28 },
            ),
            rect(
              'Card',
              { x: 20, y: 56, w: 320, h: 112 },
              { fills: [solid(0.95, 0.95, 0.95)], cornerRadius: 16 },
            ),
            text(
              'Count',
              '1840',
              { x: 44, y: 96, w: 64, h: 32 },
              { fontSize: 28, lineHeightPx: 32 },
            ),
            ellipse('Ring', { x: 220, y: 64, w: 96, h: 96 }, { fills: [solid(0.4, 0.31, 0.64)] }),
          ]),
        ]);
      },
      want: [
        'Spacer(modifier = Modifier.weight(1f))',
        'Spacer(modifier = Modifier.weight(0.2143f))',
      ],
    },
  ],
  [
    // FoodCoach's week strip on a 440 dp screen: seven days spread across the row, the selected one
    // wider, 20 to 33 dp apart. Every gap gives way in proportion to its size, so on a 360 dp phone
    // the days move closer together instead of the last ones being squeezed until "Su" wraps.
    'layout-inference-spread-row',
    {
      given: () => {
        resetIds();
        const days = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
        const xs = [34, 81, 124, 196, 254, 312, 370];
        return fileResponse('Week', [
          frame('Week', { w: 440, h: 100 }, { fills: [solid(1, 1, 1)] }, [
            text('Title', 'This week', { x: 34, y: 8, w: 80, h: 20 }, { fontSize: 14 }),
            ...days.map((d, i) =>
              text(
                d,
                d,
                { x: xs[i] as number, y: 40, w: i === 2 ? 36 : 24, h: 20 },
                { fontSize: 14, lineHeightPx: 20 },
              ),
            ),
            text('Summary', '1,840 kcal left', { x: 34, y: 72, w: 120, h: 20 }, { fontSize: 14 }),
          ]),
        ]);
      },
      want: [
        'Spacer(modifier = Modifier.weight(0.6389f))',
        'Spacer(modifier = Modifier.weight(1f))',
      ],
    },
  ],
  [
    // FoodCoach's bottom sheets, drawn flat: a white shape smaller than the screen with its handle,
    // title and two buttons over it. The shape holds them (a Box over it, its content a Column),
    // and the two equal buttons share their row's width, so on a narrower phone neither is cut.
    'layout-inference-held-sheet',
    {
      given: () => {
        resetIds();
        const button = (label: string, x: number, textWidth: number, fill: number) => [
          rect(
            `${label} background`,
            { x, y: 320, w: 196, h: 48 },
            { fills: [solid(fill, fill, fill)], cornerRadius: 12 },
          ),
          text(
            label,
            label,
            { x: x + (196 - textWidth) / 2, y: 334, w: textWidth, h: 20 },
            { fontSize: 16, lineHeightPx: 20 },
            { fills: [solid(1 - fill, 1 - fill, 1 - fill)] },
          ),
        ];
        return fileResponse('Water', [
          frame('Water settings', { w: 440, h: 400 }, { fills: [solid(0.6, 0.6, 0.6)] }, [
            rect(
              'Sheet',
              { x: 0, y: 120, w: 440, h: 280 },
              { fills: [solid(1, 1, 1)], cornerRadius: 16 },
            ),
            rect(
              'Handle',
              { x: 200, y: 128, w: 40, h: 4 },
              { fills: [solid(0.8, 0.8, 0.8)], cornerRadius: 2 },
            ),
            text(
              'Title',
              'Water settings',
              { x: 24, y: 152, w: 116, h: 24 },
              { fontSize: 18, lineHeightPx: 24 },
            ),
            ...button('Cancel', 16, 48, 0.9),
            ...button('Save', 228, 34, 0.1),
          ]),
        ]);
      },
      want: [
        '.align(Alignment.BottomStart)',
        '.weight(1f)\n                            .height(48.dp)',
      ],
    },
  ],
  [
    // A token sheet drawn without auto layout: swatches in rows of three with their names under each row.
    'layout-grid',
    {
      given: () => {
        resetIds();
        const swatch = (name: string, x: number, y: number, g: number) =>
          rect(name, { x, y, w: 48, h: 48 }, { fills: [solid(0.2, g, 0.6)], cornerRadius: 8 });
        const sheet = frame('Palette', { w: 200, h: 200 }, { fills: [solid(1, 1, 1)] }, [
          swatch('Primary', 16, 16, 0.2),
          swatch('Secondary', 76, 16, 0.4),
          swatch('Tertiary', 136, 16, 0.6),
          text('Row label', 'Brand', { x: 16, y: 72, w: 100, h: 20 }),
          swatch('Error', 16, 104, 0.1),
          swatch('Warning', 76, 104, 0.5),
          swatch('Success', 136, 104, 0.8),
        ]);
        return fileResponse('Tokens', [sheet]);
      },
      want: [
        // The rows of a Column, each a Row with the gap between its swatches; the gaps between rows exact.
        'Column(\n        modifier = modifier\n            .fillMaxWidth()\n            .height(200.dp)\n            .background(Color(0xFFFFFFFF))\n            .padding(\n                start = TokensTheme.spacing.medium,\n                top = TokensTheme.spacing.medium,\n                end = TokensTheme.spacing.medium,\n            ),\n    ) {',
        'Row(\n            modifier = Modifier\n                .fillMaxWidth()\n                .height(48.dp),\n            horizontalArrangement = Arrangement.spacedBy(TokensTheme.spacing.small),\n        ) {',
        'Spacer(modifier = Modifier.height(8.dp))',
        'Spacer(modifier = Modifier.height(12.dp))',
      ],
    },
  ],
  [
    // Layers anchored at the bottom (a column of floating actions above a map's lower edge) follow a
    // Spacer that gives way and keep their distance from the bottom edge: the Column's bottom padding.
    'layout-inference-far-edge-margin',
    {
      given: () => {
        resetIds();
        return fileResponse('Inference', [
          frame('Map', { w: 360, h: 640 }, { fills: [solid(0.94, 0.94, 0.94)] }, [
            text(
              'Heading',
              'Turn right',
              { x: 20, y: 20, w: 120, h: 28 },
              { fontSize: 22, lineHeightPx: 28 },
            ),
            rect(
              'Locate',
              { x: 296, y: 448, w: 48, h: 48 },
              {
                fills: [solid(1, 1, 1)],
                cornerRadius: 24,
                constraints: { horizontal: 'RIGHT', vertical: 'BOTTOM' },
              },
            ),
            rect(
              'Zoom',
              { x: 296, y: 512, w: 48, h: 48 },
              {
                fills: [solid(1, 1, 1)],
                cornerRadius: 24,
                constraints: { horizontal: 'RIGHT', vertical: 'BOTTOM' },
              },
            ),
          ]),
        ]);
      },
      want: ['bottom = 80.dp', 'Spacer(modifier = Modifier.weight(1f))'],
    },
  ],
  [
    // FoodCoach's meal history, drawn flat: a photo as tall as the card, and beside it a title with
    // the time in a chip at its end, the calories, and a line of three macros. Cut into columns
    // first, the chip and the last macro would stand as columns of their own beside the text, and
    // on a narrower phone the chip would be squeezed to a few dp; the layers beside the photo are
    // one column of rows, each as wide as that room.
    'layout-inference-beside-media',
    {
      given: () => {
        resetIds();
        const macro = (label: string, x: number): FigmaJson[] => [
          ellipse(
            `${label} ring`,
            { x, y: 92, w: 20, h: 20 },
            {
              strokes: [solid(0.9, 0.3, 0.2)],
              strokeWeight: 4,
              strokeAlign: 'INSIDE',
            },
          ),
          text(label, label, { x: x + 26, y: 92, w: 24, h: 20 }, { fontSize: 14 }),
        ];
        return fileResponse('Meals', [
          frame('Meal', { w: 400, h: 120 }, { fills: [solid(1, 1, 1)] }, [
            rect(
              'Photo',
              { x: 0, y: 0, w: 122, h: 118 },
              {
                fills: [solid(0.85, 0.85, 0.85)],
                cornerRadius: 20,
              },
            ),
            text('Title', 'Vegetable salad', { x: 140, y: 2, w: 118, h: 20 }, { fontSize: 15 }),
            frame(
              'Time',
              { x: 330, y: 0, w: 52, h: 24 },
              { fills: [solid(0.96, 0.96, 0.96)], cornerRadius: 6 },
              [text('Time label', '11:48', { x: 12, y: 4, w: 28, h: 16 }, { fontSize: 11 })],
            ),
            text('Calories', '420 calories', { x: 140, y: 44, w: 100, h: 24 }, { fontSize: 17 }),
            ...macro('12g', 140),
            ...macro('8g', 210),
            ...macro('5g', 280),
          ]),
        ]);
      },
      want: [
        // The column takes the room the row leaves it, and narrows on a narrower phone (growing
        // taller if its text wraps).
        'Column(\n            modifier = Modifier\n                .weight(1f)\n                .heightIn(min = 112.dp),',
        // The title and the chip are one row across the room beside the photo; the chip keeps the
        // end, and on a narrower phone its width: the title gives way (wraps).
        'horizontalArrangement = Arrangement.SpaceBetween,\n            ) {\n                Text(\n                    text = "Vegetable salad",\n                    modifier = Modifier\n                        .align(Alignment.CenterVertically)\n                        .weight(1f, fill = false),',
        '                )\n                Box(\n                    modifier = Modifier\n                        .size(52.dp, 24.dp)',
      ],
    },
  ],
  [
    // FoodCoach's home screen: a tab bar drawn loose in the screen (a white rectangle, icons and
    // labels over it), a round "add" button over its top edge and the card above, and the bar
    // running 19 dp past the screen's bottom edge.
    'layout-inference-held-in-stack',
    {
      given: () => {
        resetIds();
        const tabs = ['Today', 'Advice', 'Day', 'Profile'].flatMap((label, i) => {
          const x = [43, 124, 288, 367][i] as number;
          return [
            rect(
              `${label} icon`,
              { x, y: 560, w: 26, h: 26 },
              { fills: [solid(0.2, 0.2, 0.2)], cornerRadius: 6 },
            ),
            text(
              label,
              label,
              { x: x - 2, y: 592, w: 30, h: 12 },
              { fontSize: 10, lineHeightPx: 12 },
            ),
          ];
        });
        return fileResponse('Home', [
          frame('Home', { w: 440, h: 621 }, { fills: [solid(1, 1, 1)] }, [
            rect(
              'Meal card',
              { x: 20, y: 420, w: 400, h: 120 },
              { fills: [solid(0.95, 0.95, 0.95)], cornerRadius: 16 },
            ),
            text(
              'Empty',
              'No meals yet',
              { x: 160, y: 444, w: 120, h: 20 },
              { fontSize: 16, lineHeightPx: 20 },
            ),
            rect('Tab bar', { x: 0, y: 536, w: 440, h: 104 }, { fills: [solid(1, 1, 1)] }),
            ellipse('Add', { x: 187, y: 514, w: 66, h: 66 }, { fills: [solid(0.2, 0.6, 0.3)] }),
            ...tabs,
          ]),
        ]);
      },
      // The bar is a frame of its own, each icon over its label a column, the columns a row
      // whose gaps give way; past the screen's bottom it keeps its size and is cut off there,
      // as the design draws it.
      want: ['Spacer(modifier = Modifier.weight(1f))'],
    },
  ],
  [
    // FoodCoach's advice screen: three cards drawn loose (a plate flattened to a vector, a
    // picture and a two-line title over it), the tab bar's background reaching up over their
    // bottom edge, so the frame stays a Box.
    'layout-inference-held-cards',
    {
      given: () => {
        resetIds();
        const cards = [
          ['Sugar', 'Is sugar really\nbad?'],
          ['Myths', 'Busting the\nMyths'],
          ['Family', 'Why eat with\nloved ones?'],
        ].flatMap(([name, title], i) => {
          const x = 20 + i * 135;
          return [
            vector(
              `${name} plate`,
              { x, y: 60, w: 126, h: 156 },
              {
                fills: [solid(0.95, 0.9, 0.85)],
                fillGeometry: [{ path: 'M0 0L126 0L126 156L0 156Z', windingRule: 'NONZERO' }],
              },
            ),
            rect(
              `${name} picture`,
              { x: x + 34, y: 82, w: 58, h: 58 },
              { fills: [solid(0.8, 0.8, 0.8)] },
            ),
            text(
              `${name} title`,
              title as string,
              { x: x + 13, y: 162, w: 100, h: 34 },
              {
                fontSize: 14,
                lineHeightPx: 17,
                textAlignHorizontal: 'CENTER',
                textAutoResize: 'HEIGHT',
              },
            ),
          ];
        });
        return fileResponse('Advice', [
          frame('Advice', { w: 440, h: 300 }, { fills: [solid(1, 1, 1)] }, [
            ...cards,
            rect('Tab bar', { x: 0, y: 204, w: 440, h: 96 }, { fills: [solid(1, 1, 1)] }),
          ]),
        ]);
      },
      // Each card a frame of its own, its plate behind a column of its picture and its title,
      // and the three cards a row that shares the screen's width, rather than nine layers pinned
      // at x/y.
      want: [
        'horizontalAlignment = Alignment.CenterHorizontally',
        'text = "Busting the\\nMyths"',
        '.weight(1f)',
      ],
    },
  ],
  [
    // A bottom navigation bar drawn as loose layers in a frame: five icons, each centred over its
    // label, the two rows 4 dp apart and the pairs far further apart.
    'layout-inference-icons-over-labels',
    {
      given: () => {
        resetIds();
        const tabs = ['Home', 'Search', 'Orders', 'Saved', 'Account'].flatMap((label, i) => {
          const x = 20 + i * 72;
          return [
            rect(
              `${label} icon`,
              { x: x + 12, y: 12, w: 24, h: 24 },
              { fills: [solid(0.25, 0.25, 0.3)], cornerRadius: 4 },
            ),
            text(
              label,
              label,
              { x, y: 40, w: 48, h: 14 },
              {
                fontSize: 11,
                lineHeightPx: 14,
                textAlignHorizontal: 'CENTER',
                textAutoResize: 'HEIGHT',
              },
            ),
          ];
        });
        return fileResponse('Navigation', [
          frame('Navigation', { w: 360, h: 64 }, { fills: [solid(1, 1, 1)] }, tabs),
        ]);
      },
      // A row of five columns, each an icon and its label: on a wider phone the label stays
      // under its icon (two rows spread on their own would drift apart), and a label that wraps
      // makes its column taller.
      want: ['.width(48.dp)\n                .heightIn(min = 42.dp)', 'text = "Orders"'],
    },
  ],
  [
    // FoodCoach's macro cards: three cards of one size side by side, the designer's group around
    // the last two of them.
    'layout-inference-grouped-cards',
    {
      given: () => {
        resetIds();
        const card = (name: string, value: string, x: number, y: number) =>
          frame(
            name,
            { x, y, w: 126, h: 100 },
            { fills: [solid(0.98, 0.9, 0.85)], cornerRadius: 12 },
            [
              text(`${name} value`, value, { x: 10, y: 12, w: 50, h: 24 }, { fontSize: 20 }),
              text(`${name} label`, name, { x: 10, y: 44, w: 60, h: 16 }, { fontSize: 13 }),
            ],
          );
        return fileResponse('Today', [
          frame('Today', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            text('Title', 'Today', { x: 20, y: 20, w: 120, h: 28 }, { fontSize: 22 }),
            card('Protein', '200g', 20, 60),
            group('Carbs and fat', { x: 157, y: 60, w: 263, h: 100 }, [
              card('Carbs', '109g', 0, 0),
              card('Fat', '45g', 137, 0),
            ]),
          ]),
        ]);
      },
      // The group draws nothing: its two cards join the first in one row, and the three share
      // its width alike, so on a 360 dp phone the last card narrows rather than being cut.
      want: [
        'horizontalArrangement = Arrangement.spacedBy(11.dp),\n        ) {\n            Protein(\n                modifier = Modifier\n                    .weight(1f)',
        'Protein(\n                modifier = Modifier\n                    .weight(1f)\n                    .height(100.dp),\n                proteinLabel = "Fat",',
      ],
    },
  ],
  [
    // FoodCoach's unit switch: a switch between its two labels, every layer of the screen
    // constrained to the centre, and a glow drawn past the screen's corner keeping it a Box.
    'layout-inference-row-on-one-line',
    {
      given: () => {
        resetIds();
        const centred = { constraints: { horizontal: 'CENTER', vertical: 'TOP' } };
        const label = (name: string, x: number, w: number) =>
          text(name, name, { x, y: 120, w, h: 20 }, { fontSize: 18 }, centred);
        return fileResponse('Units', [
          frame('Units', { w: 440, h: 300 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Title',
              'Edit weight',
              { x: 170, y: 40, w: 100, h: 24 },
              { fontSize: 20 },
              centred,
            ),
            label('Metric', 115, 59),
            rect(
              'Switch',
              { x: 194, y: 114.5, w: 53, h: 31 },
              { fills: [solid(0.1, 0.1, 0.1)], cornerRadius: 15.5, ...centred },
            ),
            label('Imperial', 267, 75),
            text(
              'Weight',
              '100.0 kg',
              { x: 145, y: 200, w: 150, h: 40 },
              { fontSize: 36 },
              centred,
            ),
            ellipse('Glow', { x: -40, y: -40, w: 120, h: 120 }, { fills: [solid(0.9, 0.95, 0.9)] }),
          ]),
        ]);
      },
      // The labels and the switch are one row, centred as they are: on a 360 dp phone the labels
      // keep their distance from the switch instead of closing in on it from the screen's edges.
      want: [
        'Row(\n            modifier = Modifier\n                .align(Alignment.TopCenter)',
        'text = "Metric",',
        'text = "Imperial",',
      ],
    },
  ],
  [
    // FoodCoach's date of birth picker: three wheels (month, day, year), each a column of two
    // lines, spread across most of a 440 dp screen with wide gaps between them.
    'layout-inference-spread-columns',
    {
      given: () => {
        resetIds();
        const line = (name: string, value: string, x: number, y: number, w: number) =>
          text(name, value, { x, y, w, h: 24 }, { fontSize: 20, lineHeightPx: 24 });
        return fileResponse('Birthday', [
          frame('Birthday', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            text('Title', 'When were you born?', { x: 40, y: 20, w: 300, h: 32 }, { fontSize: 26 }),
            line('Month 1', 'August', 66, 100, 68),
            line('Month 2', 'September', 48, 140, 103),
            line('Day 1', '7', 239, 100, 11),
            line('Day 2', '8', 238, 140, 13),
            line('Year 1', '1988', 342, 100, 46),
            line('Year 2', '1989', 342, 140, 45),
          ]),
        ]);
      },
      // Its gaps give way in proportion, so on a 360 dp phone the years keep their width rather
      // than the last wheel being squeezed until "1988" wraps and is cut.
      want: ['Spacer(modifier = Modifier.weight(1f))', 'Spacer(modifier = Modifier.weight(0.'],
    },
  ],
  [
    // FoodCoach's "Connect with Apple Health": a picture 804 dp wide centred at the top of a
    // 440 dp screen that crops it, then a title, a text and two buttons.
    'layout-inference-hero-picture',
    {
      given: () => {
        resetIds();
        const button = (name: string, x: number) =>
          rect(name, { x, y: 520, w: 190, h: 56 }, { fills: [solid(1, 1, 1)], cornerRadius: 12 });
        return fileResponse('Connect', [
          frame(
            'Connect',
            { w: 440, h: 620 },
            { fills: [solid(0.13, 0.11, 0.16)], clipsContent: true },
            [
              rect(
                'Hero',
                { x: -182, y: 0, w: 804, h: 300 },
                {
                  fills: [solid(0.8, 0.8, 0.85)],
                  constraints: { horizontal: 'CENTER', vertical: 'TOP' },
                },
              ),
              text(
                'Title',
                'Connect with Apple Health',
                { x: 20, y: 330, w: 320, h: 36 },
                { fontSize: 28, lineHeightPx: 36 },
                { fills: [solid(1, 1, 1)] },
              ),
              text(
                'Body',
                'Sync your health data in one place.',
                { x: 20, y: 390, w: 400, h: 24 },
                {},
                { fills: [solid(1, 1, 1)] },
              ),
              button('Connect', 20),
              button('Later', 230),
            ],
          ),
        ]);
      },
      // One column from the top: the picture centred and as wide as designed, its sides cut by
      // the screen, where it used to keep the whole screen a Box of layers pinned by padding.
      want: [
        'Column(\n        modifier = modifier',
        '.align(Alignment.CenterHorizontally)\n                .wrapContentWidth(Alignment.CenterHorizontally, unbounded = true)\n                .size(804.dp, 300.dp)',
      ],
    },
  ],
  [
    // FoodCoach's macro cards: an amount and, beside it, its daily norm in small type, as wide as
    // each other, across the card's width.
    'layout-inference-amount-beside-note',
    {
      given: () => {
        resetIds();
        const card = (name: string, x: number, amount: string, norm: string) =>
          group(name, { x, y: 20, w: 126, h: 156 }, [
            rect(
              `${name} background`,
              { x: 0, y: 0, w: 126, h: 156 },
              {
                fills: [solid(0.98, 0.9, 0.85)],
                cornerRadius: 12,
              },
            ),
            text(
              `${name} amount`,
              amount,
              { x: 10, y: 22, w: 50, h: 10 },
              { fontSize: 20, lineHeightPx: 10 },
            ),
            text(
              `${name} norm`,
              norm,
              { x: 67, y: 19, w: 50, h: 20 },
              { fontSize: 10, lineHeightPx: 10 },
            ),
            text(
              `${name} label`,
              name,
              { x: 10, y: 47, w: 44, h: 10 },
              { fontSize: 13, lineHeightPx: 10 },
            ),
          ]);
        return fileResponse('Macros', [
          frame('Macros', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            card('Protein', 20, '200g', 'Norm: 600\nKcal/day'),
            card('Carbs', 157, '109g', 'Norm: 100\nKcal/day'),
            card('Fat', 294, '45g', 'Norm: 350\nKcal/day'),
          ]),
        ]);
      },
      // The amount keeps its width and the note takes the rest: where both texts used to share
      // the row (weight), a 360 dp phone squeezed "200g" until it broke over two lines.
      want: [
        'text = proteinAmount,\n                modifier = Modifier\n                    .padding(top = 3.dp)\n                    .lineBoxes(10.sp),',
        'Spacer(modifier = Modifier.width(7.dp))',
      ],
    },
  ],
  [
    // FoodCoach's carbs card: a plate with two texts and a ring whose arc is a vector turned by
    // 135°, so the box it turns in reaches a dp and a half past the plate's bottom.
    'layout-inference-card-with-turned-arc',
    {
      given: () => {
        resetIds();
        return fileResponse('Carbs', [
          frame('Carbs', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [
            rect('Plate', { x: 20, y: 20, w: 126, h: 156 }, { fills: [solid(1, 0.95, 0.85)] }),
            text(
              'Amount',
              '109g',
              { x: 30, y: 42, w: 46, h: 10 },
              { fontSize: 20, lineHeightPx: 10 },
            ),
            text(
              'Label',
              'Carbs',
              { x: 30, y: 67, w: 36, h: 10 },
              { fontSize: 13, lineHeightPx: 10 },
            ),
            ellipse(
              'Ring',
              { x: 48, y: 93, w: 70, h: 70 },
              { strokes: [solid(1, 1, 1)], strokeWeight: 6, strokeAlign: 'INSIDE' },
            ),
            vector(
              'Arc',
              { x: 40.75, y: 85.75, w: 91.75, h: 91.75 },
              {
                fills: [solid(0.98, 0.75, 0.2)],
                rotation: 2.356194490192345,
                size: { x: 64.87, y: 64.87 },
              },
            ),
            ellipse('Dot', { x: 68, y: 113, w: 30, h: 30 }, { fills: [solid(1, 1, 1)] }),
          ]),
        ]);
      },
      // The plate holds the texts and the ring, laid out as a column over it, where the arc's
      // corners used to keep every layer of the card pinned at x/y in the screen's Box; in the
      // ring's Box the arc is painted over the ring, as the design paints it.
      want: [
        'text = "109g"',
        'Column(',
        '.border(6.dp, CarbsTheme.colors.white, CircleShape),\n                    )\n                    // Placeholder: Figma node 1:6',
      ],
    },
  ],
  [
    // FoodCoach's sign-up screen: a keyboard's picture at its bottom, drawn a pixel past the
    // screen's left edge, and a photo in a card that its mask crops on both axes.
    'layout-inference-bleeding-picture',
    {
      given: () => {
        resetIds();
        return fileResponse('Code', [
          frame('Code', { w: 440, h: 600 }, { fills: [solid(1, 1, 1)] }, [
            text('Title', 'Enter the code', { x: 20, y: 40, w: 200, h: 24 }, { fontSize: 20 }),
            frame(
              'Card',
              { x: 20, y: 100, w: 121, h: 118 },
              { fills: [solid(0.9, 0.9, 0.9)], clipsContent: true, cornerRadius: 16 },
              [rect('Photo', { x: -1, y: -64, w: 122, h: 247 }, { fills: [solid(0.6, 0.5, 0.4)] })],
            ),
            rect(
              'Keyboard',
              { x: -1, y: 300, w: 441, h: 300 },
              { fills: [solid(0.8, 0.82, 0.85)] },
            ),
          ]),
        ]);
      },
      // The keyboard takes the screen's width (on a 360 dp phone it is not cut at the right edge);
      // the photo keeps its size in the card that crops it, and the card's content is as tall as
      // the card is designed (filling it, it took all the height the screen had left).
      want: [
        '.fillMaxWidth()\n                .height(300.dp)',
        '.size(122.dp, 247.dp)',
        '.fillMaxWidth()\n                    .height(118.dp)\n                    .clip(RectangleShape)',
      ],
    },
  ],
  [
    // FoodCoach's language chip: drawn against the screen's right edge, 20 dp from it, with
    // Figma's default "left" constraint, alone on its line.
    'layout-inference-far-side-chip',
    {
      given: () => {
        resetIds();
        return fileResponse('Welcome', [
          frame('Welcome', { w: 440, h: 300 }, { fills: [solid(1, 1, 1)] }, [
            text('Title', 'Welcome', { x: 20, y: 20, w: 200, h: 24 }, { fontSize: 20 }),
            frame(
              'Language',
              { x: 354, y: 70, w: 66, h: 30 },
              { fills: [solid(0.9, 0.9, 0.9)], cornerRadius: 8 },
              [text('Code', 'EN', { x: 33, y: 5, w: 21, h: 20 }, { fontSize: 16 })],
            ),
            text('Body', 'Track what you eat', { x: 20, y: 120, w: 300, h: 20 }),
          ]),
        ]);
      },
      // The chip follows the right edge: on a 360 dp phone it stays 20 dp from it rather than
      // starting at 354 dp and being cut off.
      want: ['.align(Alignment.End)'],
    },
  ],
  [
    // The same in a screen that stays a Box (a glow drawn past its bottom corner): the chip alone on its
    // line, and three loose cards of different heights, the third ending 20 dp from the edge.
    'layout-inference-far-side-in-box',
    {
      given: () => {
        resetIds();
        const card = (name: string, x: number, h: number) =>
          rect(name, { x, y: 120, w: 126, h }, { fills: [solid(0.95, 0.9, 0.85)] });
        return fileResponse('Home', [
          frame('Home', { w: 440, h: 300 }, { fills: [solid(1, 1, 1)] }, [
            rect('Chip', { x: 354, y: 40, w: 66, h: 30 }, { fills: [solid(0.9, 0.9, 0.9)] }),
            card('First', 20, 100),
            card('Second', 157, 110),
            card('Third', 294, 120),
            ellipse('Glow', { x: -40, y: 240, w: 120, h: 120 }, { fills: [solid(0.9, 0.95, 0.9)] }),
          ]),
        ]);
      },
      // The chip follows the right edge; the third card, with the second to its left on its line,
      // keeps its start, so on a narrower phone it does not close in on the second.
      want: [
        '.align(Alignment.TopEnd)\n                .padding(top = 40.dp, end = 20.dp)',
        '.padding(start = 294.dp, top = 120.dp)',
      ],
    },
  ],
  [
    // FoodCoach's profile card: three figures and their labels spread across three quarters of it.
    'layout-inference-three-spread',
    {
      given: () => {
        resetIds();
        const figure = (name: string, value: string, x: number, w: number, y: number) =>
          text(name, value, { x, y, w, h: 20 }, { fontSize: 16, lineHeightPx: 20 });
        return fileResponse('Profile', [
          frame('Profile', { w: 440, h: 160 }, { fills: [solid(1, 1, 1)] }, [
            frame('Stats', { x: 20, y: 20, w: 400, h: 100 }, { fills: [solid(0.95, 0.95, 0.95)] }, [
              figure('Age', '38', 22, 22, 24),
              figure('Height', '186 cm', 134, 56, 24),
              figure('Weight', '100 kg', 249, 57, 24),
              figure('Age label', 'Age', 26, 30, 56),
              figure('Height label', 'Height', 140, 48, 56),
              figure('Weight label', 'Current weight', 228, 100, 56),
            ]),
          ]),
        ]);
      },
      // Each row keeps its margins, not its width, and every gap gives way in proportion, so on
      // a 360 dp phone the last figure and label stay whole.
      want: ['.padding(start = 4.dp, end = 50.dp)', 'Spacer(modifier = Modifier.weight(0.4762f))'],
    },
  ],
];
