/**
 * The intermediate tree: what the parser makes of Figma JSON and what every
 * later stage works on. It holds only normalised, resolved facts (colours as
 * RGBA 0..1, positions relative to the parent, sizing as fixed/hug/fill), so
 * the emitter never needs to know how Figma spelled them.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type SizingMode = 'fixed' | 'hug' | 'fill';

export interface ColorStop {
  position: number;
  color: Rgba;
  /** The colour variable the stop is bound to (its id). */
  variable?: string | undefined;
}

/** Gradient geometry in fractions of the node's size (0..1 on each axis). */
export interface GradientGeometry {
  start: { x: number; y: number };
  end: { x: number; y: number };
  /** Third Figma handle: the width axis of radial gradients. */
  side: { x: number; y: number };
}

export type Fill =
  /** `variable`: the id of the colour variable the paint is bound to; `styleName`: the colour style it comes from. */
  | { kind: 'solid'; color: Rgba; styleName?: string | undefined; variable?: string | undefined }
  | {
      kind: 'linear' | 'radial' | 'angular' | 'diamond';
      stops: ColorStop[];
      geometry: GradientGeometry;
      opacity: number;
    }
  | {
      kind: 'image';
      imageRef: string;
      scaleMode: 'fill' | 'fit' | 'tile' | 'stretch';
      opacity: number;
    };

export interface Stroke {
  fills: Fill[];
  weight: number;
  /** Per-side weights when Figma has them (top, right, bottom, left). */
  sides?: { top: number; right: number; bottom: number; left: number } | undefined;
  align: 'inside' | 'center' | 'outside';
  dashes: number[];
}

/** Corner radii in Figma order: top-left, top-right, bottom-right, bottom-left. */
export type Corners = [number, number, number, number];

export type Effect =
  | {
      kind: 'drop-shadow' | 'inner-shadow';
      color: Rgba;
      offsetX: number;
      offsetY: number;
      radius: number;
      spread: number;
    }
  | { kind: 'layer-blur' | 'background-blur'; radius: number };

export type HorizontalConstraint = 'left' | 'right' | 'center' | 'left-right' | 'scale';
export type VerticalConstraint = 'top' | 'bottom' | 'center' | 'top-bottom' | 'scale';

export interface AutoLayout {
  direction: 'row' | 'column';
  wrap: boolean;
  spacing: number;
  counterSpacing: number;
  padding: { top: number; right: number; bottom: number; left: number };
  mainAlign: 'start' | 'center' | 'end' | 'space-between';
  /**
   * `each`: every child is aligned on its own across the axis, by its
   * constraint on that axis (left/centre/right/stretch), at the margins its
   * box gives inside the padding. Only layout inference makes it (Figma's
   * auto layout aligns all children alike).
   */
  crossAlign: 'start' | 'center' | 'end' | 'baseline' | 'each';
  /** Number variables bound to the spacing and padding (variable ids). */
  bound?: LayoutBindings | undefined;
}

export interface LayoutBindings {
  spacing?: string | undefined;
  counterSpacing?: string | undefined;
  padding?:
    | {
        top?: string | undefined;
        right?: string | undefined;
        bottom?: string | undefined;
        left?: string | undefined;
      }
    | undefined;
}

/** What every node knows about its place and look, whatever it is. */
export interface NodeStyle {
  /** Position relative to the parent's top-left corner, size unrotated. */
  box: Box;
  width: SizingMode;
  height: SizingMode;
  minWidth?: number | undefined;
  maxWidth?: number | undefined;
  minHeight?: number | undefined;
  maxHeight?: number | undefined;
  /** A `fill` child's share of the room left in its Row or Column when it is not 1 (a gap that gives way in proportion to another). */
  weight?: number | undefined;
  /**
   * A child of fixed or hugging width that gives up width when its Row is narrower than designed
   * (`weight(1f, fill = false)`): words beside a layer pushed to the row's other end.
   */
  yields?: boolean | undefined;
  /** Set when the parent has auto layout and this child ignores it. */
  absolute: boolean;
  constraints: { horizontal: HorizontalConstraint; vertical: VerticalConstraint };
  /** Degrees, clockwise on screen (y pointing down). */
  rotation: number;
  /** Set only for a mirrored layer: the linear part (a, b, c, d) of Figma's relativeTransform, which a rotation cannot express. */
  mirror?: [number, number, number, number] | undefined;
  opacity: number;
  blendMode: string;
  fills: Fill[];
  stroke?: Stroke | undefined;
  corners: Corners;
  /** Number variables bound to the corner radii, in the order of `corners` (variable ids). */
  cornerVariables?:
    [string | undefined, string | undefined, string | undefined, string | undefined] | undefined;
  ellipse: boolean;
  /**
   * An ellipse drawn as Figma's arc handles draw it (`arcData`), when it is not the whole ellipse:
   * from `start` through `sweep` degrees, clockwise from the x axis, hollow to `inner` (a share of
   * the radius, 0 to 1).
   */
  arc?: { start: number; sweep: number; inner: number } | undefined;
  clip: boolean;
  effects: Effect[];
  /**
   * Set by the component pass on a component's layer that an instance draws past its parent's
   * edge (an instance sized smaller than the text in it): it keeps its size there too.
   */
  spills?: { width: boolean; height: boolean } | undefined;
}

export interface TextStyle {
  fontFamily: string;
  fontWeight: number;
  fontSize: number;
  italic: boolean;
  /** Line height in px, undefined for "auto". */
  lineHeight?: number | undefined;
  letterSpacing: number;
  decoration: 'none' | 'underline' | 'strikethrough';
  textCase: 'original' | 'upper' | 'lower' | 'title' | 'small-caps';
  fills: Fill[];
  styleName?: string | undefined;
}

export interface TextRun {
  text: string;
  style: TextStyle;
}

export interface PropertyRefs {
  /** Component property name bound to this node's text. */
  text?: string | undefined;
  /** Component property name bound to this node's visibility. */
  visible?: string | undefined;
  /** Component property name bound to this instance's main component. */
  swap?: string | undefined;
  /** Parameter bound to the colour of this layer's one solid fill (copies that differ only in it). */
  fill?: string | undefined;
}

/** A layer of the design, by its Figma node id and name. */
export interface LayerRef {
  id: string;
  name: string;
}

/** What the parser reads for every layer before its kind's own fields. */
export type LayerBase = Pick<NodeBase, 'id' | 'name' | 'style' | 'refs' | 'hidden'>;

interface NodeBase {
  id: string;
  /** The layer name as the designer typed it. */
  name: string;
  style: NodeStyle;
  refs: PropertyRefs;
  /** Hidden in the design but kept because a component property shows it. */
  hidden: boolean;
  /** Made by a pass (a gap between layers, a row of a grid, a card's content): no layer of the design, and its id is no Figma node id. */
  synthetic?: boolean | undefined;
  /**
   * Layers of the design this node draws as part of itself, which have no
   * output of their own: the layers of a drawing collapsed into one image, a
   * Material widget's label, icons and frames, a background rectangle a frame
   * took the paint of.
   */
  covers?: LayerRef[] | undefined;
}

export interface ContainerNode extends NodeBase {
  kind: 'container';
  layout?: AutoLayout | undefined;
  /** The Figma type it came from (FRAME, GROUP, SECTION, COMPONENT, ...). */
  figmaType: string;
  /** Variable modes the designer set on this frame (collection id to mode id): it shows its variables in those modes. */
  explicitModes?: Record<string, string> | undefined;
  /** Prototype overflow scrolling set on the frame. */
  scroll?: 'vertical' | 'horizontal' | 'both' | undefined;
  /** A layer of it is a mask: Figma shows the layers above the mask only inside the mask's outline. */
  masked?: boolean | undefined;
  /** The prototype reacts to a click or tap on the frame: it is a click target. */
  pressable?: boolean | undefined;
  children: IrNode[];
}

export interface TextNode extends NodeBase {
  kind: 'text';
  runs: TextRun[];
  align: 'start' | 'center' | 'end' | 'justify';
  verticalAlign: 'top' | 'center' | 'bottom';
  maxLines?: number | undefined;
  ellipsis: boolean;
  /** Styled as a link (underlined, or a hyperlink in the design): the text is something to click. */
  link?: boolean | undefined;
  /** The space between its paragraphs (lines ended by a newline), in px; set only with two paragraphs or more. */
  paragraphSpacing?: number | undefined;
}

/** A plain shape the target draws itself (no image): rectangle, ellipse, line. */
export interface ShapeNode extends NodeBase {
  kind: 'shape';
  figmaType: string;
}

/** A node drawn from an exported (or reconstructed) image: see the asset pass. */
export interface AssetNode extends NodeBase {
  kind: 'asset';
  figmaType: string;
  /** SVG path data from `fillGeometry`/`strokeGeometry`, used when no export was supplied. */
  geometry: { path: string; windingRule: 'nonzero' | 'evenodd'; paint: 'fill' | 'stroke' }[];
  /** For an icon collapsed from a frame or instance: the original subtree, to rebuild its vector. */
  source?: IrNode | undefined;
}

export interface VariantValue {
  property: string;
  value: string;
}

export interface ComponentPropertyValue {
  name: string;
  /** `color`: made by the component pass only (copies that differ in a fill's colour), never read from Figma. */
  type: 'text' | 'boolean' | 'swap' | 'variant' | 'color';
  /** A colour's value is its key (`colorKey`); the colour itself is `color`. */
  value: string | boolean;
  color?: Rgba | undefined;
}

/** An instance of a component, turned into a call by the component pass. */
export interface InstanceNode extends NodeBase {
  kind: 'instance';
  componentId: string;
  /** Component key when known (deduplication across files), else the id. */
  componentKey: string;
  componentName: string;
  componentSetName?: string | undefined;
  componentSetKey?: string | undefined;
  variant: VariantValue[];
  properties: ComponentPropertyValue[];
  /** The resolved subtree as Figma returned it. */
  children: IrNode[];
  layout?: AutoLayout | undefined;
}

export type ButtonStyle = 'filled' | 'tonal' | 'outlined' | 'text' | 'elevated';
export type TextFieldStyle = 'filled' | 'outlined';
export type CardStyle = 'filled' | 'elevated' | 'outlined';
export type ChipStyle = 'assist' | 'filter' | 'input' | 'suggestion';
export type TopAppBarStyle = 'small' | 'center-aligned' | 'medium' | 'large';
export type IconButtonStyle = 'standard' | 'filled' | 'tonal' | 'outlined';
export type FabSize = 'small' | 'regular' | 'large';
export type TabsStyle = 'primary' | 'secondary';
export type ProgressStyle = 'linear' | 'circular';

/**
 * A Material 3 component as the design means it: what it is and, for the
 * families the kit draws in several styles, which style ("a button of style
 * tonal"). How a target draws it is the target's business.
 */
export type Widget =
  | { type: 'button'; style: ButtonStyle }
  | { type: 'text-field'; style: TextFieldStyle }
  | { type: 'card'; style: CardStyle }
  /** `elevated`: the kit's elevated chip (a shadow, no outline). */
  | { type: 'chip'; style: ChipStyle; elevated?: boolean | undefined }
  | { type: 'top-app-bar'; style: TopAppBarStyle }
  | { type: 'icon-button'; style: IconButtonStyle }
  | { type: 'fab'; style: FabSize }
  /** `scrollable`: tabs that scroll sideways instead of sharing the width. */
  | { type: 'tabs'; style: TabsStyle; scrollable?: boolean | undefined }
  | { type: 'progress'; style: ProgressStyle }
  /** `modal`: a sheet over the screen with a scrim, dismissed by the user; else a standard sheet drawn in place. */
  | { type: 'bottom-sheet'; modal: boolean }
  | {
      type:
        | 'switch'
        | 'checkbox'
        | 'radio-button'
        | 'navigation-bar'
        | 'extended-fab'
        | 'divider'
        | 'list-item'
        | 'dialog'
        | 'slider';
    };

export type WidgetType = Widget['type'];

/** A node recognised as a Material 3 component (from the Material 3 Design Kit, or clearly named as one). */
export interface MaterialNode extends NodeBase {
  kind: 'material';
  widget: Widget;
  label?: string | undefined;
  /** Secondary text: placeholder, supporting text. */
  secondary?: string | undefined;
  checked: boolean;
  /** A checkbox neither checked nor unchecked (the kit's indeterminate checkbox). */
  indeterminate?: boolean | undefined;
  enabled: boolean;
  /** A text field in its error state. */
  error?: boolean | undefined;
  /** What a text field takes, from its label and content: a secret, an email address, a phone number, a number. */
  input?: 'password' | 'email' | 'phone' | 'number' | undefined;
  /** The secondary text of a text field is a placeholder (shown while empty), not a typed value. */
  placeholder?: boolean | undefined;
  /** A text field's supporting text, under the field. */
  supporting?: string | undefined;
  /** The position of a slider or a determinate progress indicator, 0..1; undefined: indeterminate progress. */
  value?: number | undefined;
  /** A discrete slider: the number of stops between its ends. */
  steps?: number | undefined;
  /** A checkbox, switch or radio button's text beside it (its name), when the widget has no label of its own. */
  caption?: string | undefined;
  icon?: IrNode | undefined;
  /** A text field's trailing icon (its leading icon is `icon`). */
  trailingIcon?: IrNode | undefined;
  /** For a layer that was only named like the widget: its own look, passed to the widget explicitly. */
  custom?:
    | {
        container?: Extract<Fill, { kind: 'solid' }> | undefined;
        corners?: Corners | undefined;
        /** The colour of the designer's label (text and icon). */
        content?: Extract<Fill, { kind: 'solid' }> | undefined;
        /** A button's label as designed (its type), and the room around its content. */
        label?: TextNode | undefined;
        padding?: AutoLayout['padding'] | undefined;
        /** A button's gap between its icon and its label, as designed. */
        spacing?: number | undefined;
      }
    | undefined;
  /** Content kept as-is (a card) or items (a navigation bar's; a dialog's buttons, dismiss first, confirm last). */
  children: IrNode[];
  items: { label: string; icon?: IrNode | undefined; selected: boolean }[];
}

/** A call to a generated component function (made by the component pass). */
export interface CallNode extends NodeBase {
  kind: 'call';
  componentKey: string;
  arguments: ComponentPropertyValue[];
  variant: VariantValue[];
}

export type IrNode =
  ContainerNode | TextNode | ShapeNode | AssetNode | InstanceNode | MaterialNode | CallNode;

export interface ComponentInfo {
  key: string;
  name: string;
  setId?: string | undefined;
  setKey?: string | undefined;
  setName?: string | undefined;
}

export interface StyleInfo {
  name: string;
  type: 'fill' | 'text' | 'effect' | 'grid';
}

export interface ComponentPropertyDefinition {
  /** Figma's full property name, e.g. `Label#12:3`. */
  name: string;
  type: 'text' | 'boolean' | 'swap' | 'variant';
  defaultValue: string | boolean;
  variantOptions: string[];
}

/** A component definition found in the document (COMPONENT or COMPONENT_SET node). */
export interface ComponentDefinition {
  id: string;
  key: string;
  name: string;
  setName?: string | undefined;
  setKey?: string | undefined;
  variant: VariantValue[];
  properties: ComponentPropertyDefinition[];
  root: ContainerNode;
}

/**
 * What one action of a prototype reaction does, by meaning: Figma's
 * navigation kinds (navigate to a frame, swap, open an overlay, scroll to a
 * layer), back, close the overlay, open a link. Anything else the prototype
 * does (change an interactive component's variant, set a variable) is
 * `other`, named for the report.
 */
export type PrototypeAction =
  | { kind: 'navigate' | 'swap' | 'overlay' | 'scroll-to'; destinationId: string }
  | { kind: 'back' }
  | { kind: 'close' }
  | { kind: 'url'; url: string }
  | { kind: 'other'; what: string };

/** A layer the prototype reacts to a click or tap on, and what it does then (in order). */
export interface PrototypeReaction {
  /** The screen (a generated top-level frame) the layer is in. */
  screenId: string;
  layer: LayerRef;
  /** Ids from the screen down to the layer (both included): where to look when a pass drew the layer as part of another. */
  path: string[];
  actions: PrototypeAction[];
}

/** How the prototype shows a frame opened as an overlay (the frame's overlay settings in Figma). */
export interface OverlaySettings {
  /** Figma's overlay position: centred, pinned to an edge, or placed by the link. */
  position: 'center' | 'top' | 'bottom' | 'left' | 'right' | 'manual';
  /** A click outside the overlay closes it. */
  closeOnClickOutside: boolean;
}

/** The prototype of the generated screens: their reactions, the frames' overlay settings, where flows start. */
export interface PrototypeGraph {
  reactions: PrototypeReaction[];
  /** Overlay settings by frame id, for frames that carry them (the plugin reads them; REST files do not have them). */
  overlays: Map<string, OverlaySettings>;
  /** Flow starting points of the pages read, in the file's order (node ids). */
  startingPoints: string[];
  /** Every frame of the input by id, for naming a link's destination outside the generated screens. */
  frameNames: Map<string, string>;
}

/** A mode of a variable collection: Light, Dark, a brand, a density. */
export interface VariableMode {
  id: string;
  name: string;
}

/** A collection of variables that share modes. */
export interface VariableCollection {
  id: string;
  name: string;
  modes: VariableMode[];
  defaultModeId: string;
}

export type VariableValue =
  | { type: 'color'; color: Rgba }
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean };

/** A Figma variable (a design token) with its value in each mode of its collection, aliases resolved. */
export interface DesignVariable {
  id: string;
  /** As the designer named it, groups included: `Schemes/Primary`, `spacing/md`. */
  name: string;
  collectionId: string;
  type: VariableValue['type'];
  /** By mode id of its collection; a mode whose value cannot be resolved (an alias to a variable not in the input) is absent. */
  values: Map<string, VariableValue>;
  /** The name the designer gave it for Android code (Figma's code syntax), when set. */
  androidName?: string | undefined;
}

/** The variables of the input (a `/variables/local` response), by id, and their collections in the order given. */
export interface VariableSet {
  collections: VariableCollection[];
  variables: Map<string, DesignVariable>;
}

/** A whole parsed input: the screens to generate and what they reference. */
export interface IrDocument {
  name: string;
  screens: ContainerNode[];
  definitions: ComponentDefinition[];
  variables: VariableSet;
  /** The local styles' definitions given with the input (a layer painted or set in each). */
  styles: IrNode[];
  /** With a picked node: the component definitions inside it; other components are generated only when used. */
  focus?: Set<string> | undefined;
  /** Generating a flow (several screens and their prototype links): the prototype read from the input. */
  prototype?: PrototypeGraph | undefined;
}
