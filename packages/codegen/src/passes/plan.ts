import type { ContainerNode, IrNode, Rgba, TextStyle, VariantValue } from '../parse/ir.ts';
import type { FlowPlan } from './flow.ts';

/** An image the output draws from a file (a target writes it as its own resource: an Android drawable). */
export interface PlannedAsset {
  /** Stable id: the first layer (`node:<id>`) or image fill (`image:<ref>`) that asked for this content. */
  id: string;
  /** Vector artwork of a layer (an icon, a shape), or an image (a raster export, an image fill). */
  kind: 'vector' | 'image';
  /** What to name it after: the layer's name, or its nearest meaningful ancestor's when the layer has a default name ("Vector 3"). */
  baseName: string;
  nodeId: string;
  nodeName: string;
  /** Vector source (exported SVG or one rebuilt from Figma's path geometry). */
  svg?: string | undefined;
  png?: Uint8Array | undefined;
}

export type ColorRole =
  | 'primary'
  | 'onPrimary'
  | 'primaryContainer'
  | 'onPrimaryContainer'
  | 'inversePrimary'
  | 'secondary'
  | 'onSecondary'
  | 'secondaryContainer'
  | 'onSecondaryContainer'
  | 'tertiary'
  | 'onTertiary'
  | 'tertiaryContainer'
  | 'onTertiaryContainer'
  | 'background'
  | 'onBackground'
  | 'surface'
  | 'onSurface'
  | 'surfaceVariant'
  | 'onSurfaceVariant'
  | 'surfaceTint'
  | 'inverseSurface'
  | 'inverseOnSurface'
  | 'error'
  | 'onError'
  | 'errorContainer'
  | 'onErrorContainer'
  | 'outline'
  | 'outlineVariant'
  | 'scrim'
  | 'surfaceBright'
  | 'surfaceContainer'
  | 'surfaceContainerHigh'
  | 'surfaceContainerHighest'
  | 'surfaceContainerLow'
  | 'surfaceContainerLowest'
  | 'surfaceDim';

export type TypographyRole =
  | 'displayLarge'
  | 'displayMedium'
  | 'displaySmall'
  | 'headlineLarge'
  | 'headlineMedium'
  | 'headlineSmall'
  | 'titleLarge'
  | 'titleMedium'
  | 'titleSmall'
  | 'bodyLarge'
  | 'bodyMedium'
  | 'bodySmall'
  | 'labelLarge'
  | 'labelMedium'
  | 'labelSmall';

/** Material 3's shape roles (`Shapes`), which corner variables named after them fill. */
export type ShapeRole = 'extraSmall' | 'small' | 'medium' | 'large' | 'extraLarge';

/** A mode of a mode switch: its name, whether it is dark, and what else sets it apart (`family`: '' for the plain light and dark). */
export interface SwitchMode {
  id: string;
  name: string;
  dark: boolean;
  family: string;
}

/**
 * What a set of values changes with: a variable collection and its modes, or
 * the design's light and dark styles (`named`), or nothing (`constant`).
 * `dark`: it has light and dark modes and follows the system's dark theme;
 * `families`: what else tells its modes apart (brands, contrasts,
 * densities), in order: more than one is a choice the theme offers.
 */
export interface ModeSwitch {
  id: string;
  name: string;
  modes: SwitchMode[];
  defaultModeId: string;
  dark: boolean;
  families: string[];
}

/** The switch of values that never change, and the switch of light and dark styles (or variables named `…/light/…`, `…/dark/…`). */
export const CONSTANT_SWITCH = 'constant';
export const NAMED_SWITCH = 'named';

/** A Material role filled from the design, with its value per mode of its switch. */
export interface RoleValue<R, V> {
  role: R;
  /** The style or variable it comes from. */
  name: string;
  switchId: string;
  values: Map<string, V>;
}

export type TokenKind = 'color' | 'spacing' | 'radius' | 'text';

/**
 * A value the output names once and references everywhere: a variable that
 * is no Material role, a style, or a value the design repeats without
 * naming it. Colours, spacing and radii vary by the modes of their switch.
 */
export interface Token {
  kind: TokenKind;
  /** The variable's or style's name, or a made-up one (`Purple 40`, `medium`) for repeated values. */
  name: string;
  /** The name the designer set for Android code (Figma's code syntax), when any. */
  codeName?: string | undefined;
  source: 'variable' | 'style' | 'repeated';
  switchId: string;
  /** Colours (Rgba) and dimensions (dp) by mode id; a text token holds `text` instead. */
  values: Map<string, Rgba | number>;
  text?: TextStyle | undefined;
}

/** What a bound variable, a style or a repeated value became in the theme. */
export type Binding =
  | { kind: 'color-role'; role: ColorRole }
  | { kind: 'shape-role'; role: ShapeRole }
  | { kind: 'token'; token: Token };

/** Where a bound number is used: a corner radius, or padding and spacing. */
export type DimensionUse = 'radius' | 'spacing';

/**
 * The design's theme and tokens: Material colour and shape roles per mode,
 * the tokens that are no role, and what each variable, style and repeated
 * value of the design became.
 */
export interface DesignTokens {
  switches: ModeSwitch[];
  colorRoles: RoleValue<ColorRole, Rgba>[];
  shapeRoles: RoleValue<ShapeRole, number>[];
  tokens: Token[];
  /** By `color:<id>`, `radius:<id>` or `spacing:<id>`. */
  byVariable: Map<string, Binding>;
  /** By colour style name. */
  byColorStyle: Map<string, Binding>;
  /** By text style name, for styles without a Typography role. */
  byTextStyle: Map<string, Token>;
  /** Values the design repeats without naming them: colours by `#AARRGGBB`, dimensions by value, text styles by `textKey`. */
  repeated: {
    colors: Map<string, Token>;
    spacing: Map<number, Token>;
    radii: Map<number, Token>;
    text: Map<string, Token>;
  };
  /** Style names and variable ids that name the dark scheme (`M3/sys/dark/…`) and the light one. */
  darkNamed: Set<string>;
  lightNamed: Set<string>;
}

export interface ThemeTextStyle {
  name: string;
  role?: TypographyRole | undefined;
  style: TextStyle;
}

export interface ComponentParam {
  /** Figma's property name, e.g. `Label#12:3`. */
  figmaName: string;
  /** `color`: a fill's colour that copies of a frame change (see passes/overrides.ts). */
  type: 'text' | 'boolean' | 'swap' | 'color';
  /** A colour's default is its key (`colorKey`); the colour itself is `color`. */
  defaultValue: string | boolean;
  color?: Rgba | undefined;
}

export interface VariantAxis {
  property: string;
  values: string[];
  defaultValue: string;
}

export interface ComponentVariant {
  variant: VariantValue[];
  root: IrNode;
}

/** One reusable function of the output: a component, or a component set with its variants. */
export interface ComponentPlan {
  key: string;
  name: string;
  params: ComponentParam[];
  axes: VariantAxis[];
  variants: ComponentVariant[];
}

/** Everything a target needs; it never sees raw Figma JSON. */
export interface GenerationPlan {
  name: string;
  screens: ContainerNode[];
  components: ComponentPlan[];
  assets: PlannedAsset[];
  /** Asset id by node id (vectors, icons) and by image ref (image fills). */
  assetByNode: Map<string, string>;
  assetByImage: Map<string, string>;
  /** How far an asset reaches outside its node's box (strokes drawn centred or outside), by node id. */
  assetOverflow?: Map<string, number> | undefined;
  /** Component key by Figma component id, for instance-swap values. */
  componentKeyById: Map<string, string>;
  /** The design's text styles (with their Typography role, when they fill one). */
  textStyles: ThemeTextStyle[];
  tokens: DesignTokens;
  /** Generating a flow: its screens' roles, where it starts and the links between them. */
  flow?: FlowPlan | undefined;
}
