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

/** The children drawn one after another in one scope of `node`: a flow's (not those placed over it), or a Box's. */
function childrenInOneScope(node: IrNode): IrNode[] {
  if (node.kind !== 'container' && node.kind !== 'instance') return [];
  const layout = node.layout;
  // Wrapping flows and carousels give their children scopes a section cannot name simply.
  if (
    layout?.wrap ||
    (node.kind === 'container' && node.scroll === 'horizontal' && layout?.direction === 'row')
  )
    return [];
  return layout ? node.children.filter((c) => !c.style.absolute) : node.children;
}

/**
 * The parts of a screen drawn by functions of their own, so that no function
 * body draws more than `budget` layers: the children of an over-budget body
 * are cut into runs of consecutive siblings of at most `budget` layers, each
 * run one section (drawn in the parent's scope, in order); a child heavier
 * than the budget is a run of its own and is cut the same way inside. Screens
 * within the budget are left whole. Keyed by the id of each run's first layer.
 */
export function planSections(root: IrNode, budget = SECTION_BUDGET): Map<string, string[]> {
  const weight = new Map<IrNode, number>();
  const weigh = (n: IrNode): number => {
    const kids =
      n.kind === 'container' || n.kind === 'instance' || n.kind === 'material' ? n.children : [];
    const w = 1 + kids.reduce((sum, c) => sum + weigh(c), 0);
    weight.set(n, w);
    return w;
  };
  weigh(root);
  const runs = new Map<string, string[]>();
  const split = (body: IrNode): void => {
    if ((weight.get(body) ?? 0) <= budget) return;
    let run: IrNode[] = [];
    let size = 0;
    const close = (): void => {
      if (run.length > 0)
        runs.set(
          (run[0] as IrNode).id,
          run.map((n) => n.id),
        );
      run = [];
      size = 0;
    };
    for (const child of childrenInOneScope(body)) {
      const w = weight.get(child) ?? 0;
      if (w > budget) {
        close();
        run = [child];
        close();
        split(child);
        continue;
      }
      if (size + w > budget) close();
      run.push(child);
      size += w;
    }
    close();
  };
  split(root);
  return runs;
}

/** The screen's sections as they are written: each a private composable with the scope of the parent it is drawn in, and the screen's state passed through. */
export class Sections {
  readonly writers: CodeWriter[] = [];
  private count = 0;

  constructor(
    readonly runs: Map<string, string[]>,
    private readonly nameFor: (first: IrNode, index: number) => string,
    private readonly params: HoistedParam[],
  ) {}

  /**
   * Draws the run of siblings starting at `children[i]`, when one starts
   * there and the parent's scope allows, as a call of its own section
   * function; returns how many children it drew (0: none, draw `children[i]` as usual).
   */
  /** Whether a section function starts at this child (`take` draws it there). */
  startsAt(child: IrNode): boolean {
    return this.runs.has(child.id);
  }

  take(
    w: CodeWriter,
    file: FileContext,
    children: IrNode[],
    i: number,
    parentKind: string,
    draw: (writer: CodeWriter, child: IrNode) => void,
  ): number {
    const first = children[i] as IrNode;
    const ids = this.runs.get(first.id);
    if (!ids || !(parentKind in receivers)) return 0;
    const members = children.slice(i, i + ids.length);
    if (members.length !== ids.length || members.some((m, k) => m.id !== ids[k])) return 0;
    const receiver = receivers[parentKind as keyof typeof receivers];
    file.use(`${pkg.layout}.${receiver}`);
    const name = this.nameFor(first, ++this.count);
    w.line(
      call(
        name,
        this.params.map((p) => ({ name: p.name, value: p.name })),
        w.indent.length,
      ),
    );
    const section = new CodeWriter();
    this.writers.push(section);
    const signature = this.params.map((p) => p.declaration.replace(/ = [\s\S]*$/, ''));
    section.line('@Composable');
    const head =
      signature.length === 0
        ? `private fun ${receiver}.${name}()`
        : `private fun ${receiver}.${name}(\n${signature.map((p) => `    ${p},`).join('\n')}\n)`;
    section.block(head, () => {
      for (const m of members) draw(section, m);
    });
    return members.length;
  }
}
