import type { WarningList } from '../warnings.ts';
import type { Words } from '../words.ts';
import type { ComponentInfo, StyleInfo } from './ir.ts';
import { arr, obj, str } from './json.ts';

/** Lookups shared while parsing one input: styles, components, variables. */
export class ParseContext {
  readonly styles = new Map<string, StyleInfo>();
  readonly components = new Map<string, ComponentInfo>();
  readonly componentSets = new Map<string, { key: string; name: string }>();
  readonly variables = new Map<string, string>();

  constructor(
    readonly warnings: WarningList,
    /** How warnings word what the output does with a feature (the target's). */
    readonly words: Words,
  ) {}

  /** Merges the `styles`, `components` and `componentSets` maps of a REST response. */
  addMaps(container: Record<string, unknown>): void {
    for (const [id, raw] of Object.entries(obj(container.styles) ?? {})) {
      const s = obj(raw);
      if (!s) continue;
      const type = ({ FILL: 'fill', TEXT: 'text', EFFECT: 'effect', GRID: 'grid' } as const)[str(s.styleType) as 'FILL'];
      if (type) this.styles.set(id, { name: str(s.name, id), type });
    }
    for (const [id, raw] of Object.entries(obj(container.componentSets) ?? {})) {
      const s = obj(raw);
      if (s) this.componentSets.set(id, { key: str(s.key, id), name: str(s.name, id) });
    }
    for (const [id, raw] of Object.entries(obj(container.components) ?? {})) {
      const c = obj(raw);
      if (!c) continue;
      const setId = str(c.componentSetId) || undefined;
      const set = setId ? this.componentSets.get(setId) : undefined;
      this.components.set(id, {
        key: str(c.key, id),
        name: str(c.name, id),
        setId,
        setKey: set?.key,
        setName: set?.name,
      });
    }
  }

  /** Reads a `/variables/local` response (`meta.variables`) when one was given. */
  addVariables(response: unknown): void {
    const meta = obj(obj(response)?.meta);
    for (const [id, raw] of Object.entries(obj(meta?.variables) ?? {})) {
      const v = obj(raw);
      if (v) this.variables.set(id, str(v.name, id));
    }
  }

  styleName(raw: Record<string, unknown>, kind: 'fill' | 'stroke' | 'text' | 'fills' | 'strokes'): string | undefined {
    const styles = obj(raw.styles);
    const id = str(styles?.[kind] ?? styles?.[`${kind}s`]);
    return id ? this.styles.get(id)?.name : undefined;
  }

  /** Names of the variables bound to each paint of `fills` (by index). */
  fillVariables(raw: Record<string, unknown>): (string | undefined)[] {
    const bound = obj(raw.boundVariables);
    return arr(bound?.fills).map((alias) => {
      const id = str(obj(alias)?.id);
      return id ? this.variables.get(id) : undefined;
    });
  }
}
