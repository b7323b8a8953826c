import type { ContainerNode, InstanceNode, IrNode } from '../parse/ir.ts';
import type { ComponentPlan } from './plan.ts';
import { mapTree, walk } from '../parse/walk.ts';
import { JsonTokens, mix, sameJson } from './same-json.ts';
import { paintable, withFillsOf } from './overrides.ts';

/** The key of the made-up component repeated frames become. */
const REPEATED_KEY = 'repeated:';

/** At least this many frames drawn alike under one parent make a repeated item. */
export const MIN_REPEATS = 3;

/** A frame this small (its own layer and fewer than this many below it) is not worth a function. */
const MIN_LAYERS = 3;

/**
 * Whether a key of an object counts for a frame's look: not one no copy shares with another
 * (its children, compared on their own, its id, name and the layers it covers) nor a text's
 * characters (a run's `text`: what each copy says is what it passes), at every depth.
 */
function counts(key: string, value: unknown): boolean {
  switch (key) {
    case 'children':
    case 'id':
    case 'name':
    case 'covers':
      return false;
    case 'text':
      return typeof value !== 'string';
    default:
      return true;
  }
}

const sameLook = (a: unknown, b: unknown): boolean => sameJson(a, b, counts);

/**
 * A layer and everything below it alike (each keeps its position relative to its parent),
 * but for the colour of shapes and frames painted one solid colour: the copies' function takes
 * it as a parameter (see `paintable`).
 */
function sameTree(a: IrNode, b: IrNode): boolean {
  const painted = paintable(a) && paintable(b) ? withFillsOf(a, b) : a;
  if (!sameLook(painted, b)) return false;
  const ca = 'children' in a ? a.children : [];
  const cb = 'children' in b ? b.children : [];
  return ca.length === cb.length && ca.every((c, i) => sameTree(c, cb[i] as IrNode));
}

/**
 * Writes what `sameTree` compares of a layer and everything below it: whether a parameter can
 * carry its colour, its look (without that colour), then its children's. Two layers written
 * alike are alike for `sameTree`.
 */
function writeTree(node: IrNode, tokens: JsonTokens): JsonTokens {
  const passed = paintable(node) !== undefined;
  tokens.write(passed);
  tokens.write(passed ? { ...node, style: { ...node.style, fills: [] } } : node);
  const children = 'children' in node ? node.children : [];
  tokens.write(children.length);
  for (const child of children) writeTree(child, tokens);
  return tokens;
}

/** A copy with its own position left out: each copy sits elsewhere. */
const atOrigin = (node: ContainerNode): ContainerNode => ({
  ...node,
  style: { ...node.style, box: { ...node.style.box, x: 0, y: 0 } },
});

/**
 * Frames sorted into looks: two frames share a look when they draw the same and are laid out
 * the same, without their ids, names and text content (frames a designer copied and then
 * retyped: the rows of a list, the cards of a grid). Everything below a frame keeps its
 * position relative to the frame, its size and its look.
 */
class Looks {
  /**
   * Frames that stand for a look, by their hash (see `hash`), with the frame written out once
   * another frame is compared with it (see `writeTree`).
   */
  private readonly known = new Map<
    number,
    { frame: ContainerNode; look: number; tokens?: JsonTokens }[]
  >();
  private readonly hashes = new WeakMap<IrNode, number>();
  private count = 0;

  /**
   * A hash of what tells layers apart most often (kind, size, paint, text styles, how many
   * children), of a layer and everything below it: layers alike hash alike, so only frames of
   * equal hashes are compared, and most copies that differ in a colour are told apart without it.
   */
  private hash(node: IrNode): number {
    let h = this.hashes.get(node);
    if (h === undefined) {
      const { style } = node;
      h = mix(
        mix(mix(node.kind.length, style.box.width * 64), style.box.height * 64),
        style.fills.length,
      );
      // A colour a parameter can carry does not tell copies apart (see `sameTree`).
      const passed = paintable(node) !== undefined;
      for (const fill of style.fills)
        if (fill.kind === 'solid' && !passed)
          h = mix(
            mix(mix(mix(h, fill.color.r * 255), fill.color.g * 255), fill.color.b * 255),
            fill.color.a * 255,
          );
      if (node.kind === 'text')
        for (const run of node.runs) h = mix(mix(h, run.style.fontSize * 64), run.style.fontWeight);
      const children = 'children' in node ? node.children : [];
      h = mix(h, children.length);
      for (const child of children) h = mix(h, this.hash(child));
      this.hashes.set(node, h);
    }
    return h;
  }

  of(frame: ContainerNode): number {
    const key = this.hash(frame);
    const bucket = this.known.get(key) ?? [];
    if (bucket.length === 0) this.known.set(key, bucket);
    const placed = atOrigin(frame);
    for (const seen of bucket) {
      seen.tokens ??= writeTree(seen.frame, new JsonTokens(counts));
      // Written alike is alike; written otherwise may still be alike (keys in another order).
      if (writeTree(placed, seen.tokens.startMatch()).matched() || sameTree(placed, seen.frame))
        return seen.look;
    }
    bucket.push({ frame: placed, look: this.count });
    return this.count++;
  }
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
 * characters and the colours of shapes and frames painted one solid colour (an image, an icon,
 * a size, a text's colour) stay as they are.
 */
export function foldRepeatedFrames(screen: ContainerNode): ContainerNode {
  const looks = new Looks();
  // One key per look, so copies inside copies (the stars of each review) fold alike and
  // leave their parents alike too.
  const keys = new Map<number, string>();
  return mapTree(screen, (node) => {
    if (node.kind !== 'container' || node.children.length < MIN_REPEATS) return node;
    const groups = new Map<number, ContainerNode[]>();
    for (const child of node.children) {
      if (!candidate(child)) continue;
      const sig = looks.of(child);
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
