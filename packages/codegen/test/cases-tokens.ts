import {
  autoLayout,
  boundSolid,
  frame,
  nodesResponse,
  rect,
  resetIds,
  rgb,
  solid,
  text,
  variablesResponse,
  type FigmaJson,
} from './support/figma.ts';
import type { GoldenCase } from './support/golden.ts';
import { designInMode } from '../src/index.ts';

/** Material 3's token names (`md.sys.color.*`, `md.sys.shape.corner.*`), Light and Dark modes. */
function m3Tokens() {
  return variablesResponse([
    {
      name: 'M3',
      modes: ['Light', 'Dark'],
      variables: [
        { name: 'md.sys.color.surface', type: 'COLOR', values: [rgb('FEF7FF'), rgb('141218')] },
        { name: 'md.sys.color.on-surface', type: 'COLOR', values: [rgb('1D1B20'), rgb('E6E0E9')] },
        {
          name: 'md.sys.color.on-surface-variant',
          type: 'COLOR',
          values: [rgb('49454F'), rgb('CAC4D0')],
        },
        {
          name: 'md.sys.color.surface-container-high',
          type: 'COLOR',
          values: [rgb('ECE6F0'), rgb('2B2930')],
        },
        {
          name: 'md.sys.color.primary-container',
          type: 'COLOR',
          values: [rgb('EADDFF'), rgb('4F378B')],
        },
        {
          name: 'md.sys.color.on-primary-container',
          type: 'COLOR',
          values: [rgb('21005D'), rgb('EADDFF')],
        },
        {
          name: 'md.sys.color.outline-variant',
          type: 'COLOR',
          values: [rgb('CAC4D0'), rgb('49454F')],
        },
      ],
    },
    {
      name: 'M3 shape',
      modes: ['Value'],
      variables: [
        { name: 'md.sys.shape.corner.medium', type: 'FLOAT', values: [12] },
        { name: 'md.sys.shape.corner.extra-large', type: 'FLOAT', values: [28] },
      ],
    },
    {
      name: 'Spacing',
      modes: ['Value'],
      variables: [
        { name: 'spacing/4', type: 'FLOAT', values: [4] },
        { name: 'spacing/16', type: 'FLOAT', values: [16] },
      ],
    },
  ]);
}

/** A screen of the size it is designed at, as a phone frame in Figma is. */
const fixed: FigmaJson = { layoutSizingHorizontal: 'FIXED', layoutSizingVertical: 'FIXED' };

const corners = (alias: FigmaJson): FigmaJson => ({
  topLeftRadius: alias,
  topRightRadius: alias,
  bottomLeftRadius: alias,
  bottomRightRadius: alias,
});

function settingsScreen(alias: (name: string) => FigmaJson): FigmaJson {
  resetIds();
  const fill = (hex: string, name: string): FigmaJson => ({
    fills: [boundSolid(rgb(hex), alias(name))],
  });
  return nodesResponse('Account settings', [
    frame(
      'Settings',
      { w: 360, h: 640 },
      {
        ...autoLayout('VERTICAL', {
          itemSpacing: 16,
          paddingLeft: 16,
          paddingRight: 16,
          paddingTop: 16,
          paddingBottom: 16,
        }),
        ...fixed,
        ...fill('FEF7FF', 'md.sys.color.surface'),
        boundVariables: {
          itemSpacing: alias('spacing/16'),
          paddingLeft: alias('spacing/16'),
          paddingRight: alias('spacing/16'),
          paddingTop: alias('spacing/16'),
          paddingBottom: alias('spacing/16'),
        },
      },
      [
        frame(
          'Account card',
          { w: 328, h: 80 },
          {
            ...autoLayout('VERTICAL', { itemSpacing: 4, paddingLeft: 16, paddingTop: 16 }),
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'FIXED',
            cornerRadius: 12,
            ...fill('ECE6F0', 'md.sys.color.surface-container-high'),
            boundVariables: {
              ...corners(alias('md.sys.shape.corner.medium')),
              itemSpacing: alias('spacing/4'),
              paddingLeft: alias('spacing/16'),
              paddingTop: alias('spacing/16'),
            },
          },
          [
            text(
              'Name',
              'Ada Lovelace',
              { w: 200, h: 24 },
              { fontSize: 16, lineHeightPx: 24 },
              fill('1D1B20', 'md.sys.color.on-surface'),
            ),
            text(
              'Email',
              'ada@frametocode.app',
              { w: 200, h: 20 },
              {},
              fill('49454F', 'md.sys.color.on-surface-variant'),
            ),
          ],
        ),
        rect(
          'Divider',
          { w: 328, h: 1 },
          { layoutSizingHorizontal: 'FILL', ...fill('CAC4D0', 'md.sys.color.outline-variant') },
        ),
        frame(
          'Upgrade banner',
          { w: 328, h: 96 },
          {
            ...autoLayout('VERTICAL', { paddingLeft: 16, paddingTop: 16 }),
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'FIXED',
            cornerRadius: 28,
            ...fill('EADDFF', 'md.sys.color.primary-container'),
            boundVariables: {
              ...corners(alias('md.sys.shape.corner.extra-large')),
              paddingLeft: alias('spacing/16'),
              paddingTop: alias('spacing/16'),
            },
          },
          [
            text(
              'Pitch',
              'Go Pro for unlimited generations',
              { w: 280, h: 20 },
              {},
              fill('21005D', 'md.sys.color.on-primary-container'),
            ),
          ],
        ),
      ],
    ),
  ]);
}

/** Custom names, a brand collection of three modes, light and dark, and two densities. */
function brandTokens() {
  return variablesResponse([
    {
      name: 'Brand',
      modes: ['Ocean', 'Forest', 'Sunset'],
      variables: [
        {
          name: 'color/accent',
          type: 'COLOR',
          values: [rgb('0061A4'), rgb('2E6C3A'), rgb('B3261E')],
        },
        {
          name: 'color/on-accent',
          type: 'COLOR',
          values: [rgb('FFFFFF'), rgb('FFFFFF'), rgb('FFF8F6')],
        },
      ],
    },
    {
      name: 'Appearance',
      modes: ['Light', 'Dark'],
      variables: [
        { name: 'surface/base', type: 'COLOR', values: [rgb('FCFCFF'), rgb('1A1C1E')] },
        { name: 'text/primary', type: 'COLOR', values: [rgb('1A1C1E'), rgb('E2E2E6')] },
        { name: 'text/muted', type: 'COLOR', values: [rgb('5C5F62'), rgb('A9ACB0')] },
      ],
    },
    {
      name: 'Density',
      modes: ['Comfortable', 'Compact'],
      variables: [
        { name: 'space/inset', type: 'FLOAT', values: [24, 16] },
        { name: 'space/gap', type: 'FLOAT', values: [12, 8] },
        { name: 'radius/card', type: 'FLOAT', values: [16, 12], android: 'cardCorner' },
      ],
    },
  ]);
}

function orderScreens(alias: (name: string) => FigmaJson, explicit: FigmaJson): FigmaJson {
  resetIds();
  const fill = (hex: string, name: string): FigmaJson => ({
    fills: [boundSolid(rgb(hex), alias(name))],
  });
  const screen = (name: string, x: number, extra: FigmaJson): FigmaJson =>
    frame(
      name,
      { x, w: 360, h: 640 },
      {
        ...autoLayout('VERTICAL', {
          itemSpacing: 12,
          paddingLeft: 24,
          paddingRight: 24,
          paddingTop: 24,
        }),
        ...fixed,
        ...fill('FCFCFF', 'surface/base'),
        boundVariables: {
          itemSpacing: alias('space/gap'),
          paddingLeft: alias('space/inset'),
          paddingRight: alias('space/inset'),
          paddingTop: alias('space/inset'),
        },
        ...extra,
      },
      [
        text(
          'Heading',
          'Your order',
          { w: 312, h: 32 },
          { fontSize: 24, lineHeightPx: 32 },
          fill('1A1C1E', 'text/primary'),
        ),
        text('Items', '2 × Oat flat white', { w: 312, h: 20 }, {}, fill('5C5F62', 'text/muted')),
        text(
          'Total',
          'Total €8.40',
          { w: 312, h: 24 },
          { fontSize: 16, lineHeightPx: 24, fontWeight: 600 },
          fill('1A1C1E', 'text/primary'),
        ),
        frame(
          'Pay bar',
          { w: 312, h: 56 },
          {
            ...autoLayout('HORIZONTAL', { paddingLeft: 24, counterAxisAlignItems: 'CENTER' }),
            layoutSizingHorizontal: 'FILL',
            layoutSizingVertical: 'FIXED',
            cornerRadius: 16,
            ...fill('0061A4', 'color/accent'),
            boundVariables: { ...corners(alias('radius/card')), paddingLeft: alias('space/inset') },
          },
          [
            text(
              'Pay label',
              'Pay with card',
              { w: 200, h: 24 },
              { fontSize: 16, lineHeightPx: 24, fontWeight: 500 },
              fill('FFFFFF', 'color/on-accent'),
            ),
          ],
        ),
      ],
    );
  return nodesResponse('Checkout', [
    screen('Order summary', 0, {}),
    screen('Order summary forest night', 400, { explicitVariableModes: explicit }),
  ]);
}

/** Design tokens: variables and their modes as the theme and tokens, and values the design repeats. */
export const tokenCases: GoldenCase[] = [
  [
    'variables-m3-token-names',
    {
      given: () => settingsScreen(m3Tokens().alias),
      options: { variables: m3Tokens().response },
      want: [
        // md.sys.color.* fill the light and dark schemes from the M3 collection's modes.
        'private val LightColorScheme = lightColorScheme(\n    surface = Color(0xFFFEF7FF),',
        'private val DarkColorScheme = darkColorScheme(\n    surface = Color(0xFF141218),',
        '.background(MaterialTheme.colorScheme.surface)',
        '.background(MaterialTheme.colorScheme.surfaceContainerHigh, MaterialTheme.shapes.medium)',
        'color = MaterialTheme.colorScheme.onSurfaceVariant,',
        // md.sys.shape.corner.* fill Shapes, and bound corners use the role.
        'private val AccountSettingsThemeShapes = Shapes(medium = RoundedCornerShape(12.dp), extraLarge = RoundedCornerShape(28.dp))',
        'shapes = AccountSettingsThemeShapes,',
        '.background(MaterialTheme.colorScheme.primaryContainer, MaterialTheme.shapes.extraLarge)',
        // A number variable that names no role is a spacing token, named after its variable.
        'verticalArrangement = Arrangement.spacedBy(AccountSettingsTheme.spacing.spacing4),',
        '.padding(AccountSettingsTheme.spacing.spacing16)',
      ],
    },
  ],
  [
    'variables-custom-three-modes',
    {
      given: () => {
        const { response, alias } = brandTokens();
        const meta = response.meta as {
          variableCollections: Record<
            string,
            { name: string; modes: { modeId: string; name: string }[] }
          >;
        };
        const mode = (collection: string, name: string): [string, string] => {
          const [id, c] = Object.entries(meta.variableCollections).find(
            ([, v]) => v.name === collection,
          ) as [string, { modes: { modeId: string; name: string }[] }];
          return [id, (c.modes.find((m) => m.name === name) as { modeId: string }).modeId];
        };
        const design = orderScreens(
          alias,
          Object.fromEntries([mode('Brand', 'Forest'), mode('Appearance', 'Dark')]),
        );
        // The frame set to Forest and Dark shows those modes' colours, as Figma saves it.
        const shown = designInMode(design, response, true) as { nodes: Record<string, unknown> };
        const [, second] = Object.keys(shown.nodes);
        (design.nodes as Record<string, unknown>)[second as string] = shown.nodes[second as string];
        return design;
      },
      options: { variables: brandTokens().response },
      want: [
        // Colours vary with two collections: the brand's three modes (a choice of the theme) and light and dark (the system's).
        'enum class BrandMode { Ocean, Forest, Sunset }',
        'enum class DensityMode { Comfortable, Compact }',
        'fun CheckoutTheme(\n    darkTheme: Boolean = isSystemInDarkTheme(),\n    brandMode: BrandMode = BrandMode.Ocean,\n    densityMode: DensityMode = DensityMode.Comfortable,\n    content: @Composable () -> Unit,\n)',
        'private val OceanLightCheckoutColors = CheckoutColors(',
        'private val SunsetDarkCheckoutColors = CheckoutColors(',
        'LocalCheckoutColors provides when (brandMode) {\n            BrandMode.Ocean -> if (darkTheme) OceanDarkCheckoutColors else OceanLightCheckoutColors',
        'LocalCheckoutSpacing provides when (densityMode) {\n            DensityMode.Comfortable -> ComfortableCheckoutSpacing\n            DensityMode.Compact -> CompactCheckoutSpacing\n        },',
        // The modes are described in the theme's comment.
        ' * - `brandMode`: the mode of "Brand": BrandMode.Ocean (the design\'s default), BrandMode.Forest,',
        // Custom names: the group that says the kind is dropped; a code syntax name for Android wins.
        '.background(CheckoutTheme.colors.accent, RoundedCornerShape(CheckoutTheme.radii.cardCorner))',
        'color = CheckoutTheme.colors.textPrimary,',
        '.padding(start = CheckoutTheme.spacing.inset)',
        'verticalArrangement = Arrangement.spacedBy(CheckoutTheme.spacing.gap),',
        // A frame the designer set to Forest and Dark previews in those modes; the other screen in the other mode too.
        'CheckoutTheme(darkTheme = true, brandMode = BrandMode.Forest) {',
        'private fun OrderSummaryForestNightLightPreview() {\n    CheckoutTheme(brandMode = BrandMode.Forest) {',
      ],
    },
  ],
  [
    'variables-not-given',
    {
      given: () => orderScreens(brandTokens().alias, {}),
      // Without the variables the bound values are what the design shows: repeated ones tokens, the rest literals, and a warning says so.
      want: [
        '.background(CheckoutTheme.colors.grey99)',
        'color = CheckoutTheme.colors.grey10,',
        '.padding(start = CheckoutTheme.spacing.medium)',
      ],
      warnings: ['variable'],
    },
  ],
  [
    'tokens-repeated-values',
    {
      given: () => {
        resetIds();
        const row = (title: string, price: string): FigmaJson =>
          frame(
            'Row',
            { w: 328, h: 56 },
            {
              ...autoLayout('HORIZONTAL', {
                paddingLeft: 16,
                paddingRight: 16,
                primaryAxisAlignItems: 'SPACE_BETWEEN',
                counterAxisAlignItems: 'CENTER',
              }),
              layoutSizingHorizontal: 'FILL',
              cornerRadius: 8,
              fills: [solid(0.96, 0.95, 0.98)],
            },
            [
              text(
                'Title',
                title,
                { w: 200, h: 20 },
                { fontSize: 16, lineHeightPx: 24, fontWeight: 500 },
                { fills: [solid(0.11, 0.11, 0.13)] },
              ),
              text('Price', price, { w: 60, h: 20 }, {}, { fills: [solid(0.4, 0.31, 0.64)] }),
            ],
          );
        return nodesResponse('Menu', [
          frame(
            'Menu',
            { w: 360, h: 400 },
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
              row('Flat white', '€3.20'),
              row('Cortado', '€3.00'),
              row('Chai latte', '€3.60'),
              text(
                'Note',
                'Oat milk at no extra cost',
                { w: 328, h: 20 },
                { fontSize: 12, lineHeightPx: 16 },
                { fills: [solid(0.85, 0.29, 0.18)] },
              ),
            ],
          ),
        ]);
      },
      want: [
        // Used again and again without a name: tokens, named as Android Studio names colours (hue and tone) and by size.
        '.background(MenuTheme.colors.grey96, RoundedCornerShape(MenuTheme.radii.medium))',
        'color = MenuTheme.colors.purple40,',
        'style = MenuTheme.textStyles.titleMedium,',
        // A style of its own keeps its whole line height, the line centred in it, as Figma and Material's styles do (not trimmed to the font).
        'titleMedium = TextStyle(\n        fontWeight = FontWeight.Medium,\n        fontSize = 16.sp,\n        lineHeight = 24.sp,\n        letterSpacing = 0.sp,\n        lineHeightStyle = LineHeightStyle(LineHeightStyle.Alignment.Center, LineHeightStyle.Trim.None),\n    ),',
        '.padding(horizontal = MenuTheme.spacing.medium)',
        // Used once: a literal.
        'text = "Oat milk at no extra cost",\n            color = Color(0xFFD94A2E),\n            fontSize = 12.sp,',
        '.background(Color(0xFFFFFFFF))',
      ],
    },
  ],
  [
    'styles-local',
    {
      given: () => {
        resetIds();
        return nodesResponse(
          'Notes',
          [
            frame(
              'Notes',
              { w: 360, h: 200 },
              {
                ...autoLayout('VERTICAL', { paddingLeft: 16, paddingTop: 16 }),
                fills: [solid(1, 0.98, 1)],
                styles: { fill: 'S:surface' },
              },
              [
                text(
                  'Heading',
                  'Notes',
                  { w: 200, h: 28 },
                  { fontSize: 22, lineHeightPx: 28 },
                  { styles: { text: 'S:title' } },
                ),
              ],
            ),
          ],
          {
            styles: {
              'S:surface': { key: 's1', name: 'M3/sys/light/surface', styleType: 'FILL' },
              'S:title': { key: 's2', name: 'M3/title/large', styleType: 'TEXT' },
            },
          },
        );
      },
      options: {
        // The plugin sends the file's local styles as REST gives a style's properties: a layer painted or set in each.
        styles: {
          nodes: {
            'S:dark-surface': {
              document: {
                id: 'S:dark-surface',
                name: 'M3/sys/dark/surface',
                type: 'RECTANGLE',
                fills: [solid(0.078, 0.071, 0.094)],
                styles: { fill: 'S:dark-surface' },
              },
              styles: {
                'S:dark-surface': { key: 's3', name: 'M3/sys/dark/surface', styleType: 'FILL' },
              },
            },
            'S:label': {
              document: {
                id: 'S:label',
                name: 'M3/label/large',
                type: 'TEXT',
                characters: 'M3/label/large',
                style: {
                  fontFamily: 'Roboto',
                  fontWeight: 500,
                  fontSize: 14,
                  lineHeightPx: 20,
                  letterSpacing: 0.1,
                },
                fills: [],
                styles: { text: 'S:label' },
              },
              styles: { 'S:label': { key: 's4', name: 'M3/label/large', styleType: 'TEXT' } },
            },
          },
        },
      },
      want: [
        // The dark style the layers do not use fills the dark scheme; the text style they do not use, Typography.
        'private val DarkColorScheme = darkColorScheme(surface = Color(0xFF141218))',
        'private val LightColorScheme = lightColorScheme(surface = Color(0xFFFFFAFF))',
        'labelLarge = TextStyle(\n        fontWeight = FontWeight.Medium,\n        fontSize = 14.sp,',
        'titleLarge = TextStyle(',
        '.background(MaterialTheme.colorScheme.surface)',
      ],
    },
  ],
];
