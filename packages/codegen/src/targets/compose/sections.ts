import type { IrNode } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { CodeWriter, call } from './kotlin.ts';
import type { HoistedParam } from './state.ts';

/**
 * Layers one function body may draw. `Box`, `Row` and `Column` are inline,
 * so a screen is one JVM method however deep it nests, and the JVM refuses
 * methods over 64 KB ("Method too large"); a drawn layer costs a few hundred
 * bytes of it, so a body stays far below the limit at this many.
 */
export const SECTION_BUDGET = 150;

/** Scopes a section can be called from, by the kind of parent it is drawn in. */
const receivers = { box: 'BoxScope', row: 'RowScope', column: 'ColumnScope' } as const;

function childrenDrawnInScope(node: IrNode): IrNode[] {
  if (node.kind !== 'container' && node.kind !== 'instance') return [];
  const layout = node.layout;
  // Wrapping flows and carousels give their children scopes a section cannot name simply.
  if (layout?.wrap || (node.kind === 'container' && node.scroll === 'horizontal' && layout?.direction === 'row')) return node.children.filter((c) => c.style.absolute);
  return node.children;
}

/**
 * The layers of a screen drawn by functions of their own so that no
 * function body draws more than `budget` layers: the heaviest subtree left in
 * a body is moved out first, and a moved subtree is split the same way.
 * Small screens are left whole.
 */
export function planSections(root: IrNode, budget = SECTION_BUDGET): Set<string> {
  const weight = new Map<IrNode, number>();
  const weigh = (n: IrNode): number => {
    const kids = n.kind === 'container' || n.kind === 'instance' || n.kind === 'material' ? n.children : [];
    const w = 1 + kids.reduce((sum, c) => sum + weigh(c), 0);
    weight.set(n, w);
    return w;
  };
  weigh(root);
  const out = new Set<string>();
  const heaviest = (body: IrNode): IrNode | undefined => {
    let best: IrNode | undefined;
    const visit = (n: IrNode): void => {
      for (const c of childrenDrawnInScope(n)) {
        if (out.has(c.id)) continue;
        if (!best || (weight.get(c) ?? 0) > (weight.get(best) ?? 0)) best = c;
        visit(c);
      }
    };
    visit(body);
    return best;
  };
  const split = (body: IrNode): void => {
    let left = weight.get(body) ?? 0;
    while (left > budget) {
      const part = heaviest(body);
      if (!part) return;
      out.add(part.id);
      left -= weight.get(part) ?? 0;
      split(part);
    }
  };
  split(root);
  return out;
}

/** The screen's sections as they are written: each a private composable with the scope of the parent it is drawn in, and the screen's state passed through. */
export class Sections {
  readonly writers: CodeWriter[] = [];

  constructor(
    readonly ids: Set<string>,
    private readonly nameFor: (node: IrNode) => string,
    private readonly params: HoistedParam[],
  ) {}

  /** Draws `node` as a call of its own section function when it is one and its parent's scope allows; false otherwise. */
  take(w: CodeWriter, file: FileContext, node: IrNode, parentKind: string, body: (writer: CodeWriter) => void): boolean {
    if (!this.ids.has(node.id) || !(parentKind in receivers)) return false;
    const receiver = receivers[parentKind as keyof typeof receivers];
    file.use(`${pkg.layout}.${receiver}`);
    const name = this.nameFor(node);
    w.line(call(name, this.params.map((p) => ({ name: p.name, value: p.name })), w.indent.length));
    const section = new CodeWriter();
    this.writers.push(section);
    const signature = this.params.map((p) => p.declaration.replace(/ = [\s\S]*$/, ''));
    section.line('@Composable');
    const head = signature.length === 0 ? `private fun ${receiver}.${name}()` : `private fun ${receiver}.${name}(\n${signature.map((p) => `    ${p},`).join('\n')}\n)`;
    section.block(head, () => body(section));
    return true;
  }
}
