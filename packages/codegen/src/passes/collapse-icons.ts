import type { AssetNode, IrNode } from '../parse/ir.ts';
import { isMaterialWidget } from './material.ts';
import { childrenOf, mapTree, walk } from '../parse/walk.ts';

export type AssetSource = { svg?: string | undefined; png?: Uint8Array | undefined };

const iconName = /(^|[\s/_-])(icon|ic|glyph|logo|illustration)([\s/_-]|$)|^icons?\b/i;

/** True when a subtree is drawing only (vectors and shapes, no text, no nested layout of content). */
function isDrawing(node: IrNode): boolean {
  let vectors = 0;
  for (const n of walk(node)) {
    if (n === node) continue;
    if (n.kind === 'text' || n.kind === 'material' || n.kind === 'call') return false;
    if (n.kind === 'asset') vectors++;
    if (n.kind === 'shape' && n.style.fills.some((f) => f.kind === 'image')) return false;
  }
  return vectors > 0;
}

/**
 * Pass: frames and instances that are icons (an export was supplied for
 * them, or they are named as icons and hold only vectors) become one drawable
 * instead of a pile of shapes. Instances keep their identity so they can
 * still be components (and instance-swap values); their content becomes the
 * single drawable.
 */
export function collapseIcons(root: IrNode, assets: Map<string, AssetSource>): IrNode {
  return mapTree(root, (node) => {
    if (node.kind !== 'container' && node.kind !== 'instance') return node;
    const exported = assets.has(node.id);
    if (!exported && !(iconName.test(node.name) && isDrawing(node))) return node;
    // "Icon button" is a Material widget holding an icon, not an icon.
    if (isMaterialWidget(node)) return node;
    if (childrenOf(node).length === 0 && !exported) return node;
    const asset: AssetNode = {
      id: node.id,
      name: node.name,
      refs: {},
      hidden: false,
      kind: 'asset',
      figmaType: node.kind === 'instance' ? 'INSTANCE' : 'FRAME',
      geometry: [],
      style: {
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
    if (node.kind === 'instance') return { ...node, layout: undefined, children: [{ ...asset, source: node }] };
    return { ...asset, source: node, refs: node.refs, hidden: node.hidden, style: { ...node.style, fills: [], stroke: undefined, effects: [] } };
  });
}
