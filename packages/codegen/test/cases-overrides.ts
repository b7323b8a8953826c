import {
  autoLayout,
  component,
  fileResponse,
  frame,
  instance,
  rect,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { FigmaJson } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

/**
 * Instance overrides as the REST API returns them: instance layers carry ids
 * `I<instance id>;<component layer id>`. Mirrors what real community files do:
 * buttons of one component (named so the Material pass leaves them) with other labels and no text property, a text field
 * with a declared property its body never reads, icons hidden per instance,
 * pixel art of coloured instances, a stroke override and a nested swap without a property.
 */
const buttonLayout = {
  ...autoLayout('HORIZONTAL', {
    itemSpacing: 8,
    paddingLeft: 24,
    paddingRight: 24,
    paddingTop: 10,
    paddingBottom: 10,
    counterAxisAlignItems: 'CENTER',
  }),
  layoutSizingHorizontal: 'HUG',
  layoutSizingVertical: 'HUG',
  cornerRadius: 6,
  fills: [solid(0.13, 0.4, 0.86)],
};
const arrow = {
  fills: [solid(1, 1, 1)],
  fillGeometry: [
    { path: 'M4 11H16L11 6L12.4 4.6L19.8 12L12.4 19.4L11 18L16 13H4Z', windingRule: 'NONZERO' },
  ],
};
const white = { fills: [solid(1, 1, 1)] };

function buttonBody(prefix: string, label: string, showArrow = true): FigmaJson[] {
  const body = [
    text('Label', label, { x: 24, y: 10, w: 60, h: 20 }, {}, { id: `${prefix}20:2`, ...white }),
  ];
  if (showArrow)
    body.push(vector('Arrow', { x: 92, y: 8, w: 24, h: 24 }, { id: `${prefix}20:3`, ...arrow }));
  return body;
}

function field(prefix: string, label: string, value: string): FigmaJson[] {
  return [
    text('Label', label, { x: 12, y: 6, w: 200, h: 16 }, { fontSize: 12 }, { id: `${prefix}21:2` }),
    text('Value', value, { x: 12, y: 26, w: 200, h: 20 }, {}, { id: `${prefix}21:3` }),
  ];
}

const pixel = (id: string, x: number, y: number, color: FigmaJson | undefined): FigmaJson =>
  instance(
    'Pixel',
    '22:1',
    { x, y, w: 8, h: 8 },
    { id, ...(color ? { fills: [color] } : { fills: [solid(0, 0, 0)] }) },
    [],
  );

export const overrideCases: GoldenCase[] = [
  [
    // An instance made shorter than the text in it (a section title's row squeezed to 29 dp around a
    // 36 dp line): Figma draws the text whole, past the instance's edge; the component's text keeps
    // its size in every call.
    'instance-shorter-than-its-text',
    {
      given: () => {
        resetIds();
        const rowLayout = {
          ...autoLayout('HORIZONTAL', { itemSpacing: 8, counterAxisSizingMode: 'FIXED' }),
          layoutSizingHorizontal: 'HUG',
          layoutSizingVertical: 'FIXED',
        };
        const title = (prefix: string): FigmaJson[] => [
          text(
            'Title',
            'Section',
            { x: 0, y: 0, w: 90, h: 36 },
            { fontSize: 28, lineHeightPx: 36 },
            { id: `${prefix}40:2` },
          ),
        ];
        const heading = component(
          'Heading',
          { x: 0, y: 0, w: 90, h: 36 },
          { id: '40:1', ...rowLayout },
          title(''),
        );
        const screen = frame(
          'Sections',
          { x: 200, y: 0, w: 360, h: 200 },
          { fills: [solid(1, 1, 1)] },
          [
            instance(
              'Heading',
              '40:1',
              { x: 16, y: 16, w: 90, h: 29 },
              { id: '41:1', ...rowLayout },
              title('I41:1;'),
            ),
          ],
        );
        return fileResponse('Overrides', [heading, screen], {
          components: { '40:1': { key: 'k-heading', name: 'Heading' } },
        });
      },
      want: [
        'Text(\n            text = "Section",\n            modifier = Modifier.wrapContentHeight(Alignment.Top, unbounded = true),',
        'Heading(\n            modifier = Modifier\n                .padding(start = 16.dp, top = 16.dp)\n                .height(29.dp),',
      ],
    },
  ],
  [
    'instance-overrides',
    {
      given: () => {
        resetIds();
        const button = component(
          'Action',
          { x: 0, y: 0, w: 140, h: 40 },
          { id: '20:1', ...buttonLayout },
          buttonBody('', 'Log in'),
        );
        const textField = component(
          'Entry',
          { x: 0, y: 60, w: 240, h: 52 },
          {
            id: '21:1',
            cornerRadius: 4,
            strokes: [solid(0.5, 0.5, 0.5)],
            strokeWeight: 1,
            strokeAlign: 'INSIDE',
            componentPropertyDefinitions: {
              'labelText#4:0': { type: 'TEXT', defaultValue: 'Email' },
            },
          },
          field('', 'Email', 'name@example.com'),
        );
        const pixelComponent = component(
          'Pixel',
          { x: 0, y: 130, w: 8, h: 8 },
          { id: '22:1', fills: [solid(0, 0, 0)] },
        );
        const badge = component(
          'Badge',
          { x: 0, y: 150, w: 60, h: 24 },
          { id: '23:1', cornerRadius: 12, fills: [solid(0.9, 0.2, 0.2)] },
          [text('Count', '3', { x: 24, y: 2, w: 12, h: 20 }, {}, { id: '23:2', ...white })],
        );

        const use = (
          id: string,
          label: string,
          y: number,
          showArrow = true,
          extra: FigmaJson = {},
        ) =>
          instance(
            'Action',
            '20:1',
            { x: 16, y, w: 140, h: 40 },
            { id, ...buttonLayout, ...extra },
            buttonBody(`I${id};`, label, showArrow),
          );
        const screen = frame(
          'Settings',
          { x: 300, y: 0, w: 360, h: 640 },
          { fills: [solid(1, 1, 1)] },
          [
            use('30:1', 'Log in', 16),
            use('30:2', 'Add element', 72),
            use('30:3', 'Remove element', 128, false),
            use('30:4', 'Apply settings', 184, true, {
              strokes: [solid(0, 0, 0)],
              strokeWeight: 2,
              strokeAlign: 'INSIDE',
            }),
            instance(
              'Entry',
              '21:1',
              { x: 16, y: 240, w: 240, h: 52 },
              {
                id: '30:5',
                cornerRadius: 4,
                strokes: [solid(0.5, 0.5, 0.5)],
                strokeWeight: 1,
                strokeAlign: 'INSIDE',
                componentProperties: { 'labelText#4:0': { type: 'TEXT', value: 'Password' } },
              },
              field('I30:5;', 'Password', '••••••••'),
            ),
            frame('Pixel art', { x: 16, y: 310, w: 16, h: 16 }, {}, [
              pixel('30:10', 0, 0, undefined),
              pixel('30:11', 8, 0, solid(1, 0.8, 0)),
              pixel('30:12', 0, 8, solid(0.2, 0.6, 0.2)),
              pixel('30:13', 8, 8, undefined),
            ]),
            rect('Divider', { x: 16, y: 340, w: 328, h: 1 }, { fills: [solid(0.9, 0.9, 0.9)] }),
            instance(
              'Badge',
              '23:1',
              { x: 16, y: 360, w: 60, h: 24 },
              { id: '30:20', cornerRadius: 12, fills: [solid(0.9, 0.2, 0.2)] },
              [
                text(
                  'Count',
                  '12',
                  { x: 24, y: 2, w: 12, h: 20 },
                  {},
                  { id: 'I30:20;23:2', ...white },
                ),
              ],
            ),
          ],
        );
        return fileResponse('Overrides', [button, textField, pixelComponent, badge, screen], {
          components: {
            '20:1': { key: 'k-button', name: 'Action' },
            '21:1': { key: 'k-field', name: 'Entry' },
            '22:1': { key: 'k-pixel', name: 'Pixel' },
            '23:1': { key: 'k-badge', name: 'Badge' },
          },
        });
      },
      want: [
        // Texts no property binds become parameters named after the layer, defaulting to the component's text.
        'label: String,',
        'Action(label = "Log in")',
        'showArrow: Boolean = true,',
        'Action(label = "Add element")',
        'Action(label = "Remove element", showArrow = false)',
        'if (showArrow) {',
        'text = label,\n            color = OverridesTheme.colors.white,',
        // The text field's declared property is read nowhere: the layer's own text is the parameter.
        'value: String,\n    label: String,\n    modifier: Modifier = Modifier,\n)',
        'Entry(value = "name@example.com", label = "Email")',
        'Entry(modifier = Modifier.size(240.dp, 52.dp), value = "••••••••", label = "Password")',
        'Badge(modifier = Modifier.size(60.dp, 24.dp), count = "12")',
        // A stroke override no parameter carries: that button is drawn inline, as designed.
        'text = "Apply settings"',
        // Pixel art keeps every colour: a repainted pixel passes its colour to the component.
        'backgroundColor: Color = OverridesTheme.colors.black,',
        'Pixel(modifier = Modifier.size(8.dp), backgroundColor = Color(0xFFFFCC00))',
        'Pixel(modifier = Modifier.size(8.dp), backgroundColor = Color(0xFF339933))',
      ],
    },
  ],
  [
    // A component with a full-size overlay on top (a designer's measuring guides over a select
    // box): layout inference stacks the layers under the overlay as one frame of the whole size.
    // An instance that hides the overlay is laid out without that frame, and its call still shows
    // what the frame holds: only the overlay is hidden.
    'instance-hides-its-overlay',
    {
      given: () => {
        resetIds();
        const body = (prefix: string, x: number, y: number, hideGuides: boolean): FigmaJson[] => [
          rect(
            'Field',
            { x, y: y + 48, w: 320, h: 32 },
            {
              id: `${prefix}50:2`,
              cornerRadius: 4,
              fills: [solid(1, 1, 1)],
              strokes: [solid(0.2, 0.4, 0.9)],
              strokeWeight: 2,
              strokeAlign: 'INSIDE',
            },
          ),
          text(
            'Value',
            'Medium',
            { x: x + 16, y: y + 54, w: 288, h: 20 },
            {},
            { id: `${prefix}50:3` },
          ),
          frame(
            'Guides',
            { x, y, w: 320, h: 105 },
            { id: `${prefix}50:4`, ...(hideGuides ? { visible: false } : {}) },
            [
              rect(
                'Line',
                { x, y: y + 24, w: 320, h: 1 },
                { id: `${prefix}50:5`, fills: [solid(0.9, 0.2, 0.2)] },
              ),
            ],
          ),
        ];
        const select = component(
          'Select',
          { x: 0, y: 0, w: 320, h: 105 },
          { id: '50:1' },
          body('', 0, 0, false),
        );
        const screen = frame(
          'Order',
          { x: 400, y: 0, w: 360, h: 200 },
          { fills: [solid(1, 1, 1)] },
          [
            instance(
              'Select',
              '50:1',
              { x: 20, y: 16, w: 320, h: 105 },
              { id: '51:1' },
              body('I51:1;', 0, 0, true),
            ),
          ],
        );
        return fileResponse('Overlay', [select, screen], {
          components: { '50:1': { key: 'k-select', name: 'Select' } },
        });
      },
      want: [
        // Only the guides are hidden (before, the stacked frame was too, and the field with it).
        '.height(105.dp),\n            showGuides = false,\n        )',
        'fun Select(\n    modifier: Modifier = Modifier,\n    showGuides: Boolean = true,\n)',
      ],
    },
  ],
];
