import type { AssetNode, IrNode } from '../parse/ir.ts';
import { isMaterialWidget } from './material.ts';
import { everyNode, layersBelow } from '../parse/walk.ts';
import { outlinable } from './shape-paths.ts';

export type AssetSource = { svg?: string | undefined; png?: Uint8Array | undefined };

const iconName = /(^|[\s/_-])(icon|ic|glyph|logo|illustration)([\s/_-]|$)|^icons?\b/i;

/** True when a subtree is drawing only (vectors and shapes, no text, no nested layout of content). */
function isDrawing(node: IrNode): boolean {
  let vectors = 0;
  const drawingOnly = everyNode(node, (n) => {
    if (n === node) return true;
    if (n.kind === 'text' || n.kind === 'material' || n.kind === 'call') return false;
    if (n.kind === 'asset') vectors++;
    return !(n.kind === 'shape' && n.style.fills.some((f) => f.kind === 'image'));
  });
  return drawingOnly && vectors > 0;
}

const plainBlend = (mode: string): boolean => mode === 'PASS_THROUGH' || mode === 'NORMAL';

/** A drawing of plain shapes only (no vector layer) counts as artwork when it is icon-sized and has this many layers (dot grids, handles), not an avatar with a badge. */
const SHAPES_ONLY_MAX = 32;
const SHAPES_ONLY_LAYERS = 3;
/** So many drawing layers and nothing else is artwork at any size (a poster, a pattern), and a screen made only of them is one drawing. */
const MANY_LAYERS = 16;

/**
 * Icon artwork: every visible layer below `node` is a vector with path
 * geometry or a plain rectangle, ellipse or line painted with solid colours
 * and strokes a path can outline (dashes only on square-cornered rectangles),
 * or a vector saved without path geometry (then the whole drawing is one
 * placeholder to export, not a pile of placed ones), nothing is a component, and the frame itself paints at most a solid fill.
 * Such a subtree can be rebuilt exactly as one VectorDrawable (each layer
 * keeps its own fill and stroke, offset, rotation and mirroring), so none of
 * its layers needs to be
 * placed by the layout. Overlapping layers are the norm in artwork, which is
 * why this is checked before layout inference.
 */
export function isArtwork(node: IrNode): boolean {
  return artworkLayers(node) > 0;
}

/** The number of drawing layers of artwork (see `isArtwork`), 0 when `node` is not artwork. */
function artworkLayers(node: IrNode): number {
  if (node.kind !== 'container' && node.kind !== 'instance') return 0;
  const own = node.style;
  if (
    node.layout ||
    own.stroke ||
    own.effects.length > 0 ||
    own.fills.some((f) => f.kind !== 'solid') ||
    !plainBlend(own.blendMode)
  )
    return 0;
  let vectors = 0;
  let leaves = 0;
  const plain = everyNode(node, (n) => {
    if (n === node) return true;
    // A component defined or used inside stays a component (a sheet of icons is no icon).
    if (
      n.kind === 'instance' ||
      (n.kind === 'container' && (n.figmaType === 'COMPONENT' || n.figmaType === 'COMPONENT_SET'))
    )
      return false;
    if (n.hidden || n.refs.visible || n.refs.swap || n.refs.text) return false;
    if (n.style.effects.length > 0 || !plainBlend(n.style.blendMode)) return false;
    if (
      n.style.fills.some((f) => f.kind === 'image') ||
      n.style.stroke?.fills.some((f) => f.kind === 'image')
    )
      return false;
    switch (n.kind) {
      case 'container':
        // Groups inside artwork only position their layers; a frame that paints would need its own path.
        if (n.style.fills.length > 0 || n.style.stroke) return false;
        break;
      case 'asset':
        // Saved without path geometry: artwork all the same, drawn as one placeholder to export (the asset pass draws no part of it).
        vectors++;
        leaves++;
        break;
      case 'shape':
        if (!outlinable(n)) return false;
        leaves++;
        break;
      default:
        return false;
    }
    return true;
  });
  if (!plain) return 0;
  const enough =
    vectors > 0 ||
    leaves >= MANY_LAYERS ||
    (leaves >= SHAPES_ONLY_LAYERS && Math.max(own.box.width, own.box.height) <= SHAPES_ONLY_MAX);
  // Checked last, for candidates only: a drawable's viewport cuts what lies outside the frame, which Figma shows unless the frame clips.
  return enough && (own.clip || insideOf(node)) ? leaves : 0;
}

/** The box a layer covers in its parent once rotated about its centre. */
function coveredBox(n: IrNode): { x: number; y: number; width: number; height: number } {
  const { x, y, width, height } = n.style.box;
  if (n.style.rotation === 0) return n.style.box;
  const a = (n.style.rotation * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(a)) + Math.abs(height * Math.sin(a));
  const h = Math.abs(width * Math.sin(a)) + Math.abs(height * Math.cos(a));
  return { x: x + width / 2 - w / 2, y: y + height / 2 - h / 2, width: w, height: h };
}

/** True when every layer below `root` is drawn within its box (a drawable's viewport cuts the rest, which Figma shows unless the frame clips). */
function insideOf(root: IrNode & { kind: 'container' | 'instance' }): boolean {
  const slack = 1;
  const { width, height } = root.style.box;
  const check = (n: IrNode, ox: number, oy: number): boolean => {
    const b = coveredBox(n);
    const x = ox + b.x;
    const y = oy + b.y;
    if (x < -slack || y < -slack || x + b.width > width + slack || y + b.height > height + slack)
      return false;
    if ((n.kind === 'container' || n.kind === 'instance') && !n.style.clip)
      return n.children.every((c) => check(c, ox + n.style.box.x, oy + n.style.box.y));
    return true;
  };
  return root.children.every((c) => check(c, 0, 0));
}

function toAsset(
  node: IrNode & { kind: 'container' | 'instance' },
  place: 'own' | 'inside',
): AssetNode {
  return {
    id: node.id,
    name: node.name,
    refs: place === 'own' ? node.refs : {},
    hidden: place === 'own' ? node.hidden : false,
    kind: 'asset',
    figmaType: node.kind === 'instance' ? 'INSTANCE' : 'FRAME',
    geometry: [],
    source: node,
    covers: layersBelow(node),
    style:
      place === 'own'
        ? { ...node.style, fills: [], stroke: undefined, effects: [] }
        : {
            ...node.style,
            box: { x: 0, y: 0, width: node.style.box.width, height: node.style.box.height },
            fills: [],
            stroke: undefined,
            effects: [],
            rotation: 0,
            opacity: 1,
            absolute: false,
            width: 'fixed',
            height: 'fixed',
          },
  };
}

/**
 * Pass: frames and instances that are icons become one drawable instead of a
 * pile of placed shapes: those an export was supplied for, those named as
 * icons that hold only vectors, and any frame or group whose layers are all
 * artwork (`isArtwork`). The outermost such frame wins, so its drawable holds
 * every layer below it. A frame's own solid fill is drawn in the drawable; an
 * instance keeps its identity (it can still be a component call or an
 * instance-swap value), its own look, and holds the single drawable; so does
 * a screen (`root` says what the tree is), which is one drawing only when it
 * holds nothing but many drawing layers.
 */
export function collapseIcons(
  tree: IrNode,
  assets: Map<string, AssetSource>,
  root: 'screen' | 'component' = 'component',
): IrNode {
  const visit = (node: IrNode): IrNode => {
    if (node.kind !== 'container' && node.kind !== 'instance') return node;
    const exported = assets.has(node.id);
    const layers = node.children.length > 0 ? artworkLayers(node) : 0;
    // A screen is one drawing only when all of it is drawing, with many layers (a poster), not a frame holding a few icons.
    const screen = node === tree && root === 'screen';
    const artwork = screen ? layers >= MANY_LAYERS : layers > 0;
    const icon =
      exported ||
      (node.children.length > 0 && ((iconName.test(node.name) && isDrawing(node)) || artwork));
    // "Icon button" is a Material widget holding an icon, not an icon.
    if (!icon || isMaterialWidget(node))
      return { ...node, children: node.children.map(visit) } as IrNode;
    if (node.kind === 'instance' || screen) {
      return {
        ...node,
        layout: undefined,
        children: [toAsset({ ...node, style: { ...node.style, fills: [] } }, 'inside')],
      };
    }
    return toAsset(node, 'own');
  };
  return visit(tree);
}
