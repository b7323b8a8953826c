import type { IrNode, LayerRef } from './ir.ts';

/** Children of a node, whatever its kind. */
export function childrenOf(node: IrNode): IrNode[] {
  if (node.kind === 'container' || node.kind === 'instance' || node.kind === 'material')
    return node.children;
  return [];
}

/**
 * Rebuilds a tree bottom-up with `fn` applied to every node (children first). A node whose
 * children all come back as they were is handed to `fn` as it is, not copied (the IR is never
 * changed in place, and most passes change few nodes).
 */
export function mapTree(node: IrNode, fn: (n: IrNode) => IrNode): IrNode {
  if (node.kind === 'container' || node.kind === 'instance' || node.kind === 'material') {
    let children: IrNode[] | undefined;
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i] as IrNode;
      const mapped = mapTree(child, fn);
      if (mapped !== child) (children ??= node.children.slice(0, i)).push(mapped);
      else children?.push(child);
    }
    return fn(children ? ({ ...node, children } as IrNode) : node);
  }
  return fn(node);
}

/** Pushes what a node holds, last first, so that it comes off the stack in order: its children, then a Material node's icons. */
function pushBelow(stack: IrNode[], node: IrNode): void {
  if (node.kind === 'material') {
    for (let i = node.items.length - 1; i >= 0; i--) {
      const icon = node.items[i]?.icon;
      if (icon) stack.push(icon);
    }
    if (node.trailingIcon) stack.push(node.trailingIcon);
    if (node.icon) stack.push(node.icon);
  }
  const children = childrenOf(node);
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as IrNode);
}

/** Depth-first, document order; a Material node's icons are visited too (they become drawables). */
export function walk(root: IrNode): IrNode[] {
  const out: IrNode[] = [];
  const stack: IrNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as IrNode;
    out.push(node);
    pushBelow(stack, node);
  }
  return out;
}

/**
 * Visits the nodes `walk` lists, in its order, until `visit` returns false;
 * true when it visited them all. Stops at the first refusal without listing
 * the rest of the tree first.
 */
export function everyNode(root: IrNode, visit: (n: IrNode) => boolean): boolean {
  const stack: IrNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as IrNode;
    if (!visit(node)) return false;
    pushBelow(stack, node);
  }
  return true;
}

/**
 * The layers of the design below `root` that a node drawing all of it as one
 * (an image, a widget) stands for: every visible descendant (a hidden layer
 * hides its subtree) with what it covers already, once each, in document
 * order; layers a pass made up are not the design's and are left out, and so
 * is `root`'s own id (an icon instance holds a drawing with its id).
 */
export function layersBelow(root: IrNode): LayerRef[] {
  const seen = new Set([root.id]);
  const out: LayerRef[] = [];
  const add = (l: LayerRef): void => {
    if (seen.has(l.id)) return;
    seen.add(l.id);
    out.push({ id: l.id, name: l.name });
  };
  const visit = (n: IrNode): void => {
    if (n !== root) {
      if (n.hidden) return;
      if (!n.synthetic) add(n);
      n.covers?.forEach(add);
    }
    childrenOf(n).forEach(visit);
  };
  visit(root);
  return out;
}
