import type { IrNode } from '../parse/ir.ts';

/** Children of a node, whatever its kind. */
export function childrenOf(node: IrNode): IrNode[] {
  if (node.kind === 'container' || node.kind === 'instance' || node.kind === 'material') return node.children;
  return [];
}

/** Rebuilds a tree bottom-up with `fn` applied to every node (children first). */
export function mapTree(node: IrNode, fn: (n: IrNode) => IrNode): IrNode {
  if (node.kind === 'container' || node.kind === 'instance' || node.kind === 'material') {
    const children = node.children.map((c) => mapTree(c, fn));
    return fn({ ...node, children } as IrNode);
  }
  return fn(node);
}

/** Depth-first, document order; a Material node's icons are visited too (they become drawables). */
export function* walk(node: IrNode): Generator<IrNode> {
  yield node;
  for (const c of childrenOf(node)) yield* walk(c);
  if (node.kind === 'material') {
    if (node.icon) yield* walk(node.icon);
    for (const item of node.items) if (item.icon) yield* walk(item.icon);
  }
}
