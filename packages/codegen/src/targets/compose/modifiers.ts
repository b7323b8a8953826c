import type { Box, IrNode, NodeStyle } from '../../parse/ir.ts';
import type { FileContext, ParentKind } from './context.ts';
import { pkg } from './context.ts';
import {
  boxPlacement,
  flowPlacement,
  overflowModifiers,
  type EachAligned,
  type Room,
} from './placement.ts';
import { minMaxModifiers, sizeModifiers } from './size.ts';
import { shadowModifiers, transformModifiers } from './effects.ts';
import { backgroundModifiers } from './background.ts';
import { borderModifiers } from './border.ts';
import { shapeExpr } from './shape.ts';
import { dp, kotlinString, sp } from './kotlin.ts';
import type { TaggedLayer } from '../tags.ts';
import { walk } from '../../parse/walk.ts';
import { PHONE_HEIGHT } from '../../passes/scrolling.ts';

/** The modifier the theme file declares for text set in line boxes smaller than its font (see `lineBoxesHelper`). */
export const LINE_BOXES = 'lineBoxes';

/**
 * `Modifier.lineBoxes`, written into the theme file when a generated file uses it: a text whose
 * line height is at most its font size takes the design's line boxes. Android lays such lines
 * out at their line height; Compose for desktop and iOS keep a line as tall as its font, so
 * without it the text would take more room there than designed.
 */
export function lineBoxesHelper(file: FileContext): string {
  file.use(
    `${pkg.ui}.Modifier`,
    `${pkg.ui}.layout.FirstBaseline`,
    `${pkg.ui}.layout.LastBaseline`,
    `${pkg.ui}.layout.layout`,
    `${pkg.unit}.Constraints`,
    `${pkg.unit}.TextUnit`,
    'kotlin.math.roundToInt',
  );
  return [
    '/**',
    " * Lays a text out in the design's line boxes, [lines] of [lineHeight] (the line height of its",
    ' * style), when that line height is at most the font size. Android keeps such lines at their',
    ' * line height; Compose for desktop and iOS keep a line as tall as its font. The glyphs are',
    ' * centred in the boxes and drawn past them, as Figma draws them; the boxes sit at the top of a',
    " * taller box the text is given and grow with the user's font scale, and with the lines a",
    ' * narrower screen wraps the text onto.',
    ' */',
    `fun Modifier.${LINE_BOXES}(lineHeight: TextUnit, lines: Int = 1): Modifier =`,
    '    layout { measurable, constraints ->',
    '        val text = measurable.measure(constraints.copy(minHeight = 0, maxHeight = Constraints.Infinity))',
    '        // Lines are as tall as the baselines are apart: the text is that many lines now.',
    '        val lineGap = text[LastBaseline] - text[FirstBaseline]',
    '        val perLine = text.height - lineGap',
    '        val drawn = if (lineGap > 0 && perLine > 0) (text.height + perLine / 2) / perLine else 1',
    '        val boxes = (lineHeight.toPx() * maxOf(lines, drawn)).roundToInt()',
    '        val height = boxes.coerceIn(constraints.minHeight, constraints.maxHeight)',
    '        layout(text.width, height) { text.place(0, (boxes - text.height) / 2) }',
    '    }',
  ].join('\n');
}

/** The modifier the theme file declares for an outlined text field whose label sits across its outline (see `labelOnOutlineHelper`). */
export const LABEL_ON_OUTLINE = 'labelOnOutline';

/** The room Material 3 keeps above an `OutlinedTextField` that has a label (`OutlinedTextFieldTopPadding`). */
export const OUTLINED_LABEL_ROOM = 8;

/**
 * `Modifier.labelOnOutline`, written into the theme file when a generated file uses it. Material 3
 * pads an `OutlinedTextField` with a label 8 dp at the top, so that the label, which floats across
 * the outline, stays inside the field's bounds; the Material 3 kit draws the field as its outline
 * and lets the label reach into the space above it. Without the modifier each such field would
 * sit 8 dp lower than designed and push everything below it down by as much.
 */
export function labelOnOutlineHelper(file: FileContext): string {
  file.use(`${pkg.ui}.Modifier`, `${pkg.ui}.layout.layout`, `${pkg.unit}.dp`, `${pkg.unit}.offset`);
  return [
    '/**',
    ' * Lays an outlined text field out as its outline, as the design draws it: Material 3 keeps',
    ' * 8 dp above an `OutlinedTextField` that has a label for the label, which floats across the',
    ' * outline; here that room overlaps what is above the field instead of pushing the field down.',
    ' */',
    `fun Modifier.${LABEL_ON_OUTLINE}(): Modifier =`,
    '    layout { measurable, constraints ->',
    `        val room = ${OUTLINED_LABEL_ROOM}.dp.roundToPx()`,
    '        val field = measurable.measure(constraints.offset(vertical = room))',
    '        layout(field.width, (field.height - room).coerceAtLeast(0)) { field.place(0, -room) }',
    '    }',
  ].join('\n');
}

/** A text's designed line boxes (see `shortLines` in render.ts); `taller`: set at the top of a taller box of its own. */
export interface LineBoxes {
  lineHeight: number;
  lines: number;
  taller?: boolean;
}

export interface ParentContext {
  kind: ParentKind;
  /** The parent's box, for placing children of a Box. */
  box?: Box | undefined;
  /** Whether the Box has a size of its own on each axis or hugs its children there (a hugging Box grows to hold them). */
  sizing?: Pick<NodeStyle, 'width' | 'height'> | undefined;
  /** A mask group's Box: what reaches past it is masked in the design (masks are not drawn), so it keeps to the room. */
  masked?: boolean | undefined;
  /** Cross-axis alignment to apply per child (flow rows, baseline rows). */
  childAlign?: string | undefined;
  /** Where the node's modifier chain starts: `Modifier`, or a component's `modifier` parameter. */
  base?: string | undefined;
  /** A Row or Column whose children are aligned one by one across it (layout inference). */
  each?: EachAligned | undefined;
  /** A Row or Column's room across it (its box less its padding) and where its children sit in it. */
  room?: Room | undefined;
  /** The child is inside a block that lays controls out at their designed size (see `compactControl` in material.ts). */
  compactControls?: boolean | undefined;
}

/**
 * Checkbox, radio button, switch and slider: controls with no text, so nothing in them grows with the font,
 * and a designed height is theirs to keep (`size(…)`, not a least height). Material gives each a
 * 48 dp touch target; with a least height the target's room went into the layout (a 40 dp
 * checkbox made its row 48 dp tall, a 16 dp radio button its 22 dp row 48 dp). Sized, the control
 * lays out at the designed size and its touch target reaches past that box: Compose centres what
 * measures larger than its size, and hit-tests a small target's full 48 dp.
 */
const controls = new Set(['switch', 'checkbox', 'radio-button', 'slider']);

/**
 * A Row or Column of a fixed height that holds text, lays its children out from its top with
 * room to spare at the design's width, and has nothing that fills its height: that height is its
 * least (`heightIn(min = …)`), so a text that wraps onto more lines on a narrower screen makes it
 * taller instead of being cut. At the design's width it is as tall as designed.
 */
function growsWithText(node: IrNode): boolean {
  if (node.kind !== 'container' || !node.layout || node.layout.wrap || node.scroll) return false;
  const { layout, children, style } = node;
  if (style.height !== 'fixed' || children.length === 0) return false;
  if (children.some((c) => c.style.absolute || c.style.height === 'fill')) return false;
  const heights = children.map((c) => c.style.box.height);
  const pad = layout.padding.top + layout.padding.bottom;
  const used =
    layout.direction === 'column'
      ? pad + heights.reduce((a, b) => a + b, 0) + layout.spacing * (children.length - 1)
      : pad + Math.max(...heights);
  if (layout.direction === 'column' && layout.mainAlign !== 'start') return false;
  if (used > style.box.height + 0.5) return false;
  return walk(node).some((n) => n.kind === 'text');
}

/**
 * The modifier chain of a node, in the order Compose applies them: place,
 * size, transform, shadow, clip and fills, border. Padding (auto layout) is
 * appended by the layout renderer because it must come after the border.
 */
export function nodeModifiers(
  file: FileContext,
  node: IrNode,
  parent: ParentContext,
  options: {
    clip?: boolean;
    skipLook?: boolean;
    tagAs?: Partial<TaggedLayer>;
    /** A text's designed line boxes when its line height is at most its font size (see `shortLines` in render.ts). */
    lineBox?: LineBoxes | undefined;
    /** A text in a fixed box shorter than its lines, whose glyphs it holds (see `overhangs` in render.ts). */
    overhang?: boolean | undefined;
  } = {},
): string[] {
  const out: string[] = [];
  let done = { width: false, height: false };
  let room = parent.kind === 'row' || parent.kind === 'column' ? parent.room : undefined;
  if (parent.kind === 'box' && parent.box) {
    const p = boxPlacement(file, node.style, parent.box, parent.sizing);
    out.push(...p.modifiers);
    done = { width: p.widthDone, height: p.heightDone };
    room = p.room;
  }
  if (parent.each && (parent.kind === 'row' || parent.kind === 'column')) {
    const p = flowPlacement(file, node.style, parent.kind, parent.each);
    out.push(...p.modifiers);
    done = { width: p.widthDone, height: p.heightDone };
    room = p.room;
  }
  if (!parent.masked) out.push(...overflowModifiers(file, node.style, done, room));
  const lineBox = done.height ? undefined : options.lineBox;
  // A text kept in a box shorter than its lines (see `overhangs` in render.ts): not when its
  // height is placed, or it is already measured unbounded because it reaches past its parent.
  const overhang =
    options.overhang && !done.height && !out.some((m) => m.startsWith('wrapContentHeight('));
  if (parent.kind === 'root') {
    out.push(...rootModifiers(file, node));
  } else {
    out.push(
      ...sizeModifiers(
        file,
        node.style,
        parent.kind,
        lineBox === undefined || lineBox.taller ? done : { ...done, height: true },
        (node.kind === 'text' && !overhang) ||
          (node.kind === 'material' && !controls.has(node.widget.type)) ||
          growsWithText(node),
      ),
    );
  }
  if (parent.childAlign) out.push(parent.childAlign);
  // Instrumented output: the layer's tag after placement and size, so the tagged bounds are the layer's box.
  const tag = file.tags?.tag(node, options.tagAs);
  if (tag !== undefined) {
    file.use(`${pkg.ui}.platform.testTag`);
    out.push(testTag(tag));
  }
  if (overhang) {
    // The designed box, and the lines measured whole from its top: the rest of the last line's
    // box (below its glyphs) reaches past it, as Figma draws it.
    file.use(`${pkg.layout}.wrapContentHeight`, `${pkg.ui}.Alignment`);
    out.push('wrapContentHeight(Alignment.Top, unbounded = true)');
  }
  if (lineBox !== undefined) {
    // The theme file's helper: the designed line boxes, in sp so they grow with the font scale.
    file.use(`${pkg.unit}.sp`);
    out.push(
      `${LINE_BOXES}(${sp(lineBox.lineHeight)}${lineBox.lines > 1 ? `, lines = ${lineBox.lines}` : ''})`,
    );
  }
  out.push(...transformModifiers(file, node));
  // A layer the prototype links from is tapped as a whole: its hoisted callback, last, so the ripple covers its look.
  const click =
    node.kind === 'material' || node.kind === 'text' ? undefined : file.clicks.get(node.id);
  const tap = click ? [`clickable(onClick = ${click})`] : [];
  if (click) file.use(`${pkg.foundation}.clickable`);
  if (options.skipLook) return [...out, ...tap];
  // The outline only when something draws it (a paint, a stroke, a shadow, a clip): it may read the theme.
  const s = node.style;
  const shape =
    s.fills.length > 0 || s.stroke || s.effects.length > 0 || options.clip
      ? shapeExpr(file, s)
      : undefined;
  out.push(...shadowModifiers(file, node, shape));
  out.push(...backgroundModifiers(file, node, shape, options.clip ?? false));
  out.push(...borderModifiers(file, node, shape));
  return [...out, ...tap];
}

/**
 * A screen wider than this (dp) is laid out for a tablet or a desktop: Material's compact
 * window size class, the phones, ends at 600 dp.
 */
export const COMPACT_WIDTH = 600;

/**
 * A top-level frame takes the device's width; a phone-sized one its height
 * too, smaller ones (a card, a toolbar) keep their designed height. A screen
 * taller than a phone scrolls: it fills the device, and its content, as tall
 * as designed, scrolls within it (unless the design scrolls it already). A
 * screen wider than a phone (a tablet or desktop layout) keeps at least its
 * designed width and scrolls sideways in a narrower window: squeezed into a
 * phone's width, its rows would clip their text and push layers out of reach.
 */
function rootModifiers(file: FileContext, node: IrNode): string[] {
  const out: string[] = [];
  const { width, height } = node.style.box;
  // A frame the design scrolls vertically, the screen or one inside it, is the screen's scroll: another around it would measure it unbounded.
  const designScrolls = walk(node).some(
    (n) => n.kind === 'container' && n.scroll !== undefined && n.scroll !== 'horizontal',
  );
  if (height > PHONE_HEIGHT && !designScrolls) {
    file.use(
      `${pkg.layout}.fillMaxSize`,
      `${pkg.foundation}.verticalScroll`,
      `${pkg.foundation}.rememberScrollState`,
    );
    out.push('fillMaxSize()', 'verticalScroll(rememberScrollState())');
    if (node.style.height === 'fixed') {
      file.use(`${pkg.layout}.height`, `${pkg.unit}.dp`);
      out.push(`height(${dp(height)})`);
    }
  } else if (node.style.height === 'fixed' && height >= 480 && width <= 480) {
    file.use(`${pkg.layout}.fillMaxSize`);
    out.push('fillMaxSize()');
  } else {
    file.use(`${pkg.layout}.fillMaxWidth`);
    out.push('fillMaxWidth()');
    if (node.style.height === 'fixed') {
      file.use(`${pkg.layout}.height`, `${pkg.unit}.dp`);
      out.push(`height(${dp(height)})`);
    }
  }
  const designScrollsSideways =
    node.kind === 'container' && (node.scroll === 'horizontal' || node.scroll === 'both');
  if (width > COMPACT_WIDTH && !designScrollsSideways) {
    // After the fill: the window's width is the least it takes, the design's width the least its content gets.
    file.use(
      `${pkg.foundation}.horizontalScroll`,
      `${pkg.foundation}.rememberScrollState`,
      `${pkg.layout}.width`,
      `${pkg.unit}.dp`,
    );
    out.push('horizontalScroll(rememberScrollState())', `width(${dp(width)})`);
  }
  out.push(...minMaxModifiers(file, node.style));
  return out;
}

const testTag = (tag: string): string => `testTag(${kotlinString(tag)})`;
const isTestTag = (mod: string): boolean => mod.startsWith('testTag(');

/**
 * `Modifier.a().b()` laid out one call per line when there is more than one.
 * A test tag does not count: an instrumented chain is laid out as the plain
 * one, with the tag added in its place.
 */
export function chain(base: string, mods: string[]): string | undefined {
  if (mods.length === 0) return base === 'Modifier' ? undefined : base;
  const drawn = mods.filter((m) => !isTestTag(m));
  if (drawn.length <= 1 && !drawn[0]?.includes('\n')) return `${base}.${mods.join('.')}`;
  return `${base}\n${mods.map((m) => `    .${m.replace(/\n/g, '\n    ')}`).join('\n')}`;
}
