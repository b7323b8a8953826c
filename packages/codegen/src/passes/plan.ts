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
  colors: ThemeColor[];
  textStyles: ThemeTextStyle[];
  /** Generating a flow: its screens' roles, where it starts and the links between them. */
  flow?: FlowPlan | undefined;
}
