import {
  autoLayout,
  fileResponse,
  frame,
  instance,
  rect,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';
import type { At, FigmaJson } from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';

/**
 * The Material 3 Design Kit as a file using it has it: one component set per
 * component ("Button", "Text field", "Tabs", "Slider", …) whose variants are
 * named by their properties ("Style=Filled, State=Enabled, Show icon=False"),
 * layers named as the kit names them ("Label text", "State-layer", "Leading
 * icon", "Supporting text", "Tab group", "Active indicator", "Handle",
 * "Drag handle") and its parts as "Building Blocks/…" components.
 */
export function kitFile(): FigmaJson {
  resetIds();
  const components: FigmaJson = {};
  const componentSets: FigmaJson = {};
  const kit = (
    set: string,
    variant: string,
    at: At,
    children: FigmaJson[],
    props: FigmaJson = {},
  ): FigmaJson => {
    const id = `${set}=${variant}`;
    componentSets[`set:${set}`] = { key: `m3:${set}`, name: set, remote: true };
    components[id] = { key: `m3:${id}`, name: variant, componentSetId: `set:${set}`, remote: true };
    return instance(
      set,
      id,
      at,
      { layoutSizingHorizontal: 'HUG', layoutSizingVertical: 'HUG', ...props },
      children,
    );
  };
  const icon = (name: string, layer: string, x = 0, y = 0): FigmaJson => {
    components[`icon:${name}`] = { key: `icon:${name}`, name: `Icons/${name}`, remote: true };
    return instance(layer, `icon:${name}`, { x, y, w: 24, h: 24 }, {}, [
      vector(
        'icon',
        { x: 3, y: 3, w: 18, h: 18 },
        {
          fills: [solid(0.29, 0.27, 0.31)],
          fillGeometry: [
            {
              path: `M0 0L18 0L${[...name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7) % 18} 18L0 18Z`,
              windingRule: 'NONZERO',
            },
          ],
        },
      ),
    ]);
  };
  const label = (s: string, x = 24, y = 10): FigmaJson =>
    text('Label text', s, { x, y, w: 60, h: 20 }, { fontWeight: 500 });
  const row = (name: string, y: number, children: FigmaJson[]): FigmaJson =>
    frame(
      name,
      { y, w: 360, h: 48 },
      {
        ...autoLayout('HORIZONTAL', { itemSpacing: 8, counterAxisAlignItems: 'CENTER' }),
        layoutSizingHorizontal: 'FILL',
        layoutSizingVertical: 'HUG',
      },
      children,
    );
  const tab = (words: string, selected: boolean, x: number): FigmaJson =>
    kit(
      'Building Blocks/Primary tabs/Label only',
      `Selected=${selected ? 'True' : 'False'}, State=Enabled`,
      { x, w: 120, h: 48 },
      [
        frame('State-layer', { w: 120, h: 48 }, {}, [
          frame('Tab Contents', { x: 30, y: 14, w: 60, h: 20 }, {}, [
            label(words, 0, 0),
            ...(selected
              ? [rect('Indicator', { y: 31, w: 60, h: 3 }, { fills: [solid(0.4, 0.31, 0.64)] })]
              : []),
          ]),
        ]),
      ],
    );
  const navItem = (words: string, glyph: string, selected: boolean, x: number): FigmaJson =>
    kit(
      'Building Blocks/Navigation bar item',
      `Selected=${selected ? 'True' : 'False'}, State=Enabled`,
      { x, w: 120, h: 80 },
      [
        ...(selected
          ? [
              rect(
                'Active indicator',
                { x: 28, y: 12, w: 64, h: 32 },
                { cornerRadius: 16, fills: [solid(0.91, 0.87, 0.97)] },
              ),
            ]
          : []),
        icon(glyph, 'Icon', 48, 16),
        label(words, 40, 52),
      ],
    );

  const screen = frame(
    'Kit components',
    { w: 360, h: 1400 },
    {
      ...autoLayout('VERTICAL', { itemSpacing: 8 }),
      layoutSizingHorizontal: 'FIXED',
      layoutSizingVertical: 'FIXED',
      fills: [solid(1, 0.98, 1)],
    },
    [
      kit(
        'Top app bar',
        'Configuration=Medium, Elevation=Flat',
        { w: 360, h: 112 },
        [
          icon('arrow_back', 'Leading icon', 4, 12),
          text('Headline', 'Account', { x: 16, y: 68, w: 200, h: 28 }, { fontSize: 24 }),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      row('Actions', 0, [
        kit('Button', 'Style=Elevated, State=Enabled, Show icon=False', { w: 100, h: 40 }, [
          label('Retry'),
        ]),
        kit('Button', 'Style=Tonal, State=Enabled, Show icon=True', { w: 120, h: 40 }, [
          icon('add', 'Icon', 16, 8),
          label('Add\n'),
        ]),
      ]),
      row('Tools', 0, [
        kit('Icon button', 'Style=Filled, State=Enabled', { w: 48, h: 48 }, [
          frame('Container', { x: 4, y: 4, w: 40, h: 40 }, {}, [icon('favorite', 'Icon', 8, 8)]),
        ]),
        kit('Icon button', 'Style=Tonal, State=Enabled', { w: 48, h: 48 }, [
          icon('share', 'Icon', 12, 12),
        ]),
        kit('Icon button', 'Style=Outlined, State=Disabled', { w: 48, h: 48 }, [
          icon('delete', 'Icon', 12, 12),
        ]),
        kit('FAB', 'Style=Surface, State=Enabled, Size=Small', { w: 40, h: 40 }, [
          icon('edit', 'Icon', 8, 8),
        ]),
        kit('FAB', 'Style=Primary, State=Enabled, Size=Large', { w: 96, h: 96 }, [
          icon('add', 'Icon', 30, 30),
        ]),
      ]),
      kit(
        'Text field',
        'Style=Filled, State=Enabled, Text configurations=Placeholder text, Leading icon=True, Trailing icon=False',
        { w: 328, h: 76 },
        [
          frame('Text field', { w: 328, h: 56 }, {}, [
            frame('State-layer', { w: 328, h: 56 }, {}, [
              icon('search', 'Leading icon', 12, 16),
              frame('Content', { x: 52, y: 4, w: 260, h: 48 }, {}, [
                frame('Placeholder text container', { y: 20, w: 200, h: 24 }, {}, [
                  text('Placeholder text', 'Search messages', { w: 200, h: 24 }, { fontSize: 16 }),
                ]),
                frame('Label text container', { w: 80, h: 16 }, {}, [
                  text('Label text', 'Search', { w: 80, h: 16 }, { fontSize: 12 }),
                ]),
              ]),
            ]),
          ]),
          text(
            'Supporting text',
            'Searches every folder',
            { x: 16, y: 60, w: 200, h: 16 },
            { fontSize: 12 },
          ),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      kit(
        'Text field',
        'Style=Outlined, State=Error, Text configurations=Input text, Leading icon=False, Trailing icon=True',
        { w: 328, h: 76 },
        [
          frame('Text field', { w: 328, h: 56 }, {}, [
            frame('Content', { x: 16, y: 4, w: 260, h: 48 }, {}, [
              text('Input text', '555 01', { y: 20, w: 200, h: 24 }, { fontSize: 16 }),
              frame('Label text container', { w: 80, h: 16 }, {}, [
                text('Label text', 'Phone', { w: 80, h: 16 }, { fontSize: 12 }),
              ]),
            ]),
            icon('error', 'Trailing icon', 292, 16),
          ]),
          text(
            'Supporting text',
            'Enter all ten digits',
            { x: 16, y: 60, w: 200, h: 16 },
            { fontSize: 12 },
          ),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      row('Wi-Fi row', 0, [
        kit('Switch', 'Selected=True, State=Enabled, Icon=False', { w: 52, h: 32 }, []),
        text('Wi-Fi', 'Wi-Fi', { w: 80, h: 20 }),
      ]),
      row('Select all row', 0, [
        kit('Checkbox', 'Type=Indeterminate, State=Enabled', { w: 40, h: 40 }, []),
        text('Select all', 'Select all', { w: 80, h: 20 }),
      ]),
      row('Size row', 0, [
        kit('Radio button', 'Selected=False, State=Enabled', { w: 40, h: 40 }, []),
        text('Small', 'Small', { w: 80, h: 20 }),
      ]),
      row('Filters', 0, [
        kit('Assist chip', 'Style=Elevated, State=Enabled', { w: 90, h: 32 }, [
          icon('event', 'Leading icon', 8, 4),
          label('Book'),
        ]),
        kit('Filter chip', 'Style=Outlined, Selected=True, State=Enabled', { w: 90, h: 32 }, [
          label('Nearby'),
        ]),
        kit('Input chip', 'Style=Outlined, Selected=False, State=Enabled', { w: 90, h: 32 }, [
          label('Ada'),
        ]),
        kit('Suggestion chip', 'Style=Elevated, State=Enabled', { w: 90, h: 32 }, [
          label('Tomorrow'),
        ]),
      ]),
      kit(
        'Tabs',
        'Type=Fixed, Style=Primary, Configuration=Label only',
        { w: 360, h: 49 },
        [
          frame('Tab group', { w: 360, h: 48 }, autoLayout('HORIZONTAL'), [
            tab('Video', true, 0),
            tab('Photos', false, 120),
            tab('Audio', false, 240),
          ]),
          rect('Divider', { y: 48, w: 360, h: 1 }, { fills: [solid(0.79, 0.77, 0.82)] }),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      text('Volume', 'Volume', { w: 80, h: 20 }),
      kit(
        'Slider',
        'Type=Continuous, State=Enabled',
        { w: 328, h: 44 },
        [
          rect('Active track', { y: 20, w: 246, h: 4 }, { fills: [solid(0.4, 0.31, 0.64)] }),
          rect(
            'Handle',
            { x: 236, y: 12, w: 20, h: 20 },
            { cornerRadius: 10, fills: [solid(0.4, 0.31, 0.64)] },
          ),
          rect(
            'Inactive track',
            { x: 256, y: 20, w: 72, h: 4 },
            { fills: [solid(0.91, 0.87, 0.97)] },
          ),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      text('Uploading photos', 'Uploading photos', { w: 200, h: 20 }),
      kit(
        'Linear progress indicator',
        'Type=Determinate',
        { w: 328, h: 4 },
        [
          rect('Track', { w: 328, h: 4 }, { fills: [solid(0.91, 0.87, 0.97)] }),
          rect('Active indicator', { w: 131, h: 4 }, { fills: [solid(0.4, 0.31, 0.64)] }),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      kit('Circular progress indicator', 'Type=Indeterminate', { w: 48, h: 48 }, [
        rect(
          'Active indicator',
          { x: 4, y: 4, w: 40, h: 40 },
          { cornerRadius: 20, strokes: [solid(0.4, 0.31, 0.64)], strokeWeight: 4 },
        ),
      ]),
      kit(
        'List item',
        'Condition=1 line, Leading=Icon, Trailing=None',
        { w: 360, h: 56 },
        [
          icon('person', 'Leading element', 16, 16),
          text('Headline', 'Profile', { x: 56, y: 16, w: 200, h: 24 }, { fontSize: 16 }),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      kit(
        'Bottom sheet',
        'Type=Standard',
        { w: 360, h: 120 },
        [
          frame('Drag handle', { x: 164, y: 8, w: 32, h: 20 }, {}, [
            rect(
              'Handle',
              { y: 8, w: 32, h: 4 },
              { cornerRadius: 2, fills: [solid(0.47, 0.45, 0.49)] },
            ),
          ]),
          text('Sheet title', 'Share with', { x: 24, y: 40, w: 200, h: 24 }, { fontSize: 16 }),
        ],
        {
          ...autoLayout('VERTICAL', { itemSpacing: 12, paddingTop: 8 }),
          layoutSizingHorizontal: 'FILL',
        },
      ),
      kit(
        'Navigation bar',
        'Items=3',
        { w: 360, h: 80 },
        [
          navItem('Home', 'home', true, 0),
          navItem('Search', 'search', false, 120),
          navItem('Profile', 'person', false, 240),
        ],
        { layoutSizingHorizontal: 'FILL' },
      ),
      text('Terms', 'Terms of service', { w: 120, h: 20 }, { textDecoration: 'UNDERLINE' }),
      // No kit component, but a button all the same: a pill with one label that the prototype opens a page from.
      frame(
        'Pill',
        { w: 120, h: 40 },
        {
          cornerRadius: 20,
          fills: [solid(0.1, 0.45, 0.3)],
          reactions: [
            { trigger: { type: 'ON_CLICK' }, actions: [{ type: 'NODE', destinationId: '9:9' }] },
          ],
        },
        [text('Label', 'Get started', { x: 24, y: 10, w: 72, h: 20 }, { fontWeight: 500 })],
      ),
      // The same pill without a click target is a status tag, drawn as designed.
      frame('Tag', { w: 80, h: 24 }, { cornerRadius: 12, fills: [solid(0.9, 0.95, 0.9)] }, [
        text('Label', 'Active', { x: 16, y: 2, w: 48, h: 20 }),
      ]),
    ],
  );
  // Auto layout as Figma lays it out: each child below the one before, 8 apart.
  let y = 0;
  for (const child of screen.children as FigmaJson[]) {
    const box = child.absoluteBoundingBox as { y: number; height: number };
    box.y = y;
    y += box.height + 8;
  }
  return fileResponse('Kit', [screen], { components, componentSets });
}

/** Every component of the Material 3 Design Kit as its Material3 composable, state hoisted, icons described only where they are the control. */
export const kitCases: GoldenCase[] = [
  [
    'material-kit-components',
    {
      given: kitFile,
      want: [
        // Values first (required; the design's samples only in the preview), then the modifier, then callbacks.
        'fun KitComponents(\n    search: String,\n    phone: String,\n    wiFiChecked: Boolean,\n    selectAllState: ToggleableState,\n    smallSelected: Boolean,',
        'MediumTopAppBar(',
        'IconButton(onClick = onArrowBackClick) {',
        'contentDescription = "Arrow back"',
        'ElevatedButton(onClick = onRetryClick) {',
        // A label the designer ended with a line break is the label without it.
        'Text("Add")',
        'FilledIconButton(onClick = onFavoriteClick) {',
        'FilledTonalIconButton(onClick = onShareClick) {',
        'OutlinedIconButton(onClick = onDeleteClick, enabled = false) {',
        'SmallFloatingActionButton(onClick = onEditClick) {',
        'LargeFloatingActionButton(onClick = onAddClick2) {',
        'placeholder = { Text("Search messages") },',
        'leadingIcon = { Icon(painter = painterResource(R.drawable.ic_search), contentDescription = null) },',
        'supportingText = { Text("Searches every folder") },',
        'isError = true,',
        'keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Phone),',
        'trailingIcon = { Icon(painter = painterResource(R.drawable.ic_error), contentDescription = "Error") },',
        'Switch(checked = wiFiChecked, onCheckedChange = onWiFiCheckedChange)',
        'TriStateCheckbox(state = selectAllState, onClick = onSelectAllClick)',
        'RadioButton(selected = smallSelected, onClick = onSmallClick)',
        'ElevatedAssistChip(',
        'FilterChip(\n                        selected = nearbySelected,\n                        onClick = onNearbyClick,\n                        label = { Text("Nearby") },',
        'InputChip(selected = adaSelected, onClick = onAdaClick, label = { Text("Ada") })',
        'ElevatedSuggestionChip(onClick = onTomorrowClick, label = { Text("Tomorrow") })',
        'TabRow(selectedTabIndex = selectedTabIndex',
        'Tab(\n                selected = selectedTabIndex == 0,\n                onClick = { onTabClick(0) },\n                text = { Text("Video") },',
        'Slider(value = volume, onValueChange = onVolumeChange',
        'LinearProgressIndicator(\n            progress = { uploadingPhotosProgress },',
        'CircularProgressIndicator(',
        'ListItem(',
        'BottomSheetDefaults.DragHandle(',
        'text = "Share with",',
        'NavigationBarItem(',
        'label = { Text("Home") },',
        'modifier = Modifier.clickable(onClick = onTermsOfServiceClick),',
        'Button(\n                onClick = onGetStartedClick,',
        'colors = ButtonDefaults.buttonColors(\n                    containerColor = Color(0xFF1A734D),\n                    contentColor = KitTheme.colors.black,\n                ),',
        'text = "Active",',
        'KitComponents(\n            search = "",\n            phone = "555 01",\n            wiFiChecked = true,\n            selectAllState = ToggleableState.Indeterminate,\n            smallSelected = false,',
        'volume = 0.75f,',
        'uploadingPhotosProgress = 0.4f,',
        'selectedTabIndex = 0,',
      ],
    },
  ],
];
