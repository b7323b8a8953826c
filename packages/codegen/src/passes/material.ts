import type { ButtonStyle, CardStyle, ChipStyle, ContainerNode, InstanceNode, IrNode, MaterialNode, TextFieldStyle, TextNode, TopAppBarStyle, VariantValue, Widget, WidgetType } from '../parse/ir.ts';
import type { WarningList } from '../warnings.ts';
import type { Words } from '../words.ts';
import { layersBelow, walk } from '../parse/walk.ts';

const button = (style: ButtonStyle): Widget => ({ type: 'button', style });
const textField = (style: TextFieldStyle): Widget => ({ type: 'text-field', style });
const card = (style: CardStyle): Widget => ({ type: 'card', style });
const chip = (style: ChipStyle): Widget => ({ type: 'chip', style });
const topAppBar = (style: TopAppBarStyle): Widget => ({ type: 'top-app-bar', style });

/** Normalised names (letters only, lower case) as the Material 3 Design Kit and designers spell them. */
const byName: Record<string, Widget> = {
  button: button('filled'), buttons: button('filled'), filledbutton: button('filled'),
  filledtonalbutton: button('tonal'), tonalbutton: button('tonal'),
  outlinedbutton: button('outlined'), textbutton: button('text'), elevatedbutton: button('elevated'),
  textfield: textField('filled'), textfields: textField('filled'), filledtextfield: textField('filled'), outlinedtextfield: textField('outlined'),
  card: card('filled'), cards: card('filled'), filledcard: card('filled'), elevatedcard: card('elevated'), outlinedcard: card('outlined'),
  switch: { type: 'switch' }, switches: { type: 'switch' }, checkbox: { type: 'checkbox' }, checkboxes: { type: 'checkbox' }, radiobutton: { type: 'radio-button' },
  topappbar: topAppBar('small'), topappbars: topAppBar('small'), smalltopappbar: topAppBar('small'), appbar: topAppBar('small'),
  centeralignedtopappbar: topAppBar('center-aligned'),
  navigationbar: { type: 'navigation-bar' }, bottomnavigation: { type: 'navigation-bar' }, navbar: { type: 'navigation-bar' },
  fab: { type: 'fab' }, fabs: { type: 'fab' }, floatingactionbutton: { type: 'fab' },
  extendedfab: { type: 'extended-fab' }, extendedfloatingactionbutton: { type: 'extended-fab' },
  chip: chip('assist'), chips: chip('assist'), assistchip: chip('assist'), filterchip: chip('filter'), inputchip: chip('input'),
  suggestionchip: chip('suggestion'), divider: { type: 'divider' }, horizontaldivider: { type: 'divider' },
  iconbutton: { type: 'icon-button' }, iconbuttons: { type: 'icon-button' }, standardiconbutton: { type: 'icon-button' },
  commonbutton: button('filled'), commonbuttons: button('filled'),
  listitem: { type: 'list-item' }, listitems: { type: 'list-item' },
  dialog: { type: 'dialog' }, dialogs: { type: 'dialog' }, basicdialog: { type: 'dialog' }, alertdialog: { type: 'dialog' },
};

/**
 * Variant values of the kit's style property that pick a family's style.
 * Only a name that leaves the style open (the family's first style:
 * "Button", "Text field", "Chip") is refined; "Outlined button" stays outlined.
 */
const byStyle: Partial<Record<WidgetType, { open: string; styles: Record<string, Widget> }>> = {
  button: { open: 'filled', styles: { filled: button('filled'), tonal: button('tonal'), filledtonal: button('tonal'), outlined: button('outlined'), text: button('text'), elevated: button('elevated') } },
  card: { open: 'filled', styles: { filled: card('filled'), elevated: card('elevated'), outlined: card('outlined') } },
  'text-field': { open: 'filled', styles: { filled: textField('filled'), outlined: textField('outlined') } },
  chip: { open: 'assist', styles: { assist: chip('assist'), filter: chip('filter'), input: chip('input'), suggestion: chip('suggestion') } },
  'top-app-bar': { open: 'small', styles: { centeraligned: topAppBar('center-aligned'), small: topAppBar('small') } },
};

/** The style the kit's variant (or the name after the widget's) asks for, when the name left it open. */
function refine(widget: Widget, style: string | undefined): Widget {
  const family = byStyle[widget.type];
  if (!style || !family || !('style' in widget) || widget.style !== family.open) return widget;
  return family.styles[norm(style)] ?? widget;
}

const norm = (s: string): string => (s.split('/').pop() ?? s).toLowerCase().replace(/[^a-z]/g, '');
const truthy = new Set(['true', 'on', 'yes', 'selected', 'checked', 'active']);

function variantValue(variant: VariantValue[], ...props: string[]): string | undefined {
  return variant.find((v) => props.includes(norm(v.property)))?.value;
}

/** True when the node will become a Material widget (so it must not be flattened into a drawable). */
export function isMaterialWidget(node: IrNode): boolean {
  return recognise(node) !== undefined;
}

function recognise(node: IrNode): { widget: Widget; variant: VariantValue[] } | undefined {
  if (node.kind !== 'container' && node.kind !== 'instance') return undefined;
  const names = node.kind === 'instance' ? [node.componentSetName, node.componentName, node.name] : [node.name];
  // The variant from the component's name, and from the instance's own properties when the file lacks the component's metadata.
  const variant: VariantValue[] =
    node.kind === 'instance'
      ? [...node.variant, ...node.properties.filter((p) => p.type === 'variant' && !node.variant.some((v) => v.property === p.name)).map((p) => ({ property: p.name, value: String(p.value) }))]
      : [];
  for (const n of names) {
    if (!n) continue;
    // `Text fields/Outlined`, `Buttons/Outlined button`: the widget from the rightmost segment that names one, the style from what follows it.
    // Only kit components (instances) are read this way: a frame named `Card/Title` is no card.
    const segments = n.split('/');
    const lowest = node.kind === 'instance' ? 0 : segments.length - 1;
    for (let i = segments.length - 1; i >= lowest; i--) {
      const widget = byName[norm(segments[i] as string)];
      if (!widget) continue;
      // "List item" is a common name for a team's own component: only the kit's, a set of variants, is Material's ListItem.
      if (widget.type === 'list-item' && variant.length === 0) continue;
      // Only the kit's dialog whose every visible layer has a slot in Material's dialog (headline, supporting text, icon, two text buttons); any other stays drawn as designed.
      if (widget.type === 'dialog' && (node.kind !== 'instance' || !dialogParts(node))) continue;
      const style = variantValue(variant, 'style', 'type', 'configuration') ?? (segments.slice(i + 1).join('') || undefined);
      return { widget: refine(widget, style), variant };
    }
  }
  return undefined;
}

function texts(node: IrNode): TextNode[] {
  return walk(node).filter((n): n is TextNode => n.kind === 'text' && !n.hidden);
}

const textOf = (t: TextNode | undefined): string | undefined => (t ? t.runs.map((r) => r.text).join('') : undefined);

function icons(node: IrNode): IrNode[] {
  return walk(node).filter((n) => n.kind === 'asset' && !n.hidden);
}

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
 * drawing of it.
 */
export function recogniseMaterial(node: IrNode, warnings: WarningList, name: WidgetName): IrNode {
  const hit = recognise(node);
  if (hit && (node.kind === 'container' || node.kind === 'instance')) {
    const material = toMaterial(node, hit.widget, hit.variant, warnings, name);
    reportUnused(node, material, warnings, name);
    return material;
  }
  if (node.kind === 'container' || node.kind === 'instance') return { ...node, children: node.children.map((c) => recogniseMaterial(c, warnings, name)) };
  return node;
}

/** Texts a recognised widget does not carry (its parameters hold only label, value, items). */
function reportUnused(source: IrNode, material: MaterialNode, warnings: WarningList, name: WidgetName): void {
  if (material.children.length > 0) return;
  const used = new Set([material.label, material.secondary, ...material.items.map((i) => i.label)].filter((t): t is string => t !== undefined));
  const dropped = texts(source).filter((t) => !used.has(textOf(t) ?? ''));
  if (dropped.length > 0) {
    warnings.add(source, 'component', `Recognised as ${name(material.widget)}; ${dropped.length} text layer(s) of the design are not parameters of it and are not generated.`);
  }
  const usedIcons = new Set([material.icon, ...material.items.map((i) => i.icon)].filter(Boolean));
  const droppedIcons = icons(source).filter((i) => !usedIcons.has(i));
  if (droppedIcons.length > 0) {
    warnings.add(source, 'component', `Recognised as ${name(material.widget)}; ${droppedIcons.length} vector layer(s) have no slot in it and are not generated.`);
  }
}

function toMaterial(node: ContainerNode | InstanceNode, widget: Widget, variant: VariantValue[], warnings: WarningList, name: WidgetName): MaterialNode {
  const state = variantValue(variant, 'state', 'enabled');
  const enabled = !(state && /disabled|false/i.test(state));
  const checkedValue = variantValue(variant, 'selected', 'checked', 'value', 'toggled', 'on');
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
    label: textOf(all[0]),
    icon: icons(node)[0],
    custom: node.kind === 'container' ? customLook(node) : undefined,
    covers: [...(node.covers ?? []), ...layersBelow(node)],
  };
  if (widget.type === 'text-field') {
    const label = all.find((t) => /label/i.test(t.name)) ?? all[0];
    const input = all.find((t) => t !== label && /input|value|text$/i.test(t.name));
    return { ...base, label: textOf(label), secondary: textOf(input) };
  }
  if (widget.type === 'card') {
    const inner: ContainerNode = {
      id: `${node.id}/content`,
      name: `${node.name} content`,
      refs: {},
      hidden: false,
      synthetic: true,
      kind: 'container',
      figmaType: 'FRAME',
      layout: node.layout,
      children: node.children.map((c) => recogniseMaterial(c, warnings, name)),
      style: {
        ...node.style,
        box: { ...node.style.box, x: 0, y: 0 },
        width: node.style.width === 'hug' ? 'hug' : 'fill',
        height: node.style.height === 'hug' ? 'hug' : 'fill',
        fills: [],
        stroke: undefined,
        effects: [],
        rotation: 0,
        opacity: 1,
        corners: [0, 0, 0, 0],
        absolute: false,
      },
    };
    // A card draws its content as layers of their own: it stands only for what it took from the frame.
    return { ...base, label: undefined, icon: undefined, children: [inner], covers: node.covers };
  }
  if (widget.type === 'top-app-bar') {
    const title = [...all].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0];
    const titleX = title ? absoluteX(node, title) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const nav = found.find((f) => f.x < titleX)?.i;
    return { ...base, label: textOf(title), icon: nav, items: found.filter((f) => f.x >= titleX).map((f) => ({ label: f.i.name, icon: f.i, selected: false })) };
  }
  if (widget.type === 'list-item') {
    // The kit names its texts Headline, Supporting text and Overline; else the largest text is the headline.
    const headline = all.find((t) => /headline|title|label/i.test(t.name)) ?? [...all].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0];
    const supporting = all.find((t) => t !== headline && /supporting|body|description|subtitle/i.test(t.name)) ?? all.find((t) => t !== headline);
    const headlineX = headline ? absoluteX(node, headline) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const trailing = found.filter((f) => f.x > headlineX).pop()?.i;
    return { ...base, label: textOf(headline), secondary: textOf(supporting), icon: found.find((f) => f.x < headlineX)?.i, items: trailing ? [{ label: trailing.name, icon: trailing, selected: false }] : [] };
  }
  if (widget.type === 'dialog' && node.kind === 'instance') {
    const parts = dialogParts(node);
    if (parts) return { ...base, label: textOf(parts.headline), secondary: textOf(parts.supporting), icon: parts.icon, items: parts.buttons.map((b) => ({ label: textOf(texts(b)[0]) ?? '', selected: false })) };
  }
  if (widget.type === 'navigation-bar') {
    const rows = node.children.length === 1 && (node.children[0]?.kind === 'container' || node.children[0]?.kind === 'instance') ? childrenOfNode(node.children[0]) : node.children;
    const items = rows
      .filter((c) => !c.hidden)
      .map((c) => {
        const v = c.kind === 'instance' ? c.variant : [];
        const sel = variantValue(v, 'selected', 'active', 'state');
        return { label: textOf(texts(c)[0]) ?? c.name, icon: icons(c)[0], selected: sel !== undefined && (truthy.has(norm(sel)) || /selected|active/i.test(sel)) };
      });
    return { ...base, label: undefined, icon: undefined, items };
  }
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

const isTextButton = (widget: Widget | undefined): boolean => widget?.type === 'button' && widget.style === 'text';

/**
 * The kit's dialog read into the Material dialog's slots: the headline, the
 * supporting text, the icon when its slot is shown, and one or two text
 * buttons (dismiss left, confirm right). Undefined when a visible layer has
 * no slot (a list, a text field, a filled button, a third text…): such a
 * dialog is generated as drawn, so nothing of it is lost.
 */
function dialogParts(node: InstanceNode): { headline?: TextNode | undefined; supporting?: TextNode | undefined; icon?: IrNode | undefined; buttons: IrNode[] } | undefined {
  const isButton = (n: IrNode): boolean => {
    const hit = recognise(n);
    return hit?.widget.type === 'button';
  };
  const layers = visible(node, isButton);
  const buttons = layers.filter(isButton);
  if (buttons.length < 1 || buttons.length > 2 || buttons.some((b) => !isTextButton(recognise(b)?.widget) || texts(b).length !== 1)) return undefined;
  // Anything else recognised (a list item, a checkbox, a text field) or drawn (a divider) has no slot.
  if (layers.some((n) => !isButton(n) && (n.kind === 'shape' || recognise(n) !== undefined))) return undefined;
  const words = layers.filter((n): n is TextNode => n.kind === 'text');
  const found = layers.filter((n) => n.kind === 'asset');
  if (words.length < 1 || words.length > 2 || found.length > 1) return undefined;
  const headline = words.length === 1 ? (/supporting|body|description/i.test(words[0]?.name ?? '') ? undefined : words[0]) : (words.find((t) => /headline|title/i.test(t.name)) ?? [...words].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0]);
  const supporting = words.find((t) => t !== headline);
  return { headline, supporting, icon: found[0], buttons: [...buttons].sort((a, b) => absoluteX(node, a) - absoluteX(node, b)) };
}

/**
 * A frame named "Card" or "Button" is drawn by its designer, not by the kit:
 * its fill and corners go to the widget as explicit colours and shape.
 */
function customLook(node: ContainerNode): MaterialNode['custom'] {
  const fill = node.style.fills.find((f) => f.kind === 'solid');
  const corners = node.style.corners.some((r) => r > 0) ? node.style.corners : undefined;
  if (!fill && !corners) return undefined;
  return { containerColor: fill?.kind === 'solid' ? fill.color : undefined, colorStyle: fill?.kind === 'solid' ? (fill.variableName ?? fill.styleName) : undefined, corners };
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
