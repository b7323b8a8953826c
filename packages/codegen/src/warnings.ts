/** What could not be mapped faithfully, reported next to the generated files. */
export type WarningCode =
  | 'unsupported-node'
  | 'missing-asset'
  | 'approximated'
  | 'blend-mode'
  | 'blur-api-31'
  | 'inner-shadow'
  | 'dashed-stroke'
  | 'font-family'
  | 'text-case'
  | 'image-tile'
  | 'negative-spacing'
  | 'gradient'
  | 'grid-layout'
  | 'component';

export interface Warning {
  nodeId: string;
  nodeName: string;
  code: WarningCode;
  message: string;
}

/** Collects warnings once per (node, code, message) so repeated passes stay quiet. */
export class WarningList {
  private readonly seen = new Set<string>();
  readonly items: Warning[] = [];

  add(node: { id: string; name: string }, code: WarningCode, message: string): void {
    const key = `${node.id}\u0000${code}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push({ nodeId: node.id, nodeName: node.name, code, message });
  }

  /** Stable order for output: by node id (numerically per segment), then code, then message. */
  sorted(): Warning[] {
    return [...this.items].sort(
      (a, b) => compareNodeIds(a.nodeId, b.nodeId) || byCodeUnits(a.code, b.code) || byCodeUnits(a.message, b.message),
    );
  }
}

/** Locale-independent string order, so output is the same on every machine. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareNodeIds(a: string, b: string): number {
  const pa = a.split(/[:;]/);
  const pb = b.split(/[:;]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isFinite(nx) && Number.isFinite(ny) && nx !== ny) return nx - ny;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
