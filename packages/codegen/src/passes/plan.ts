import type { ContainerNode, IrNode, Rgba, TextStyle, VariantValue } from '../parse/ir.ts';

/** A drawable resource to write under res/drawable. */
export interface DrawableAsset {
  name: string;
  nodeId: string;
  nodeName: string;
  /** Vector source (exported SVG or one rebuilt from Figma's path geometry). */
  svg?: string | undefined;
  png?: Uint8Array | undefined;
}

export type ColorRole =
  | 'primary' | 'onPrimary' | 'primaryContainer' | 'onPrimaryContainer' | 'inversePrimary'
  | 'secondary' | 'onSecondary' | 'secondaryContainer' | 'onSecondaryContainer'
  | 'tertiary' | 'onTertiary' | 'tertiaryContainer' | 'onTertiaryContainer'
  | 'background' | 'onBackground' | 'surface' | 'onSurface' | 'surfaceVariant' | 'onSurfaceVariant'
  | 'surfaceTint' | 'inverseSurface' | 'inverseOnSurface' | 'error' | 'onError' | 'errorContainer'
  | 'onErrorContainer' | 'outline' | 'outlineVariant' | 'scrim' | 'surfaceBright' | 'surfaceContainer'
  | 'surfaceContainerHigh' | 'surfaceContainerHighest' | 'surfaceContainerLow' | 'surfaceContainerLowest' | 'surfaceDim';

export type TypographyRole =
  | 'displayLarge' | 'displayMedium' | 'displaySmall' | 'headlineLarge' | 'headlineMedium' | 'headlineSmall'
  | 'titleLarge' | 'titleMedium' | 'titleSmall' | 'bodyLarge' | 'bodyMedium' | 'bodySmall'
  | 'labelLarge' | 'labelMedium' | 'labelSmall';

export interface ThemeColor {
  /** The Figma style or variable name. */
  name: string;
  role?: ColorRole | undefined;
  /** A dark-scheme role (`M3/sys/dark/...`). */
  dark?: boolean | undefined;
  color: Rgba;
}

export interface ThemeTextStyle {
  name: string;
  role?: TypographyRole | undefined;
  style: TextStyle;
}

export interface ComponentParam {
  /** Figma's property name, e.g. `Label#12:3`. */
  figmaName: string;
  type: 'text' | 'boolean' | 'swap';
  defaultValue: string | boolean;
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

/** Everything the emitter needs; it never sees raw Figma JSON. */
export interface GenerationPlan {
  name: string;
  screens: ContainerNode[];
  components: ComponentPlan[];
  drawables: DrawableAsset[];
  /** Drawable name by node id (vectors, icons) and by image ref (image fills). */
  drawableByNode: Map<string, string>;
  drawableByImage: Map<string, string>;
  /** How far a drawable reaches outside its node's box (strokes drawn centred or outside), by node id. */
  drawableOverflow?: Map<string, number> | undefined;
  /** Component key by Figma component id, for instance-swap values. */
  componentKeyById: Map<string, string>;
  colors: ThemeColor[];
  textStyles: ThemeTextStyle[];
}
