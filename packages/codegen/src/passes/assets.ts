import type { AssetNode, Fill, IrNode, Rgba } from '../parse/ir.ts';
import type { WarningList } from '../warnings.ts';
import type { AssetSource } from './collapse-icons.ts';
import type { PlannedAsset } from './plan.ts';
import { childrenOf } from '../parse/walk.ts';
import { ellipsePath, rectPath, shapeGeometry } from './shape-paths.ts';

const hex = (c: Rgba): string =>
  `#${[c.r, c.g, c.b]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const xmlAttr = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function paintColor(
  fills: Fill[] | undefined,
  node: IrNode,
  warnings: WarningList,
): Rgba | undefined {
  const top = fills?.[fills.length - 1];
  if (!top) return undefined;
  if (top.kind === 'solid') return top.color;
  if (top.kind === 'image') return undefined;
  warnings.add(
    node,
    'gradient',
    'Gradient inside a vector rebuilt from path data is drawn with its first colour; export the SVG for full fidelity.',
  );
  return top.stops[0]?.color;
}

type Geometry = AssetNode['geometry'];

/** One `<path>` per geometry entry, painted with the layer's fill or stroke colour; `opacity` is what the layers above it multiply in. */
function pathsOf(
  node: IrNode,
  geometry: Geometry,
  opacity: number,
  warnings: WarningList,
): string[] {
  const out: string[] = [];
  for (const g of geometry) {
    const color = paintColor(
      g.paint === 'fill' ? node.style.fills : node.style.stroke?.fills,
      node,
      warnings,
    );
    if (!color) continue;
    const alpha = color.a * node.style.opacity * opacity;
    const attrs = [`d="${xmlAttr(g.path)}"`, `fill="${hex(color)}"`];
    if (alpha < 1) attrs.push(`fill-opacity="${Math.round(alpha * 1000) / 1000}"`);
    if (g.windingRule === 'evenodd') attrs.push('fill-rule="evenodd"');
    out.push(`<path ${attrs.join(' ')}/>`);
  }
  return out;
}

/** A mirrored layer's linear transform with its rotation taken out (what remains is the flip). */
function unrotated(
  [a, b, c, d]: [number, number, number, number],
  degrees: number,
): [number, number, number, number] {
  const t = (degrees * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return [cos * a + sin * b, -sin * a + cos * b, cos * c + sin * d, -sin * c + cos * d];
}

/** Where a layer sits in its parent's drawing: its offset, and its rotation about its centre. */
function placeOf(n: IrNode): string {
  const { x, y, width, height } = n.style.box;
  if (n.style.mirror) {
    // The layer's own axes mapped into the parent so that its centre stays where Figma draws it.
    const [a, b, c, d] = n.style.mirror;
    const tx = x + width / 2 - (a * width) / 2 - (c * height) / 2;
    const ty = y + height / 2 - (b * width) / 2 - (d * height) / 2;
    return `matrix(${[a, b, c, d, tx, ty].map(round).join(' ')})`;
  }
  const parts: string[] = [];
  if (x !== 0 || y !== 0) parts.push(`translate(${round(x)} ${round(y)})`);
  if (n.style.rotation !== 0)
    parts.push(`rotate(${round(n.style.rotation)} ${round(width / 2)} ${round(height / 2)})`);
  return parts.join(' ');
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * How far strokes reach outside the node's box: Figma's `strokeGeometry`
 * already outlines the stroke where its alignment puts it (inside, centred,
 * outside), so the drawing's viewport must grow by that much to keep it.
 */
function strokeReach(node: AssetNode): number {
  const layers = node.source ? [node.source, ...collectAssets(node.source)] : [node];
  let reach = 0;
  for (const n of layers) {
    const s = n.style.stroke;
    if (
      !s ||
      s.weight <= 0 ||
      !(
        (n.kind === 'asset' && n.geometry.some((g) => g.paint === 'stroke')) ||
        (n.kind === 'shape' && n.figmaType !== 'LINE')
      )
    )
      continue;
    reach = Math.max(
      reach,
      s.align === 'outside' ? s.weight : s.align === 'center' ? s.weight / 2 : 0,
    );
  }
  return round(reach);
}

function collectAssets(root: IrNode): IrNode[] {
  const out: IrNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop() as IrNode;
    if (n.kind === 'asset' || n.kind === 'shape') out.push(n);
    stack.push(...childrenOf(n));
  }
  return out;
}

/** An SVG rebuilt from Figma's path geometry (REST `geometry=paths`), when no export was supplied; `reach` widens the viewport on every side for strokes drawn outside. */
function rebuildSvg(node: AssetNode, warnings: WarningList, reach: number): string | undefined {
  const paths: string[] = [];
  // A drawing with a vector saved without geometry cannot be drawn whole: none of it is, so the placeholder says to export it.
  if (
    node.source &&
    collectAssets(node.source).some(
      (n) => n.kind === 'asset' && n.geometry.length === 0 && !n.source,
    )
  )
    return undefined;
  if (node.source) {
    // Every layer of the collapsed frame in one drawing: each keeps its own paint, offset and rotation; opacity multiplies down.
    const visit = (n: IrNode, opacity: number, isRoot: boolean): string[] => {
      const own: string[] = [];
      if (n.kind === 'asset') own.push(...pathsOf(n, n.geometry, opacity, warnings));
      else if (n.kind === 'shape') own.push(...pathsOf(n, shapeGeometry(n), opacity, warnings));
      else if (n.kind === 'container' || n.kind === 'instance') {
        if (isRoot && n.style.fills.length > 0) {
          const { width, height } = n.style.box;
          const path = n.style.ellipse
            ? ellipsePath(0, 0, width, height)
            : rectPath(0, 0, width, height, n.style.corners);
          own.push(
            ...pathsOf(
              { ...n, style: { ...n.style, opacity: 1 } },
              [{ path, windingRule: 'nonzero', paint: 'fill' }],
              1,
              warnings,
            ),
          );
        }
        const inner = isRoot ? 1 : opacity * n.style.opacity;
        for (const c of n.children) if (!c.hidden) own.push(...visit(c, inner, false));
      }
      if (isRoot || own.length === 0) return own;
      const place = placeOf(n);
      return place ? [`<g transform="${place}">${own.join('')}</g>`] : own;
    };
    paths.push(...visit(node.source, 1, true));
  } else paths.push(...pathsOf(node, node.geometry, 1, warnings));
  if (paths.length === 0) return undefined;
  const layer = node.source ?? node;
  if (layer.style.mirror) {
    // The target rotates the image; the drawing itself carries the mirroring, about its centre.
    const { width: w, height: h } = node.style.box;
    const [a, b, c, d] = unrotated(layer.style.mirror, layer.style.rotation);
    paths.splice(
      0,
      paths.length,
      `<g transform="matrix(${[a, b, c, d, w / 2 - (a * w) / 2 - (c * h) / 2, h / 2 - (b * w) / 2 - (d * h) / 2].map(round).join(' ')})">${paths.join('')}</g>`,
    );
  }
  const w = round(Math.max(node.style.box.width, 0.01) + 2 * reach);
  const h = round(Math.max(node.style.box.height, 0.01) + 2 * reach);
  // VectorDrawable viewports start at 0: the drawing moves by the reach instead of the viewBox.
  const body =
    reach > 0
      ? `<g transform="translate(${reach} ${reach})">${paths.join('')}</g>`
      : paths.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/**
 * Pass: decides which assets (images the output draws from a file) exist.
 * Vectors, boolean operations and icons use the supplied export (SVG
 * preferred, PNG otherwise) or an SVG rebuilt from path geometry; image
 * fills use the export keyed by image ref or node. Identical content shares
 * one asset. Order is stable: document order, so a target that names assets
 * in this order always gives the same names.
 */
export function planAssets(
  roots: IrNode[],
  assets: Map<string, AssetSource>,
  warnings: WarningList,
) {
  const planned: PlannedAsset[] = [];
  const byNode = new Map<string, string>();
  const byImage = new Map<string, string>();
  /** Node id → how far its rebuilt vector reaches outside the node's box (centre and outside strokes). */
  const overflow = new Map<string, number>();
  // Content → asset id, so identical exports share one file (PNG bytes are keyed by their latin1 image).
  const byContent = new Map<string, string>();
  const add = (
    id: string,
    kind: PlannedAsset['kind'],
    baseName: string,
    node: IrNode,
    source: AssetSource,
  ): string => {
    const key =
      source.svg !== undefined
        ? `svg:${source.svg}`
        : `png:${Buffer.from(source.png ?? new Uint8Array()).toString('latin1')}`;
    const existing = byContent.get(key);
    if (existing) return existing;
    planned.push({
      id,
      kind,
      baseName,
      nodeId: node.id,
      nodeName: node.name,
      svg: source.svg,
      png: source.svg === undefined ? source.png : undefined,
    });
    byContent.set(key, id);
    return id;
  };
  for (const root of roots) {
    for (const { node, names } of walkNamed(root)) {
      if (node.kind === 'asset' && !byNode.has(node.id)) {
        const supplied = assets.get(node.id);
        // A supplied export is the source of truth, already drawn with its strokes; only a rebuilt vector needs the reach.
        const reach = supplied?.svg === undefined && !supplied?.png ? strokeReach(node) : 0;
        const svg =
          supplied?.svg ?? (supplied?.png ? undefined : rebuildSvg(node, warnings, reach));
        if (svg !== undefined || supplied?.png) {
          byNode.set(
            node.id,
            add(
              `node:${node.id}`,
              svg !== undefined ? 'vector' : 'image',
              assetName(node, names),
              node,
              { svg, png: supplied?.png },
            ),
          );
          if (reach > 0 && svg !== undefined) overflow.set(node.id, reach);
        }
      }
      for (const fill of node.style.fills) {
        if (fill.kind !== 'image' || byImage.has(fill.imageRef)) continue;
        const supplied = assets.get(fill.imageRef) ?? assets.get(node.id);
        if (supplied && (supplied.png || supplied.svg))
          byImage.set(
            fill.imageRef,
            add(`image:${fill.imageRef}`, 'image', node.name, node, supplied),
          );
      }
    }
  }
  return { assets: planned, byNode, byImage, overflow };
}

/** Names Figma gives layers by default: they say nothing about what an icon shows. */
const defaultName =
  /^(vector|shape|path|union|subtract|intersect|intersection|exclude|group|frame|combined shape|boolean|layer|icon|icons|ic|glyph|vector stroke|bounding box|container)(\s*\d+)?$/i;
/** Names that say where an icon sits in a component, not what it shows ("Leading icon", "Trailing icon"). */
const slotName =
  /^(leading|trailing|start|end|left|right|navigation|nav|action|primary|secondary|main|top|bottom)[\s_-]*(icon|icons|element|slot|image|glyph)(\s*\d+)?$/i;
/** Shape tools' default names count only with Figma's number ("Star 3"): a component called "Star" means it. */
const numberedDefault = /^(rectangle|ellipse|line|polygon|star|arrow|fill|stroke|outline)\s*\d+$/i;

/**
 * The name an asset is known by: the layer's own name unless it is a default one
 * ("Vector", "Union", "Ellipse 2"), else the nearest named ancestor (the
 * icon's component or frame); the last segment of a slash path
 * (`Icons/Navigation/arrow_back` → `arrow_back`), without a leading icon word.
 */
function assetName(node: IrNode, ancestors: string[]): string {
  const lastSegment = (n: string): string =>
    n
      .split('/')
      .map((p) => p.trim())
      .filter(Boolean)
      .pop() ?? '';
  const meaningful = (n: string): boolean =>
    Boolean(n) &&
    !defaultName.test(n) &&
    !numberedDefault.test(n) &&
    !slotName.test(n) &&
    /[A-Za-z0-9]/.test(n);
  // An icon instance's main component says what it shows (`Icons/arrow_back`) when its layer only says where it sits.
  const source = node.kind === 'asset' ? node.source : undefined;
  const component =
    source?.kind === 'instance' && !source.componentName.includes('=')
      ? source.componentName
      : undefined;
  const named = [node.name, ...(component ? [component] : []), ...[...ancestors].reverse()]
    .map(lastSegment)
    .find(meaningful);
  return (named ?? (lastSegment(node.name) || node.name)).replace(/^(icons?|ic)[\s_-]+/i, '');
}

/** Every node with the names of its ancestors (nearest last), in document order. */
function walkNamed(root: IrNode): { node: IrNode; names: string[] }[] {
  const out: { node: IrNode; names: string[] }[] = [];
  const stack: { node: IrNode; names: string[] }[] = [{ node: root, names: [] }];
  while (stack.length > 0) {
    const item = stack.pop() as { node: IrNode; names: string[] };
    out.push(item);
    const { node, names } = item;
    const next: IrNode[] = [...childrenOf(node)];
    if (node.kind === 'material') {
      if (node.icon) next.push(node.icon);
      if (node.trailingIcon) next.push(node.trailingIcon);
      for (const it of node.items) if (it.icon) next.push(it.icon);
    }
    const inner = [...names, node.name];
    for (let i = next.length - 1; i >= 0; i--)
      stack.push({ node: next[i] as IrNode, names: inner });
  }
  return out;
}
