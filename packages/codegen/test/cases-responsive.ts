import {
  autoLayout,
  fileResponse,
  frame,
  nodesResponse,
  rect,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

const grey = solid(0.9, 0.9, 0.9);

/** One row of a settings list drawn without auto layout: an icon, two lines of text, a chevron at the right edge, a divider. */
function listRow(i: number, y: number) {
  return [
    rect(
      `Icon ${i}`,
      { x: 16, y: y + 16, w: 24, h: 24 },
      { fills: [solid(0.4, 0.3, 0.9)], cornerRadius: 6 },
    ),
    text(`Title ${i}`, `Setting ${i}`, { x: 56, y: y + 10, w: 200, h: 20 }),
    text(
      `Detail ${i}`,
      `What setting ${i} changes`,
      { x: 56, y: y + 32, w: 200, h: 16 },
      { fontSize: 12, lineHeightPx: 16 },
    ),
    rect(`Chevron ${i}`, { x: 328, y: y + 20, w: 16, h: 16 }, { fills: [grey] }),
    rect(`Divider ${i}`, { x: 16, y: y + 55, w: 344, h: 1 }, { fills: [grey] }),
  ];
}

/**
 * Screens on phones of other sizes: a screen taller than a phone scrolls; a
 * row of cards wider than its frame is a LazyRow; a bottom bar anchored to the
 * bottom stays there; a scrim over a screen splits it into layers; a very
 * large screen is drawn by section functions so no JVM method grows near its
 * 64 KB limit.
 */
export const responsiveCases: GoldenCase[] = [
  [
    // FoodCoach's profile: a question set at the left margin over a picture's foot, its
    // constraint "centre" (the designer's default), on a 440 dp screen.
    'responsive-centred-layer-at-the-margin',
    {
      given: () => {
        resetIds();
        const centred = { constraints: { horizontal: 'CENTER', vertical: 'TOP' } };
        return fileResponse('Profile', [
          frame('Profile', { w: 440, h: 160 }, { fills: [solid(1, 1, 1)] }, [
            rect('Banner', { x: 0, y: 0, w: 440, h: 110 }, { fills: [solid(0.9, 0.94, 1)] }),
            text(
              'Question',
              'Connect with Apple Health?',
              { x: 28, y: 96, w: 300, h: 28 },
              { fontSize: 22, lineHeightPx: 28, textAutoResize: 'HEIGHT' },
              centred,
            ),
          ]),
        ]);
      },
      // Placed from the left, where it lies, not centred with an offset that would push it past
      // the left edge of a 360 dp phone.
      want: [
        'text = "Connect with Apple Health?",\n            modifier = Modifier\n                .padding(start = 28.dp, top = 96.dp)\n                .width(300.dp),',
      ],
    },
  ],
  [
    // FoodCoach's birthday picker: the chosen month, day and year (20 px type on 10 px lines) in
    // boxes of 160, 110 and 110 dp
    // with 10 dp between, filling a 440 dp screen less 20 dp margins edge to edge.
    'responsive-picker-boxes-share-row',
    {
      given: () => {
        resetIds();
        const centred = { constraints: { horizontal: 'CENTER', vertical: 'CENTER' } };
        const box = (name: string, label: string, x: number, w: number) =>
          frame(name, { x, y: 64, w, h: 46 }, { fills: [solid(0.93, 0.93, 0.93)] }, [
            text(
              'Value',
              label,
              { x: 0, y: 18, w, h: 10 },
              {
                fontSize: 20,
                lineHeightPx: 10,
                textAutoResize: 'HEIGHT',
                textAlignHorizontal: 'CENTER',
              },
              centred,
            ),
          ]);
        return fileResponse('Birthday', [
          frame('Birthday', { w: 440, h: 130 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Question',
              'When were you born?',
              { x: 20, y: 20, w: 400, h: 32 },
              { fontSize: 26, lineHeightPx: 32, textAutoResize: 'HEIGHT' },
            ),
            box('Month', 'November', 20, 160),
            box('Day', '10', 190, 110),
            box('Year', '1991', 310, 110),
          ]),
        ]);
      },
      // Each box takes its share of the row in proportion to its width (160 : 110 : 110), so on
      // a 360 dp phone all three narrow instead of the year being squeezed to 30 dp and broken.
      want: [
        '.weight(1.4545f)\n                    .height(46.dp)',
        '.weight(1f)\n                    .height(46.dp)',
      ],
    },
  ],
  [
    // A dish in a menu (figma-to-react's food app): its name in a text box of fixed width at the
    // left, the amount at the right edge, a description below.
    'responsive-words-beside-amount',
    {
      given: () => {
        resetIds();
        return fileResponse('Menu', [
          frame('Dish', { w: 520, h: 80 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Name',
              'Loaded Veggie',
              { x: 16, y: 12, w: 273, h: 24 },
              { fontSize: 18, lineHeightPx: 24, textAutoResize: 'HEIGHT' },
            ),
            frame('Amount', { x: 385, y: 12, w: 79, h: 24 }, {}, [
              text(
                'Label',
                'Amount',
                { x: 0, y: 0, w: 79, h: 24 },
                { fontSize: 18, lineHeightPx: 24, textAutoResize: 'HEIGHT' },
              ),
            ]),
            text(
              'Description',
              'Sweet potatoes, brown rice, pinto beans',
              { x: 16, y: 44, w: 300, h: 20 },
              { fontSize: 14, lineHeightPx: 20, textAutoResize: 'HEIGHT' },
            ),
          ]),
        ]);
      },
      // The name gives up width on a narrower phone (it wraps) instead of squeezing the amount to
      // "Am": the two are spread apart rather than held apart by a Spacer that gives way.
      want: [
        'horizontalArrangement = Arrangement.SpaceBetween,',
        'text = "Loaded Veggie",\n                modifier = Modifier\n                    .weight(1f, fill = false)\n                    .width(273.dp),',
      ],
    },
  ],
  [
    // The ride app's route screen: a card at the top, and below it a column that fills the rest
    // of the screen with its panel at the bottom, pushed there by 356 dp of top padding.
    'responsive-panel-at-the-foot',
    {
      given: () => {
        resetIds();
        const panel = frame(
          'Panel',
          { x: 0, y: 396, w: 390, h: 100 },
          {
            ...autoLayout('VERTICAL', {
              itemSpacing: 16,
              paddingLeft: 20,
              paddingRight: 20,
              paddingTop: 20,
            }),
            fills: [solid(0.99, 0.96, 0.95)],
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'HUG',
          },
          [
            text('Fare', 'Earn: $12.50', { x: 20, y: 20, w: 120, h: 20 }, { fontSize: 14 }),
            frame(
              'Arrived',
              { x: 20, y: 56, w: 350, h: 44 },
              {
                ...autoLayout('HORIZONTAL', {
                  primaryAxisAlignItems: 'CENTER',
                  counterAxisAlignItems: 'CENTER',
                }),
                fills: [solid(0.7, 0.1, 0.05)],
                cornerRadius: 12,
                layoutSizingHorizontal: 'FILL',
                layoutSizingVertical: 'FIXED',
              },
              [
                text(
                  'Label',
                  'ARRIVED AT LOCATION',
                  { x: 95, y: 12, w: 160, h: 20 },
                  { fontSize: 16, fontWeight: 700 },
                  { fills: [solid(1, 1, 1)] },
                ),
              ],
            ),
          ],
        );
        const foot = frame(
          'Foot',
          { x: 0, y: 104, w: 390, h: 496 },
          {
            ...autoLayout('VERTICAL', { primaryAxisAlignItems: 'MAX', paddingTop: 356 }),
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'FILL',
            layoutGrow: 1,
          },
          [panel],
        );
        return fileResponse('Route', [
          frame(
            'Route',
            { w: 390, h: 600 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 24, primaryAxisSizingMode: 'FIXED' }),
              fills: [solid(0.88, 0.82, 0.82)],
            },
            [
              frame(
                'Status',
                { x: 0, y: 0, w: 350, h: 80 },
                { fills: [solid(1, 1, 1)], cornerRadius: 12, layoutSizingHorizontal: 'FIXED' },
              ),
              foot,
            ],
          ),
        ]);
      },
      // The foot keeps its panel at the bottom without the padding that pushed it there: on a
      // shorter phone the empty space above the panel gives way, not the panel's button.
      want: ['.weight(1f),\n            verticalArrangement = Arrangement.Bottom,'],
    },
  ],
  [
    // FoodCoach's streak dialog: a week of day chips, 46 × 70 with 7 dp between, filling an auto
    // layout row of fixed width (364 dp) edge to edge, in a dialog narrower on a 360 dp phone.
    'responsive-week-chips-share-row',
    {
      given: () => {
        resetIds();
        const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
        // Each chip's weekday and date are centred by their constraints, drawn a dp or so off
        // its middle (no auto layout inside the chip).
        const centred = { constraints: { horizontal: 'CENTER', vertical: 'TOP' } };
        const chips = days.map((day, i) =>
          frame(
            `Day ${day}`,
            { x: i * 53, w: 46, h: 70 },
            {
              fills: [solid(0.94, 0.94, 0.94)],
              cornerRadius: 8,
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
            },
            [
              text('Weekday', day, { x: 15, y: 14, w: 18, h: 14 }, { fontSize: 11 }, centred),
              text(
                'Date',
                String(14 + i),
                { x: 12.5, y: 36, w: 22, h: 22 },
                { fontSize: 20 },
                centred,
              ),
            ],
          ),
        );
        const week = frame(
          'Week',
          { x: 38, y: 24, w: 364, h: 70 },
          {
            ...autoLayout('HORIZONTAL', { itemSpacing: 7 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'HUG',
          },
          chips,
        );
        return fileResponse('Streak', [
          frame('Streak', { w: 440, h: 120 }, { fills: [solid(1, 1, 1)] }, [week]),
        ]);
      },
      // Each chip takes a seventh of the row (weight) rather than 46 dp, so on a narrower phone
      // all seven narrow a little instead of the weekend's being squeezed and cut; inside a chip
      // the column of weekday and date keeps no side margins, which would leave a narrower chip
      // too little room for "19".
      want: [
        'horizontalArrangement = Arrangement.spacedBy(7.dp)',
        '.weight(1f)',
        '.padding(top = StreakTheme.spacing.medium),\n        verticalArrangement',
      ],
    },
  ],
  [
    'responsive-tall-screen',
    {
      given: () => {
        resetIds();
        const rows = Array.from({ length: 20 }, (_, i) => listRow(i + 1, 64 + i * 56)).flat();
        const screen = frame('Settings', { w: 360, h: 1260 }, { fills: [solid(1, 1, 1)] }, [
          text(
            'Heading',
            'Settings',
            { x: 16, y: 16, w: 120, h: 32 },
            { fontSize: 24, lineHeightPx: 32 },
          ),
          ...rows,
          rect(
            'Home indicator',
            { x: 120, y: 1246, w: 120, h: 6 },
            {
              fills: [solid(0, 0, 0)],
              cornerRadius: 3,
              constraints: { horizontal: 'CENTER', vertical: 'BOTTOM' },
            },
          ),
        ]);
        return fileResponse('Tall', [screen]);
      },
      want: [
        // Taller than a phone: the screen fills the device and its content, as tall as designed, scrolls.
        '.fillMaxSize()\n            .verticalScroll(rememberScrollState())\n            .height(1260.dp)',
        // Rows in reading order, each a Row whose chevron keeps to the right edge on any width.
        'Spacer(modifier = Modifier.weight(1f))',
        // The home indicator is anchored at the bottom: the gap above it gives way.
        'Spacer(modifier = Modifier.weight(1f))\n    Box(\n        modifier = Modifier\n            .align(Alignment.CenterHorizontally)\n            .size(120.dp, 6.dp)',
      ],
    },
  ],
  [
    'responsive-carousel',
    {
      given: () => {
        resetIds();
        const cards = Array.from({ length: 5 }, (_, i) =>
          rect(
            `Card ${i + 1}`,
            { x: 16 + i * 172, w: 160, h: 120 },
            { fills: [grey], cornerRadius: 12 },
          ),
        );
        const carousel = frame(
          'Featured',
          { w: 360, h: 120 },
          {
            ...autoLayout('HORIZONTAL', { itemSpacing: 12, paddingLeft: 16, paddingRight: 16 }),
            clipsContent: true,
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'HUG',
          },
          cards,
        );
        return fileResponse('Carousel', [carousel]);
      },
      // Cards run past the frame's edge: a LazyRow, so the last ones can be scrolled into view.
      want: [
        'LazyRow(',
        'contentPadding = PaddingValues(start = 16.dp, end = 16.dp)',
        'horizontalArrangement = Arrangement.spacedBy(12.dp)',
        'item {',
      ],
    },
  ],
  [
    'layout-overlay',
    {
      given: () => {
        resetIds();
        const screen = frame('Rate the app', { w: 360, h: 640 }, { fills: [solid(1, 1, 1)] }, [
          text(
            'Title',
            'History',
            { x: 16, y: 24, w: 120, h: 28 },
            { fontSize: 22, lineHeightPx: 28 },
          ),
          rect('Entry 1', { x: 16, y: 72, w: 328, h: 80 }, { fills: [grey], cornerRadius: 12 }),
          rect('Entry 2', { x: 16, y: 164, w: 328, h: 80 }, { fills: [grey], cornerRadius: 12 }),
          rect('Scrim', { x: 0, y: 0, w: 360, h: 640 }, { fills: [solid(0, 0, 0, 0.4)] }),
          rect(
            'Sheet',
            { x: 0, y: 400, w: 360, h: 240 },
            { fills: [solid(1, 1, 1)], cornerRadius: 24 },
          ),
          text(
            'Sheet title',
            'Rate the app',
            { x: 24, y: 432, w: 200, h: 28 },
            { fontSize: 22, lineHeightPx: 28 },
          ),
        ]);
        return fileResponse('Overlay', [screen]);
      },
      want: [
        // Below the scrim a Column of the screen's content; the scrim over all of it (the Box's size); the sheet's layers on top, laid out on their own.
        'Column(\n            modifier = Modifier\n                .matchParentSize()',
        '.matchParentSize()\n                .background(Color(0x66000000)),',
      ],
    },
  ],
  [
    // A desktop-width screen: on a phone it keeps its designed width and scrolls sideways, instead of squeezing its columns until their text clips.
    'responsive-wide-screen',
    {
      given: () => {
        resetIds();
        // Labels of a fixed width, so the design's boxes are the ones Compose draws.
        const fixed = { textAutoResize: 'HEIGHT' };
        const sidebar = frame(
          'Sidebar',
          { w: 280, h: 720 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 12, paddingLeft: 24, paddingTop: 24 }),
            fills: [grey],
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FILL',
          },
          ['Overview', 'Projects', 'Billing'].map((label, i) =>
            text(label, label, { x: 24, y: 24 + i * 32, w: 200, h: 20 }, fixed),
          ),
        );
        const content = frame(
          'Content',
          { x: 280, w: 1000, h: 720 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 16, paddingLeft: 40, paddingTop: 40 }),
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'FILL',
          },
          [
            text(
              'Title',
              'Monthly usage across every project',
              { x: 40, y: 40, w: 920, h: 40 },
              { fontSize: 32, lineHeightPx: 40, ...fixed },
            ),
            frame(
              'Tabs',
              { x: 40, y: 96, w: 920, h: 48 },
              {
                ...autoLayout('HORIZONTAL', { itemSpacing: 24, counterAxisAlignItems: 'CENTER' }),
                layoutSizingHorizontal: 'FIXED',
                layoutSizingVertical: 'FIXED',
              },
              ['Generations', 'Extra packs', 'Invoices'].map((label, i) =>
                text(label, label, { x: i * 224, y: 14, w: 200, h: 20 }, fixed),
              ),
            ),
            rect('Chart', { x: 40, y: 160, w: 920, h: 320 }, { fills: [grey], cornerRadius: 16 }),
          ],
        );
        const screen = frame(
          'Dashboard',
          { w: 1280, h: 720 },
          { ...autoLayout('HORIZONTAL'), fills: [solid(1, 1, 1)] },
          [sidebar, content],
        );
        return fileResponse('Wide', [screen]);
      },
      want: [
        // As wide as the window, and never narrower than designed: below 1280 dp it scrolls sideways.
        '.fillMaxWidth()\n            .height(720.dp)\n            .horizontalScroll(rememberScrollState())\n            .width(1280.dp)',
      ],
    },
  ],
  [
    // A tall screen whose design scrolls a frame inside it: that frame is the scroll, the screen does not scroll around it.
    'responsive-inner-scroll',
    {
      given: () => {
        resetIds();
        const list = frame(
          'List',
          { y: 80, w: 360, h: 1100 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 8 }),
            overflowDirection: 'VERTICAL_SCROLLING',
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          Array.from({ length: 4 }, (_, i) =>
            rect(`Item ${i + 1}`, { y: 80 + i * 108, w: 360, h: 100 }, { fills: [grey] }),
          ),
        );
        const screen = frame('Inbox', { w: 360, h: 1200 }, { fills: [solid(1, 1, 1)] }, [
          text(
            'Heading',
            'Inbox',
            { x: 16, y: 24, w: 100, h: 32 },
            { fontSize: 24, lineHeightPx: 32 },
          ),
          list,
        ]);
        return fileResponse('Inner', [screen]);
      },
      want: [
        'fun Inbox(modifier: Modifier = Modifier) {\n    Column(\n        modifier = modifier\n            .fillMaxSize()\n            .background(',
        '.verticalScroll(rememberScrollState())',
      ],
    },
  ],
  [
    // A frame that hugs its content with a layer placed over it: the flow sizes the frame, the layer keeps its corner.
    'auto-layout-hug-with-absolute',
    {
      given: () => {
        resetIds();
        return nodesResponse('Hug', [
          frame(
            'Order',
            { w: 300, h: 76 },
            {
              ...autoLayout('VERTICAL', {
                itemSpacing: 4,
                paddingLeft: 16,
                paddingTop: 16,
                paddingBottom: 16,
              }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
              fills: [solid(1, 1, 1)],
            },
            [
              text('Title', 'Order #1024', { x: 16, y: 16, w: 200, h: 20 }),
              text('Status', 'On its way', { x: 16, y: 40, w: 200, h: 20 }),
              rect(
                'Badge',
                { x: 276, y: 8, w: 16, h: 16 },
                {
                  layoutPositioning: 'ABSOLUTE',
                  fills: [solid(0.8, 0.1, 0.1)],
                  cornerRadius: 8,
                  constraints: { horizontal: 'RIGHT', vertical: 'TOP' },
                },
              ),
            ],
          ),
        ]);
      },
      // Not matchParentSize: a Box sized by nothing but the badge would squash the texts to nothing.
      want: [
        'Column(\n            modifier = Modifier\n                .fillMaxWidth()\n                .padding(\n                    start = HugTheme.spacing.medium,\n                    top = HugTheme.spacing.medium,\n                    bottom = HugTheme.spacing.medium,\n                ),',
        '.align(Alignment.TopEnd)',
      ],
    },
  ],
  [
    'large-screen-sections',
    {
      given: () => {
        resetIds();
        const rows = Array.from({ length: 120 }, (_, i) => listRow(i + 1, 64 + i * 56)).flat();
        const screen = frame(
          'Everything',
          { w: 360, h: 64 + 120 * 56 },
          { fills: [solid(1, 1, 1)] },
          [
            text(
              'Heading',
              'Everything',
              { x: 16, y: 16, w: 160, h: 32 },
              { fontSize: 24, lineHeightPx: 32 },
            ),
            ...rows,
          ],
        );
        return fileResponse('Large', [screen]);
      },
      want: [
        // 600 layers: drawn by section functions in the screen's scope, so no method nears the JVM's 64 KB limit.
        'private fun ColumnScope.Everything',
      ],
    },
  ],
  [
    // FoodCoach's onboarding screens: every layer "centre" constrained, the heading at the left margin.
    'responsive-centred-at-the-margin',
    {
      given: () => {
        resetIds();
        const centre = { constraints: { horizontal: 'CENTER', vertical: 'TOP' } };
        const screen = frame('Your gender', { w: 440, h: 400 }, { fills: [solid(1, 1, 1)] }, [
          text(
            'Heading',
            'Choose your gender',
            { x: 39, y: 40, w: 292, h: 38 },
            { fontSize: 32, lineHeightPx: 38 },
            centre,
          ),
          text(
            'Hint',
            'Used to calibrate your plan',
            { x: 39, y: 98, w: 190, h: 20 },
            { fontSize: 14, lineHeightPx: 20 },
            centre,
          ),
          rect(
            'Badge',
            { x: 214, y: 150, w: 12, h: 12 },
            { fills: [solid(0.4, 0.3, 0.9)], cornerRadius: 6, ...centre },
          ),
          text(
            'Price',
            '22.99 USD a year',
            { x: 279, y: 190, w: 128, h: 20 },
            { fontSize: 14, lineHeightPx: 20 },
            centre,
          ),
        ]);
        return fileResponse('Onboarding', [screen]);
      },
      // Centred 35 dp left of the centre would reach past the edge of a 360 dp phone: read from
      // the margin it sits at (the flow's shared margin is 33 dp); the badge, 2 dp off, is centred; the
      // price ends at that margin.
      want: [
        'text = "Choose your gender",\n            modifier = Modifier.padding(start = 6.dp),',
        '.align(Alignment.CenterHorizontally)\n                .size(12.dp)',
        'text = "22.99 USD a year",\n            modifier = Modifier.align(Alignment.End),',
      ],
    },
  ],
  [
    // FoodCoach's status bar: a frame of fixed width, the time at its start and the icons at its end.
    'responsive-pushed-apart-row',
    {
      given: () => {
        resetIds();
        const bar = frame('Status bar', { x: 39, y: 22, w: 363, h: 16 }, {}, [
          text('Time', '22:16', { x: 0, y: 3, w: 44, h: 10 }, { fontSize: 14, lineHeightPx: 10 }),
          rect('Signal', { x: 284, y: 4, w: 17, h: 12 }, { fills: [solid(0, 0, 0)] }),
          rect('Wifi', { x: 306, y: 4, w: 15, h: 12 }, { fills: [solid(0, 0, 0)] }),
          rect(
            'Battery',
            { x: 334, y: 0, w: 29, h: 16 },
            { fills: [solid(0.6, 0.6, 0.6)], cornerRadius: 4 },
          ),
        ]);
        const screen = frame('Home', { w: 440, h: 200 }, { fills: [solid(1, 1, 1)] }, [bar]);
        return fileResponse('Status', [screen]);
      },
      // Its widest gap gives way: on a 360 dp phone the icons stay whole at the end, not squeezed off it.
      want: ['Spacer(modifier = Modifier.weight(1f))'],
    },
  ],
  [
    // FoodCoach's article screen: a phone-height frame whose title and long text run down one
    // column. On a shorter or narrower phone the text wraps to more lines than the screen holds.
    'responsive-phone-screen-scrolls',
    {
      given: () => {
        resetIds();
        const body =
          'Sugar is everywhere: in soda, snacks, sauces, and even foods we think are healthy. ' +
          'While small amounts are fine, excess sugar can quietly damage your body over time.';
        return fileResponse('Article', [
          frame('Is sugar really bad?', { w: 440, h: 956 }, { fills: [solid(1, 1, 1)] }, [
            text(
              'Title',
              'Is sugar really bad?',
              { x: 29, y: 80, w: 300, h: 36 },
              { fontSize: 28 },
            ),
            text('Body', body, { x: 29, y: 140, w: 363, h: 80 }, { fontSize: 16 }),
            rect('Home indicator', { x: 141, y: 930, w: 157, h: 5 }, { fills: [solid(0, 0, 0)] }),
          ]),
        ]);
      },
      // The column scrolls: at the design's size nothing moves; on a smaller phone the end of the
      // text can be scrolled to instead of being cut off.
      want: [
        '.fillMaxSize()\n            .background(Color(0xFFFFFFFF))\n            .verticalScroll(rememberScrollState())',
      ],
    },
  ],
];
