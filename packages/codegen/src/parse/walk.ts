import type { IrNode } from './ir.ts';

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
export function walk(root: IrNode): IrNode[] {
  const out: IrNode[] = [];
  const stack: IrNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as IrNode;
    out.push(node);
    const next: IrNode[] = [...childrenOf(node)];
    if (node.kind === 'material') {
      if (node.icon) next.push(node.icon);
      for (const item of node.items) if (item.icon) next.push(item.icon);
    }
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as IrNode);
  }
  return out;
}
