import type { Rgba } from '../parse/ir.ts';
import { readVariables } from '../parse/variables.ts';
import { arr, isObject, obj, str, type Json } from '../parse/json.ts';
import { WarningList } from '../warnings.ts';
import { modeFor, switchOf } from './theme.ts';

const aliasId = (v: unknown): string | undefined => {
  const a = obj(v);
  return a?.type === 'VARIABLE_ALIAS' && typeof a.id === 'string' ? a.id : undefined;
};

/** Whether the variables have a collection with light and dark modes (a design to measure in both). */
export function hasLightAndDark(variables: unknown): boolean {
  const set = readVariables(variables, new WarningList());
  return set.collections.some((c) => switchOf(c).dark);
}

/**
 * The design as it shows in its light or its dark mode: a copy of the Figma
 * JSON in which every paint bound to a colour variable (a fill, a stroke, a
 * text's fill, a gradient stop) has the variable's value in that mode of its
 * collection, keeping the modes the designer set on a frame for its other
 * choices (a brand); paints bound to nothing keep their colour. What the
 * fidelity command scores a render in each mode against.
 */
export function designInMode(design: unknown, variables: unknown, dark: boolean): unknown {
  const set = readVariables(variables, new WarningList());
  const copy = structuredClone(design);
  const switches = new Map(set.collections.map((c) => [c.id, switchOf(c)]));
  const colorIn = (id: string | undefined, explicit: Map<string, string>): Rgba | undefined => {
    const v = id ? set.variables.get(id) : undefined;
    const sw = v ? switches.get(v.collectionId) : undefined;
    if (!v || !sw || v.type !== 'color') return undefined;
    const chosen = sw.modes.find((m) => m.id === explicit.get(sw.id));
    const mode = sw.dark
      ? modeFor(sw, chosen?.family ?? (sw.families[0] as string), dark)
      : (chosen ?? modeFor(sw, sw.families[0] as string, false));
    const value = v.values.get(mode.id) ?? v.values.get(sw.defaultModeId);
    return value?.type === 'color' ? value.color : undefined;
  };
  const repaint = (paints: unknown, nodeLevel: unknown[], explicit: Map<string, string>): void => {
    const list = arr(paints);
    const solids = list
      .map((p, i) => (isObject(p) && p.type === 'SOLID' ? i : -1))
      .filter((i) => i >= 0);
    list.forEach((raw, i) => {
      const p = obj(raw);
      if (!p) return;
      const own = aliasId(obj(p.boundVariables)?.color);
      // The node's list lines up with its paints, or with its solid ones (as the parser reads it).
      const fromNode =
        nodeLevel.length === list.length
          ? nodeLevel[i]
          : nodeLevel.length === solids.length
            ? nodeLevel[solids.indexOf(i)]
            : undefined;
      const color = colorIn(own ?? aliasId(fromNode), explicit);
      if (color && isObject(p.color))
        p.color = {
          r: color.r,
          g: color.g,
          b: color.b,
          a: typeof p.color.a === 'number' ? p.color.a : color.a,
        };
      for (const stop of arr(p.gradientStops)) {
        const s = obj(stop);
        const c = s ? colorIn(aliasId(obj(s.boundVariables)?.color), explicit) : undefined;
        if (s && c && isObject(s.color))
          s.color = { r: c.r, g: c.g, b: c.b, a: typeof s.color.a === 'number' ? s.color.a : c.a };
      }
    });
  };
  // Depth first with the modes set on the frames above; an explicit stack, as designs nest deep.
  const stack: [Json, Map<string, string>][] = [];
  const roots =
    isObject(copy) && isObject(copy.document)
      ? [copy.document]
      : isObject(copy) && isObject(copy.nodes)
        ? Object.values(copy.nodes).map((e) => obj(obj(e)?.document))
        : Array.isArray(copy)
          ? copy
          : [copy];
  for (const r of roots) if (isObject(r)) stack.push([r, new Map()]);
  while (stack.length > 0) {
    const [node, inherited] = stack.pop() as [Json, Map<string, string>];
    const explicit = new Map(inherited);
    for (const [collection, mode] of Object.entries(obj(node.explicitVariableModes) ?? {}))
      explicit.set(collection, str(mode));
    const bound = obj(node.boundVariables) ?? {};
    repaint(node.fills, arr(bound.fills), explicit);
    repaint(node.strokes, arr(bound.strokes), explicit);
    for (const override of Object.values(obj(node.styleOverrideTable) ?? {}))
      repaint(obj(override)?.fills, [], explicit);
    for (const child of arr(node.children)) if (isObject(child)) stack.push([child, explicit]);
  }
  return copy;
}
