/**
 * How generated Kotlin lays its layers out, read from the source with the
 * tree-sitter Kotlin grammar (no knowledge of the emitter): every composable
 * called directly in the content of a `Box`, `Row`, `Column`, `FlowRow`,
 * `FlowColumn` or a lazy list's item is a laid-out child (a `Spacer` draws
 * nothing and is not counted). A child is pinned when its place is a
 * coordinate from the parent's top-left corner: an `offset`, or, in a `Box`,
 * a `padding(start = …)`/`padding(top = …)` with no alignment to another
 * edge. A child aligned by its constraints (`align(Alignment.TopEnd)` and the
 * padding to that edge) is not pinned; `placed` counts every `Box` child
 * positioned by padding or offset at all, aligned or not.
 */
import type { Node } from 'web-tree-sitter';
import { kotlinParser } from '../test/support/kotlin-parser.ts';

export interface LayoutCount {
  /** Laid-out children (Spacers left out). */
  children: number;
  /** Children placed by a coordinate from the top-left corner. */
  pinned: number;
  /** Box children positioned by padding or offset, aligned to an edge or not. */
  placed: number;
}

const containers = new Set([
  'Box',
  'Row',
  'Column',
  'FlowRow',
  'FlowColumn',
  'item',
  'items',
  'itemsIndexed',
]);
const placementCalls = new Set(['align', 'padding', 'offset']);

/** The name of a call (`Box` in `Box(...) { }`) and its trailing lambda, if any. */
function callParts(call: Node): {
  name: string | undefined;
  lambda: Node | undefined;
  args: Node | undefined;
} {
  let head: Node | null = call;
  let lambda: Node | undefined;
  let args: Node | undefined;
  while (head && head.type === 'call_expression') {
    for (const c of head.namedChildren) {
      if (c?.type === 'annotated_lambda')
        lambda ??= c.namedChildren.find((n) => n?.type === 'lambda_literal') ?? undefined;
      if (c?.type === 'value_arguments') args ??= c;
    }
    head = head.namedChildren[0] ?? null;
  }
  return { name: head?.type === 'identifier' ? head.text : undefined, lambda, args };
}

/** Calls made directly in a lambda's body, looking through `if`, `when` and `else` blocks. */
function childCalls(body: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node): void => {
    for (const c of n.namedChildren) {
      if (!c) continue;
      if (c.type === 'call_expression') out.push(c);
      else if (
        [
          'if_expression',
          'when_expression',
          'when_entry',
          'block',
          'control_structure_body',
          'statements',
          'else',
        ].includes(c.type)
      )
        visit(c);
    }
  };
  visit(body);
  return out;
}

/** The calls of a modifier chain in order (`Modifier.a().b()` → `[a(), b()]`), as [name, argument text]. */
function chainCalls(expr: Node): [string, string][] {
  const out: [string, string][] = [];
  let n: Node | null = expr;
  while (n && n.type === 'call_expression') {
    const callee: Node | null | undefined = n.namedChildren[0];
    const args = n.namedChildren.find((c) => c?.type === 'value_arguments');
    if (callee?.type !== 'navigation_expression') break;
    const name = callee.namedChildren[callee.namedChildren.length - 1];
    out.unshift([name?.text ?? '', args?.text ?? '']);
    n = callee.namedChildren[0] ?? null;
  }
  return out;
}

function modifierOf(args: Node | undefined): Node | undefined {
  for (const a of args?.namedChildren ?? []) {
    if (a?.type !== 'value_argument') continue;
    const [first, second] = a.namedChildren;
    if (first?.type === 'identifier' && first.text === 'modifier' && second) return second;
  }
  return undefined;
}

/** Counts the laid-out and pinned children of one Kotlin source file. */
export async function countLayout(source: string): Promise<LayoutCount> {
  const parser = await kotlinParser();
  const tree = parser.parse(source);
  const count: LayoutCount = { children: 0, pinned: 0, placed: 0 };
  if (!tree) return count;
  const visit = (n: Node): void => {
    if (n.type === 'call_expression') {
      const { name, lambda } = callParts(n);
      if (name && containers.has(name) && lambda) {
        for (const child of childCalls(lambda)) {
          const parts = callParts(child);
          if (!parts.name || parts.name === 'Spacer' || /^[a-z]/.test(parts.name)) continue;
          count.children++;
          const mod = modifierOf(parts.args);
          const calls = mod ? chainCalls(mod) : [];
          const lead: [string, string][] = [];
          for (const c of calls) {
            if (!placementCalls.has(c[0])) break;
            lead.push(c);
          }
          const offset = lead.some(([c]) => c === 'offset');
          const padded = lead.some(([c]) => c === 'padding');
          const cornerPadded = lead.some(
            ([c, a]) => c === 'padding' && /\b(start|top)\s*=/.test(a),
          );
          const aligned = lead.some(([c, a]) => c === 'align' && !/TopStart/.test(a));
          if (offset || (name === 'Box' && cornerPadded && !aligned)) count.pinned++;
          if (name === 'Box' && (offset || padded)) count.placed++;
        }
      }
    }
    for (const c of n.namedChildren) if (c) visit(c);
  };
  visit(tree.rootNode);
  tree.delete();
  return count;
}
