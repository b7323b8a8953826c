import type { ContainerNode, InstanceNode, IrNode, MaterialNode, MaterialWidget, TextNode, VariantValue } from '../parse/ir.ts';
import type { WarningList } from '../warnings.ts';
import { walk } from '../parse/walk.ts';

/** Normalised names (letters only, lower case) as the Material 3 Design Kit and designers spell them. */
const byName: Record<string, MaterialWidget> = {
  button: 'Button', buttons: 'Button', filledbutton: 'Button',
  filledtonalbutton: 'FilledTonalButton', tonalbutton: 'FilledTonalButton',
  outlinedbutton: 'OutlinedButton', textbutton: 'TextButton', elevatedbutton: 'ElevatedButton',
  textfield: 'TextField', textfields: 'TextField', filledtextfield: 'TextField', outlinedtextfield: 'OutlinedTextField',
  card: 'Card', cards: 'Card', filledcard: 'Card', elevatedcard: 'ElevatedCard', outlinedcard: 'OutlinedCard',
  switch: 'Switch', switches: 'Switch', checkbox: 'Checkbox', checkboxes: 'Checkbox', radiobutton: 'RadioButton',
  topappbar: 'TopAppBar', topappbars: 'TopAppBar', smalltopappbar: 'TopAppBar', appbar: 'TopAppBar',
  centeralignedtopappbar: 'CenterAlignedTopAppBar',
  navigationbar: 'NavigationBar', bottomnavigation: 'NavigationBar', navbar: 'NavigationBar',
  fab: 'FloatingActionButton', fabs: 'FloatingActionButton', floatingactionbutton: 'FloatingActionButton',
  extendedfab: 'ExtendedFloatingActionButton', extendedfloatingactionbutton: 'ExtendedFloatingActionButton',
  chip: 'AssistChip', chips: 'AssistChip', assistchip: 'AssistChip', filterchip: 'FilterChip', inputchip: 'InputChip',
  suggestionchip: 'SuggestionChip', divider: 'HorizontalDivider', horizontaldivider: 'HorizontalDivider',
  iconbutton: 'IconButton', iconbuttons: 'IconButton', standardiconbutton: 'IconButton',
  commonbutton: 'Button', commonbuttons: 'Button',
  listitem: 'ListItem', listitems: 'ListItem',
  dialog: 'AlertDialog', dialogs: 'AlertDialog', basicdialog: 'AlertDialog', alertdialog: 'AlertDialog',
};

/** Variant values of the kit's style property that pick a sibling widget. */
const byStyle: Partial<Record<MaterialWidget, Record<string, MaterialWidget>>> = {
  Button: { filled: 'Button', tonal: 'FilledTonalButton', filledtonal: 'FilledTonalButton', outlined: 'OutlinedButton', text: 'TextButton', elevated: 'ElevatedButton' },
  Card: { filled: 'Card', elevated: 'ElevatedCard', outlined: 'OutlinedCard' },
  TextField: { filled: 'TextField', outlined: 'OutlinedTextField' },
  AssistChip: { assist: 'AssistChip', filter: 'FilterChip', input: 'InputChip', suggestion: 'SuggestionChip' },
  TopAppBar: { centeraligned: 'CenterAlignedTopAppBar', small: 'TopAppBar' },
};

const norm = (s: string): string => (s.split('/').pop() ?? s).toLowerCase().replace(/[^a-z]/g, '');
const truthy = new Set(['true', 'on', 'yes', 'selected', 'checked', 'active']);

function variantValue(variant: VariantValue[], ...props: string[]): string | undefined {
  return variant.find((v) => props.includes(norm(v.property)))?.value;
}

/** True when the node will become a Material3 widget (so it must not be flattened into a drawable). */
export function isMaterialWidget(node: IrNode): boolean {
  return recognise(node) !== undefined;
}

function recognise(node: IrNode): { widget: MaterialWidget; variant: VariantValue[] } | undefined {
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
      if (widget === 'ListItem' && variant.length === 0) continue;
      // Only the kit's dialog whose every visible layer has a slot in AlertDialog; any other stays drawn as designed.
      if (widget === 'AlertDialog' && (node.kind !== 'instance' || !dialogParts(node))) continue;
      const style = variantValue(variant, 'style', 'type', 'configuration') ?? (segments.slice(i + 1).join('') || undefined);
      const refined = style ? byStyle[widget]?.[norm(style)] : undefined;
      return { widget: refined ?? widget, variant };
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
 * Pass: instances of the Material 3 Design Kit's components, and layers
 * clearly named as one, become the real Material3 composable with its
 * parameters (label, icon, checked, enabled) instead of a drawing of it.
 */
export function recogniseMaterial(node: IrNode, warnings: WarningList): IrNode {
  const hit = recognise(node);
  if (hit && (node.kind === 'container' || node.kind === 'instance')) {
    const material = toMaterial(node, hit.widget, hit.variant, warnings);
    reportUnused(node, material, warnings);
    return material;
  }
  if (node.kind === 'container' || node.kind === 'instance') return { ...node, children: node.children.map((c) => recogniseMaterial(c, warnings)) };
  return node;
}

/** Texts a recognised widget does not carry (its parameters hold only label, value, items). */
function reportUnused(source: IrNode, material: MaterialNode, warnings: WarningList): void {
  if (material.children.length > 0) return;
  const used = new Set([material.label, material.secondary, ...material.items.map((i) => i.label)].filter((t): t is string => t !== undefined));
  const dropped = texts(source).filter((t) => !used.has(textOf(t) ?? ''));
  if (dropped.length > 0) {
    warnings.add(source, 'component', `Recognised as Material3 ${material.widget}; ${dropped.length} text layer(s) of the design are not parameters of it and are not generated.`);
  }
  const usedIcons = new Set([material.icon, ...material.items.map((i) => i.icon)].filter(Boolean));
  const droppedIcons = icons(source).filter((i) => !usedIcons.has(i));
  if (droppedIcons.length > 0) {
    warnings.add(source, 'component', `Recognised as Material3 ${material.widget}; ${droppedIcons.length} vector layer(s) have no slot in it and are not generated.`);
  }
}

function toMaterial(node: ContainerNode | InstanceNode, widget: MaterialWidget, variant: VariantValue[], warnings: WarningList): MaterialNode {
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
  };
  if (widget === 'TextField' || widget === 'OutlinedTextField') {
    const label = all.find((t) => /label/i.test(t.name)) ?? all[0];
    const input = all.find((t) => t !== label && /input|value|text$/i.test(t.name));
    return { ...base, label: textOf(label), secondary: textOf(input) };
  }
  if (widget === 'Card' || widget === 'ElevatedCard' || widget === 'OutlinedCard') {
    const inner: ContainerNode = {
      id: `${node.id}/content`,
      name: `${node.name} content`,
      refs: {},
      hidden: false,
      kind: 'container',
      figmaType: 'FRAME',
      layout: node.layout,
      children: node.children.map((c) => recogniseMaterial(c, warnings)),
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
    return { ...base, label: undefined, icon: undefined, children: [inner] };
  }
  if (widget === 'TopAppBar' || widget === 'CenterAlignedTopAppBar') {
    const title = [...all].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0];
    const titleX = title ? absoluteX(node, title) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const nav = found.find((f) => f.x < titleX)?.i;
    return { ...base, label: textOf(title), icon: nav, items: found.filter((f) => f.x >= titleX).map((f) => ({ label: f.i.name, icon: f.i, selected: false })) };
  }
  if (widget === 'ListItem') {
    // The kit names its texts Headline, Supporting text and Overline; else the largest text is the headline.
    const headline = all.find((t) => /headline|title|label/i.test(t.name)) ?? [...all].sort((a, b) => (b.runs[0]?.style.fontSize ?? 0) - (a.runs[0]?.style.fontSize ?? 0))[0];
    const supporting = all.find((t) => t !== headline && /supporting|body|description|subtitle/i.test(t.name)) ?? all.find((t) => t !== headline);
    const headlineX = headline ? absoluteX(node, headline) : 0;
    const found = icons(node).map((i) => ({ i, x: absoluteX(node, i) }));
    const trailing = found.filter((f) => f.x > headlineX).pop()?.i;
    return { ...base, label: textOf(headline), secondary: textOf(supporting), icon: found.find((f) => f.x < headlineX)?.i, items: trailing ? [{ label: trailing.name, icon: trailing, selected: false }] : [] };
  }
  if (widget === 'AlertDialog' && node.kind === 'instance') {
    const parts = dialogParts(node);
    if (parts) return { ...base, label: textOf(parts.headline), secondary: textOf(parts.supporting), icon: parts.icon, items: parts.buttons.map((b) => ({ label: textOf(texts(b)[0]) ?? '', selected: false })) };
  }
  if (widget === 'NavigationBar') {
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

const buttonWidgets = new Set<MaterialWidget>(['Button', 'FilledTonalButton', 'OutlinedButton', 'TextButton', 'ElevatedButton']);

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

/**
 * The kit's dialog read into AlertDialog's slots: the headline, the
 * supporting text, the icon when its slot is shown, and one or two text
 * buttons (dismiss left, confirm right). Undefined when a visible layer has
 * no slot (a list, a text field, a filled button, a third text…): such a
 * dialog is generated as drawn, so nothing of it is lost.
 */
function dialogParts(node: InstanceNode): { headline?: TextNode | undefined; supporting?: TextNode | undefined; icon?: IrNode | undefined; buttons: IrNode[] } | undefined {
  const isButton = (n: IrNode): boolean => {
    const hit = recognise(n);
    return hit !== undefined && buttonWidgets.has(hit.widget);
  };
  const layers = visible(node, isButton);
  const buttons = layers.filter(isButton);
  if (buttons.length < 1 || buttons.length > 2 || buttons.some((b) => recognise(b)?.widget !== 'TextButton' || texts(b).length !== 1)) return undefined;
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
