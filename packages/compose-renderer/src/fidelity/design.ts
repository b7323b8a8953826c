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
  /** TEXT layers: the characters, as the design shows them (textCase applied). */
  characters: string | undefined;
  /** Font families named by the layer's style and its style overrides. */
  fontFamilies: string[];
  visible: boolean;
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

function solidFillOf(n: Json): string | undefined {
  const fills = Array.isArray(n.fills) ? n.fills.filter(isObject) : [];
  // Figma paints fills bottom to top: the last visible one is on top.
  const top = fills.filter((f) => f.visible !== false).at(-1);
  if (!top || top.type !== 'SOLID' || !isObject(top.color)) return undefined;
  const alpha = (num(top.opacity) ?? 1) * (num(top.color.a) ?? 1) * (num(n.opacity) ?? 1);
  return alpha >= 0.999 ? hex(top.color) : undefined;
}

function charactersOf(n: Json): string | undefined {
  if (n.type !== 'TEXT' || typeof n.characters !== 'string') return undefined;
  const style = isObject(n.style) ? n.style : {};
  switch (style.textCase) {
    case 'UPPER':
      return n.characters.toUpperCase();
    case 'LOWER':
      return n.characters.toLowerCase();
    default:
      return n.characters;
  }
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
    out.set(id, {
      id,
      name: typeof n.name === 'string' ? n.name : id,
      type: n.type as string,
      parentId,
      box,
      solidFill: solidFillOf(n),
      characters: charactersOf(n),
      fontFamilies: fontFamiliesOf(n),
      visible,
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
