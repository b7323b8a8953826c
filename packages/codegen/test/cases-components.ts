import {
  autoLayout,
  component,
  componentSet,
  fileResponse,
  frame,
  instance,
  nodesResponse,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { FigmaJson } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

const starGeometry = {
  fills: [solid(1, 0.75, 0)],
  fillGeometry: [
    { path: 'M12 2L15 9L22 9L16 14L18 21L12 17L6 21L8 14L2 9L9 9Z', windingRule: 'NONZERO' },
  ],
};
const heartGeometry = {
  fills: [solid(0.7, 0.15, 0.12)],
  fillGeometry: [{ path: 'M12 21L3 12A5 5 0 0 1 12 5A5 5 0 0 1 21 12Z', windingRule: 'NONZERO' }],
};

function tagBody(label: string, showIcon: boolean, icon: FigmaJson[]): FigmaJson[] {
  return [
    ...icon.map((i) => ({
      ...i,
      visible: showIcon,
      componentPropertyReferences: { visible: 'Show icon#1:1', mainComponent: 'Icon#1:2' },
    })),
    text(
      'Label',
      label,
      { x: 28, y: 6, w: 40, h: 20 },
      {},
      { componentPropertyReferences: { characters: 'Label#1:0' } },
    ),
  ];
}

const iconComponents = () => [
  component('Icon/Star', { x: 0, y: 300, w: 24, h: 24 }, { id: '5:1' }, [
    vector('Star shape', { w: 24, h: 24 }, starGeometry),
  ]),
  component('Icon/Heart', { x: 40, y: 300, w: 24, h: 24 }, { id: '5:2' }, [
    vector('Heart shape', { w: 24, h: 24 }, heartGeometry),
  ]),
];

const tagLayout = {
  ...autoLayout('HORIZONTAL', {
    itemSpacing: 4,
    paddingLeft: 8,
    paddingRight: 12,
    paddingTop: 6,
    paddingBottom: 6,
    counterAxisAlignItems: 'CENTER',
  }),
  layoutSizingHorizontal: 'HUG',
  layoutSizingVertical: 'HUG',
  cornerRadius: 8,
  fills: [solid(0.91, 0.87, 0.97)],
};

/** Components, instances, properties and variants. */
export const componentCases: GoldenCase[] = [
  [
    'components-properties',
    {
      given: () => {
        resetIds();
        const starInstance = (x: number) =>
          instance('Icon', '5:1', { x, y: 6, w: 24, h: 24 }, {}, [
            vector('Star shape', { w: 24, h: 24 }, starGeometry),
          ]);
        const tag = component(
          'Tag',
          { x: 0, y: 0, w: 100, h: 32 },
          {
            id: '4:1',
            ...tagLayout,
            componentPropertyDefinitions: {
              'Label#1:0': { type: 'TEXT', defaultValue: 'Label' },
              'Show icon#1:1': { type: 'BOOLEAN', defaultValue: true },
              'Icon#1:2': { type: 'INSTANCE_SWAP', defaultValue: '5:1', preferredValues: [] },
            },
          },
          tagBody('Label', true, [starInstance(8)]),
        );
        const use = (label: string, showIcon: boolean, iconId: string, x: number) =>
          instance(
            'Tag',
            '4:1',
            { x, y: 0, w: 100, h: 32 },
            {
              ...tagLayout,
              componentProperties: {
                'Label#1:0': { type: 'TEXT', value: label },
                'Show icon#1:1': { type: 'BOOLEAN', value: showIcon },
                'Icon#1:2': { type: 'INSTANCE_SWAP', value: iconId },
              },
            },
            tagBody(label, showIcon, [
              instance('Icon', iconId, { x: 8, y: 6, w: 24, h: 24 }, {}, [
                vector('Shape', { w: 24, h: 24 }, iconId === '5:2' ? heartGeometry : starGeometry),
              ]),
            ]),
          );
        const screen = frame(
          'Tag list',
          { x: 0, y: 400, w: 360, h: 64 },
          {
            ...autoLayout('HORIZONTAL', { itemSpacing: 8, paddingLeft: 16, paddingTop: 16 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [
            use('Label', true, '5:1', 16),
            use('Liked "it"', true, '5:2', 124),
            use('Plain', false, '5:1', 232),
          ],
        );
        return fileResponse('Components', [tag, ...iconComponents(), screen], {
          components: {
            '4:1': { key: 'key-tag', name: 'Tag', description: '' },
            '5:1': { key: 'key-star', name: 'Icon/Star', description: '' },
            '5:2': { key: 'key-heart', name: 'Icon/Heart', description: '' },
          },
        });
      },
      want: [
        'fun Tag(',
        'label: String,\n    modifier: Modifier = Modifier,',
        'Tag(label = "Label")',
        'showIcon: Boolean = true,',
        'icon: @Composable () -> Unit = { IconStar() },',
        'if (showIcon) {',
        'icon()',
        'text = label,',
        'Tag(icon = { IconHeart() }, label = "Liked \\"it\\"")',
        'Tag(label = "Plain", showIcon = false)',
        'fun IconStar(',
        'fun IconHeart(',
        'R.drawable.ic_star',
      ],
    },
  ],
  [
    'components-variants',
    {
      given: () => {
        resetIds();
        // Instances carry their component's auto layout, as the REST API returns them.
        const pillLayout = {
          ...autoLayout('HORIZONTAL', {
            paddingLeft: 16,
            paddingRight: 16,
            paddingTop: 10,
            paddingBottom: 10,
            primaryAxisAlignItems: 'CENTER',
            counterAxisAlignItems: 'CENTER',
          }),
          layoutSizingHorizontal: 'HUG',
          layoutSizingVertical: 'HUG',
        };
        const variant = (name: string, id: string, fill: FigmaJson, x: number) =>
          component(
            name,
            { x, y: 0, w: 120, h: 40 },
            { id, ...pillLayout, cornerRadius: 20, fills: [fill] },
            [
              text(
                'Text',
                'Action',
                { x: 16, y: 10, w: 60, h: 20 },
                {},
                { componentPropertyReferences: { characters: 'Text#2:0' } },
              ),
            ],
          );
        const set = componentSet(
          'Pill',
          { w: 400, h: 100 },
          {
            id: '6:0',
            componentPropertyDefinitions: {
              Kind: {
                type: 'VARIANT',
                defaultValue: 'Primary',
                variantOptions: ['Primary', 'Secondary'],
              },
              Size: {
                type: 'VARIANT',
                defaultValue: 'Medium',
                variantOptions: ['Medium', 'Large'],
              },
              'Text#2:0': { type: 'TEXT', defaultValue: 'Action' },
            },
          },
          [
            variant('Kind=Primary, Size=Medium', '6:1', solid(0.4, 0.31, 0.64), 0),
            variant('Kind=Secondary, Size=Medium', '6:2', solid(0.8, 0.76, 0.86), 130),
            variant('Kind=Primary, Size=Large', '6:3', solid(0.3, 0.2, 0.5), 260),
          ],
        );
        const fills: Record<string, FigmaJson> = {
          '6:1': solid(0.4, 0.31, 0.64),
          '6:2': solid(0.8, 0.76, 0.86),
          '6:3': solid(0.3, 0.2, 0.5),
        };
        const use = (componentId: string, kind: string, size: string, x: number, label: string) =>
          instance(
            'Pill',
            componentId,
            { x, y: 0, w: 120, h: 40 },
            {
              ...pillLayout,
              cornerRadius: 20,
              fills: [fills[componentId]],
              componentProperties: {
                Kind: { type: 'VARIANT', value: kind },
                Size: { type: 'VARIANT', value: size },
                'Text#2:0': { type: 'TEXT', value: label },
              },
            },
            [
              text(
                'Text',
                label,
                { x: 16, y: 10, w: 60, h: 20 },
                {},
                { componentPropertyReferences: { characters: 'Text#2:0' } },
              ),
            ],
          );
        const screen = frame(
          'Pill row',
          { x: 0, y: 200, w: 400, h: 60 },
          {
            ...autoLayout('HORIZONTAL', { itemSpacing: 8 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [
            use('6:1', 'Primary', 'Medium', 0, 'Save'),
            use('6:2', 'Secondary', 'Medium', 130, 'Cancel'),
            use('6:3', 'Primary', 'Large', 260, 'Continue'),
          ],
        );
        return fileResponse('Variants', [set, screen], {
          components: {
            '6:1': { key: 'k1', name: 'Kind=Primary, Size=Medium', componentSetId: '6:0' },
            '6:2': { key: 'k2', name: 'Kind=Secondary, Size=Medium', componentSetId: '6:0' },
            '6:3': { key: 'k3', name: 'Kind=Primary, Size=Large', componentSetId: '6:0' },
          },
          componentSets: { '6:0': { key: 'set-pill', name: 'Pill' } },
        });
      },
      want: [
        'enum class PillKind { Primary, Secondary }',
        'enum class PillSize { Medium, Large }',
        'kind: PillKind = PillKind.Primary,',
        'sizeVariant: PillSize = PillSize.Medium,',
        'text: String,',
        'Pill(text = "Action")',
        'when {',
        'kind == PillKind.Secondary && sizeVariant == PillSize.Medium -> {',
        'else -> {',
        'text = "Save")',
        'kind = PillKind.Secondary, text = "Cancel")',
        'Pill(sizeVariant = PillSize.Large, text = "Continue")',
      ],
    },
  ],
  [
    'components-from-instances-only',
    {
      given: () => {
        resetIds();
        const chip = (x: number, label: string) =>
          instance(
            'List item',
            '9:9',
            { x: 0, y: x, w: 360, h: 56 },
            {
              ...autoLayout('HORIZONTAL', { paddingLeft: 16, counterAxisAlignItems: 'CENTER' }),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'FIXED',
              componentProperties: { 'Headline#3:1': { type: 'TEXT', value: label } },
            },
            [
              text(
                'Headline',
                label,
                { x: 16, y: 18, w: 100, h: 20 },
                {},
                { componentPropertyReferences: { characters: 'Headline#3:1' } },
              ),
            ],
          );
        return nodesResponse(
          'Library use',
          [
            frame(
              'Inbox',
              { w: 360, h: 640 },
              {
                ...autoLayout('VERTICAL'),
                layoutSizingHorizontal: 'FIXED',
                layoutSizingVertical: 'FIXED',
              },
              [chip(0, 'First'), chip(56, 'Second'), chip(112, 'First')],
            ),
          ],
          { components: { '9:9': { key: 'remote-list-item', name: 'List item', remote: true } } },
        );
      },
      want: [
        'fun ListItemComponent(',
        'headline: String,',
        'ListItemComponent(headline = "First")',
        '.fillMaxWidth()',
        'headline = "Second",',
      ],
    },
  ],
  [
    'components-on-canvas',
    {
      given: () => {
        resetIds();
        const badge = (name: string, id: string, fill: FigmaJson, x: number) =>
          component(name, { x, y: 0, w: 24, h: 24 }, { id, cornerRadius: 12, fills: [fill] }, []);
        const board = frame('Badge board', { w: 200, h: 100 }, { fills: [solid(1, 1, 1)] }, [
          componentSet(
            'Badge',
            { x: 10, y: 10, w: 80, h: 40 },
            {
              id: '7:0',
              componentPropertyDefinitions: {
                Tone: { type: 'VARIANT', defaultValue: 'Info', variantOptions: ['Info', 'Alert'] },
              },
            },
            [
              badge('Tone=Info', '7:1', solid(0.2, 0.4, 0.9), 10),
              badge('Tone=Alert', '7:2', solid(0.9, 0.2, 0.2), 50),
            ],
          ),
          instance(
            'Badge',
            '7:2',
            { x: 120, y: 10, w: 24, h: 24 },
            {
              cornerRadius: 12,
              fills: [solid(0.9, 0.2, 0.2)],
              componentProperties: { Tone: { type: 'VARIANT', value: 'Alert' } },
            },
          ),
        ]);
        return fileResponse('Canvas', [board], {
          components: {
            '7:1': { key: 'b1', name: 'Tone=Info', componentSetId: '7:0' },
            '7:2': { key: 'b2', name: 'Tone=Alert', componentSetId: '7:0' },
          },
          componentSets: { '7:0': { key: 'badge-set', name: 'Badge' } },
        });
      },
      want: [
        'enum class BadgeTone { Info, Alert }',
        'fun Badge(',
        'tone = BadgeTone.Alert',
        '.padding(\n                start = CanvasTheme.spacing.medium,\n                top = CanvasTheme.spacing.medium,\n                bottom = CanvasTheme.spacing.medium,\n            )',
      ],
    },
  ],
  [
    'repeated-frames',
    {
      // Rows copied in Figma instead of instances of a component: one function, one call per row.
      given: () => {
        resetIds();
        const star = (x: number) =>
          frame('Star', { x, w: 12, h: 12 }, { cornerRadius: 2, fills: [solid(1, 0.75, 0)] }, [
            frame('Glint', { x: 3, y: 3, w: 4, h: 4 }, { fills: [solid(1, 1, 1)] }, []),
            frame('Shade', { x: 6, y: 6, w: 4, h: 4 }, { fills: [solid(0.9, 0.6, 0)] }, []),
          ]);
        const review = (name: string, says: string, fill = solid(0.96, 0.95, 0.98)): FigmaJson =>
          frame(
            `Review ${name}`,
            { w: 328, h: 72 },
            {
              ...autoLayout('VERTICAL', {
                itemSpacing: 4,
                paddingLeft: 16,
                paddingTop: 12,
                paddingBottom: 12,
              }),
              layoutSizingHorizontal: 'FILL',
              cornerRadius: 12,
              fills: [fill],
            },
            [
              text(
                'Name',
                name,
                { w: 200, h: 20 },
                { fontSize: 14, lineHeightPx: 20, fontWeight: 500 },
              ),
              frame(
                'Stars',
                { w: 44, h: 12 },
                { ...autoLayout('HORIZONTAL', { itemSpacing: 4 }) },
                [star(0), star(16), star(32)],
              ),
              text('Says', says, { w: 296, h: 16 }, { fontSize: 12, lineHeightPx: 16 }),
            ],
          );
        return nodesResponse('Reviews', [
          frame(
            'Reviews',
            { w: 360, h: 560 },
            {
              ...autoLayout('VERTICAL', {
                itemSpacing: 8,
                paddingLeft: 16,
                paddingRight: 16,
                paddingTop: 16,
              }),
              fills: [solid(1, 1, 1)],
            },
            [
              review('Ada', 'Fast delivery, well packed.'),
              review('Grace', 'The fit is true to size.'),
              review('Linus', 'Would order again.'),
              // Drawn on another colour: a copy still, which passes its colour.
              review('Margaret', 'Arrived a day late.', solid(1, 0.93, 0.93)),
            ],
          ),
        ]);
      },
      want: [
        // One function for the three copies, its texts parameters; the screen calls it per copy.
        'fun Review(\n    says: String,\n    name: String,\n    modifier: Modifier = Modifier,\n    backgroundColor: Color = Color(0xFFF5F2FA),\n)',
        'Review(says = "Fast delivery, well packed.", name = "Ada")',
        '.background(backgroundColor, RoundedCornerShape(ReviewsTheme.radii.medium))',
        'Review(modifier = Modifier.fillMaxWidth(), says = "Would order again.", name = "Linus")',
        // Copies inside copies fold alike: each review's stars call one Star.
        'Star(modifier = Modifier.size(12.dp))',
        // The review on another colour passes it.
        'name = "Margaret",\n            backgroundColor = Color(0xFFFFEDED),',
      ],
    },
  ],
  [
    // An instance swap whose default component has a text property of its own: the slot's default
    // calls that component with its text, which its function does not default to.
    'components-swap-with-text',
    {
      given: () => {
        resetIds();
        const badgeBody = (count: string) => [
          text(
            'Count',
            count,
            { x: 8, y: 2, w: 16, h: 20 },
            {},
            { componentPropertyReferences: { characters: 'Count#2:0' } },
          ),
        ];
        const badge = component(
          'Badge',
          { x: 0, y: 0, w: 32, h: 24 },
          {
            id: '6:1',
            fills: [solid(0.9, 0.2, 0.2)],
            cornerRadius: 12,
            componentPropertyDefinitions: { 'Count#2:0': { type: 'TEXT', defaultValue: '3' } },
          },
          badgeBody('3'),
        );
        const badgeIn = (x: number) =>
          instance(
            'Badge',
            '6:1',
            { x, y: 8, w: 32, h: 24 },
            {
              fills: [solid(0.9, 0.2, 0.2)],
              cornerRadius: 12,
              componentProperties: { 'Count#2:0': { type: 'TEXT', value: '3' } },
              componentPropertyReferences: { mainComponent: 'Badge#2:1' },
            },
            badgeBody('3'),
          );
        const inbox = component(
          'Inbox row',
          { x: 0, y: 100, w: 200, h: 40 },
          {
            id: '6:2',
            componentPropertyDefinitions: {
              'Badge#2:1': { type: 'INSTANCE_SWAP', defaultValue: '6:1', preferredValues: [] },
            },
          },
          [text('Title', 'Inbox', { x: 8, y: 10, w: 60, h: 20 }), badgeIn(160)],
        );
        const screen = frame(
          'Mail',
          { x: 0, y: 300, w: 360, h: 120 },
          { fills: [solid(1, 1, 1)] },
          [
            instance(
              'Inbox row',
              '6:2',
              { x: 16, y: 16, w: 200, h: 40 },
              { componentProperties: { 'Badge#2:1': { type: 'INSTANCE_SWAP', value: '6:1' } } },
              [text('Title', 'Inbox', { x: 8, y: 10, w: 60, h: 20 }), badgeIn(160)],
            ),
          ],
        );
        return fileResponse('Swap', [badge, inbox, screen], {
          components: {
            '6:1': { key: 'key-badge', name: 'Badge', description: '' },
            '6:2': { key: 'key-inbox-row', name: 'Inbox row', description: '' },
          },
        });
      },
      want: [
        'badge: @Composable () -> Unit = { Badge(count = "3") },',
        'fun Badge(\n    count: String,',
      ],
    },
  ],
];
