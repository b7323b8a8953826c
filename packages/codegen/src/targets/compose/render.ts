import type {
  AssetNode,
  AutoLayout,
  CallNode,
  ContainerNode,
  IrNode,
  NodeStyle,
  ShapeNode,
  TextNode,
  TextStyle,
} from '../../parse/ir.ts';
import type { EmitScope, FileContext, ParentKind } from './context.ts';
import { pkg } from './context.ts';
import { call, dp, kotlinString, sp, type Arg, type CodeWriter } from './kotlin.ts';
import { chain, nodeModifiers, type LineBoxes, type ParentContext } from './modifiers.ts';
import type { Room } from './placement.ts';
import { applyCase, styleArgs } from './typography.ts';
import { colorExpr, colorLiteral } from './colour.ts';
import { spacingExpr, textStyleRef } from './tokens.ts';
import { compactControl, compactControlsBlock, renderMaterial } from './material.ts';
import { renderCall } from './component-call.ts';
import { composeWords } from './widgets.ts';
import { walk } from '../../parse/walk.ts';

function modifierArg(base: string | undefined, mods: string[]): Arg[] {
  const value = chain(base ?? 'Modifier', mods);
  return value ? [{ name: 'modifier', value }] : [];
}

function emitCall(w: CodeWriter, name: string, args: Arg[], body?: () => void): void {
  const text = call(name, args, w.indent.length);
  if (body) w.block(text === `${name}()` ? name : text, body);
  else w.line(text);
}

/** Renders one node, wrapped in `if (param)` when a boolean component property shows it. */
export function renderNode(
  w: CodeWriter,
  scope: EmitScope,
  node: IrNode,
  parent: ParentContext,
): void {
  const visibleParam = node.refs.visible
    ? scope.component?.params.get(node.refs.visible)
    : undefined;
  if (visibleParam) {
    w.block(`if (${visibleParam})`, () => renderSlotOrNode(w, scope, node, parent));
    return;
  }
  if (node.hidden) return;
  renderSlotOrNode(w, scope, node, parent);
}

function renderSlotOrNode(
  w: CodeWriter,
  scope: EmitScope,
  node: IrNode,
  parent: ParentContext,
): void {
  const slot = node.refs.swap ? scope.component?.params.get(node.refs.swap) : undefined;
  if (slot) {
    // An instance-swap property: the caller decides what goes in this place.
    scope.file.use(`${pkg.layout}.Box`);
    const tagAs = {
      kind: 'slot' as const,
      calls: scope.file.slotDefault(node.refs.swap as string),
      definition: undefined,
    };
    emitCall(
      w,
      'Box',
      modifierArg(parent.base, nodeModifiers(scope.file, node, parent, { skipLook: true, tagAs })),
      () => w.line(`${slot}()`),
    );
    return;
  }
  renderVisible(w, scope, node, parent);
}

/** Children drawn one after another in one scope; on a large screen, runs of them are drawn by section functions (see `planSections`). */
function renderChildren(
  w: CodeWriter,
  scope: EmitScope,
  children: IrNode[],
  context: (child: IrNode) => ParentContext,
): void {
  for (let i = 0; i < children.length; i++) {
    const c = children[i] as IrNode;
    const taken =
      scope.sections?.take(w, scope.file, children, i, context(c).kind, (section, m) =>
        renderNode(section, scope, m, context(m)),
      ) ?? 0;
    if (taken > 0) i += taken - 1;
    else if (compactControl(c)) {
      // Controls side by side that keep their designed size share one block.
      let end = i + 1;
      while (
        end < children.length &&
        compactControl(children[end] as IrNode) &&
        !scope.sections?.startsAt(children[end] as IrNode)
      )
        end++;
      const run = children.slice(i, end);
      compactControlsBlock(w, scope.file, () => {
        for (const m of run) renderNode(w, scope, m, { ...context(m), compactControls: true });
      });
      i = end - 1;
    } else renderNode(w, scope, c, context(c));
  }
}

function renderVisible(w: CodeWriter, scope: EmitScope, node: IrNode, parent: ParentContext): void {
  switch (node.kind) {
    case 'container':
    case 'instance':
      renderContainer(
        w,
        scope,
        node.kind === 'container' ? node : { ...node, kind: 'container', figmaType: 'INSTANCE' },
        parent,
      );
      return;
    case 'text':
      renderText(w, scope, node, parent);
      return;
    case 'shape':
      renderShape(w, scope, node, parent);
      return;
    case 'asset':
      renderAsset(w, scope, node, parent);
      return;
    case 'material':
      // A control drawn smaller than its touch target, unless a block around its run holds it already.
      if (!parent.compactControls && compactControl(node))
        compactControlsBlock(w, scope.file, () => renderMaterial(w, scope, node, parent));
      else renderMaterial(w, scope, node, parent);
      return;
    case 'call':
      renderCall(w, scope, node satisfies CallNode, parent);
      return;
  }
}

/** Auto layout padding: each side's token (bound variable or repeated value) or dp; sides that read the same are written once. */
function paddingModifier(file: FileContext, layout: AutoLayout): string | undefined {
  const p = layout.padding;
  const bound = layout.bound?.padding;
  const side = (value: number, variable: string | undefined): string | undefined =>
    value === 0 && !variable ? undefined : spacingExpr(file, value, variable);
  const [top, right, bottom, left] = [
    side(p.top, bound?.top),
    side(p.right, bound?.right),
    side(p.bottom, bound?.bottom),
    side(p.left, bound?.left),
  ];
  if (!top && !right && !bottom && !left) return undefined;
  file.use(`${pkg.layout}.padding`);
  if (top && top === right && right === bottom && bottom === left) return `padding(${top})`;
  if (top === bottom && left === right) {
    const args: Arg[] = [];
    if (left) args.push({ name: 'horizontal', value: left });
    if (top) args.push({ name: 'vertical', value: top });
    return call('padding', args);
  }
  const args: Arg[] = [];
  if (left) args.push({ name: 'start', value: left });
  if (top) args.push({ name: 'top', value: top });
  if (right) args.push({ name: 'end', value: right });
  if (bottom) args.push({ name: 'bottom', value: bottom });
  return call('padding', args);
}

function arrangement(
  file: FileContext,
  node: IrNode,
  layout: AutoLayout,
  axis: 'main' | 'counter',
): string | undefined {
  file.use(`${pkg.layout}.Arrangement`);
  const horizontal = (layout.direction === 'row') === (axis === 'main');
  let spacing = axis === 'main' ? layout.spacing : layout.counterSpacing;
  const variable = axis === 'main' ? layout.bound?.spacing : layout.bound?.counterSpacing;
  if (spacing < 0) {
    file.warn(
      node,
      'negative-spacing',
      `Negative spacing ${spacing} is not supported by Arrangement.spacedBy; items touch instead.`,
    );
    spacing = 0;
  }
  const align = axis === 'main' ? layout.mainAlign : 'start';
  if (align === 'space-between') return 'Arrangement.SpaceBetween';
  const edges = horizontal
    ? { start: 'Start', center: 'Center', end: 'End' }
    : { start: 'Top', center: 'Center', end: 'Bottom' };
  if (spacing === 0) {
    if (align === 'start') return undefined;
    return `Arrangement.${edges[align]}`;
  }
  const gap = spacingExpr(file, spacing, variable);
  if (align === 'start') return `Arrangement.spacedBy(${gap})`;
  file.use(`${pkg.ui}.Alignment`);
  const alignment = horizontal
    ? { center: 'CenterHorizontally', end: 'End' }
    : { center: 'CenterVertically', end: 'Bottom' };
  return `Arrangement.spacedBy(${gap}, Alignment.${alignment[align]})`;
}

function crossAlignment(file: FileContext, layout: AutoLayout): string | undefined {
  if (
    layout.crossAlign === 'start' ||
    layout.crossAlign === 'baseline' ||
    layout.crossAlign === 'each'
  )
    return undefined;
  file.use(`${pkg.ui}.Alignment`);
  if (layout.direction === 'row')
    return layout.crossAlign === 'center' ? 'Alignment.CenterVertically' : 'Alignment.Bottom';
  return layout.crossAlign === 'center' ? 'Alignment.CenterHorizontally' : 'Alignment.End';
}

/** The room across a Row or Column (its box less its padding) and where its children sit in it. */
function roomAcross(layout: AutoLayout, style: NodeStyle): Room | undefined {
  const p = layout.padding;
  const { box } = style;
  const anchor = layout.crossAlign === 'center' ? 0 : layout.crossAlign === 'end' ? 1 : -1;
  // A Row or Column that hugs its children across grows to hold them.
  if (layout.direction === 'row')
    return style.height === 'hug'
      ? undefined
      : { height: box.height - p.top - p.bottom, h: -1, v: anchor };
  return style.width === 'hug'
    ? undefined
    : { width: box.width - p.left - p.right, h: anchor, v: -1 };
}

/** Figma's prototype overflow scrolling: the content scrolls inside the frame, padding included. */
function scrollModifiers(file: FileContext, node: ContainerNode): string[] {
  if (!node.scroll || node.children.length === 0) return [];
  file.use(`${pkg.foundation}.rememberScrollState`);
  const out: string[] = [];
  if (node.scroll !== 'horizontal') {
    file.use(`${pkg.foundation}.verticalScroll`);
    out.push('verticalScroll(rememberScrollState())');
  }
  if (node.scroll !== 'vertical') {
    file.use(`${pkg.foundation}.horizontalScroll`);
    out.push('horizontalScroll(rememberScrollState())');
  }
  return out;
}

/** A row that scrolls sideways with children all aligned alike and none placed over it: a LazyRow. */
function isCarousel(node: ContainerNode, layout: AutoLayout): boolean {
  return (
    node.scroll === 'horizontal' &&
    layout.direction === 'row' &&
    !layout.wrap &&
    layout.crossAlign !== 'each' &&
    layout.crossAlign !== 'baseline' &&
    node.children.every((c) => !c.style.absolute)
  );
}

/** `PaddingValues` for a LazyRow's content padding (it scrolls with the items) or a button's, or undefined for none. */
export function contentPadding(file: FileContext, p: AutoLayout['padding']): string | undefined {
  const args: Arg[] = [];
  if (p.left !== 0) args.push({ name: 'start', value: dp(p.left) });
  if (p.top !== 0) args.push({ name: 'top', value: dp(p.top) });
  if (p.right !== 0) args.push({ name: 'end', value: dp(p.right) });
  if (p.bottom !== 0) args.push({ name: 'bottom', value: dp(p.bottom) });
  if (args.length === 0) return undefined;
  file.use(`${pkg.layout}.PaddingValues`, `${pkg.unit}.dp`);
  return call('PaddingValues', args);
}

/** A carousel: each child an item of a LazyRow, so the row scrolls and composes only what is in view. */
function renderLazyRow(
  w: CodeWriter,
  scope: EmitScope,
  node: ContainerNode,
  layout: AutoLayout,
  modifier: Arg[],
): void {
  const file = scope.file;
  file.use(`${pkg.foundation}.lazy.LazyRow`);
  const args: Arg[] = [...modifier];
  const padding = contentPadding(file, layout.padding);
  if (padding) args.push({ name: 'contentPadding', value: padding });
  const main = arrangement(file, node, layout, 'main');
  if (main) args.push({ name: 'horizontalArrangement', value: main });
  const cross = crossAlignment(file, layout);
  if (cross) args.push({ name: 'verticalAlignment', value: cross });
  const items = (): void =>
    emitCall(w, 'LazyRow', args, () => {
      for (const c of node.children)
        w.block('item', () =>
          renderNode(w, scope, c, { kind: 'lazy-row', compactControls: compact }),
        );
    });
  // A carousel of chips drawn smaller than their touch targets: one block around the row.
  const compact = node.children.some(compactControl);
  if (compact) compactControlsBlock(w, file, items);
  else items();
}

function needsClip(node: ContainerNode): boolean {
  if (!node.style.clip || node.children.length === 0) return false;
  if (node.style.corners.some((r) => r > 0) || node.style.ellipse) return true;
  const { width, height } = node.style.box;
  return node.children.some(
    (c) =>
      c.style.box.x < 0 ||
      c.style.box.y < 0 ||
      c.style.box.x + c.style.box.width > width + 0.01 ||
      c.style.box.y + c.style.box.height > height + 0.01,
  );
}

/**
 * A frame that hugs its children across its flow while some of them fill that axis: in Figma it is
 * as wide (or tall) as its widest other content and the filling children stretch to it; in Compose a
 * filling child would take all the room the parent offers, so the frame asks its children's
 * intrinsic size (`width(IntrinsicSize.Max)`). Only where every layer below can answer that
 * question: lazy lists, scrolling frames, Material components and component calls may not.
 */
function intrinsicAcross(
  file: FileContext,
  node: ContainerNode,
  layout: AutoLayout,
  flow: IrNode[],
): string | undefined {
  if (layout.wrap || flow.length !== node.children.length) return undefined;
  const axis = layout.direction === 'column' ? 'width' : 'height';
  if (node.style[axis] !== 'hug' || !flow.some((c) => c.style[axis] === 'fill')) return undefined;
  const answers = walk(node).every(
    (n) =>
      n.kind !== 'material' &&
      n.kind !== 'call' &&
      n.kind !== 'instance' &&
      !(n.kind === 'container' && n.scroll),
  );
  if (!answers) return undefined;
  file.use(`${pkg.layout}.IntrinsicSize`, `${pkg.layout}.${axis}`);
  return `${axis}(IntrinsicSize.Max)`;
}

function renderContainer(
  w: CodeWriter,
  scope: EmitScope,
  node: ContainerNode,
  parent: ParentContext,
): void {
  const file = scope.file;
  const mods = nodeModifiers(file, node, parent, { clip: needsClip(node) });
  file.flushLocals(w);
  const layout = node.layout;
  const children = node.children;
  const s = node.style;
  if (layout && isCarousel(node, layout)) {
    renderLazyRow(w, scope, node, layout, modifierArg(parent.base, mods));
    return;
  }
  mods.push(...scrollModifiers(file, node));
  if (children.length === 0) {
    const plain = s.fills.length === 0 && !s.stroke && s.effects.length === 0;
    if (plain) {
      file.use(`${pkg.layout}.Spacer`);
      w.line(call('Spacer', modifierArg(parent.base, mods), w.indent.length));
    } else {
      file.use(`${pkg.layout}.Box`);
      w.line(call('Box', modifierArg(parent.base, mods), w.indent.length));
    }
    return;
  }
  if (!layout) {
    file.use(`${pkg.layout}.Box`);
    emitCall(w, 'Box', modifierArg(parent.base, mods), () => {
      renderChildren(w, scope, children, () => ({
        kind: 'box',
        box: s.box,
        sizing: s,
        masked: node.masked,
      }));
    });
    return;
  }
  const flow = children.filter((c) => !c.style.absolute);
  const absolute = children.filter((c) => c.style.absolute);
  const padding = paddingModifier(file, layout);
  const kind: ParentKind = layout.wrap
    ? layout.direction === 'row'
      ? 'flow-row'
      : 'flow-column'
    : layout.direction;
  // A screen's root takes the screen's width and height (rootModifiers), whatever it hugs.
  const across = parent.kind === 'root' ? undefined : intrinsicAcross(file, node, layout, flow);
  if (across) mods.push(across);
  const renderFlow = (base: string | undefined, flowMods: string[]): void => {
    const args: Arg[] = [...modifierArg(base, flowMods)];
    const main = arrangement(file, node, layout, 'main');
    let childAlign: string | undefined;
    let name: string;
    if (kind === 'flow-row' || kind === 'flow-column') {
      file.optIn('layout');
      name = kind === 'flow-row' ? 'FlowRow' : 'FlowColumn';
      file.use(`${pkg.layout}.${name}`);
      const counter = arrangement(file, node, layout, 'counter');
      if (main)
        args.push({
          name: kind === 'flow-row' ? 'horizontalArrangement' : 'verticalArrangement',
          value: main,
        });
      if (counter)
        args.push({
          name: kind === 'flow-row' ? 'verticalArrangement' : 'horizontalArrangement',
          value: counter,
        });
      const cross = crossAlignment(file, layout);
      if (cross) childAlign = `align(${cross})`;
    } else {
      name = kind === 'row' ? 'Row' : 'Column';
      file.use(`${pkg.layout}.${name}`);
      if (main)
        args.push({
          name: kind === 'row' ? 'horizontalArrangement' : 'verticalArrangement',
          value: main,
        });
      const cross = crossAlignment(file, layout);
      if (cross)
        args.push({
          name: kind === 'row' ? 'verticalAlignment' : 'horizontalAlignment',
          value: cross,
        });
    }
    const baseline = kind === 'row' && layout.crossAlign === 'baseline';
    const each =
      layout.crossAlign === 'each'
        ? { width: s.box.width, height: s.box.height, padding: layout.padding }
        : undefined;
    const room = kind === 'row' || kind === 'column' ? roomAcross(layout, s) : undefined;
    emitCall(w, name, args, () =>
      renderChildren(w, scope, flow, (c) => ({
        kind,
        childAlign: baseline && c.kind === 'text' ? 'alignByBaseline()' : childAlign,
        each,
        room,
      })),
    );
  };
  if (absolute.length === 0) {
    renderFlow(parent.base, padding ? [...mods, padding] : mods);
    return;
  }
  // Absolutely positioned children sit in a Box around the auto-layout content,
  // so the flow keeps its Row/Column semantics and they keep their place; those
  // below every flow child in the design are drawn below the flow.
  const firstFlow = children.findIndex((c) => !c.style.absolute);
  const below = absolute.filter((c) => children.indexOf(c) < firstFlow);
  const above = absolute.filter((c) => children.indexOf(c) > firstFlow);
  file.use(`${pkg.layout}.Box`);
  emitCall(w, 'Box', modifierArg(parent.base, mods), () => {
    for (const c of below) renderNode(w, scope, c, { kind: 'box', box: s.box, sizing: s });
    // The flow takes the Box's size where the frame has one of its own; along an axis the frame hugs, the flow is what sizes the Box.
    const inner: string[] = [];
    if (s.width !== 'hug' && s.height !== 'hug') inner.push('matchParentSize()');
    else if (s.width !== 'hug') {
      file.use(`${pkg.layout}.fillMaxWidth`);
      inner.push('fillMaxWidth()');
    } else if (s.height !== 'hug') {
      file.use(`${pkg.layout}.fillMaxHeight`);
      inner.push('fillMaxHeight()');
    }
    if (padding) inner.push(padding);
    renderFlow('Modifier', inner);
    for (const c of above) renderNode(w, scope, c, { kind: 'box', box: s.box, sizing: s });
  });
}

function textValue(scope: EmitScope, node: TextNode): { expr: string; annotated: boolean } {
  const file = scope.file;
  const param = node.refs.text ? scope.component?.params.get(node.refs.text) : undefined;
  const first = node.runs[0];
  if (param && first) {
    const c = first.style.textCase;
    if (c === 'upper') return { expr: `${param}.uppercase()`, annotated: false };
    if (c === 'lower') return { expr: `${param}.lowercase()`, annotated: false };
    return { expr: param, annotated: false };
  }
  if (node.runs.length <= 1) {
    return {
      expr: kotlinString(
        applyCase(file, node, first?.text ?? '', first?.style.textCase ?? 'original'),
      ),
      annotated: false,
    };
  }
  return { expr: '', annotated: true };
}

/** The run whose style covers most characters: the Text's own style; others become spans. */
function dominantRun(node: TextNode): TextNode['runs'][number] {
  const counts = new Map<TextNode['runs'][number], number>();
  let best = node.runs[0] as TextNode['runs'][number];
  let bestCount = -1;
  // Each style serialised once: runs of equal style count as the first of them.
  const styles = node.runs.map((r) => JSON.stringify(r.style));
  for (const [i, r] of node.runs.entries()) {
    const key = node.runs[styles.indexOf(styles[i] as string)] ?? r;
    const n = (counts.get(key) ?? 0) + r.text.length;
    counts.set(key, n);
    if (n > bestCount) [best, bestCount] = [key, n];
  }
  return best;
}

/** How many lines a text breaks itself into: one, and one more for each newline. */
const ownLines = (node: TextNode): number =>
  node.runs.reduce((n, r) => n + r.text.split('\n').length - 1, 1);

/**
 * The design's line boxes of a text whose line height is at most its font size, for the layout
 * to keep. Figma lays such lines out in boxes of the line height (a 10 px line of 18 px text is
 * 10 px tall, its glyphs drawn past the box), as Android does, but Compose for desktop and iOS
 * keep the first line as tall as its font, so there the text would take more room and push its
 * neighbours away. Only for lines the text breaks itself (one line, or lines split by newlines):
 * a text the design wraps would wrap differently on another width. Undefined when the line height
 * is larger, or the text fills its parent or is set in a taller box of its own.
 */
function shortLines(node: TextNode, style: TextStyle | undefined): LineBoxes | undefined {
  const line = style?.lineHeight;
  if (!style || line === undefined || line <= 0 || line > style.fontSize) return undefined;
  const { height, box } = node.style;
  const lines = ownLines(node);
  if (height === 'fill') return undefined;
  if (Math.abs(box.height - lines * line) <= 1) return { lineHeight: line, lines };
  // A taller fixed box with the lines at its top (a 48 px line in a 53 px box): the box is kept as
  // the text's least height and the line boxes sit at its top, as Figma draws them.
  if (height === 'fixed' && box.height > lines * line && node.verticalAlign === 'top')
    return { lineHeight: line, lines, taller: true };
  return undefined;
}

/**
 * A text whose fixed box is shorter than its lines but holds their glyphs (a 48 px line on a
 * 136 px line height in a 132 px box): Figma draws the lines from the top of the box and lets the
 * empty foot of the last line box reach past it. Compose would grow the box to the lines instead
 * and push what follows down. Only for lines the text breaks itself, set at the top of its box.
 */
function overhangs(node: TextNode, style: TextStyle | undefined): boolean {
  const line = style?.lineHeight;
  if (!style || line === undefined || line <= style.fontSize) return false;
  const { height, box } = node.style;
  if (height !== 'fixed' || node.verticalAlign !== 'top') return false;
  const lines = ownLines(node);
  // Shorter than the lines by more than the tolerance, and no shorter than the last line's glyphs.
  return (
    box.height < lines * line - 1 && box.height >= (lines - 1) * line + (line + style.fontSize) / 2
  );
}

function renderText(w: CodeWriter, scope: EmitScope, node: TextNode, parent: ParentContext): void {
  const file = scope.file;
  file.use(`${pkg.m3}.Text`);
  const value = textValue(scope, node);
  const main = value.annotated ? dominantRun(node) : node.runs[0];
  const style = main?.style;
  const lineBox = shortLines(node, style);
  const overhang = lineBox === undefined && overhangs(node, style);
  const mods = nodeModifiers(file, node, parent, { lineBox, overhang });
  file.flushLocals(w);
  if (lineBox === undefined && node.verticalAlign !== 'top' && node.style.height !== 'hug') {
    // A taller box than the text: Figma centres or bottom-aligns the lines in it.
    file.use(`${pkg.layout}.wrapContentHeight`, `${pkg.ui}.Alignment`);
    mods.push(
      `wrapContentHeight(Alignment.${node.verticalAlign === 'center' ? 'CenterVertically' : 'Bottom'})`,
    );
  }
  // Text styled as a link is something to click: its hoisted callback.
  const link = scope.state?.get(node.id)?.onClick;
  if (link) {
    file.use(`${pkg.foundation}.clickable`);
    mods.push(`clickable(onClick = ${link})`);
  }
  const named = style ? textStyleRef(file, style) : undefined;
  const args: Arg[] = [];
  if (value.annotated) {
    args.push({ name: 'text', value: runsText(file, node, node.runs, style) });
  } else {
    args.push({ name: 'text', value: value.expr });
  }
  const paragraphs = paragraphsOf(scope, node, style, lineBox);
  if (!paragraphs) args.push(...modifierArg(parent.base, mods));
  if (style) {
    const base = named?.base;
    args.push(...styleArgs(file, node, style, base, 'text'));
    if (!named && style.letterSpacing === 0) {
      // Without a style of its own a Text inherits Material's body style, which spaces letters by 0.5 sp.
      file.use(`${pkg.unit}.sp`);
      args.push({ name: 'letterSpacing', value: sp(0) });
    }
    if (style.lineHeight !== undefined && (!base || style.lineHeight !== base.lineHeight)) {
      file.use(`${pkg.unit}.sp`);
      args.push({ name: 'lineHeight', value: sp(style.lineHeight) });
    }
    if (named) args.push({ name: 'style', value: named.ref });
    else if (style.lineHeight === undefined) {
      // Figma's auto line height is the font's own; Material's body style would set a 24 sp line.
      file.use(`${pkg.text}.TextStyle`);
      args.push({ name: 'style', value: 'TextStyle.Default' });
    }
  }
  if (node.align !== 'start') {
    file.use(`${pkg.text}.style.TextAlign`);
    args.push({
      name: 'textAlign',
      value: `TextAlign.${{ center: 'Center', end: 'End', justify: 'Justify' }[node.align]}`,
    });
  }
  if (node.maxLines !== undefined) args.push({ name: 'maxLines', value: String(node.maxLines) });
  if (node.ellipsis) {
    file.use(`${pkg.text}.style.TextOverflow`);
    args.push({ name: 'overflow', value: 'TextOverflow.Ellipsis' });
  }
  if (!paragraphs) {
    w.line(call('Text', args, w.indent.length));
    return;
  }
  // Compose's Text has no space between paragraphs: each paragraph is a Text of its own, in a
  // Column that puts the designed space between them (the text's box and tag on the Column).
  file.use(`${pkg.layout}.Column`, `${pkg.layout}.Arrangement`, `${pkg.unit}.dp`);
  const columnArgs: Arg[] = [
    ...modifierArg(parent.base, mods),
    { name: 'verticalArrangement', value: `Arrangement.spacedBy(${dp(paragraphs.spacing)})` },
  ];
  if (node.align === 'center' || node.align === 'end') {
    file.use(`${pkg.ui}.Alignment`);
    columnArgs.push({
      name: 'horizontalAlignment',
      value: `Alignment.${node.align === 'center' ? 'CenterHorizontally' : 'End'}`,
    });
  }
  const rest = args.slice(1);
  emitCall(w, 'Column', columnArgs, () => {
    for (const p of paragraphs.texts) {
      const own = p.lineHeight === undefined ? rest : withLineHeight(file, rest, p.lineHeight);
      w.line(call('Text', [{ name: 'text', value: p.text }, ...own], w.indent.length));
    }
  });
}

/**
 * Runs of text as a Kotlin expression: a string when every run has the Text's own style, else an
 * annotated string with a span for each run styled otherwise.
 */
function runsText(
  file: FileContext,
  node: TextNode,
  runs: TextNode['runs'],
  style: TextStyle | undefined,
): string {
  const own = (r: TextNode['runs'][number]): boolean =>
    style !== undefined && (r.style === style || JSON.stringify(r.style) === JSON.stringify(style));
  const plain = (r: TextNode['runs'][number]): string =>
    kotlinString(applyCase(file, node, r.text, r.style.textCase));
  if (runs.length === 0) return kotlinString('');
  if (runs.length === 1 && own(runs[0] as TextNode['runs'][number]))
    return plain(runs[0] as TextNode['runs'][number]);
  file.use(`${pkg.text}.buildAnnotatedString`, `${pkg.text}.withStyle`, `${pkg.text}.SpanStyle`);
  const lines = runs.map((r) => {
    if (own(r)) return `append(${plain(r)})`;
    const span = styleArgs(file, node, r.style, style, 'span');
    if (span.length === 0) return `append(${plain(r)})`;
    return `withStyle(${call('SpanStyle', span)}) {\n    append(${plain(r)})\n}`;
  });
  return `buildAnnotatedString {\n${lines.map((l) => `    ${l.replace(/\n/g, '\n    ')}`).join('\n')}\n}`;
}

/**
 * A text's paragraphs as Kotlin text expressions (each with the spans of its own runs) and the
 * space between them, when the design spaces its paragraphs and the text is fixed characters laid
 * out in full (no parameter, no line limit, not justified, not a short line kept in its box);
 * otherwise undefined, with a warning when the design has the spacing.
 */
function paragraphsOf(
  scope: EmitScope,
  node: TextNode,
  style: TextStyle | undefined,
  lineBox: LineBoxes | undefined,
): { texts: { text: string; lineHeight?: number }[]; spacing: number } | undefined {
  const spacing = node.paragraphSpacing;
  if (spacing === undefined) return undefined;
  const file = scope.file;
  const param = node.refs.text ? scope.component?.params.get(node.refs.text) : undefined;
  if (
    param ||
    node.runs.length === 0 ||
    node.maxLines !== undefined ||
    node.ellipsis ||
    node.align === 'justify' ||
    lineBox !== undefined
  ) {
    file.warn(node, 'approximated', composeWords.paragraphSpacing);
    return undefined;
  }
  // The runs cut at each newline: a paragraph's runs are the pieces between two of them.
  const paragraphs: TextNode['runs'][] = [[]];
  for (const run of node.runs) {
    run.text.split('\n').forEach((piece, i) => {
      if (i > 0) paragraphs.push([]);
      if (piece !== '') paragraphs.at(-1)?.push({ ...run, text: piece });
    });
  }
  return {
    texts: paragraphs.map((runs) => {
      const text = runsText(file, node, runs, style);
      // A paragraph all in another line height than the text's (a percentage of a larger font
      // size) keeps it: a Text has one line height, and spans cannot set theirs.
      const heights = new Set(runs.map((r) => r.style.lineHeight));
      const [lineHeight] = heights;
      return heights.size === 1 && lineHeight !== undefined && lineHeight !== style?.lineHeight
        ? { text, lineHeight }
        : { text };
    }),
    spacing,
  };
}

/** Text arguments with `lineHeight` set to `value`: in place of the one they have, or before the style. */
function withLineHeight(file: FileContext, args: Arg[], value: number): Arg[] {
  file.use(`${pkg.unit}.sp`);
  const arg = { name: 'lineHeight', value: sp(value) };
  if (args.some((a) => a.name === 'lineHeight'))
    return args.map((a) => (a.name === 'lineHeight' ? arg : a));
  const at = args.findIndex((a) => a.name === 'style' || a.name === 'textAlign');
  return at < 0 ? [...args, arg] : [...args.slice(0, at), arg, ...args.slice(at)];
}

function renderShape(
  w: CodeWriter,
  scope: EmitScope,
  node: ShapeNode,
  parent: ParentContext,
): void {
  const file = scope.file;
  let shaped = node;
  if (node.figmaType === 'LINE') {
    // A Figma line is a zero-height box with a stroke: draw the stroke as a bar. A line drawn
    // upright without a rotation (files that give no transform) is a zero-width box: a bar too.
    const stroke = node.style.stroke;
    const weight = stroke?.weight ?? 1;
    const upright = node.style.box.width === 0 && node.style.box.height > 0;
    shaped = {
      ...node,
      style: {
        ...node.style,
        ...(upright
          ? { box: { ...node.style.box, width: weight }, width: 'fixed' as const }
          : { box: { ...node.style.box, height: weight }, height: 'fixed' as const }),
        fills: stroke?.fills ?? [],
        stroke: undefined,
      },
    };
  }
  const fills = shaped.style.fills;
  const image = fills.length === 1 && fills[0]?.kind === 'image' ? fills[0] : undefined;
  const drawable = image ? file.drawables.byImage.get(image.imageRef) : undefined;
  if (image && drawable) {
    const mods = nodeModifiers(file, { ...shaped, style: { ...shaped.style, fills: [] } }, parent, {
      clip: shaped.style.corners.some((r) => r > 0) || shaped.style.ellipse,
      tagAs: { kind: 'image', drawable },
    });
    file.flushLocals(w);
    file.use(
      `${pkg.foundation}.Image`,
      `${pkg.ui}.res.painterResource`,
      `${pkg.ui}.layout.ContentScale`,
    );
    const scale = { fill: 'Crop', fit: 'Fit', stretch: 'FillBounds', tile: 'None' }[
      image.scaleMode
    ];
    if (image.scaleMode === 'tile')
      file.warn(
        node,
        'image-tile',
        'Tiled image fill is drawn once, unscaled (ContentScale.None).',
      );
    const args: Arg[] = [
      { name: 'painter', value: `painterResource(R.drawable.${drawable})` },
      { name: 'contentDescription', value: imageDescription(node.name) },
      ...modifierArg(parent.base, mods),
      { name: 'contentScale', value: `ContentScale.${scale}` },
    ];
    if (image.opacity < 1)
      args.push({ name: 'alpha', value: `${Math.round(image.opacity * 100) / 100}f` });
    w.line(call('Image', args, w.indent.length));
    return;
  }
  const st = shaped.style;
  // Nothing visible to draw (all paints hidden): it still takes its space.
  const name = st.fills.length === 0 && !st.stroke && st.effects.length === 0 ? 'Spacer' : 'Box';
  file.use(`${pkg.layout}.${name}`);
  const mods = nodeModifiers(file, shaped, parent);
  file.flushLocals(w);
  w.line(call(name, modifierArg(parent.base, mods), w.indent.length));
}

/** A picture's description: what its layer is called, unless that is Figma's default name ("Rectangle 12", "image 3"): then it is decoration. */
function imageDescription(name: string): string {
  const n = name.trim();
  return !n ||
    /^(rectangle|image|frame|group|ellipse|photo|img|picture|bg|background|vector|mask)(\s*\d+)?$/i.test(
      n,
    )
    ? 'null'
    : kotlinString(n);
}

/** The comment above a placeholder drawn for a layer the file gives no export or geometry of. */
export const placeholderComment = (id: string): string =>
  `// Placeholder: Figma node ${id.replace(/[^\w:;-]/g, '_')} was not exported as SVG or PNG.`;

/** A placeholder's colour: the last solid paint of the layers (strokes, then fills), else 12% black. */
export function placeholderColour(file: FileContext, layers: IrNode[]): string {
  const solid = layers
    .flatMap((n) => [...(n.style.stroke?.fills ?? []), ...n.style.fills])
    .reverse()
    .find((f) => f.kind === 'solid');
  return solid?.kind === 'solid'
    ? colorExpr(file, solid.color, solid)
    : colorLiteral(file, { r: 0, g: 0, b: 0, a: 0.12 });
}

function renderAsset(
  w: CodeWriter,
  scope: EmitScope,
  node: AssetNode,
  parent: ParentContext,
): void {
  const file = scope.file;
  const drawable = file.drawables.byNode.get(node.id);
  if (!drawable) {
    file.use(`${pkg.layout}.Box`, `${pkg.foundation}.background`);
    file.warn(
      node,
      'missing-asset',
      `No usable export (SVG or PNG) or path geometry for this ${node.figmaType}; a placeholder of its size and colour is drawn. Export it as SVG from the plugin, or save the file with geometry=paths.`,
    );
    const mods = nodeModifiers(file, node, parent, { skipLook: true });
    // The placeholder keeps what is known: the size, and the layer's own colour when it has a solid one.
    mods.push(`background(${placeholderColour(file, [node])})`);
    w.line(placeholderComment(node.id));
    w.line(call('Box', modifierArg(parent.base, mods), w.indent.length));
    return;
  }
  file.use(`${pkg.foundation}.Image`, `${pkg.ui}.res.painterResource`);
  const mods = nodeModifiers(file, node, parent, { skipLook: true });
  const reach = file.plan.assetOverflow?.get(node.id) ?? 0;
  if (reach > 0) {
    // The stroke reaches past the layer's box as in Figma: the image is drawn larger, centred, without taking layout space.
    file.use(`${pkg.layout}.requiredSize`, `${pkg.unit}.dp`);
    mods.push(
      `requiredSize(${dp(node.style.box.width + 2 * reach)}, ${dp(node.style.box.height + 2 * reach)})`,
    );
  }
  w.line(
    call(
      'Image',
      [
        { name: 'painter', value: `painterResource(R.drawable.${drawable})` },
        { name: 'contentDescription', value: 'null' },
        ...modifierArg(parent.base, mods),
      ],
      w.indent.length,
    ),
  );
}
