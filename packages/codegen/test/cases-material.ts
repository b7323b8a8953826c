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

const icon = (name: string, x = 0, y = 0): FigmaJson =>
  instance(`Icons/${name}`, `icon-${name}`, { x, y, w: 24, h: 24 }, {}, [
    vector(
      'Vector',
      { x: 3, y: 3, w: 18, h: 18 },
      {
        fills: [solid(0.29, 0.27, 0.31)],
        fillGeometry: [{ path: `M0 0L18 0L${name.length} 18L0 18Z`, windingRule: 'NONZERO' }],
      },
    ),
  ]);

const hug = { layoutSizingHorizontal: 'HUG', layoutSizingVertical: 'HUG' };
const label = (s: string) =>
  text('Label text', s, { x: 24, y: 10, w: 60, h: 20 }, { fontWeight: 500 });

/** Material 3 Design Kit instances (and clearly named layers) become real Material3 composables. */
export const materialCases: GoldenCase[] = [
  [
    'material-components',
    {
      given: () => {
        resetIds();
        const m3 = (
          set: string,
          variant: string,
          at: { x?: number; y?: number; w: number; h: number },
          children: FigmaJson[],
          props: FigmaJson = {},
        ) => instance(set, `${set}-${variant}`, at, { ...hug, ...props }, children);
        const sets = [
          'Icon button',
          'Button',
          'Text field',
          'Switch',
          'Checkbox',
          'Card',
          'Top app bar',
          'Navigation bar',
          'Nav item',
          'FAB',
          'Extended FAB',
          'Chip',
          'Divider',
          'Radio button',
        ];
        const screen = frame(
          'Material screen',
          { w: 360, h: 800 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 12 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
            fills: [solid(1, 0.98, 1)],
          },
          [
            m3(
              'Top app bar',
              'Type=Small',
              { w: 360, h: 64 },
              [
                icon('menu', 4, 20),
                text('Headline', 'Inbox', { x: 56, y: 18, w: 80, h: 28 }, { fontSize: 22 }),
                icon('search', 320, 20),
              ],
              { layoutSizingHorizontal: 'FILL' },
            ),
            m3('Button', 'Style=Filled, State=Enabled', { w: 120, h: 40 }, [label('Sign in')]),
            m3('Icon button', 'Style=Standard, State=Enabled', { w: 48, h: 48 }, [
              icon('favorite', 12, 12),
            ]),
            m3('Button', 'Style=Outlined, State=Enabled', { w: 120, h: 40 }, [label('Cancel')]),
            m3('Button', 'Style=Tonal, State=Disabled', { w: 140, h: 40 }, [
              icon('add', 16, 8),
              label('Add item'),
            ]),
            m3('Button', 'Style=Text, State=Enabled', { w: 100, h: 40 }, [label('Learn more')]),
            m3(
              'Text field',
              'Style=Outlined',
              // Where the column puts it: 12 dp below the text button.
              { y: 344, w: 328, h: 56 },
              [
                text('Label text', 'Email', { w: 40, h: 16 }),
                text('Input text', 'ada@example.com', { y: 20, w: 120, h: 24 }),
                icon('cancel', 292, 16),
              ],
              { layoutSizingHorizontal: 'FILL' },
            ),
            m3('Text field', 'Style=Filled', { w: 328, h: 56 }, [
              text('Label text', 'Name', { w: 40, h: 16 }),
            ]),
            m3('Switch', 'Selected=True', { w: 52, h: 32 }, []),
            m3('Checkbox', 'Selected=False, State=Disabled', { w: 40, h: 40 }, []),
            m3('Radio button', 'Selected=True', { w: 40, h: 40 }, []),
            m3(
              'Card',
              'Style=Elevated',
              { w: 328, h: 120 },
              [
                text('Title', 'Card title', { x: 16, y: 16, w: 200, h: 24 }),
                text('Body', 'Supporting text', { x: 16, y: 48, w: 200, h: 20 }),
              ],
              {
                ...autoLayout('VERTICAL', {
                  itemSpacing: 8,
                  paddingLeft: 16,
                  paddingTop: 16,
                  paddingRight: 16,
                  paddingBottom: 16,
                }),
                layoutSizingHorizontal: 'FILL',
              },
            ),
            m3('Chip', 'Type=Filter, Selected=True', { w: 90, h: 32 }, [label('Nearby')]),
            m3('Chip', 'Type=Assist', { w: 90, h: 32 }, [icon('event', 8, 4), label('Book')]),
            m3('Divider', 'Default', { w: 360, h: 1 }, [], {
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'FIXED',
            }),
            m3('FAB', 'Size=Regular', { w: 56, h: 56 }, [icon('edit', 16, 16)]),
            m3('Extended FAB', 'Default', { w: 120, h: 56 }, [
              icon('edit', 16, 16),
              label('Compose'),
            ]),
            m3(
              'Navigation bar',
              'Items=3',
              { w: 360, h: 80 },
              [
                m3('Nav item', 'Selected=True', { w: 120, h: 80 }, [
                  icon('home', 48, 12),
                  label('Home'),
                ]),
                m3('Nav item', 'Selected=False', { x: 120, w: 120, h: 80 }, [
                  icon('search', 48, 12),
                  label('Search'),
                ]),
                m3('Nav item', 'Selected=False', { x: 240, w: 120, h: 80 }, [
                  icon('person', 48, 12),
                  label('Profile'),
                ]),
              ],
              { layoutSizingHorizontal: 'FILL' },
            ),
            frame(
              'Button',
              { w: 100, h: 40 },
              { ...hug, cornerRadius: 20, fills: [solid(0.4, 0.31, 0.64)] },
              [text('Label', 'Named', { w: 50, h: 20 })],
            ),
            rect('Card', { w: 10, h: 10 }, { fills: [solid(0, 0, 0)] }),
            frame(
              'Card',
              { w: 328, h: 80 },
              {
                ...autoLayout('VERTICAL', { paddingLeft: 16, paddingTop: 16 }),
                layoutSizingHorizontal: 'FILL',
                layoutSizingVertical: 'HUG',
                cornerRadius: 16,
                fills: [solid(1, 1, 1)],
              },
              [text('Note', 'Named frame, drawn by the designer', { w: 200, h: 20 })],
            ),
          ],
        );
        const components: FigmaJson = {};
        const componentSets: FigmaJson = {};
        for (const s of sets) componentSets[`set-${s}`] = { key: `m3-${s}`, name: s };
        const variants: [string, string][] = [
          ['Top app bar', 'Type=Small'],
          ['Icon button', 'Style=Standard, State=Enabled'],
          ['Button', 'Style=Filled, State=Enabled'],
          ['Button', 'Style=Outlined, State=Enabled'],
          ['Button', 'Style=Tonal, State=Disabled'],
          ['Button', 'Style=Text, State=Enabled'],
          ['Text field', 'Style=Outlined'],
          ['Text field', 'Style=Filled'],
          ['Switch', 'Selected=True'],
          ['Checkbox', 'Selected=False, State=Disabled'],
          ['Radio button', 'Selected=True'],
          ['Card', 'Style=Elevated'],
          ['Chip', 'Type=Filter, Selected=True'],
          ['Chip', 'Type=Assist'],
          ['Divider', 'Default'],
          ['FAB', 'Size=Regular'],
          ['Extended FAB', 'Default'],
          ['Navigation bar', 'Items=3'],
          ['Nav item', 'Selected=True'],
          ['Nav item', 'Selected=False'],
        ];
        for (const [s, v] of variants)
          components[`${s}-${v}`] = { key: `m3-${s}-${v}`, name: v, componentSetId: `set-${s}` };
        for (const n of [
          'favorite',
          'menu',
          'search',
          'add',
          'cancel',
          'event',
          'edit',
          'home',
          'person',
        ])
          components[`icon-${n}`] = { key: `icon-${n}`, name: `Icons/${n}` };
        return fileResponse('Material', [screen], { components, componentSets });
      },
      want: [
        '@file:OptIn(ExperimentalMaterial3Api::class)',
        'TopAppBar(',
        'title = { Text("Inbox") },',
        'navigationIcon = {',
        'IconButton(onClick = onMenuClick) {',
        'IconButton(onClick = onSearchClick) {',
        'actions = {',
        'Button(onClick = onSignInClick) {',
        'Text("Sign in")',
        // An icon that is the control's only content says what it shows; next to a label it is decoration.
        'IconButton(onClick = onFavoriteClick) {\n            Icon(painter = painterResource(R.drawable.ic_favorite), contentDescription = "Favorite")',
        'OutlinedButton(onClick = onCancelClick) {',
        'FilledTonalButton(onClick = onAddItemClick, enabled = false) {',
        'modifier = Modifier.size(ButtonDefaults.IconSize)',
        'TextButton(onClick = onLearnMoreClick) {',
        'OutlinedTextField(',
        'value = email,\n            onValueChange = onEmailChange,',
        // Laid out as its outline: the label floats across it into the room above, as the kit draws it.
        'modifier = Modifier\n                .fillMaxWidth()\n                .labelOnOutline(),',
        'fun Modifier.labelOnOutline(): Modifier =',
        'layout(field.width, (field.height - room).coerceAtLeast(0)) { field.place(0, -room) }',
        'label = { Text("Email") },',
        'trailingIcon = {',
        'TextField(\n            value = name,\n            onValueChange = onNameChange,\n            label = { Text("Name") },\n            singleLine = true,\n        )',
        'Switch(checked = switchChecked, onCheckedChange = onSwitchCheckedChange)',
        'checked = checkboxChecked,\n            onCheckedChange = onCheckboxCheckedChange,\n            enabled = false,',
        'RadioButton(selected = optionSelected, onClick = onOptionClick)',
        'ElevatedCard(modifier = Modifier.fillMaxWidth()) {',
        'FilterChip(\n                selected = nearbySelected,\n                onClick = onNearbyClick,\n                label = { Text("Nearby") },',
        'AssistChip(',
        'leadingIcon = {',
        'HorizontalDivider(',
        'FloatingActionButton(onClick = onEditClick) {',
        'ExtendedFloatingActionButton(',
        'text = { Text("Compose") },',
        'NavigationBar(modifier = Modifier.fillMaxWidth()) {',
        'NavigationBarItem(',
        'selected = homeSelected,\n                onClick = onHomeClick,',
        // Every widget's state and callbacks are parameters of the screen: values required (the design's only in the preview), callbacks doing nothing by default.
        'fun MaterialScreen(\n    email: String,\n    name: String,\n    switchChecked: Boolean,',
        'modifier: Modifier = Modifier,\n    onMenuClick: () -> Unit = {},',
        'onEmailChange: (String) -> Unit = {},',
        'onSwitchCheckedChange: (Boolean) -> Unit = {},',
        'homeSelected: Boolean,',
        'MaterialScreen(\n            email = "ada@example.com",\n            name = "",\n            switchChecked = true,',
        'label = { Text("Home") },',
        'Text(text = "Named", style = MaterialTheme2.textStyles.bodyMedium)',
        'colors = ButtonDefaults.buttonColors(\n                    containerColor = Color(0xFF664FA3),\n                    contentColor = MaterialTheme2.colors.black,\n                ),',
        'shape = RoundedCornerShape(MaterialTheme2.radii.medium),',
        'colors = CardDefaults.cardColors(containerColor = Color(0xFFFFFFFF)),',
      ],
    },
  ],
  [
    'material-variants-by-style',
    {
      given: () => {
        resetIds();
        const set = (
          name: string,
          variant: string,
          children: FigmaJson[] = [],
          props: FigmaJson = {},
        ) =>
          instance(name, `${name}/${variant}`, { w: 120, h: 40 }, { ...hug, ...props }, children);
        const screen = frame(
          'Style variants',
          { w: 360, h: 640 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 8 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [
            set(
              'Top app bar',
              'Configuration=Center-aligned',
              [text('Headline', 'Settings', { w: 80, h: 28 }, { fontSize: 22 })],
              { layoutSizingHorizontal: 'FILL' },
            ),
            set('Button', 'Style=Elevated', [label('Retry')]),
            set('Card', 'Style=Outlined', [text('Body', 'Outlined card', { w: 100, h: 20 })], {
              ...autoLayout('VERTICAL', { paddingLeft: 12, paddingTop: 12 }),
            }),
            set('Chip', 'Type=Input, Selected=False', [label('Ada')]),
            set('Chip', 'Type=Suggestion', [label('Tomorrow')]),
            set('Switch', 'Selected=False, State=Disabled'),
          ],
        );
        const variants: [string, string][] = [
          ['Top app bar', 'Configuration=Center-aligned'],
          ['Button', 'Style=Elevated'],
          ['Card', 'Style=Outlined'],
          ['Chip', 'Type=Input, Selected=False'],
          ['Chip', 'Type=Suggestion'],
          ['Switch', 'Selected=False, State=Disabled'],
        ];
        const components: FigmaJson = {};
        const componentSets: FigmaJson = {};
        for (const [name, variant] of variants) {
          componentSets[`set-${name}`] = { key: `m3-${name}`, name };
          components[`${name}/${variant}`] = {
            key: `m3-${name}-${variant}`,
            name: variant,
            componentSetId: `set-${name}`,
          };
        }
        return fileResponse('Material styles', [screen], { components, componentSets });
      },
      want: [
        'CenterAlignedTopAppBar(',
        'title = { Text("Settings") },',
        'ElevatedButton(onClick = onRetryClick) {',
        'OutlinedCard {',
        'InputChip(selected = adaSelected, onClick = onAdaClick, label = { Text("Ada") })',
        'SuggestionChip(onClick = onTomorrowClick, label = { Text("Tomorrow") })',
        'Switch(checked = switchChecked, onCheckedChange = onSwitchCheckedChange, enabled = false)',
      ],
    },
  ],
  [
    'material-variants-without-metadata',
    {
      given: () => {
        resetIds();
        // A selection pasted without the file's component maps: the style is only in the instance's properties or in a slash path.
        const field = instance(
          'Text field',
          'kit:1',
          { w: 280, h: 56 },
          {
            ...hug,
            componentProperties: {
              Style: { type: 'VARIANT', value: 'Outlined' },
              'Label#1:0': { type: 'TEXT', value: 'Password' },
            },
          },
          [
            text('Label', 'Password', { x: 16, y: 8, w: 100, h: 16 }, { fontSize: 12 }),
            text('Input', 'secret', { x: 16, y: 28, w: 100, h: 20 }),
          ],
        );
        const button = instance('Buttons/Outlined button', 'kit:2', { y: 64, w: 120, h: 40 }, hug, [
          label('Cancel'),
        ]);
        const screen = frame(
          'Kit without metadata',
          { w: 360, h: 200 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 8 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [field, button],
        );
        return fileResponse('Kit', [screen]);
      },
      want: ['OutlinedTextField(', 'OutlinedButton(onClick = onCancelClick) {', 'Text("Cancel")'],
    },
  ],
  [
    // State hoisting: a component holding M3 widgets takes their state and callbacks as its own parameters;
    // two buttons that say the same thing get two callbacks.
    'material-state-hoisting',
    {
      given: () => {
        resetIds();
        const kit = (
          set: string,
          variant: string,
          at: { x?: number; y?: number; w: number; h: number },
          children: FigmaJson[],
        ) => instance(set, `${set}-${variant}`, at, hug, children);
        const form = component(
          'Login form',
          { w: 328, h: 200 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 8 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'HUG',
          },
          [
            kit('Text field', 'Style=Outlined', { w: 328, h: 56 }, [
              text('Label text', 'Password', { w: 60, h: 16 }),
              text('Input text', 'hunter2', { y: 20, w: 120, h: 24 }),
            ]),
            kit('Checkbox', 'Selected=True', { y: 64, w: 40, h: 40 }, []),
            kit('Button', 'Style=Filled', { y: 112, w: 120, h: 40 }, [label('Log in')]),
          ],
        );
        const screen = frame(
          'Welcome',
          { w: 360, h: 400 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 12 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [
            instance('Login form', form.id as string, { w: 328, h: 200 }, {}, []),
            kit('Button', 'Style=Text', { y: 212, w: 120, h: 40 }, [label('Log in')]),
            kit('Button', 'Style=Outlined', { y: 264, w: 120, h: 40 }, [label('Log in')]),
            kit('Switch', 'Selected=False', { y: 316, w: 52, h: 32 }, []),
            kit('List item', 'Condition=2 line', { y: 360, w: 360, h: 72 }, [
              icon('notifications', 16, 24),
              text('Headline', 'Notifications', { x: 56, y: 12, w: 200, h: 24 }, { fontSize: 16 }),
              text('Supporting text', 'Sounds and badges', { x: 56, y: 36, w: 200, h: 20 }),
              icon('chevron', 320, 24),
            ]),
          ],
        );
        const components: FigmaJson = {
          [form.id as string]: { key: 'login-form', name: 'Login form' },
        };
        const componentSets: FigmaJson = {};
        for (const [set, variant] of [
          ['Text field', 'Style=Outlined'],
          ['Checkbox', 'Selected=True'],
          ['Button', 'Style=Filled'],
          ['Button', 'Style=Text'],
          ['Button', 'Style=Outlined'],
          ['Switch', 'Selected=False'],
          ['List item', 'Condition=2 line'],
        ] as const) {
          componentSets[`set-${set}`] = { key: `m3-${set}`, name: set };
          components[`${set}-${variant}`] = {
            key: `m3-${set}-${variant}`,
            name: variant,
            componentSetId: `set-${set}`,
          };
        }
        return fileResponse('Hoisting', [form, screen], { components, componentSets });
      },
      want: [
        'fun LoginForm(\n    password: String,\n    checkboxChecked: Boolean,\n    modifier: Modifier = Modifier,\n    onPasswordChange: (String) -> Unit = {},\n    onCheckboxCheckedChange: (Boolean) -> Unit = {},\n    onLogInClick: () -> Unit = {},\n)',
        'LoginForm(password = "hunter2", checkboxChecked = true)',
        // At the top of its frame: no room above for the label, so Material's own padding for it stays.
        'OutlinedTextField(\n            value = password,\n            onValueChange = onPasswordChange,\n            label = { Text("Password") },',
        'fun Welcome(\n    switchChecked: Boolean,\n    modifier: Modifier = Modifier,\n    onLogInClick: () -> Unit = {},\n    onLogInClick2: () -> Unit = {},\n    onSwitchCheckedChange: (Boolean) -> Unit = {},\n    onNotificationsClick: () -> Unit = {},\n)',
        'TextButton(onClick = onLogInClick) {',
        'OutlinedButton(onClick = onLogInClick2) {',
        // A list item: headline, supporting text and icons from the instance; the hoisted callback makes the row clickable.
        'onNotificationsClick: () -> Unit = {},',
        'ListItem(\n            headlineContent = { Text("Notifications") },\n            modifier = Modifier.clickable(onClick = onNotificationsClick),\n            supportingContent = { Text("Sounds and badges") },\n            leadingContent = { Icon(painter = painterResource(R.drawable.ic_notifications), contentDescription = null) },\n            trailingContent = { Icon(painter = painterResource(R.drawable.ic_chevron), contentDescription = null) },',
      ],
    },
  ],
  [
    // The kit's basic dialog: headline, supporting text, the icon when its slot is shown, one or two text buttons,
    // as AlertDialog with its dismiss request and each button's click hoisted. One with a slot AlertDialog lacks stays drawn.
    'material-dialog',
    {
      given: () => {
        resetIds();
        const column = (gap: number): FigmaJson => ({
          ...autoLayout('VERTICAL', {
            itemSpacing: gap,
            paddingLeft: 24,
            paddingTop: 24,
            paddingRight: 24,
            paddingBottom: 24,
          }),
          layoutSizingHorizontal: 'FIXED',
          layoutSizingVertical: 'HUG',
        });
        const action = (variant: string, words: string, x: number): FigmaJson =>
          instance('Button', `Button-${variant}`, { x, y: 0, w: 80, h: 40 }, hug, [label(words)]);
        const actions = (buttons: FigmaJson[]): FigmaJson =>
          frame(
            'Actions',
            { y: 140, w: 264, h: 40 },
            {
              ...autoLayout('HORIZONTAL', { itemSpacing: 8, primaryAxisAlignItems: 'MAX' }),
              layoutSizingHorizontal: 'FILL',
              layoutSizingVertical: 'HUG',
            },
            buttons,
          );
        const dialog = (
          variant: string,
          id: string,
          children: FigmaJson[],
          props: FigmaJson = {},
        ): FigmaJson =>
          instance(
            'Basic dialog',
            `Basic dialog-${variant}`,
            { w: 312, h: 220 },
            { ...column(16), cornerRadius: 28, fills: [solid(0.93, 0.9, 0.96)], id, ...props },
            children,
          );
        const screen = frame(
          'Drafts',
          { w: 360, h: 800 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 16 }),
            layoutSizingHorizontal: 'FIXED',
            layoutSizingVertical: 'FIXED',
          },
          [
            // Icon slot shown; the instance's own texts (overrides of the kit's "Dialog with hero icon").
            dialog('Icon=True', '40:1', [
              icon('delete', 144, 24),
              text('Headline', 'Discard draft?', { x: 24, y: 64, w: 264, h: 32 }, { fontSize: 24 }),
              text('Supporting text', 'Your unsent message will be lost.', {
                x: 24,
                y: 104,
                w: 264,
                h: 20,
              }),
              actions([action('Style=Text', 'Cancel', 0), action('Style=Text', 'Discard', 88)]),
            ]),
            // Icon slot hidden, one button.
            dialog('Icon=False', '40:2', [
              { ...icon('info', 144, 24), visible: false },
              text(
                'Headline',
                'Backup complete',
                { x: 24, y: 24, w: 264, h: 32 },
                { fontSize: 24 },
              ),
              text('Supporting text', 'Your photos are saved to the cloud.', {
                x: 24,
                y: 64,
                w: 264,
                h: 20,
              }),
              actions([action('Style=Text', 'OK', 0)]),
            ]),
            // A checkbox row has no slot in AlertDialog: the dialog is generated as drawn, its buttons still M3.
            dialog('Icon=False', '40:3', [
              text('Headline', 'Sync settings', { x: 24, y: 24, w: 264, h: 32 }, { fontSize: 24 }),
              instance(
                'Checkbox',
                'Checkbox-Selected=True',
                { x: 24, y: 64, w: 40, h: 40 },
                hug,
                [],
              ),
              actions([action('Style=Text', 'Done', 0)]),
            ]),
            // A filled button is no TextButton slot: drawn as designed, the button still Material3.
            instance(
              'Dialogs/Basic',
              'Dialogs/Basic-Default',
              { w: 312, h: 140 },
              { ...column(16), cornerRadius: 28, fills: [solid(0.93, 0.9, 0.96)], id: '40:4' },
              [
                text(
                  'Headline',
                  'Update available',
                  { x: 24, y: 24, w: 264, h: 32 },
                  { fontSize: 24 },
                ),
                actions([action('Style=Filled', 'Install', 0)]),
              ],
            ),
          ],
        );
        const components: FigmaJson = {
          'icon-delete': { key: 'icon-delete', name: 'Icons/delete' },
          'icon-info': { key: 'icon-info', name: 'Icons/info' },
        };
        const componentSets: FigmaJson = {};
        for (const [set, variant] of [
          ['Basic dialog', 'Icon=True'],
          ['Basic dialog', 'Icon=False'],
          ['Dialogs/Basic', 'Default'],
          ['Button', 'Style=Text'],
          ['Button', 'Style=Filled'],
          ['Checkbox', 'Selected=True'],
        ] as const) {
          componentSets[`set-${set}`] = { key: `m3-${set}`, name: set };
          components[`${set}-${variant}`] = {
            key: `m3-${set}-${variant}`,
            name: variant,
            componentSetId: `set-${set}`,
          };
        }
        return fileResponse('Dialogs', [screen], { components, componentSets });
      },
      want: [
        'fun Drafts(\n    checkboxChecked: Boolean,\n    modifier: Modifier = Modifier,\n    onDismissRequest: () -> Unit = {},\n    onCancelClick: () -> Unit = {},\n    onDiscardClick: () -> Unit = {},\n    onDismissRequest2: () -> Unit = {},\n    onOkClick: () -> Unit = {},',
        'AlertDialog(\n            onDismissRequest = onDismissRequest,\n            confirmButton = { TextButton(onClick = onDiscardClick) { Text("Discard") } },',
        'dismissButton = { TextButton(onClick = onCancelClick) { Text("Cancel") } },',
        'icon = { Icon(painter = painterResource(R.drawable.ic_delete), contentDescription = null) },',
        'title = { Text("Discard draft?") },',
        'text = { Text("Your unsent message will be lost.") },',
        'onDismissRequest = onDismissRequest2,\n            confirmButton = { TextButton(onClick = onOkClick) { Text("OK") } },',
        'title = { Text("Backup complete") },',
        'BasicDialog(\n            modifier = Modifier.width(312.dp),\n            checkboxChecked = checkboxChecked,\n            onCheckboxCheckedChange = onCheckboxCheckedChange,\n            onDoneClick = onDoneClick,\n        )',
        'Text(\n            text = "Sync settings",',
        'Checkbox(checked = checkboxChecked, onCheckedChange = onCheckboxCheckedChange)',
        'TextButton(onClick = onDoneClick) {',
        'DialogsBasic(modifier = Modifier.width(312.dp), onInstallClick = onInstallClick)',
        'Button(onClick = onInstallClick) {\n                    Text("Install")',
      ],
    },
  ],
  [
    // A text field placed in a frame without auto layout keeps its designed width and not its height
    // (it grows with its label): its `size(…)` becomes `width(…)`, which must bring its own import
    // even where nothing else in the file sets a width.
    'material-text-field-width-only',
    {
      given: () => {
        resetIds();
        const field = instance(
          'Text field',
          'Text field-Style=Filled',
          { x: 16, y: 24, w: 200, h: 56 },
          {},
          [text('Label text', 'Search', { x: 16, y: 8, w: 60, h: 16 })],
        );
        const screen = frame('Search', { w: 312, h: 104 }, { fills: [solid(1, 1, 1)] }, [field]);
        return fileResponse('Search', [screen], {
          components: {
            'Text field-Style=Filled': {
              key: 'm3-text-field-filled',
              name: 'Style=Filled',
              componentSetId: 'set-text-field',
            },
          },
          componentSets: { 'set-text-field': { key: 'm3-text-field', name: 'Text field' } },
        });
      },
      want: ['import androidx.compose.foundation.layout.width', '.width(200.dp)', 'TextField('],
    },
  ],
  [
    // A designer's button with an icon the file has no drawing of (no export, no path geometry): a
    // placeholder of the icon's size and colour keeps the label's place, at the designed gap.
    'designer-button-icon-placeholder',
    {
      given: () => {
        resetIds();
        return fileResponse('Orders', [
          frame('Order', { w: 360, h: 120 }, { fills: [solid(1, 1, 1)] }, [
            frame(
              'Button',
              { x: 16, y: 16, w: 150, h: 48 },
              {
                ...autoLayout('HORIZONTAL', {
                  itemSpacing: 12,
                  paddingLeft: 16,
                  paddingRight: 16,
                  paddingTop: 12,
                  paddingBottom: 12,
                  counterAxisAlignItems: 'CENTER',
                }),
                layoutSizingHorizontal: 'HUG',
                layoutSizingVertical: 'HUG',
                cornerRadius: 8,
                fills: [solid(0.9, 0.2, 0.2)],
              },
              [
                vector('Icon', { x: 16, y: 15, w: 18, h: 18 }, { fills: [solid(1, 1, 1)] }),
                text(
                  'Label',
                  'Call',
                  { x: 46, y: 14, w: 88, h: 20 },
                  { fontWeight: 700 },
                  { fills: [solid(1, 1, 1)] },
                ),
              ],
            ),
          ]),
        ]);
      },
      want: [
        '// Placeholder: Figma node 1:2 was not exported as SVG or PNG.\n',
        'Box(modifier = Modifier.size(18.dp).background(',
        'Spacer(Modifier.width(12.dp))',
      ],
    },
  ],
  [
    // The ride app's filter pills: designer buttons 36 dp tall, less than Material's 40 dp least
    // height, which applies when the caller sets none. Material would also reserve its 48 dp touch
    // target in the layout (6 dp above and below each pill, the row 12 dp taller than designed);
    // the theme sets LocalMinimumInteractiveComponentSize to 0.dp, so the row is the design's and
    // touch input still widens each pill's target to 48 dp.
    'designer-button-compact',
    {
      given: () => {
        resetIds();
        const pill = (
          label: string,
          x: number,
          labelWidth: number,
          fill: ReturnType<typeof solid>,
        ) =>
          frame(
            'Button',
            { x, y: 16, w: labelWidth + 32, h: 36 },
            {
              ...autoLayout('HORIZONTAL', {
                paddingLeft: 16,
                paddingRight: 16,
                paddingTop: 8,
                paddingBottom: 8,
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'HUG',
              layoutSizingVertical: 'HUG',
              cornerRadius: 18,
              fills: [fill],
            },
            [
              text(
                'Label',
                label,
                { x: 16, y: 8, w: labelWidth, h: 20 },
                { fontWeight: 700 },
                { fills: [solid(1, 1, 1)] },
              ),
            ],
          );
        return fileResponse('Trips', [
          frame(
            'Trips',
            { w: 360, h: 140 },
            {
              ...autoLayout('VERTICAL', { itemSpacing: 12, paddingLeft: 16 }),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'FIXED',
              fills: [solid(1, 1, 1)],
            },
            [
              frame(
                'Filters',
                { x: 16, w: 344, h: 68 },
                {
                  ...autoLayout('HORIZONTAL', {
                    itemSpacing: 8,
                    paddingTop: 16,
                    paddingBottom: 16,
                  }),
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'HUG',
                },
                [
                  pill('All time', 0, 50, solid(0.7, 0.1, 0.1)),
                  pill('Today', 90, 38, solid(0.3, 0.3, 0.3)),
                ],
              ),
              text('Summary', '3 trips today', { x: 16, y: 80, w: 78, h: 20 }),
            ],
          ),
        ]);
      },
      want: [
        '.heightIn(min = 36.dp)',
        'CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 0.dp) {',
      ],
    },
  ],
  [
    // An instance of a team's own "Button" component (its variants name none of the kit's styles):
    // a Material Button with the designer's colours, corners, padding and label type, as a frame
    // named Button gets.
    'team-button-instance',
    {
      given: () => {
        resetIds();
        return fileResponse('Signup', [
          frame('Sign up', { w: 360, h: 120 }, { fills: [solid(1, 1, 1)] }, [
            instance(
              'Button',
              '60:1',
              { x: 16, y: 16, w: 328, h: 54 },
              {
                ...autoLayout('HORIZONTAL', {
                  paddingLeft: 8,
                  paddingRight: 8,
                  paddingTop: 10,
                  paddingBottom: 10,
                  primaryAxisAlignItems: 'CENTER',
                  counterAxisAlignItems: 'CENTER',
                }),
                layoutSizingHorizontal: 'FIXED',
                layoutSizingVertical: 'FIXED',
                cornerRadius: 16,
                fills: [solid(0.34, 0.32, 0.96)],
                componentProperties: {
                  Variant: { type: 'VARIANT', value: 'Solid' },
                  Size: { type: 'VARIANT', value: 'md' },
                },
              },
              [
                text(
                  'Label',
                  'Sign up',
                  { x: 140, y: 20, w: 48, h: 14 },
                  { fontWeight: 700 },
                  { fills: [solid(1, 1, 1)] },
                ),
              ],
            ),
          ]),
        ]);
      },
      want: [
        'shape = RoundedCornerShape(',
        'containerColor = Color(0xFF5752F5)',
        'contentPadding = PaddingValues(start = 8.dp, top = 10.dp, end = 8.dp, bottom = 10.dp),',
      ],
    },
  ],
  [
    // A boolean variant named as a question ("isChecked=True") says the checkbox is checked.
    'checkbox-is-checked',
    {
      given: () => {
        resetIds();
        return fileResponse('Consent', [
          frame('Consent', { w: 360, h: 64 }, { fills: [solid(1, 1, 1)] }, [
            instance(
              'Checkbox',
              '61:1',
              { x: 16, y: 20, w: 18, h: 18 },
              {
                cornerRadius: 2,
                fills: [solid(0.34, 0.32, 0.96)],
                componentProperties: { isChecked: { type: 'VARIANT', value: 'True' } },
              },
              [],
            ),
          ]),
        ]);
      },
      want: ['Consent(checkboxChecked = true)'],
    },
  ],
  [
    // A control drawn smaller than Material's 48 dp touch target keeps its designed box in the
    // layout (size, not a least height): a 16 dp radio button's row stays 22 dp tall, not 48, and
    // the touch target reaches past the box.
    'control-keeps-designed-box',
    {
      given: () => {
        resetIds();
        return fileResponse('Options', [
          frame(
            'Option',
            { w: 340, h: 60 },
            {
              ...autoLayout('VERTICAL', {}),
              layoutSizingHorizontal: 'FIXED',
              layoutSizingVertical: 'HUG',
            },
            [
              frame(
                'Choice',
                { w: 340, h: 22 },
                {
                  ...autoLayout('HORIZONTAL', { itemSpacing: 12, counterAxisAlignItems: 'CENTER' }),
                  layoutSizingHorizontal: 'FILL',
                  layoutSizingVertical: 'HUG',
                },
                [
                  instance(
                    'Radio',
                    'radio-1',
                    { x: 0, y: 3, w: 16, h: 16 },
                    { layoutSizingHorizontal: 'FIXED', layoutSizingVertical: 'FIXED' },
                    [],
                  ),
                  text('Label', 'Express delivery', { x: 28, y: 0, w: 200, h: 22 }),
                ],
              ),
              text('Description', 'Arrives tomorrow', { x: 28, y: 22, w: 200, h: 22 }),
              instance(
                'Slider',
                'slider-1',
                { x: 0, y: 44, w: 340, h: 16 },
                { layoutSizingHorizontal: 'FILL', layoutSizingVertical: 'FIXED' },
                [],
              ),
            ],
          ),
        ]);
      },
      want: [
        'RadioButton(',
        'modifier = Modifier.size(16.dp),',
        '.fillMaxWidth()\n                .height(16.dp),',
      ],
    },
  ],
];
