import type { ContainerNode, InstanceNode, IrNode } from '../parse/ir.ts';
import type { ComponentPlan } from './plan.ts';
import { mapTree, walk } from '../parse/walk.ts';

/** The key of the made-up component repeated frames become. */
const REPEATED_KEY = 'repeated:';

/** At least this many frames drawn alike under one parent make a repeated item. */
export const MIN_REPEATS = 3;

/** A frame this small (its own layer and fewer than this many below it) is not worth a function. */
const MIN_LAYERS = 3;

/**
 * What a layer draws and how it is laid out, without its ids, names and text content: the
 * same for frames a designer copied and then retyped (the rows of a list, the cards of a
 * grid). A root's own position is left out (each copy sits elsewhere); everything below keeps
 * its position relative to the copy, its size and its look.
 */
function signature(node: IrNode, memo: WeakMap<IrNode, string>, isRoot: boolean): string {
  const known = isRoot ? undefined : memo.get(node);
  if (known !== undefined) return known;
  const subject = isRoot
    ? { ...node, style: { ...node.style, box: { ...node.style.box, x: 0, y: 0 } } }
    : node;
  const own = JSON.stringify(subject, (key, value: unknown) => {
    if (key === 'children' || key === 'id' || key === 'name' || key === 'covers') return undefined;
    // A text's characters (a run's `text`): what each copy says is what it passes.
    if (key === 'text' && typeof value === 'string') return undefined;
    return value;
  });
  const children =
    'children' in node ? node.children.map((c) => signature(c, memo, false)).join(',') : '';
  const sig = `${own}[${children}]`;
  if (!isRoot) memo.set(node, sig);
  return sig;
}

/** Whether `node` and the layers below it number at least `n`: counts only until it knows. */
function hasLayers(node: IrNode, n: number): boolean {
  let seen = 0;
  const stack: IrNode[] = [node];
  while (stack.length > 0) {
    const next = stack.pop() as IrNode;
    if (++seen >= n) return true;
    if ('children' in next) stack.push(...next.children);
  }
  return false;
}

/** The name the copies share: "Order 1", "Order 2" → "Order"; else the first copy's. */
function sharedName(names: string[]): string {
  const first = names[0] ?? 'Item';
  let prefix = first;
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const trimmed = prefix.replace(/[\s\d#._-]+$/, '').trim();
  return trimmed.length > 0 ? trimmed : first;
}

/**
 * Which frames can stand for a function of their own: plain frames and groups of the design
 * (not components, which the component pass handles, nor layers of an instance, whose ids tie
 * them to it), holding what the component pass can compare, with nothing only a frame carries
 * (a prototype click, a scroll, modes of their own).
 */
function candidate(node: IrNode): node is ContainerNode {
  return (
    node.kind === 'container' &&
    !node.synthetic &&
    !node.hidden &&
    !node.id.startsWith('I') &&
    (node.figmaType === 'FRAME' || node.figmaType === 'GROUP') &&
    node.scroll === undefined &&
    !node.pressable &&
    node.explicitModes === undefined &&
    hasLayers(node, MIN_LAYERS)
  );
}

/**
 * Pass: frames drawn alike under one parent (at least MIN_REPEATS of them: the rows of a
 * list, the cards of a grid, copied in Figma rather than made instances of a component)
 * become instances of one made-up component, so the component pass writes one function for
 * them, with a parameter for each text the copies change, and the screen calls it once per
 * copy instead of repeating its whole body. Copies that differ in anything but their texts'
 * characters (a fill, an icon, a size) stay as they are.
 */
export function foldRepeatedFrames(screen: ContainerNode): ContainerNode {
  const memo = new WeakMap<IrNode, string>();
  // One key per look, so copies inside copies (the stars of each review) fold alike and
  // leave their parents alike too.
  const keys = new Map<string, string>();
  return mapTree(screen, (node) => {
    if (node.kind !== 'container' || node.children.length < MIN_REPEATS) return node;
    const groups = new Map<string, ContainerNode[]>();
    for (const child of node.children) {
      if (!candidate(child)) continue;
      const sig = signature(child, memo, true);
      const group = groups.get(sig);
      if (group) group.push(child);
      else groups.set(sig, [child]);
    }
    const folded = new Map<IrNode, InstanceNode>();
    for (const [sig, group] of groups) {
      if (group.length < MIN_REPEATS) continue;
      const first = group[0] as ContainerNode;
      let key = keys.get(sig);
      if (key === undefined) keys.set(sig, (key = `${REPEATED_KEY}${first.id}`));
      const name = sharedName(group.map((g) => g.name));
      for (const frame of group)
        folded.set(frame, {
          id: frame.id,
          name: frame.name,
          style: frame.style,
          refs: frame.refs,
          hidden: frame.hidden,
          covers: frame.covers,
          kind: 'instance',
          componentId: key,
          componentKey: key,
          componentName: name,
          variant: [],
          properties: [],
          children: frame.children,
          layout: frame.layout,
        });
    }
    if (folded.size === 0) return node;
    return { ...node, children: node.children.map((c) => folded.get(c) ?? c) };
  }) as ContainerNode;
}

/**
 * How many times each repeated-frame function's body is drawn: the calls of it in the
 * screens and in other bodies (a body drawn n times draws its own calls n times too).
 */
export function repeatedDrawCounts(
  screens: IrNode[],
  components: ComponentPlan[],
): Map<IrNode, number> {
  const calls = new Map<string, { key: string; from: string | undefined }[]>();
  const scan = (root: IrNode, from: string | undefined): void => {
    for (const n of walk(root))
      if (n.kind === 'call' && n.componentKey.startsWith(REPEATED_KEY)) {
        const list = calls.get(n.componentKey) ?? [];
        list.push({ key: n.componentKey, from });
        calls.set(n.componentKey, list);
      }
  };
  for (const s of screens) scan(s, undefined);
  for (const c of components) for (const v of c.variants) scan(v.root, c.key);
  const times = new Map<string, number>();
  const timesOf = (key: string | undefined, seen: Set<string>): number => {
    if (key === undefined) return 1;
    if (!key.startsWith(REPEATED_KEY) || seen.has(key)) return 1;
    const known = times.get(key);
    if (known !== undefined) return known;
    seen.add(key);
    const n = (calls.get(key) ?? []).reduce((sum, c) => sum + timesOf(c.from, seen), 0);
    times.set(key, Math.max(1, n));
    return Math.max(1, n);
  };
  const out = new Map<IrNode, number>();
  for (const c of components)
    if (c.key.startsWith(REPEATED_KEY)) {
      const n = timesOf(c.key, new Set());
      for (const v of c.variants) out.set(v.root, n);
    }
  return out;
}
