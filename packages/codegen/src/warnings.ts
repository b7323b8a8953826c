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
  | 'variable'
  | 'component'
  /** A prototype link that is not wired: its destination is outside the flow, or its layer is drawn inside a component. */
  | 'prototype-link'
  /** A prototype action the flow does not generate (change to, set variable, close on a screen that is no overlay). */
  | 'prototype-action'
  /** An overlay drawn otherwise than the prototype places it. */
  | 'overlay'
  /** A library the generated code needs in the app's build. */
  | 'dependency';

export interface Warning {
  /** The first layer (in document order) the warning is about. */
  nodeId: string;
  nodeName: string;
  code: WarningCode;
  message: string;
  /** How many layers share this cause (1 when only this one). */
  count: number;
  /** Every layer with this cause, `nodeId` first. */
  nodeIds: string[];
}

/** Collects warnings once per (node, code, message) so repeated passes stay quiet. */
export class WarningList {
  private readonly seen = new Set<string>();
  readonly items: Omit<Warning, 'count' | 'nodeIds'>[] = [];

  add(node: { id: string; name: string }, code: WarningCode, message: string): void {
    const key = `${node.id}\u0000${code}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push({ nodeId: node.id, nodeName: node.name, code, message });
  }

  /**
   * One warning per cause: layers with the same code and message (a font
   * family used by 300 texts) are one warning naming the first layer, with
   * the count and every layer id. Stable order: by first node id
   * (numerically per segment), then code, then message.
   */
  sorted(): Warning[] {
    // Each id split once, not at every comparison of the sort.
    const parts = new Map<string, IdPart[]>();
    const partsOf = (id: string): IdPart[] => {
      let p = parts.get(id);
      if (!p) parts.set(id, (p = idParts(id)));
      return p;
    };
    const byNode = (
      a: { nodeId: string; code: string; message: string },
      b: { nodeId: string; code: string; message: string },
    ): number =>
      compareIdParts(partsOf(a.nodeId), partsOf(b.nodeId)) ||
      byCodeUnits(a.code, b.code) ||
      byCodeUnits(a.message, b.message);
    const groups = new Map<string, Warning>();
    for (const w of [...this.items].sort(byNode)) {
      const key = `${w.code}\u0000${w.message}`;
      const g = groups.get(key);
      if (g) {
        g.count++;
        g.nodeIds.push(w.nodeId);
      } else groups.set(key, { ...w, count: 1, nodeIds: [w.nodeId] });
    }
    return [...groups.values()].sort(byNode);
  }
}

/** Locale-independent string order, so output is the same on every machine. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A segment of a node id (`12:34;5:6`), with its number when it is one. */
type IdPart = { text: string; value: number };

function idParts(id: string): IdPart[] {
  return id.split(/[:;]/).map((text) => ({ text, value: Number(text) }));
}

function compareIdParts(pa: IdPart[], pb: IdPart[]): number {
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = x.value;
    const ny = y.value;
    if (Number.isFinite(nx) && Number.isFinite(ny) && nx !== ny) return nx - ny;
    if (x.text !== y.text) return x.text < y.text ? -1 : 1;
  }
  return 0;
}

/** Node ids in document order: numerically per segment, then by code units. */
export function compareNodeIds(a: string, b: string): number {
  return compareIdParts(idParts(a), idParts(b));
}
