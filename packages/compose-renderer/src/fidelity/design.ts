/**
 * The design side of the comparison: every node of a Figma REST response (a file, a /nodes
 * answer, one node or a plugin selection) by id, with its box, solid fill and text, as the
 * scorer needs them. Read from the JSON itself, so the score never depends on what the
 * generator understood of it.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DesignNode {
  id: string;
  name: string;
  type: string;
  parentId: string | undefined;
  /** `absoluteBoundingBox`, in the file's coordinates (dp). */
  box: Box | undefined;
  /** The top visible SOLID fill as `#rrggbb` when it is opaque (fill alpha and layer opacity 1), else undefined. */
  solidFill: string | undefined;
  /** The top visible fill as a paint over what lies below: a solid colour with its alpha (fill and layer opacity), `other` for an image or gradient, undefined without a fill. */
  topPaint: { hex: string; alpha: number } | 'other' | undefined;
  /** TEXT layers: the characters, as the design shows them (textCase applied). */
  characters: string | undefined;
  /** Font families named by the layer's style and its style overrides. */
  fontFamilies: string[];
  /** How far in from the box's edges its visible strokes paint (inside: the weight, centred: half). */
  strokeInset: number;
  /** Degrees the layer is turned by (`box` is then the box the turned layer covers); 0 upright. */
  rotation: number;
  /**
   * An ELLIPSE drawn as less than the whole ellipse (`arcData`: a ring's progress, a slice): the
   * sweep in degrees, clockwise from the x axis before the layer is turned, and the hole as a
   * share of the radius. Its fill shows only there.
   */
  arc?: { start: number; sweep: number; inner: number } | undefined;
  visible: boolean;
  /** A frame that clips what lies past its edges (Figma's `clipsContent`). */
  clips: boolean;
  childIds: string[];
}

export class DesignIndexError extends Error {
  override readonly name = 'DesignIndexError';
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNode = (v: unknown): v is Json =>
  isObject(v) && typeof v.id === 'string' && typeof v.type === 'string';
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

function rootsOf(input: unknown): Json[] {
  if (Array.isArray(input)) return input.filter(isNode);
  if (!isObject(input)) return [];
  if (isNode(input.document)) return [input.document];
  if (isObject(input.nodes)) {
    return Object.values(input.nodes)
      .map((e) => (isObject(e) ? e.document : undefined))
      .filter(isNode);
  }
  return isNode(input) ? [input] : [];
}

const hex = (c: Json): string =>
  `#${['r', 'g', 'b']
    .map((k) =>
      Math.round(Math.min(1, Math.max(0, num(c[k]) ?? 0)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function topPaintOf(n: Json): DesignNode['topPaint'] {
  const fills = Array.isArray(n.fills) ? n.fills.filter(isObject) : [];
  // Figma paints fills bottom to top: the last visible one is on top.
  const top = fills.filter((f) => f.visible !== false).at(-1);
  if (!top) return undefined;
  if (top.type !== 'SOLID' || !isObject(top.color)) return 'other';
  const alpha = (num(top.opacity) ?? 1) * (num(top.color.a) ?? 1) * (num(n.opacity) ?? 1);
  return { hex: hex(top.color), alpha };
}

function solidFillOf(paint: DesignNode['topPaint']): string | undefined {
  return typeof paint === 'object' && paint.alpha >= 0.999 ? paint.hex : undefined;
}

function inCase(text: string, textCase: unknown): string {
  switch (textCase) {
    case 'UPPER':
      return text.toUpperCase();
    case 'LOWER':
      return text.toLowerCase();
    default:
      return text;
  }
}

/**
 * A text's characters in the case each is shown in: the node's text case, or the one of the
 * override its character takes (a token card's "Name" run set in capitals shows "NAME").
 */
function charactersOf(n: Json): string | undefined {
  if (n.type !== 'TEXT' || typeof n.characters !== 'string') return undefined;
  const style = isObject(n.style) ? n.style : {};
  const overrides = Array.isArray(n.characterStyleOverrides) ? n.characterStyleOverrides : [];
  const table = isObject(n.styleOverrideTable) ? n.styleOverrideTable : {};
  const caseOf = (key: unknown): unknown => {
    const o = typeof key === 'number' || typeof key === 'string' ? table[String(key)] : undefined;
    return isObject(o) && o.textCase !== undefined ? o.textCase : style.textCase;
  };
  if (!overrides.some((k) => caseOf(k) !== style.textCase))
    return inCase(n.characters, style.textCase);
  // Overrides index UTF-16 code units, as the string does.
  let out = '';
  for (let i = 0; i < n.characters.length; i++)
    out += inCase(n.characters[i] as string, caseOf(overrides[i]));
  return out;
}

function fontFamiliesOf(n: Json): string[] {
  const out = new Set<string>();
  if (isObject(n.style) && typeof n.style.fontFamily === 'string') out.add(n.style.fontFamily);
  if (isObject(n.styleOverrideTable)) {
    for (const o of Object.values(n.styleOverrideTable))
      if (isObject(o) && typeof o.fontFamily === 'string') out.add(o.fontFamily);
  }
  return [...out];
}

/** An ellipse's `arcData` when it draws less than the whole ellipse (see `DesignNode.arc`). */
function arcOf(n: Json): DesignNode['arc'] {
  const a = isObject(n.arcData) ? n.arcData : undefined;
  const from = num(a?.startingAngle);
  const to = num(a?.endingAngle);
  const inner = Math.min(1, Math.max(0, num(a?.innerRadius) ?? 0));
  if (from === undefined || to === undefined) return undefined;
  const sweep = Math.max(-360, Math.min(360, ((to - from) * 180) / Math.PI));
  if ((Math.abs(sweep) >= 359.99 && inner < 0.001) || Math.abs(sweep) < 0.01) return undefined;
  return { start: (from * 180) / Math.PI, sweep, inner };
}

/** Degrees a layer is turned by, from its transform or its `rotation` (radians), to the hundredth. */
function rotationOf(n: Json): number {
  const t = n.relativeTransform;
  const deg =
    Array.isArray(t) && Array.isArray(t[0]) && Array.isArray(t[1])
      ? (Math.atan2(num(t[1][0]) ?? 0, num(t[0][0]) ?? 1) * 180) / Math.PI
      : (-(num(n.rotation) ?? 0) * 180) / Math.PI;
  return Math.round(deg * 100) / 100 || 0;
}

/** How far in from its box's edges a layer's visible strokes paint (the widest side's). */
function strokeInsetOf(n: Json): number {
  const strokes = Array.isArray(n.strokes) ? n.strokes : [];
  if (!strokes.some((p) => isObject(p) && p.visible !== false)) return 0;
  const sides = isObject(n.individualStrokeWeights)
    ? Object.values(n.individualStrokeWeights).map((w) => num(w) ?? 0)
    : [num(n.strokeWeight) ?? 0];
  const weight = Math.max(0, ...sides);
  return n.strokeAlign === 'OUTSIDE' ? 0 : n.strokeAlign === 'CENTER' ? weight / 2 : weight;
}

/** Every node of the design by id. Throws `DesignIndexError` when the input holds no Figma node. */
export function indexDesign(input: unknown): Map<string, DesignNode> {
  const roots = rootsOf(input);
  if (roots.length === 0)
    throw new DesignIndexError(
      'The file is not Figma JSON: expected a REST response ("document" or "nodes"), a node or a list of nodes.',
    );
  const out = new Map<string, DesignNode>();
  const stack: [Json, string | undefined, boolean][] = roots.map((r) => [r, undefined, true]);
  while (stack.length > 0) {
    const [n, parentId, parentVisible] = stack.pop() as [Json, string | undefined, boolean];
    const id = n.id as string;
    const children = Array.isArray(n.children) ? n.children.filter(isNode) : [];
    const b = isObject(n.absoluteBoundingBox) ? n.absoluteBoundingBox : undefined;
    const box =
      b && num(b.x) !== undefined && num(b.y) !== undefined
        ? {
            x: num(b.x) ?? 0,
            y: num(b.y) ?? 0,
            width: num(b.width) ?? 0,
            height: num(b.height) ?? 0,
          }
        : undefined;
    const visible = parentVisible && n.visible !== false;
    const paint = topPaintOf(n);
    out.set(id, {
      id,
      name: typeof n.name === 'string' ? n.name : id,
      type: n.type as string,
      parentId,
      box,
      solidFill: solidFillOf(paint),
      topPaint: paint,
      characters: charactersOf(n),
      fontFamilies: fontFamiliesOf(n),
      strokeInset: strokeInsetOf(n),
      rotation: rotationOf(n),
      arc: n.type === 'ELLIPSE' ? arcOf(n) : undefined,
      visible,
      clips: n.clipsContent === true,
      childIds: children.map((c) => c.id as string),
    });
    for (const c of children) stack.push([c, id, visible]);
  }
  return out;
}

/** Whether `id` is `ancestorId` or lies inside it. */
export function isWithin(index: Map<string, DesignNode>, id: string, ancestorId: string): boolean {
  for (let n = index.get(id); n; n = n.parentId === undefined ? undefined : index.get(n.parentId))
    if (n.id === ancestorId) return true;
  return false;
}

/** Layer types whose fill covers their whole box (a vector is taken as its box: files draw sheets and cards as vectors). */
const BOX_FILLING = new Set(['RECTANGLE', 'FRAME', 'COMPONENT', 'INSTANCE', 'VECTOR']);

const covers = (a: Box, b: Box): boolean =>
  a.x <= b.x + 0.5 &&
  a.y <= b.y + 0.5 &&
  a.x + a.width >= b.x + b.width - 0.5 &&
  a.y + a.height >= b.y + b.height - 0.5;

function blend(under: string, over: string, alpha: number): string {
  const ch = (h: string, i: number): number => parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(under, i) * (1 - alpha) + ch(over, i) * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour the design shows where a layer's fill is: its opaque solid fill with every visible
 * layer painted after it (a later sibling of it or of an ancestor, inside `frameId`, or a layer
 * such a sibling holds) that covers its whole box laid on top, in paint order: a scrim darkens
 * it, a sheet hides it, the rectangle of a variant frame stacked over it hides it. Undefined when
 * the layer has no opaque solid fill or an image or gradient covers it (nothing to judge the
 * render against).
 */
export function seenFill(
  index: Map<string, DesignNode>,
  node: DesignNode,
  frameId: string,
): string | undefined {
  let colour: string | undefined = node.solidFill;
  const box = node.box;
  if (colour === undefined || !box) return undefined;
  // Lays a later layer and then what it holds on the colour; false once a picture covers it.
  const layOn = (id: string): boolean => {
    const above = index.get(id);
    if (!above?.visible || !above.box || colour === undefined) return true;
    if (BOX_FILLING.has(above.type) && above.topPaint && covers(above.box, box)) {
      if (above.topPaint === 'other') return false;
      colour = blend(colour, above.topPaint.hex, Math.min(1, above.topPaint.alpha));
    }
    // A frame that clips and does not cover the box holds nothing that could.
    if (above.clips && !covers(above.box, box)) return true;
    return above.childIds.every(layOn);
  };
  for (let cur = node; cur.id !== frameId && cur.parentId !== undefined;) {
    const parent = index.get(cur.parentId);
    if (!parent) break;
    for (const id of parent.childIds.slice(parent.childIds.indexOf(cur.id) + 1))
      if (!layOn(id)) return undefined;
    cur = parent;
  }
  return colour;
}

/**
 * The layers painted over part of a layer (later siblings of it or of an ancestor inside
 * `frameId`, and what they hold) whose box overlaps its box without covering all of it: where
 * they are drawn, the layer's own fill is not what shows. (Those covering it whole are laid on
 * its colour by `seenFill`.)
 */
export function paintedOver(
  index: Map<string, DesignNode>,
  node: DesignNode,
  frameId: string,
): DesignNode[] {
  const box = node.box;
  if (!box) return [];
  const out: DesignNode[] = [];
  const overlaps = (b: Box): boolean =>
    Math.min(b.x + b.width, box.x + box.width) - Math.max(b.x, box.x) > 0 &&
    Math.min(b.y + b.height, box.y + box.height) - Math.max(b.y, box.y) > 0;
  const take = (id: string): void => {
    const n = index.get(id);
    if (!n?.visible || !n.box || !overlaps(n.box)) return;
    if (!covers(n.box, box)) out.push(n);
    for (const c of n.childIds) take(c);
  };
  for (let cur = node; cur.id !== frameId && cur.parentId !== undefined;) {
    const parent = index.get(cur.parentId);
    if (!parent) break;
    for (const id of parent.childIds.slice(parent.childIds.indexOf(cur.id) + 1)) take(id);
    cur = parent;
  }
  return out;
}

/**
 * Whether the design shows nothing of a layer: it lies wholly past the edge of a frame that clips
 * its content (itself inside `frameId`, or that frame), as a screen's layers drawn below its
 * bottom edge do.
 */
export function clippedAway(
  index: Map<string, DesignNode>,
  node: DesignNode,
  frameId: string,
): boolean {
  const box = node.box;
  if (!box) return false;
  for (
    let cur = node.parentId === undefined ? undefined : index.get(node.parentId);
    cur;
    cur = cur.parentId === undefined ? undefined : index.get(cur.parentId)
  ) {
    const edge = cur.box;
    if (cur.clips && edge) {
      const apart =
        box.x >= edge.x + edge.width ||
        box.y >= edge.y + edge.height ||
        box.x + box.width <= edge.x ||
        box.y + box.height <= edge.y;
      if (apart) return true;
    }
    if (cur.id === frameId) break;
  }
  return false;
}

/** A node's box relative to its frame's top-left corner. */
export function relativeBox(node: DesignNode, frame: DesignNode): Box | undefined {
  if (!node.box || !frame.box) return undefined;
  return {
    x: node.box.x - frame.box.x,
    y: node.box.y - frame.box.y,
    width: node.box.width,
    height: node.box.height,
  };
}
