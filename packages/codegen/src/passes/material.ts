import type {
  ButtonStyle,
  CardStyle,
  ChipStyle,
  ContainerNode,
  FabSize,
  IconButtonStyle,
  InstanceNode,
  IrNode,
  MaterialNode,
  ProgressStyle,
  TabsStyle,
  TextFieldStyle,
  TextNode,
  TopAppBarStyle,
  VariantValue,
  Widget,
  WidgetType,
} from '../parse/ir.ts';
import type { WarningList } from '../warnings.ts';
import type { Words } from '../words.ts';
import { layersBelow, walk } from '../parse/walk.ts';

const button = (style: ButtonStyle): Widget => ({ type: 'button', style });
const textField = (style: TextFieldStyle): Widget => ({ type: 'text-field', style });
const card = (style: CardStyle): Widget => ({ type: 'card', style });
const chip = (style: ChipStyle, elevated = false): Widget =>
  elevated ? { type: 'chip', style, elevated } : { type: 'chip', style };
const topAppBar = (style: TopAppBarStyle): Widget => ({ type: 'top-app-bar', style });
const iconButton = (style: IconButtonStyle): Widget => ({ type: 'icon-button', style });
const fab = (style: FabSize): Widget => ({ type: 'fab', style });
const tabs = (style: TabsStyle): Widget => ({ type: 'tabs', style });
const progress = (style: ProgressStyle): Widget => ({ type: 'progress', style });

/**
 * Normalised names (letters only, lower case) as the Material 3 Design Kit and
 * designers spell them: the kit's component sets ("Button", "Text field",
 * "Top app bar", "Tabs", "Slider", "Progress indicator", "Bottom sheet"), the
 * older kit's one set per style ("Filled tonal button", "Outlined text
 * field", "Medium top app bar", "Small FAB") and common plurals.
 */
const byName: Record<string, Widget> = {
  button: button('filled'),
  buttons: button('filled'),
  filledbutton: button('filled'),
  commonbutton: button('filled'),
  commonbuttons: button('filled'),
  filledtonalbutton: button('tonal'),
  tonalbutton: button('tonal'),
  outlinedbutton: button('outlined'),
  textbutton: button('text'),
  elevatedbutton: button('elevated'),
  textfield: textField('filled'),
  textfields: textField('filled'),
  filledtextfield: textField('filled'),
  outlinedtextfield: textField('outlined'),
  card: card('filled'),
  cards: card('filled'),
  filledcard: card('filled'),
  elevatedcard: card('elevated'),
  outlinedcard: card('outlined'),
  switch: { type: 'switch' },
  switches: { type: 'switch' },
  checkbox: { type: 'checkbox' },
  checkboxes: { type: 'checkbox' },
  radiobutton: { type: 'radio-button' },
  radiobuttons: { type: 'radio-button' },
  radio: { type: 'radio-button' },
  topappbar: topAppBar('small'),
  topappbars: topAppBar('small'),
  smalltopappbar: topAppBar('small'),
  appbar: topAppBar('small'),
  centeralignedtopappbar: topAppBar('center-aligned'),
  mediumtopappbar: topAppBar('medium'),
  largetopappbar: topAppBar('large'),
  navigationbar: { type: 'navigation-bar' },
  bottomnavigation: { type: 'navigation-bar' },
  navbar: { type: 'navigation-bar' },
  fab: fab('regular'),
  fabs: fab('regular'),
  floatingactionbutton: fab('regular'),
  floatingactionbuttons: fab('regular'),
  smallfab: fab('small'),
  largefab: fab('large'),
  extendedfab: { type: 'extended-fab' },
  extendedfabs: { type: 'extended-fab' },
  extendedfloatingactionbutton: { type: 'extended-fab' },
  chip: chip('assist'),
  chips: chip('assist'),
  assistchip: chip('assist'),
  filterchip: chip('filter'),
  inputchip: chip('input'),
  suggestionchip: chip('suggestion'),
  elevatedassistchip: chip('assist', true),
  elevatedfilterchip: chip('filter', true),
  elevatedsuggestionchip: chip('suggestion', true),
  divider: { type: 'divider' },
  dividers: { type: 'divider' },
  horizontaldivider: { type: 'divider' },
  iconbutton: iconButton('standard'),
  iconbuttons: iconButton('standard'),
  standardiconbutton: iconButton('standard'),
  fillediconbutton: iconButton('filled'),
  filledtonaliconbutton: iconButton('tonal'),
  tonaliconbutton: iconButton('tonal'),
  outlinediconbutton: iconButton('outlined'),
  listitem: { type: 'list-item' },
  listitems: { type: 'list-item' },
  dialog: { type: 'dialog' },
  dialogs: { type: 'dialog' },
  basicdialog: { type: 'dialog' },
  alertdialog: { type: 'dialog' },
  tabs: tabs('primary'),
  tab: tabs('primary'),
  tabbar: tabs('primary'),
  primarytabs: tabs('primary'),
  secondarytabs: tabs('secondary'),
  slider: { type: 'slider' },
  sliders: { type: 'slider' },
  continuousslider: { type: 'slider' },
  discreteslider: { type: 'slider' },
  progressindicator: progress('linear'),
  progressindicators: progress('linear'),
  linearprogressindicator: progress('linear'),
  linearprogress: progress('linear'),
  progressbar: progress('linear'),
  circularprogressindicator: progress('circular'),
  circularprogress: progress('circular'),
  bottomsheet: { type: 'bottom-sheet', modal: false },
  bottomsheets: { type: 'bottom-sheet', modal: false },
  standardbottomsheet: { type: 'bottom-sheet', modal: false },
  modalbottomsheet: { type: 'bottom-sheet', modal: true },
};

/**
 * Kit components the generator has no Material widget for yet: their instances
 * are drawn as designed. Named here so the corpus report counts them among the
 * kit's instances.
 */
const unmapped = new Set([
  'segmentedbutton',
  'segmentedbuttons',
  'searchbar',
  'search',
  'searchview',
  'badge',
  'badges',
  'navigationrail',
  'navigationdrawer',
  'menu',
  'menus',
  'snackbar',
  'snackbars',
  'tooltip',
  'tooltips',
  'plaintooltip',
  'richtooltip',
  'datepicker',
  'datepickers',
  'timepicker',
  'timepickers',
  'bottomappbar',
  'carousel',
  'sidesheet',
  'sidesheets',
  'fullscreendialog',
  'list',
  'lists',
]);

/** The variant properties that say which style of a family an instance is, and the values that pick one. */
const byStyle: Partial<
  Record<WidgetType, { open: string; props: string[]; styles: Record<string, Widget> }>
> = {
  button: {
    open: 'filled',
    props: ['style', 'type', 'configuration'],
    styles: {
      filled: button('filled'),
      tonal: button('tonal'),
      filledtonal: button('tonal'),
      outlined: button('outlined'),
      text: button('text'),
      elevated: button('elevated'),
    },
  },
  card: {
    open: 'filled',
    props: ['style', 'type', 'configuration'],
    styles: { filled: card('filled'), elevated: card('elevated'), outlined: card('outlined') },
  },
  'text-field': {
    open: 'filled',
    props: ['style', 'type', 'configuration'],
    styles: { filled: textField('filled'), outlined: textField('outlined') },
  },
  chip: {
    open: 'assist',
    props: ['type', 'style', 'configuration'],
    styles: {
      assist: chip('assist'),
      filter: chip('filter'),
      input: chip('input'),
      suggestion: chip('suggestion'),
    },
  },
  'top-app-bar': {
    open: 'small',
    props: ['configuration', 'type', 'style', 'size'],
    styles: {
      centeraligned: topAppBar('center-aligned'),
      small: topAppBar('small'),
      medium: topAppBar('medium'),
      large: topAppBar('large'),
    },
  },
  'icon-button': {
    open: 'standard',
    props: ['style', 'type', 'configuration'],
    styles: {
      standard: iconButton('standard'),
      filled: iconButton('filled'),
      tonal: iconButton('tonal'),
      filledtonal: iconButton('tonal'),
      outlined: iconButton('outlined'),
    },
  },
  fab: {
    open: 'regular',
    props: ['size', 'type'],
    styles: {
      small: fab('small'),
      regular: fab('regular'),
      fab: fab('regular'),
      default: fab('regular'),
      medium: fab('regular'),
      large: fab('large'),
    },
  },
  tabs: {
    open: 'primary',
    props: ['style', 'type'],
    styles: { primary: tabs('primary'), secondary: tabs('secondary') },
  },
  progress: {
    open: 'linear',
    props: ['type', 'style', 'shape', 'configuration'],
    styles: { linear: progress('linear'), circular: progress('circular') },
  },
};

/** The style the kit's variant (or the name after the widget's) asks for, when the name left it open; then what variants add (an elevated chip, scrolling tabs, a modal sheet). */
function refine(widget: Widget, variant: VariantValue[], rest: string | undefined): Widget {
  const family = byStyle[widget.type];
  let out = widget;
  if (family && 'style' in widget && widget.style === family.open) {
    const asked = [...family.props.map((p) => variantValue(variant, p)), rest].filter(
      (v): v is string => v !== undefined,
    );
    for (const value of asked) {
      const hit =
        family.styles[norm(value)] ??
        family.styles[
          norm(value).replace(
            /(button|chip|fab|tabs?|progress(indicator)?|textfield|card|topappbar)$/,
            '',
          )
        ];
      if (hit) {
        out = hit;
        break;
      }
    }
  }
  const values = variant.map((v) => norm(v.value));
  if (
    out.type === 'chip' &&
    (values.includes('elevated') || norm(variantValue(variant, 'elevated') ?? '') === 'true')
  )
    out = { ...out, elevated: true };
  if (out.type === 'tabs' && (values.includes('scrollable') || /scroll/i.test(rest ?? '')))
    out = { ...out, scrollable: true };
  if (out.type === 'bottom-sheet' && (values.includes('modal') || /modal/i.test(rest ?? '')))
    out = { ...out, modal: true };
  return out;
}

const norm = (s: string): string => (s.split('/').pop() ?? s).toLowerCase().replace(/[^a-z]/g, '');
const truthy = new Set(['true', 'on', 'yes', 'selected', 'checked', 'active']);

/** The value of the first of `props` (in that order of preference) the variant has. */
function variantValue(variant: VariantValue[], ...props: string[]): string | undefined {
  for (const p of props) {
    // Design systems often name a boolean property as a question: "isChecked", "Is selected".
    const hit = variant.find((v) => norm(v.property) === p || norm(v.property) === `is${p}`);
    if (hit) return hit.value;
  }
  return undefined;
}

/** A name the kit (or a designer) gives a Material component itself ("Checkbox", "Buttons/Outlined button"): it says what the layer is, not what it is for. */
export function isKitName(name: string): boolean {
  const n = norm(name);
  return byName[n] !== undefined || unmapped.has(n);
}

/** The kit's parts of a component ("Building Blocks/…", "_Nav item", ".Tab"): drawn inside the component they belong to, not widgets of their own. */
const isPart = (segments: string[]): boolean =>
  segments.some((s) => /^\s*building\s*blocks?\s*$/i.test(s)) ||
  /^[._]/.test(segments[0]?.trim() ?? '');

/** True when the node will become a Material widget (so it must not be flattened into a drawable). */
export function isMaterialWidget(node: IrNode): boolean {
  return recognise(node) !== undefined;
}

function recognise(
  node: IrNode,
): { widget: Widget; variant: VariantValue[]; own?: boolean } | undefined {
  if (node.kind !== 'container' && node.kind !== 'instance') return undefined;
  const names =
    node.kind === 'instance' ? [node.componentSetName, node.componentName, node.name] : [node.name];
  // The variant from the component's name, and from the instance's own properties when the file lacks the component's metadata.
  const variant: VariantValue[] =
    node.kind === 'instance'
      ? [
          ...node.variant,
          ...node.properties
            .filter((p) => p.type === 'variant' && !node.variant.some((v) => v.property === p.name))
            .map((p) => ({ property: p.name, value: String(p.value) })),
        ]
      : [];
  for (const n of names) {
    if (!n) continue;
    // `Text fields/Outlined`, `Buttons/Outlined button`: the widget from the rightmost segment that names one, the style from what follows it.
    // Only kit components (instances) are read this way: a frame named `Card/Title` is no card.
    const segments = n.split('/');
    if (node.kind === 'instance' && isPart(segments)) return undefined;
    const lowest = node.kind === 'instance' ? 0 : segments.length - 1;
    for (let i = segments.length - 1; i >= lowest; i--) {
      const widget = byName[norm(segments[i] as string)];
      if (!widget) continue;
      // "List item" is a common name for a team's own component: only the kit's, a set of variants, is Material's ListItem.
      if (widget.type === 'list-item' && variant.length === 0) continue;
      // "Tab" or "Slider" alone is a common layer name: only an instance of the kit's component is one.
      if (
        (widget.type === 'tabs' ||
          widget.type === 'slider' ||
          widget.type === 'progress' ||
          widget.type === 'bottom-sheet') &&
        node.kind !== 'instance'
      )
        continue;
      // A frame named "Button" with no words in it is an icon or a shape someone presses: Material's
      // Button would draw an empty label at its own minimum size, so it stays drawn as designed.
      if (widget.type === 'button' && node.kind === 'container' && texts(node).length === 0)
        continue;
      // Only the kit's dialog whose every visible layer has a slot in Material's dialog (headline, supporting text, icon, two text buttons); any other stays drawn as designed.
      if (widget.type === 'dialog' && (node.kind !== 'instance' || !dialogParts(node))) continue;
      // A frame named "Buttons" or "Chips" that holds widgets is a group of them, not one.
      if (
        node.kind === 'container' &&
        node.children.some((c) => walk(c).some((d) => d !== node && recognise(d) !== undefined))
      )
        return undefined;
      const rest = segments.slice(i + 1).join('') || undefined;
      const refined = refine(widget, variant, rest);
      // A frame named just "Button" says nothing of its style: its look does, as for a pill. So
      // does an instance of a team's own "Button" whose variants name none of the kit's styles.
      const generic =
        norm(segments[i] as string) === 'button' || norm(segments[i] as string) === 'buttons';
      const own =
        generic &&
        refined.type === 'button' &&
        (node.kind === 'container' || !namesKitStyle(widget, variant, rest));
      return { widget: own ? styleByLook(node) : refined, variant, ...(own ? { own } : {}) };
    }
  }
  const pill = node.kind === 'container' ? pillButton(node) : undefined;
  return pill ? { widget: pill, variant } : undefined;
}

/**
 * A frame that is no kit component but is clearly a button: the prototype
 * reacts to a click on it, it is a pill (fully rounded ends) and it holds one
 * label and at most one icon. Filled when it has a fill, outlined when it has
 * only a stroke, a text button when it has neither.
 */
function pillButton(node: ContainerNode): Widget | undefined {
  if (!node.pressable || node.children.length === 0) return undefined;
  const { height } = node.style.box;
  const round = node.style.ellipse || node.style.corners.every((r) => r >= height / 2 - 0.5);
  if (!round || height > 72) return undefined;
  const below = walk(node).filter((n) => n !== node && !n.hidden);
  const words = below.filter((n) => n.kind === 'text');
  if (
    words.length !== 1 ||
    below.filter((n) => n.kind === 'asset').length > 1 ||
    below.some((n) => n.kind === 'instance' && recognise(n) !== undefined)
  )
    return undefined;
  return styleByLook(node);
}

/** Whether the variant (or the rest of the name) picks one of the kit's styles for the widget. */
function namesKitStyle(widget: Widget, variant: VariantValue[], rest: string | undefined): boolean {
  const family = byStyle[widget.type];
  if (!family) return false;
  return [...family.props.map((p) => variantValue(variant, p)), rest].some(
    (v) => v !== undefined && family.styles[norm(v)] !== undefined,
  );
}

/** A designer's own button, by its look: filled with a fill, outlined with only a stroke, a text button with neither. */
function styleByLook(node: ContainerNode | InstanceNode): Widget {
  if (node.style.fills.some((f) => f.kind === 'solid')) return button('filled');
  return node.style.stroke ? button('outlined') : button('text');
}

/**
 * The kit component an instance is, by the name of its component (set): every
 * component the Material 3 Design Kit offers, whether or not the generator has
 * a Material widget for it; undefined for anything else (a team's own
 * component, an icon, the kit's building blocks).
 */
export function kitComponentOf(node: IrNode): string | undefined {
  if (node.kind !== 'instance') return undefined;
  for (const n of [node.componentSetName, node.componentName]) {
    if (!n) continue;
    const segments = n.split('/');
    if (isPart(segments)) return undefined;
    const hit = [...segments]
      .reverse()
      .find((seg) => byName[norm(seg)] !== undefined || unmapped.has(norm(seg)));
    if (hit) return hit.trim();
  }
  return undefined;
}

function texts(node: IrNode): TextNode[] {
  return walk(node).filter((n): n is TextNode => n.kind === 'text' && !n.hidden);
}

/** A text's characters; a widget's label without the line breaks and spaces a designer left at its ends ("Settings\n"). */
const textOf = (t: TextNode | undefined): string | undefined =>
  t ? t.runs.map((r) => r.text).join('') : undefined;
const labelOf = (t: TextNode | undefined): string | undefined => textOf(t)?.trim();

function icons(node: IrNode): IrNode[] {
  return walk(node).filter((n) => n.kind === 'asset' && !n.hidden);
}

const largest = (list: TextNode[]): TextNode | undefined =>
  [...list].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0];

/**
 * How the target calls a widget in messages ("Material3 FilledTonalButton"):
 * recognising a widget is the design's business, naming what draws it the target's.
 */
export type WidgetName = Words['widget'];

/**
 * Pass: instances of the Material 3 Design Kit's components, and layers
 * clearly named as one, become a Material node (a button of style tonal, a
 * text field, a list item) with its parameters (label, icon, checked,
 * enabled), which a target draws with its real component instead of a
 * drawing of it. A checkbox, switch, radio button or slider with no label
 * of its own takes the text beside it as its caption (what names its state).
 */
export function recogniseMaterial(node: IrNode, warnings: WarningList, name: WidgetName): IrNode {
  const hit = recognise(node);
  if (hit && (node.kind === 'container' || node.kind === 'instance')) {
    const material = toMaterial(node, hit.widget, hit.variant, warnings, name, hit.own);
    reportUnused(node, material, warnings, name);
    return material;
  }
  if (node.kind === 'container' || node.kind === 'instance')
    return {
      ...node,
      children: caption(node.children.map((c) => recogniseMaterial(c, warnings, name))),
    };
  return node;
}

const captioned = new Set<WidgetType>(['checkbox', 'switch', 'radio-button', 'slider', 'progress']);

/** Selection controls among `siblings` take the nearest text beside them on the same line (or just above, for a slider) as their caption. */
function caption(siblings: IrNode[]): IrNode[] {
  const words = siblings.filter(
    (n): n is TextNode => n.kind === 'text' && !n.hidden && (textOf(n)?.trim() ?? '') !== '',
  );
  if (words.length === 0) return siblings;
  return siblings.map((n) => {
    if (n.kind !== 'material' || !captioned.has(n.widget.type) || n.label || n.caption) return n;
    const b = n.style.box;
    const centre = b.y + b.height / 2;
    const beside = words
      .filter((t) => {
        const tb = t.style.box;
        const sameLine = tb.y <= centre && tb.y + tb.height >= centre;
        const above =
          (n.widget.type === 'slider' || n.widget.type === 'progress') &&
          tb.y + tb.height <= b.y + 1 &&
          b.y - (tb.y + tb.height) <= 24;
        return sameLine || above;
      })
      .map((t) => ({
        t,
        gap:
          Math.max(t.style.box.x - (b.x + b.width), b.x - (t.style.box.x + t.style.box.width), 0) +
          Math.abs(t.style.box.y - b.y),
      }))
      .sort((a, c) => a.gap - c.gap)[0];
    return beside ? { ...n, caption: labelOf(beside.t) } : n;
  });
}

/** Texts a recognised widget does not carry (its parameters hold only label, value, items). */
function reportUnused(
  source: IrNode,
  material: MaterialNode,
  warnings: WarningList,
  name: WidgetName,
): void {
  if (material.children.length > 0) return;
  const used = new Set(
    [
      material.label,
      material.secondary,
      material.supporting,
      ...material.items.map((i) => i.label),
    ].filter((t): t is string => t !== undefined),
  );
  const dropped = texts(source).filter(
    (t) => !used.has(labelOf(t) ?? '') && !used.has(textOf(t) ?? ''),
  );
  if (dropped.length > 0) {
    warnings.add(
      source,
      'component',
      `Recognised as ${name(material.widget)}; ${dropped.length} text layer(s) of the design are not parameters of it and are not generated.`,
    );
  }
  const usedIcons = new Set(
    [material.icon, material.trailingIcon, ...material.items.map((i) => i.icon)].filter(Boolean),
  );
  const droppedIcons = icons(source).filter((i) => !usedIcons.has(i));
  if (droppedIcons.length > 0) {
    warnings.add(
      source,
      'component',
      `Recognised as ${name(material.widget)}; ${droppedIcons.length} vector layer(s) have no slot in it and are not generated.`,
    );
  }
}

/** What a text field takes, from what it says (label, placeholder, sample) and its icons: a secret shows a visibility toggle. */
function inputKind(
  words: (string | undefined)[],
  trailing: IrNode | undefined,
): MaterialNode['input'] {
  const said = words.filter(Boolean).join(' ');
  const icon = trailing ? iconComponent(trailing) : undefined;
  if (
    /pass(word|code|phrase)|passwort|contrase|mot de passe|senha|\bpin\b/i.test(said) ||
    /visibility|eye/i.test(icon ?? '')
  )
    return 'password';
  if (/e-?mail|@/i.test(said)) return 'email';
  if (/phone|mobile|\btel\b|telefon/i.test(said)) return 'phone';
  if (/\bnumber\b|amount|quantity|\bage\b|zip|postal code|\bcvv\b|\bcvc\b/i.test(said))
    return 'number';
  return undefined;
}

/** The main component an icon was drawn from (`Icons/visibility`), when it is an instance. */
export function iconComponent(icon: IrNode): string | undefined {
  const source = icon.kind === 'asset' ? icon.source : icon;
  if (source?.kind !== 'instance') return undefined;
  return [source.componentName, source.componentSetName].find(
    (n) => n !== undefined && !n.includes('='),
  );
}

/** A fraction 0..1 from a variant value such as "75%", "0.4" or "Value=60". */
function fractionOf(value: string | undefined): number | undefined {
  const m = value ? /(\d+(?:\.\d+)?)\s*(%)?/.exec(value) : null;
  if (!m) return undefined;
  const n = Number(m[1]);
  const f = m[2] || n > 1 ? n / 100 : n;
  return f >= 0 && f <= 1 ? f : undefined;
}

const round2 = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;

/** Where a slider's handle or a linear indicator's active part ends, as a fraction of the widget's width. */
function positionOf(node: ContainerNode | InstanceNode): number | undefined {
  const width = node.style.box.width;
  if (width <= 0) return undefined;
  const layers = visible(node, () => false);
  const handle = layers.find((n) => /handle|thumb|knob/i.test(n.name));
  if (handle) return round2((absoluteX(node, handle) + handle.style.box.width / 2) / width);
  const active = layers.find(
    (n) =>
      /active|indicator|progress|filled/i.test(n.name) &&
      !/inactive|track stop|stop/i.test(n.name) &&
      n.style.box.width < width - 0.5,
  );
  if (active) return round2((absoluteX(node, active) + active.style.box.width) / width);
  return undefined;
}

/** The items of a bar (tabs, a navigation bar): the first level below the widget that holds two or more, each an instance or frame. */
function itemsOf(node: IrNode): IrNode[] {
  let level = childrenOfNode(node).filter((c) => !c.hidden);
  for (let depth = 0; depth < 4; depth++) {
    const groups = level.filter((c) => c.kind === 'container' || c.kind === 'instance');
    if (groups.length >= 2 && groups.every((g) => texts(g).length > 0 || icons(g).length > 0))
      return groups;
    const next =
      groups.find((g) => childrenOfNode(g).filter((c) => !c.hidden).length >= 2) ?? groups[0];
    if (!next) break;
    level = childrenOfNode(next).filter((c) => !c.hidden);
  }
  return level;
}

/** An item of a bar is selected when its variant says so, or when it shows the kit's active indicator. */
function selectedItem(item: IrNode): boolean {
  const v = item.kind === 'instance' ? item.variant : [];
  const sel = variantValue(v, 'selected', 'active', 'state');
  if (sel !== undefined) return truthy.has(norm(sel)) || /^(selected|active)/i.test(sel);
  return visible(item, () => false).some((n) => /active indicator|^indicator$/i.test(n.name));
}

function toMaterial(
  node: ContainerNode | InstanceNode,
  widget: Widget,
  variant: VariantValue[],
  warnings: WarningList,
  name: WidgetName,
  own = false,
): MaterialNode {
  const state = variantValue(variant, 'state', 'enabled');
  const enabled = !(state && /disabled|false/i.test(state));
  const error =
    (state !== undefined && /error/i.test(state)) ||
    truthy.has(norm(variantValue(variant, 'error') ?? ''));
  const checkedValue = variantValue(
    variant,
    'selected',
    'checked',
    'value',
    'toggled',
    'on',
    'type',
  );
  const checked = checkedValue !== undefined ? truthy.has(norm(checkedValue)) : false;
  const all = texts(node);
  const base: MaterialNode = {
    id: node.id,
    name: node.name,
    style: node.style,
    refs: node.refs,
    hidden: node.hidden,
    kind: 'material',
    widget,
    checked,
    enabled,
    children: [],
    items: [],
    label: labelOf(all[0]),
    icon: icons(node)[0],
    custom: node.kind === 'container' || own ? customLook(node, widget) : undefined,
    covers: [...(node.covers ?? []), ...layersBelow(node)],
  };
  if (widget.type === 'checkbox') {
    // The kit's checkbox: "Type=Indeterminate", or a value saying so.
    const indeterminate = variant.some((v) => /indeterminate/i.test(v.value));
    return {
      ...base,
      label: undefined,
      icon: undefined,
      ...(indeterminate ? { indeterminate: true, checked: false } : {}),
    };
  }
  if (widget.type === 'switch' || widget.type === 'radio-button' || widget.type === 'divider')
    return { ...base, label: undefined, icon: undefined };
  if (widget.type === 'text-field') {
    // The kit names its texts Label text, Input text, Placeholder text and Supporting text.
    const label = all.find((t) => /label/i.test(t.name)) ?? (all.length > 1 ? all[0] : undefined);
    const placeholder = all.find((t) => t !== label && /placeholder|hint/i.test(t.name));
    const supporting = all.find(
      (t) => t !== label && /supporting|helper|error text|caption/i.test(t.name),
    );
    const input =
      all.find(
        (t) =>
          t !== label && t !== placeholder && t !== supporting && /input|value|text$/i.test(t.name),
      ) ?? all.find((t) => t !== label && t !== placeholder && t !== supporting);
    const width = node.style.box.width;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const leading = found.find((f) => f.x + f.i.style.box.width / 2 < width / 2)?.i;
    const trailing = found.filter((f) => f.x + f.i.style.box.width / 2 >= width / 2).pop()?.i;
    const shown = input ?? placeholder;
    return {
      ...base,
      label: labelOf(label),
      secondary: textOf(shown),
      ...(shown && shown === placeholder ? { placeholder: true } : {}),
      ...(supporting ? { supporting: labelOf(supporting) } : {}),
      ...(error ? { error: true } : {}),
      input: inputKind([labelOf(label), textOf(placeholder), node.name, textOf(input)], trailing),
      icon: leading,
      trailingIcon: trailing,
    };
  }
  if (widget.type === 'card' || widget.type === 'bottom-sheet') {
    // A sheet's drag handle is the sheet's own (Material draws it): it is covered, not content.
    const handle = (n: IrNode): boolean =>
      widget.type === 'bottom-sheet' && /drag ?handle|handle/i.test(n.name);
    const kept = node.children.filter((c) => !handle(c));
    const inner: ContainerNode = {
      id: `${node.id}/content`,
      name: `${node.name} content`,
      refs: {},
      hidden: false,
      synthetic: true,
      kind: 'container',
      figmaType: 'FRAME',
      layout: node.layout,
      children: caption(kept.map((c) => recogniseMaterial(c, warnings, name))),
      style: {
        ...node.style,
        box: { ...node.style.box, x: 0, y: 0 },
        width: node.style.width === 'hug' ? 'hug' : 'fill',
        // As tall as the card is designed (its least height, see sizeModifiers), not filling it:
        // a card grows with its content, and content that filled it would take all the room
        // the card's parent offers.
        height: node.style.height,
        fills: [],
        stroke: undefined,
        effects: [],
        rotation: 0,
        opacity: 1,
        corners: [0, 0, 0, 0],
        absolute: false,
      },
    };
    const handles = node.children.filter(handle);
    // A card draws its content as layers of their own: it stands only for what it took from the frame (and a sheet for its drag handle).
    return {
      ...base,
      label: undefined,
      icon: undefined,
      children: [inner],
      covers: [
        ...(node.covers ?? []),
        ...handles.flatMap((h) => [{ id: h.id, name: h.name }, ...layersBelow(h)]),
      ],
    };
  }
  if (widget.type === 'top-app-bar') {
    const title = largest(all);
    const titleX = title ? absoluteX(node, title) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const nav = found.find((f) => f.x < titleX)?.i;
    return {
      ...base,
      label: labelOf(title),
      icon: nav,
      items: found
        .filter((f) => f.x >= titleX)
        .map((f) => ({ label: f.i.name, icon: f.i, selected: false })),
    };
  }
  if (widget.type === 'list-item') {
    // The kit names its texts Headline, Supporting text and Overline; else the largest text is the headline.
    const headline = all.find((t) => /headline|title|label/i.test(t.name)) ?? largest(all);
    const supporting =
      all.find((t) => t !== headline && /supporting|body|description|subtitle/i.test(t.name)) ??
      all.find((t) => t !== headline);
    const headlineX = headline ? absoluteX(node, headline) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const trailing = found.filter((f) => f.x > headlineX).pop()?.i;
    return {
      ...base,
      label: labelOf(headline),
      secondary: labelOf(supporting),
      icon: found.find((f) => f.x < headlineX)?.i,
      items: trailing ? [{ label: trailing.name, icon: trailing, selected: false }] : [],
    };
  }
  if (widget.type === 'dialog' && node.kind === 'instance') {
    const parts = dialogParts(node);
    if (parts)
      return {
        ...base,
        label: labelOf(parts.headline),
        secondary: labelOf(parts.supporting),
        icon: parts.icon,
        items: parts.buttons.map((b) => ({ label: labelOf(texts(b)[0]) ?? '', selected: false })),
      };
  }
  if (widget.type === 'navigation-bar' || widget.type === 'tabs') {
    const items = itemsOf(node).map((c) => ({
      label: labelOf(texts(c)[0]) ?? '',
      icon: icons(c)[0],
      selected: selectedItem(c),
    }));
    return { ...base, label: undefined, icon: undefined, items };
  }
  if (widget.type === 'slider') {
    // A discrete slider shows its stops: the stops between the two ends are Material's steps.
    const stops = visible(node, () => false).filter(
      (n) => /stop|tick/i.test(n.name) && !/track stop/i.test(n.name),
    ).length;
    const discrete = variant.some((v) => /discrete/i.test(v.value)) || stops > 2;
    const given = fractionOf(variantValue(variant, 'value', 'progress', 'percent', 'percentage'));
    return {
      ...base,
      label: undefined,
      icon: undefined,
      value: given ?? positionOf(node) ?? 0.5,
      ...(discrete && stops > 2 ? { steps: stops - 2 } : {}),
    };
  }
  if (widget.type === 'progress') {
    const indeterminate = variant.some(
      (v) =>
        /indeterminate/i.test(v.value) ||
        (/determinate/i.test(v.property) && /false|no/i.test(v.value)),
    );
    const given = fractionOf(variantValue(variant, 'value', 'progress', 'percent', 'percentage'));
    const value = indeterminate
      ? undefined
      : (given ?? (widget.style === 'linear' ? positionOf(node) : undefined));
    return { ...base, label: undefined, icon: undefined, value };
  }
  if (widget.type === 'fab' || widget.type === 'icon-button')
    return { ...base, label: widget.type === 'fab' ? base.label : undefined };
  return base;
}

/** Visible descendants of `root` (a hidden layer hides its subtree), not descending into `stop`. */
function visible(root: IrNode, stop: (n: IrNode) => boolean): IrNode[] {
  const out: IrNode[] = [];
  const visit = (n: IrNode): void => {
    if (n.hidden) return;
    out.push(n);
    if (n === root || !stop(n)) childrenOfNode(n).forEach(visit);
  };
  visit(root);
  return out.slice(1);
}

const isTextButton = (widget: Widget | undefined): boolean =>
  widget?.type === 'button' && widget.style === 'text';

/**
 * The kit's dialog read into the Material dialog's slots: the headline, the
 * supporting text, the icon when its slot is shown, and one or two text
 * buttons (dismiss left, confirm right). Undefined when a visible layer has
 * no slot (a list, a text field, a filled button, a third text…): such a
 * dialog is generated as drawn, so nothing of it is lost.
 */
function dialogParts(node: InstanceNode):
  | {
      headline?: TextNode | undefined;
      supporting?: TextNode | undefined;
      icon?: IrNode | undefined;
      buttons: IrNode[];
    }
  | undefined {
  const isButton = (n: IrNode): boolean => {
    const hit = recognise(n);
    return hit?.widget.type === 'button';
  };
  const layers = visible(node, isButton);
  const buttons = layers.filter(isButton);
  if (
    buttons.length < 1 ||
    buttons.length > 2 ||
    buttons.some((b) => !isTextButton(recognise(b)?.widget) || texts(b).length !== 1)
  )
    return undefined;
  // Anything else recognised (a list item, a checkbox, a text field) or drawn (a divider) has no slot.
  if (layers.some((n) => !isButton(n) && (n.kind === 'shape' || recognise(n) !== undefined)))
    return undefined;
  const words = layers.filter((n): n is TextNode => n.kind === 'text');
  const found = layers.filter((n) => n.kind === 'asset');
  if (words.length < 1 || words.length > 2 || found.length > 1) return undefined;
  const headline =
    words.length === 1
      ? /supporting|body|description/i.test(words[0]?.name ?? '')
        ? undefined
        : words[0]
      : (words.find((t) => /headline|title/i.test(t.name)) ??
        [...words].sort(
          (a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0),
        )[0]);
  const supporting = words.find((t) => t !== headline);
  return {
    headline,
    supporting,
    icon: found[0],
    buttons: [...buttons].sort((a, b) => absoluteX(node, a) - absoluteX(node, b)),
  };
}

/**
 * A frame named "Card" or "Button", or an instance of a team's own "Button", is drawn by its
 * designer, not by the kit: its fill and corners go to the widget as explicit colours and shape.
 */
function customLook(node: ContainerNode | InstanceNode, widget: Widget): MaterialNode['custom'] {
  const fill = node.style.fills.find((f) => f.kind === 'solid');
  const corners = node.style.corners.some((r) => r > 0) ? node.style.corners : undefined;
  // A button's label is the designer's: its colour is the content colour (the widget's own would
  // replace it), its type and the room around it are the design's. A card's content keeps its own.
  const label = widget.type === 'button' ? texts(node)[0] : undefined;
  const paint = label?.runs[0]?.style.fills.find((f) => f.kind === 'solid');
  const content = paint?.kind === 'solid' ? paint : undefined;
  const padding = widget.type === 'button' ? node.layout?.padding : undefined;
  const spacing = widget.type === 'button' ? node.layout?.spacing : undefined;
  if (!fill && !corners && !content && !label && !padding) return undefined;
  return {
    container: fill?.kind === 'solid' ? fill : undefined,
    corners,
    content,
    label,
    padding,
    ...(spacing !== undefined ? { spacing } : {}),
  };
}

function childrenOfNode(n: IrNode): IrNode[] {
  return n.kind === 'container' || n.kind === 'instance' ? n.children : [];
}

/** X of a descendant relative to `root`, summing the boxes on the way down. */
function absoluteX(root: IrNode, target: IrNode): number {
  const find = (n: IrNode, x: number): number | undefined => {
    if (n === target) return x + n.style.box.x;
    for (const c of childrenOfNode(n)) {
      const r = find(c, n === root ? 0 : x + n.style.box.x);
      if (r !== undefined) return r;
    }
    return undefined;
  };
  return find(root, 0) ?? 0;
}

/** How many of a design's Material 3 Design Kit instances the passes turned into Material widgets. */
export interface KitCoverage {
  /** Kit instances: the outermost kit component of each branch, and those inside a kit instance that was not turned into a widget. */
  instances: number;
  /** Of those, the ones that became a Material widget. */
  widgets: number;
  /** The kit components (by name) of those that did not, with how many. */
  missed: Map<string, number>;
}

/**
 * Counts kit instances in `original` (a tree as parsed) against `prepared`
 * (the same tree after the passes): an instance counts as a widget when a
 * Material node with its id is in the prepared tree; one the passes drew
 * as part of an illustration does not count. Below a widget nothing
 * counts (its buttons and building blocks are its own); below a kit
 * instance drawn as designed, its kit instances count too.
 */
export function kitCoverage(original: IrNode, prepared: IrNode): KitCoverage {
  const after = walk(prepared);
  const widgets = new Set(after.filter((n) => n.kind === 'material').map((n) => n.id));
  // A component drawn inside an illustration (collapsed into one drawing) is a picture of a switch, not a switch.
  const drawn = new Set(
    after.flatMap((n) => (n.kind === 'asset' ? (n.covers ?? []).map((c) => c.id) : [])),
  );
  const out: KitCoverage = { instances: 0, widgets: 0, missed: new Map() };
  const visit = (n: IrNode): void => {
    if (n.hidden || drawn.has(n.id)) return;
    const kit = kitComponentOf(n);
    if (kit) {
      out.instances++;
      if (widgets.has(n.id)) {
        out.widgets++;
        return;
      }
      out.missed.set(kit, (out.missed.get(kit) ?? 0) + 1);
    }
    childrenOfNode(n).forEach(visit);
  };
  visit(original);
  return out;
}
