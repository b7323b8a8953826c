import type { WarningList } from '../warnings.ts';
import type { Words } from '../words.ts';
import type { ComponentInfo, LayoutBindings, StyleInfo, VariableSet } from './ir.ts';
import { arr, isObject, obj, str, type Json } from './json.ts';
import { emptyVariables, readVariables } from './variables.ts';

/** Bindings the output keeps as token references; a variable bound to any other field is written as its value. */
const mappedFields = new Set([
  'fills',
  'strokes',
  'textRangeFills',
  'topLeftRadius',
  'topRightRadius',
  'bottomLeftRadius',
  'bottomRightRadius',
  'rectangleCornerRadii',
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'paddingBottom',
  'itemSpacing',
  'counterAxisSpacing',
]);

/** What a bound field is called in a warning. */
const fieldWords: Record<string, string> = {
  size: 'width or height',
  minWidth: 'minimum width',
  maxWidth: 'maximum width',
  minHeight: 'minimum height',
  maxHeight: 'maximum height',
  individualStrokeWeights: 'stroke weight',
  strokeWeight: 'stroke weight',
  opacity: 'opacity',
  visible: 'visibility',
  characters: 'text content',
  fontFamily: 'font family',
  fontSize: 'font size',
  fontStyle: 'font style',
  fontWeight: 'font weight',
  letterSpacing: 'letter spacing',
  lineHeight: 'line height',
  paragraphSpacing: 'paragraph spacing',
  paragraphIndent: 'paragraph indent',
  effects: 'effect',
  layoutGrids: 'layout grid',
  componentProperties: 'component property',
};

const aliasId = (v: unknown): string | undefined => {
  const a = obj(v);
  return a && a.type === 'VARIABLE_ALIAS' && typeof a.id === 'string' ? a.id : undefined;
};

/** Lookups shared while parsing one input: styles, components, variables. */
export class ParseContext {
  readonly styles = new Map<string, StyleInfo>();
  readonly components = new Map<string, ComponentInfo>();
  readonly componentSets = new Map<string, { key: string; name: string }>();
  variables: VariableSet = emptyVariables();

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
      const type = ({ FILL: 'fill', TEXT: 'text', EFFECT: 'effect', GRID: 'grid' } as const)[
        str(s.styleType) as 'FILL'
      ];
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

  /** Reads a `/variables/local` response (`meta.variables`, `meta.variableCollections`) when one was given. */
  addVariables(response: unknown): void {
    this.variables = readVariables(response, this.warnings);
  }

  /**
   * The variable a binding names, when the variables input has it; a binding
   * to a variable the input lacks is reported and the layer keeps its value.
   */
  variable(node: { id: string; name: string }, id: string | undefined): string | undefined {
    if (id === undefined) return undefined;
    if (this.variables.variables.has(id)) return id;
    this.warnings.add(
      node,
      'variable',
      this.variables.variables.size === 0
        ? "Layers are bound to variables, but no variables were given: their values are written as literals. Pass the file's variables (the plugin sends them; on the command line, --variables with the answer of GET /v1/files/:key/variables/local)."
        : 'A variable bound to this layer is not in the variables input (a library the export left out): its value is written as a literal.',
    );
    return undefined;
  }

  /** Reports the node's bindings the output writes as plain values (a bound width, opacity, font size). */
  reportUnmappedBindings(raw: Json): void {
    const bound = obj(raw.boundVariables);
    if (!bound) return;
    const node = { id: str(raw.id, '0:0'), name: str(raw.name, 'Layer') };
    for (const [field, value] of Object.entries(bound)) {
      if (
        mappedFields.has(field) ||
        value === undefined ||
        (Array.isArray(value) && value.length === 0)
      )
        continue;
      this.warnings.add(
        node,
        'variable',
        `The variable bound to this layer's ${fieldWords[field] ?? field} is written as its value; only colours, corner radii, padding and spacing become token references.`,
      );
    }
  }

  /** Number variables bound to the four corner radii, in Figma's order (top-left, top-right, bottom-right, bottom-left). */
  cornerVariables(
    raw: Json,
  ): [string | undefined, string | undefined, string | undefined, string | undefined] | undefined {
    const bound = obj(raw.boundVariables);
    if (!bound) return undefined;
    const rect = obj(bound.rectangleCornerRadii) ?? {};
    const node = { id: str(raw.id, '0:0'), name: str(raw.name, 'Layer') };
    const ids = [
      aliasId(bound.topLeftRadius) ?? aliasId(rect.RECTANGLE_TOP_LEFT_CORNER_RADIUS),
      aliasId(bound.topRightRadius) ?? aliasId(rect.RECTANGLE_TOP_RIGHT_CORNER_RADIUS),
      aliasId(bound.bottomRightRadius) ?? aliasId(rect.RECTANGLE_BOTTOM_RIGHT_CORNER_RADIUS),
      aliasId(bound.bottomLeftRadius) ?? aliasId(rect.RECTANGLE_BOTTOM_LEFT_CORNER_RADIUS),
    ].map((id) => this.variable(node, id)) as [
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
    ];
    return ids.some(Boolean) ? ids : undefined;
  }

  /** Number variables bound to an auto layout's padding and spacing. */
  layoutVariables(raw: Json): LayoutBindings | undefined {
    const bound = obj(raw.boundVariables);
    if (!bound) return undefined;
    const node = { id: str(raw.id, '0:0'), name: str(raw.name, 'Layer') };
    const v = (field: string): string | undefined => this.variable(node, aliasId(bound[field]));
    const padding = {
      top: v('paddingTop'),
      right: v('paddingRight'),
      bottom: v('paddingBottom'),
      left: v('paddingLeft'),
    };
    const out: LayoutBindings = {};
    const spacing = v('itemSpacing');
    const counterSpacing = v('counterAxisSpacing');
    if (spacing) out.spacing = spacing;
    if (counterSpacing) out.counterSpacing = counterSpacing;
    if (Object.values(padding).some(Boolean)) out.padding = padding;
    return Object.keys(out).length > 0 ? out : undefined;
  }

  /** Explicit variable modes set on a frame (collection id to mode id), for collections the input has. */
  explicitModes(raw: Json): Record<string, string> | undefined {
    const modes = obj(raw.explicitVariableModes);
    if (!modes) return undefined;
    const out: Record<string, string> = {};
    for (const [collectionId, modeId] of Object.entries(modes)) {
      const c = this.variables.collections.find((x) => x.id === collectionId);
      if (c && typeof modeId === 'string' && c.modes.some((m) => m.id === modeId))
        out[collectionId] = modeId;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }

  styleName(
    raw: Record<string, unknown>,
    kind: 'fill' | 'stroke' | 'text' | 'fills' | 'strokes',
  ): string | undefined {
    const styles = obj(raw.styles);
    const id = str(styles?.[kind] ?? styles?.[`${kind}s`]);
    return id ? this.styles.get(id)?.name : undefined;
  }

  /**
   * The colour variable bound to each paint of a paint list, by index: the
   * paint's own `boundVariables.color`, else the node's `boundVariables`
   * list for that field when it lines up with the solid paints.
   */
  paintVariables(raw: Json, field: 'fills' | 'strokes', paints: unknown): (string | undefined)[] {
    const list = arr(paints);
    const own: (string | undefined)[] = list.map((p) =>
      aliasId(obj(obj(p)?.boundVariables)?.color),
    );
    const nodeLevel = arr(obj(raw.boundVariables)?.[field]).map(aliasId);
    if (!own.some(Boolean) && nodeLevel.length > 0) {
      const solids = list
        .map((p, i) => (isObject(p) && p.type === 'SOLID' ? i : -1))
        .filter((i) => i >= 0);
      if (nodeLevel.length === list.length) nodeLevel.forEach((id, i) => (own[i] = id));
      else if (nodeLevel.length === solids.length)
        nodeLevel.forEach((id, i) => (own[solids[i] as number] = id));
    }
    // Most layers bind no paint: nothing to look up or report.
    if (own.every((id) => id === undefined)) return own;
    const node = { id: str(raw.id, '0:0'), name: str(raw.name, 'Layer') };
    return own.map((id) => this.variable(node, id));
  }
}
