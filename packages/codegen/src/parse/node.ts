import type {
  AssetNode,
  AutoLayout,
  Box,
  ComponentPropertyValue,
  ContainerNode,
  Corners,
  IrNode,
  LayerBase,
  NodeStyle,
  PropertyRefs,
  VariantValue,
} from './ir.ts';
import { arr, bool, isObject, num, obj, str, type Json } from './json.ts';
import type { ParseContext } from './context.ts';
import { readEffects, readFills, readStroke } from './paint.ts';
import {
  gridOrder,
  readAutoLayout,
  readBounds,
  readConstraints,
  readMinMax,
  readMirror,
  readRotation,
  readSize,
  readSizing,
} from './layout.ts';
import { readText } from './text.ts';

type AssetGeometry = AssetNode['geometry'][number];

const containerTypes = new Set(['FRAME', 'GROUP', 'SECTION', 'COMPONENT', 'COMPONENT_SET']);
const shapeTypes = new Set(['RECTANGLE', 'ELLIPSE', 'LINE']);
const vectorTypes = new Set(['VECTOR', 'STAR', 'POLYGON', 'REGULAR_POLYGON', 'BOOLEAN_OPERATION']);
const scrollDirections = {
  VERTICAL_SCROLLING: 'vertical',
  HORIZONTAL_SCROLLING: 'horizontal',
  HORIZONTAL_AND_VERTICAL_SCROLLING: 'both',
} as const;
/** Not drawn by Figma either: export regions. */
const invisibleTypes = new Set(['SLICE']);

/** Characters below 128 that path data may hold: commands, digits, number punctuation, ASCII whitespace. */
const pathAscii = new Uint8Array(128);
for (const ch of ' \t\n\v\f\rMmLlHhVvCcSsQqTtAaZz0123456789.,eE+-') pathAscii[ch.charCodeAt(0)] = 1;
/** The whitespace above 127 that `\s` matches. */
const wideSpaces = new Set([
  0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
  0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

/**
 * `/^[\sMmLlHhVvCcSsQqTtAaZz0-9.,eE+-]+$/.test(text)`, a character at a time:
 * the expression took 14 ns a character, and a file's path data runs to
 * megabytes (the posters file: 1.8 MB, 25 ms of each generation).
 */
export function isPathText(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 ? pathAscii[c] === 0 : !wideSpaces.has(c)) return false;
  }
  return true;
}

/** What every node read starts from: its id, name, look and bindings. */
export interface ParentInfo {
  bounds: Box;
  layout: AutoLayout | undefined;
  /** Levels below the parsed root (0 for the root itself). */
  depth?: number;
}

/**
 * Deepest nesting read: real designs stay far below it; deeper layers (a
 * generated or corrupt file) are reported and left out instead of
 * overflowing the stack of every later stage and of kotlinc.
 */
export const MAX_DEPTH = 96;

function readCorners(raw: Json): Corners {
  const radii = arr(raw.rectangleCornerRadii);
  if (radii.length === 4) return radii.map((r) => Math.max(0, num(r, 0))) as Corners;
  const r = Math.max(0, num(raw.cornerRadius, 0));
  return [r, r, r, r];
}

/**
 * The shape a mask group cuts its layers to, when its mask is a rectangle (rounded or not; a
 * rectangle flattened to a vector keeps its corner radius) or an ellipse as large as the group:
 * a photo masked by a rounded card. Undefined for any other mask (a drawn path, a smaller shape),
 * which the generated code cannot cut to.
 */
function maskClip(mask: Json, group: Json): { corners: Corners; ellipse: boolean } | undefined {
  const type = str(mask.type);
  const rectangle =
    type === 'RECTANGLE' ||
    (type === 'VECTOR' &&
      (mask.cornerRadius !== undefined || mask.rectangleCornerRadii !== undefined));
  if (!rectangle && type !== 'ELLIPSE') return undefined;
  const a = readBounds(mask);
  const b = readBounds(group);
  if (!a || !b) return undefined;
  const same =
    Math.abs(a.x - b.x) <= 1 &&
    Math.abs(a.y - b.y) <= 1 &&
    Math.abs(a.width - b.width) <= 1 &&
    Math.abs(a.height - b.height) <= 1;
  return same ? { corners: readCorners(mask), ellipse: type === 'ELLIPSE' } : undefined;
}

function readRefs(raw: Json): PropertyRefs {
  const refs = obj(raw.componentPropertyReferences) ?? {};
  const out: PropertyRefs = {};
  if (typeof refs.characters === 'string') out.text = refs.characters;
  if (typeof refs.visible === 'string') out.visible = refs.visible;
  if (typeof refs.mainComponent === 'string') out.swap = refs.mainComponent;
  return out;
}

/** `Style=Filled, State=Enabled` → variant values, as Figma names variant components. */
export function parseVariantName(name: string): VariantValue[] {
  if (!name.includes('=')) return [];
  return name
    .split(',')
    .map((part) => part.split('='))
    .filter((kv): kv is [string, string] => kv.length === 2)
    .map(([property, value]) => ({ property: property.trim(), value: value.trim() }))
    .filter((v) => v.property && v.value);
}

function readProperties(raw: Json): ComponentPropertyValue[] {
  const out: ComponentPropertyValue[] = [];
  for (const [name, value] of Object.entries(obj(raw.componentProperties) ?? {})) {
    const p = obj(value);
    if (!p) continue;
    const type = (
      { TEXT: 'text', BOOLEAN: 'boolean', INSTANCE_SWAP: 'swap', VARIANT: 'variant' } as const
    )[str(p.type) as 'TEXT'];
    if (!type) continue;
    const v = p.value;
    out.push({ name, type, value: typeof v === 'boolean' ? v : String(v ?? '') });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function cornerBindings(
  raw: Json,
  ctx: ParseContext,
): { cornerVariables?: NonNullable<NodeStyle['cornerVariables']> } {
  const ids = ctx.cornerVariables(raw);
  return ids ? { cornerVariables: ids } : {};
}

function readStyle(
  raw: Json,
  parent: ParentInfo | undefined,
  ownLayout: AutoLayout | undefined,
  ctx: ParseContext,
): NodeStyle {
  const node = { id: str(raw.id), name: str(raw.name) };
  const read = readBounds(raw);
  const bounds = read ?? {
    x: parent?.bounds.x ?? 0,
    y: parent?.bounds.y ?? 0,
    width: 0,
    height: 0,
  };
  const turned = readRotation(raw);
  // A plain rectangle turned by a quarter is the upright rectangle of its turned box.
  const rotation = read && quarterTurnDrawsAlike(raw, turned) ? 0 : turned;
  // Unrotated, the (snapped) bounding box is the size; a rotated layer's own size is Figma's.
  const size =
    read && rotation === 0
      ? { width: bounds.width, height: bounds.height }
      : readSize(raw, bounds, rotation);
  // Keep the rotated node's centre where Figma draws it.
  const cx = bounds.x + bounds.width / 2 - (parent?.bounds.x ?? bounds.x);
  const cy = bounds.y + bounds.height / 2 - (parent?.bounds.y ?? bounds.y);
  const box = {
    x: cx - size.width / 2,
    y: cy - size.height / 2,
    width: size.width,
    height: size.height,
  };
  const sizing = readSizing(raw, parent?.layout, ownLayout);
  const type = str(raw.type);
  const blendMode = str(raw.blendMode, 'PASS_THROUGH');
  return {
    box,
    width: sizing.width,
    height: sizing.height,
    ...readMinMax(raw),
    absolute: Boolean(parent?.layout) && str(raw.layoutPositioning) === 'ABSOLUTE',
    constraints: readConstraints(raw),
    rotation,
    mirror: readMirror(raw),
    opacity: Math.min(1, Math.max(0, num(raw.opacity, 1))),
    blendMode,
    fills:
      type === 'TEXT'
        ? []
        : readFills(
            raw.fills ?? raw.background,
            node,
            ctx,
            ctx.styleName(raw, 'fill'),
            ctx.paintVariables(raw, 'fills', raw.fills ?? raw.background),
          ),
    stroke: type === 'TEXT' ? undefined : readStroke(raw, node, ctx),
    corners: readCorners(raw),
    ...cornerBindings(raw, ctx),
    ellipse: type === 'ELLIPSE',
    arc: type === 'ELLIPSE' ? readArc(raw) : undefined,
    clip: bool(raw.clipsContent, false),
    effects: readEffects(raw.effects, node, ctx),
  };
}

/** Degrees, to 2 decimals. */
const degrees = (radians: number): number => Math.round((radians * 180 * 100) / Math.PI) / 100;

/**
 * An ellipse's `arcData` when it draws less than the whole ellipse (a sweep short of a full turn,
 * or a hole): a ring's progress, a pie's slice, a donut. Values that are not finite are the whole
 * ellipse.
 */
function readArc(raw: Json): NodeStyle['arc'] {
  const a = obj(raw.arcData);
  if (!a) return undefined;
  const from = num(a.startingAngle, 0);
  const to = num(a.endingAngle, 2 * Math.PI);
  const inner = Math.min(1, Math.max(0, num(a.innerRadius, 0)));
  if (![from, to, inner].every(Number.isFinite)) return undefined;
  const sweep = Math.max(-360, Math.min(360, degrees(to - from)));
  if (Math.abs(sweep) >= 359.99 && inner < 0.001) return undefined;
  if (Math.abs(sweep) < 0.01) return undefined;
  return { start: degrees(from), sweep, inner: Math.round(inner * 1000) / 1000 };
}

/**
 * Whether a layer turned by a quarter (90 or 270 degrees) draws exactly as the upright rectangle
 * of its turned box: a rectangle (or a vector saved without its paths, which is drawn as one)
 * without children, painted only in solid colours, with the same
 * radius at every corner, one stroke weight on every side, no shadow cast to a side, not mirrored.
 * Laid out upright, it takes part in layout like any other layer (a button's background drawn as
 * a 60 × 400 bar turned on its side can then fill the screen's width); kept turned, it is laid out
 * at its unturned size, and a parent of its turned size squeezes it.
 */
function quarterTurnDrawsAlike(raw: Json, rotation: number): boolean {
  if (Math.abs(rotation) !== 90 && Math.abs(rotation) !== 270) return false;
  // A vector saved without its path geometry is drawn as a box of its size, like a rectangle.
  const type = str(raw.type);
  const boxLike =
    type === 'RECTANGLE' ||
    (type === 'VECTOR' &&
      arr(raw.fillGeometry).length === 0 &&
      arr(raw.strokeGeometry).length === 0);
  if (!boxLike || arr(raw.children).length > 0 || readMirror(raw)) return false;
  const paints = [...arr(raw.fills), ...arr(raw.strokes)];
  if (paints.some((p) => !isObject(p) || (p.visible !== false && str(p.type) !== 'SOLID')))
    return false;
  const corners = readCorners(raw);
  if (corners.some((c) => c !== corners[0])) return false;
  if (obj(raw.individualStrokeWeights)) return false;
  return arr(raw.effects).every((e) => {
    const offset = isObject(e) ? obj(e.offset) : undefined;
    return !offset || (num(offset.x, 0) === 0 && num(offset.y, 0) === 0);
  });
}

/** A prototype interaction on a click or tap. */
const pressTrigger = (r: unknown): boolean =>
  isObject(r) && /CLICK|TAP|PRESS/.test(str(obj(r.trigger)?.type));

function readChildren(raw: Json, self: ParentInfo, ctx: ParseContext): IrNode[] {
  const children: IrNode[] = [];
  if ((self.depth ?? 0) >= MAX_DEPTH && arr(raw.children).length > 0) {
    ctx.warnings.add(
      { id: str(raw.id, '0:0'), name: str(raw.name, 'Layer') },
      'unsupported-node',
      `Layers nested more than ${MAX_DEPTH} levels deep are left out; ungroup or flatten this layer's children.`,
    );
    return children;
  }
  // A grid laid out as a row or column takes its cells in track order, not layer order.
  const given =
    self.layout && str(raw.layoutMode) === 'GRID'
      ? gridOrder(raw, arr(raw.children))
      : arr(raw.children);
  for (const child of given) {
    if (!isObject(child)) continue;
    const node = readNode(child, self, ctx);
    if (node) children.push(node);
  }
  return children;
}

/** Converts one Figma node (and its subtree) to the intermediate tree. */
export function readNode(
  raw: Json,
  parent: ParentInfo | undefined,
  ctx: ParseContext,
): IrNode | undefined {
  const type = str(raw.type);
  const refs = readRefs(raw);
  const visible = bool(raw.visible, true);
  if (!visible && !refs.visible) return undefined;
  if (invisibleTypes.has(type)) return undefined;
  const id = str(raw.id, '0:0');
  const name = str(raw.name, type || 'Layer');
  const autoLayout =
    containerTypes.has(type) || type === 'INSTANCE' ? readAutoLayout(raw) : undefined;
  const layoutBindings = autoLayout ? ctx.layoutVariables(raw) : undefined;
  const layout =
    autoLayout && layoutBindings ? { ...autoLayout, bound: layoutBindings } : autoLayout;
  ctx.reportUnmappedBindings(raw);
  if (str(raw.layoutMode) === 'GRID' && !layout) {
    ctx.warnings.add({ id, name }, 'grid-layout', ctx.words.gridLayout);
  }
  const style = readStyle(raw, parent, layout, ctx);
  const hidden = !visible;
  const base: LayerBase = { id, name, style, refs, hidden };
  const self: ParentInfo = {
    bounds: readBounds(raw) ?? { x: 0, y: 0, width: style.box.width, height: style.box.height },
    layout,
    depth: (parent?.depth ?? 0) + 1,
  };

  if (type === 'TEXT') return readText(raw, base, ctx);
  if (type === 'INSTANCE') {
    const componentId = str(raw.componentId);
    const info = ctx.components.get(componentId);
    const componentName = info?.name ?? name;
    // Each node written out whole rather than spread from `base`: one allocation, in the same key order.
    return {
      id,
      name,
      style,
      refs,
      hidden,
      kind: 'instance',
      componentId,
      componentKey: info?.key ?? (componentId || id),
      componentName,
      componentSetName: info?.setName,
      componentSetKey: info?.setKey,
      variant: parseVariantName(componentName),
      properties: readProperties(raw),
      children: readChildren(raw, self, ctx),
      layout,
    };
  }
  if (containerTypes.has(type)) {
    const scroll = scrollDirections[str(raw.overflowDirection) as 'VERTICAL_SCROLLING'];
    // A prototype interaction on a click or tap makes the frame something to press.
    const pressable =
      arr(raw.reactions).some(pressTrigger) || arr(raw.interactions).some(pressTrigger);
    const explicitModes = ctx.explicitModes(raw);
    const container: ContainerNode = {
      id,
      name,
      style,
      refs,
      hidden,
      kind: 'container',
      figmaType: type,
      layout,
      scroll,
      children: readChildren(raw, self, ctx),
    };
    // Set after, not spread in: a spread of a second object makes the whole literal a slow copy.
    if (pressable) container.pressable = true;
    const mask = arr(raw.children).find(
      (c): c is Json => isObject(c) && c.isMask === true && bool(c.visible, true),
    );
    const clip = mask ? maskClip(mask, raw) : undefined;
    if (clip) {
      // Cut to the mask's shape: a clip, and what reaches past it is drawn at its size and cut off.
      style.clip = true;
      style.corners = clip.corners;
      style.ellipse = clip.ellipse;
    } else if (mask) container.masked = true;
    if (explicitModes) container.explicitModes = explicitModes;
    return container;
  }
  if (shapeTypes.has(type))
    return { id, name, style, refs, hidden, kind: 'shape', figmaType: type };
  const readGeometry = (value: unknown, paint: 'fill' | 'stroke'): AssetGeometry[] =>
    arr(value)
      .filter(isObject)
      .map((g) => ({
        path: str(g.path),
        windingRule: str(g.windingRule) === 'EVENODD' ? ('evenodd' as const) : ('nonzero' as const),
        paint,
      }))
      .filter((g) => isPathText(g.path));
  const geometry = [
    ...readGeometry(raw.fillGeometry, 'fill'),
    ...readGeometry(raw.strokeGeometry, 'stroke'),
  ];
  if (!vectorTypes.has(type)) {
    ctx.warnings.add(
      { id, name },
      'unsupported-node',
      ctx.words.unsupportedNode(type || 'unknown'),
    );
  }
  return {
    id,
    name,
    style,
    refs,
    hidden,
    kind: 'asset',
    figmaType: type || 'UNKNOWN',
    geometry,
  };
}
