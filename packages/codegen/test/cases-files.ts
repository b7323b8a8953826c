import { readFileSync } from 'node:fs';
import {
  autoLayout,
  component,
  fileResponse,
  frame,
  nodesResponse,
  rect,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';
import { solidPng } from './support/png.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const photo = solidPng(39, 24, [0xe8, 0xde, 0xf8]);

/** Realistic exported files, names, theme and input shapes. */
export const fileCases: GoldenCase[] = [
  [
    'file-m3-sign-in',
    {
      given: () => fixture('m3-sign-in.nodes.json'),
      options: { variables: fixture('m3-sign-in.variables.json') },
      want: [
        // The variables named as the Material Theme Builder names them fill both schemes from their Light and Dark modes (aliases resolved).
        'private val LightColorScheme = lightColorScheme(\n    primary = Color(0xFF6750A4),',
        'onSurfaceVariant = Color(0xFF49454F),',
        'private val DarkColorScheme = darkColorScheme(\n    primary = Color(0xFFD0BCFF),',
        'colorScheme = if (darkTheme) DarkColorScheme else LightColorScheme,',
        // A colour variable that is no role is a token with a value per mode, provided through a CompositionLocal.
        'val accent: Color,',
        'private val LightMaterial3SignInFlowColors = Material3SignInFlowColors(accent = Color(0xFFD94A2D))',
        'private val DarkMaterial3SignInFlowColors = Material3SignInFlowColors(accent = Color(0xFFFFB4A2))',
        'LocalMaterial3SignInFlowColors provides if (darkTheme) DarkMaterial3SignInFlowColors else LightMaterial3SignInFlowColors,',
        // Bound padding and gaps reference the spacing tokens, named after the variables.
        '.padding(\n                    start = Material3SignInFlowTheme.spacing.lg,\n                    top = Material3SignInFlowTheme.spacing.xl,',
        'verticalArrangement = Arrangement.spacedBy(Material3SignInFlowTheme.spacing.md),',
        // Gradient stops bound to roles read the theme where the node is composed.
        'val surfaceColor = MaterialTheme.colorScheme.surface.copy(alpha = 0.0f)',
        '0.0f to surfaceColor,',
        // The screen in the other mode.
        'Material3SignInFlowTheme(darkTheme = true) {',
        'headlineSmall = TextStyle(',
        'style = MaterialTheme.typography.headlineSmall',
        'text = "Sign in to FrameToCode",\n                modifier = Modifier.fillMaxWidth(),\n                color = MaterialTheme.colorScheme.onSurface,',
        'color = MaterialTheme.colorScheme.onSurface',
        'color = Material3SignInFlowTheme.colors.accent',
        'TopAppBar(',
        'title = { Text("Welcome back") },',
        'OutlinedTextField(',
        // Material state hoisted as the screen's parameters: values required, the design's samples only in the preview.
        'fun SignIn(\n    email: String,\n    password: String,\n    keepMeSignedInChecked: Boolean,\n    modifier: Modifier = Modifier,',
        'onEmailChange: (String) -> Unit = {},',
        'value = email,\n                onValueChange = onEmailChange,',
        // The checkbox is named by the text beside it; the icon button by the icon it shows.
        'checked = keepMeSignedInChecked,\n                    onCheckedChange = onKeepMeSignedInCheckedChange,',
        'IconButton(onClick = onMenuClick) {\n                    Icon(painter = painterResource(R.drawable.ic_menu), contentDescription = "Menu")',
        // Email and password fields get their keyboards, the password its mask.
        'keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Email),',
        'visualTransformation = PasswordVisualTransformation(),\n                keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Password),',
        // The underlined link is clickable.
        'text = "Create an account",\n                modifier = Modifier.clickable(onClick = onCreateAnAccountClick),',
        'SignIn(email = "ada@frametocode.app", password = "", keepMeSignedInChecked = true)',
        'Button(onClick = onSignInClick, modifier = Modifier.fillMaxWidth()) {',
        'TextButton(onClick = onForgotPasswordClick) {',
        'horizontalArrangement = Arrangement.spacedBy(Material3SignInFlowTheme.spacing.xs, Alignment.CenterHorizontally)',
        'verticalAlignment = Alignment.Bottom',
      ],
    },
  ],
  [
    'file-auto-layout-playground',
    {
      given: () => fixture('auto-layout-playground.file.json'),
      options: { assets: { '8f3a2c6e1b0d4f5a9c7e2b1d0a3f6c8e5b4a2d19': { png: photo } } },
      want: [
        'fun ProductDetail(',
        'enum class RatingStars { Value5, Value4 }',
        'Rating(stars = RatingStars.Value4)',
        'FlowRow(',
        'painterResource(R.drawable.img_hero_image)',
        '.align(Alignment.End)',
        // The hero's scrim is anchored at its bottom: the gap above it gives way.
        'Spacer(modifier = Modifier.weight(1f))',
        'buildAnnotatedString {',
        'maxLines = 3,',
        'text = "€34.00"',
        '.weight(1f)',
      ],
      warnings: ['approximated', 'font-family'],
    },
  ],
  [
    'file-node-pick',
    {
      given: () => fixture('auto-layout-playground.file.json'),
      options: { nodeId: '12:17' },
      want: ['fun BottomBar(', 'text = "Add to cart"'],
    },
  ],
  [
    'file-node-pick-instance',
    {
      given: () => fixture('auto-layout-playground.file.json'),
      options: { nodeId: '12:9' },
      want: [
        'enum class RatingStars { Value5, Value4 }',
        'Rating(stars = RatingStars.Value4)',
        'fun RatingScreen(',
      ],
    },
  ],
  [
    'names-and-collisions',
    {
      given: () => {
        resetIds();
        return fileResponse(
          'Naming',
          [
            frame('class', { w: 100, h: 100 }, {}, []),
            frame('123 Go!', { x: 120, w: 100, h: 100 }, {}, []),
            frame('Émoji 🎉 card', { x: 240, w: 100, h: 100 }, {}, []),
            frame('Text', { x: 360, w: 100, h: 100 }, {}, []),
            frame('Settings', { x: 480, w: 100, h: 100 }, {}, []),
            frame('settings', { x: 600, w: 100, h: 100 }, {}, []),
            frame('   ', { x: 720, w: 100, h: 100 }, {}, []),
            component(
              'Toggle row',
              { x: 0, y: 200, w: 200, h: 40 },
              {
                id: '20:1',
                ...autoLayout('HORIZONTAL'),
                componentPropertyDefinitions: {
                  'in#1:0': { type: 'BOOLEAN', defaultValue: true },
                  'val#1:1': { type: 'TEXT', defaultValue: 'x' },
                  'Val#1:2': { type: 'TEXT', defaultValue: 'y' },
                },
              },
              [
                text(
                  'A',
                  'x',
                  { w: 10, h: 10 },
                  {},
                  { componentPropertyReferences: { characters: 'val#1:1', visible: 'in#1:0' } },
                ),
                text(
                  'B',
                  'y',
                  { x: 12, w: 10, h: 10 },
                  {},
                  { componentPropertyReferences: { characters: 'Val#1:2' } },
                ),
              ],
            ),
          ],
          { components: { '20:1': { key: 'toggle-row', name: 'Toggle row' } } },
        );
      },
      want: [
        'fun Class(',
        'fun Screen123Go(',
        'fun EmojiCard(',
        'fun TextScreen(',
        'fun Settings(',
        'fun SettingsScreen(',
        'fun Screen(',
        '`in`: Boolean = true,',
        '`val`: String,',
        'valValue: String,',
        'ToggleRow(`val` = "y", valValue = "x")',
        'if (`in`) {',
        'text = valValue,',
        'text = `val`,',
      ],
    },
  ],
  [
    'theme-variables',
    {
      given: () => {
        resetIds();
        return nodesResponse('Tokens', [
          frame(
            'Token card',
            { w: 200, h: 100 },
            {
              fills: [solid(0.4, 0.31, 0.64)],
              boundVariables: { fills: [{ type: 'VARIABLE_ALIAS', id: 'VariableID:1:1' }] },
            },
            [
              rect(
                'Tint',
                { x: 10, y: 10, w: 40, h: 40 },
                {
                  fills: [solid(0.95, 0.5, 0.1)],
                  boundVariables: { fills: [{ type: 'VARIABLE_ALIAS', id: 'VariableID:1:2' }] },
                },
              ),
            ],
          ),
        ]);
      },
      options: {
        variables: {
          status: 200,
          error: false,
          meta: {
            variables: {
              'VariableID:1:1': {
                id: 'VariableID:1:1',
                name: 'Schemes/Primary',
                variableCollectionId: 'VariableCollectionId:1:0',
                resolvedType: 'COLOR',
                valuesByMode: { '1:0': { r: 0.4, g: 0.31, b: 0.64, a: 1 } },
              },
              'VariableID:1:2': {
                id: 'VariableID:1:2',
                name: 'Brand/Orange',
                variableCollectionId: 'VariableCollectionId:1:0',
                resolvedType: 'COLOR',
                valuesByMode: { '1:0': { r: 0.95, g: 0.5, b: 0.1, a: 1 } },
              },
            },
            variableCollections: {
              'VariableCollectionId:1:0': {
                id: 'VariableCollectionId:1:0',
                name: 'Tokens',
                modes: [{ modeId: '1:0', name: 'Value' }],
                defaultModeId: '1:0',
                variableIds: ['VariableID:1:1', 'VariableID:1:2'],
              },
            },
          },
        },
      },
      want: [
        '.background(MaterialTheme.colorScheme.primary)',
        '.background(TokensTheme.colors.brandOrange)',
        'val brandOrange: Color,',
        'TokensColors(brandOrange = Color(0xFFF2801A))',
        'lightColorScheme(primary = Color(0xFF664FA3))',
      ],
    },
  ],
  [
    'theme-light-and-dark',
    {
      given: () => {
        resetIds();
        const screen = (
          name: string,
          mode: 'light' | 'dark',
          bg: ReturnType<typeof solid>,
          fg: ReturnType<typeof solid>,
          x: number,
        ) =>
          frame(
            name,
            { x, w: 360, h: 640 },
            {
              ...autoLayout('VERTICAL', { paddingTop: 24, paddingLeft: 24 }),
              fills: [bg],
              styles: { fill: `S:${mode}-surface` },
            },
            [
              text(
                'Greeting',
                'Good evening',
                { w: 200, h: 28 },
                { fontSize: 22, lineHeightPx: 28 },
                { fills: [fg], styles: { fill: `S:${mode}-on-surface`, text: 'S:title' } },
              ),
            ],
          );
        return nodesResponse(
          'Dark mode',
          [
            screen('Home light', 'light', solid(0.996, 0.969, 1), solid(0.114, 0.106, 0.125), 0),
            screen(
              'Home dark',
              'dark',
              solid(0.078, 0.071, 0.094),
              solid(0.902, 0.878, 0.914),
              400,
            ),
          ],
          {
            styles: {
              'S:light-surface': { key: 'a', name: 'M3/sys/light/surface', styleType: 'FILL' },
              'S:light-on-surface': {
                key: 'b',
                name: 'M3/sys/light/on-surface',
                styleType: 'FILL',
              },
              'S:dark-surface': { key: 'c', name: 'M3/sys/dark/surface', styleType: 'FILL' },
              'S:dark-on-surface': { key: 'd', name: 'M3/sys/dark/on-surface', styleType: 'FILL' },
              'S:title': { key: 'e', name: 'M3/title/large', styleType: 'TEXT' },
            },
          },
        );
      },
      want: [
        'private val LightColorScheme = lightColorScheme(',
        'private val DarkColorScheme = darkColorScheme(',
        'surface = Color(0xFF141218),',
        'darkTheme: Boolean = isSystemInDarkTheme(),',
        'colorScheme = if (darkTheme) DarkColorScheme else LightColorScheme,',
        // Each screen also has a preview in the other mode.
        '@Preview(name = "Dark", showBackground = true, widthDp = 360, heightDp = 640)',
        '@Preview(name = "Light", showBackground = true, widthDp = 360, heightDp = 640)',
        'DarkModeTheme(darkTheme = true) {',
        '.background(MaterialTheme.colorScheme.surface)',
        'color = MaterialTheme.colorScheme.onSurface,',
        'style = MaterialTheme.typography.titleLarge,',
        // A themed Text still states its colour: Typography styles carry none.
        'text = "Good evening",\n            color = MaterialTheme.colorScheme.onSurface,\n            style = MaterialTheme.typography.titleLarge,',
      ],
    },
  ],
  [
    'input-plugin-selection',
    {
      given: () => {
        resetIds();
        const response = nodesResponse('Selection', [
          frame('Selected frame', { w: 100, h: 50 }, { fills: [solid(0, 0, 0)] }, [
            text('Caption', 'Hi', { w: 20, h: 20 }),
          ]),
        ]) as { nodes: Record<string, { document: unknown }> };
        return Object.values(response.nodes).map((n) => n.document);
      },
      want: ['fun SelectedFrame(', 'text = "Hi"'],
    },
  ],
];
