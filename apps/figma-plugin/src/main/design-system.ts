import type { RestStylesAnswer, RestVariablesAnswer } from '../messaging';

/** The part of Figma's plugin API that reads the design system (the playground implements the same). */
export interface DesignSystemApi {
  variables: Pick<
    VariablesAPI,
    | 'getLocalVariablesAsync'
    | 'getLocalVariableCollectionsAsync'
    | 'getVariableByIdAsync'
    | 'getVariableCollectionByIdAsync'
  >;
  getLocalPaintStylesAsync(): Promise<PaintStyle[]>;
  getLocalTextStylesAsync(): Promise<TextStyle[]>;
  getLocalEffectStylesAsync(): Promise<EffectStyle[]>;
}

export interface DesignSystemLimits {
  maxVariables: number;
  maxStyles: number;
  /** Bytes the variables and styles may take of the request. */
  maxBytes: number;
}

export interface DesignSystemExport {
  /** In the shape of `GET /v1/files/:key/variables/local`: local variables and the library ones the frame uses. */
  variables?: RestVariablesAnswer;
  /** In the shape of `GET /v1/files/:key/nodes` for the styles' nodes: a layer painted, set or shaded in each local style. */
  styles?: RestStylesAnswer;
  notes: string[];
  counts: { variables: number; styles: number };
  bytes: number;
}

type Json = Record<string, unknown>;

const isAlias = (v: unknown): v is VariableAlias =>
  typeof v === 'object' &&
  v !== null &&
  (v as Json).type === 'VARIABLE_ALIAS' &&
  typeof (v as Json).id === 'string';

/** Every variable id a value refers to (bindings in the JSON export, aliases in a variable's values). */
export function aliasIds(value: unknown): string[] {
  const ids: string[] = [];
  const stack: unknown[] = [value];
  // Depth first in document order (children pushed last first), with an explicit stack: designs nest deep.
  while (stack.length) {
    const v = stack.pop();
    if (isAlias(v)) ids.push(v.id);
    else if (typeof v === 'object' && v !== null) {
      // Pushed last first without touching the array: it is the design the plugin sends.
      const items = Array.isArray(v) ? (v as unknown[]) : Object.values(v);
      for (let i = items.length - 1; i >= 0; i--) stack.push(items[i]);
    }
  }
  return ids;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function restVariable(v: Variable): Json {
  return {
    id: v.id,
    name: v.name,
    key: v.key,
    variableCollectionId: v.variableCollectionId,
    resolvedType: v.resolvedType,
    // Figma's sandbox has no structuredClone; the values are plain JSON.
    valuesByMode: JSON.parse(JSON.stringify(v.valuesByMode)) as Json,
    remote: v.remote,
    description: v.description,
    hiddenFromPublishing: v.hiddenFromPublishing,
    scopes: [...v.scopes],
    codeSyntax: { ...v.codeSyntax },
  };
}

function restCollection(c: VariableCollection, variableIds: string[]): Json {
  return {
    id: c.id,
    name: c.name,
    key: c.key,
    modes: c.modes.map((m) => ({ modeId: m.modeId, name: m.name })),
    defaultModeId: c.defaultModeId,
    remote: c.remote,
    hiddenFromPublishing: c.hiddenFromPublishing,
    variableIds,
  };
}

/**
 * The variables the generator needs, in the shape of Figma's REST answer:
 * those the frame is bound to and every variable they alias (library ones
 * included, fetched by id), then the file's other local variables; past the
 * bound, the unbound ones are left out first.
 */
async function exportVariables(
  api: DesignSystemApi['variables'],
  bound: string[],
  limits: DesignSystemLimits,
  notes: string[],
): Promise<{ answer?: RestVariablesAnswer; count: number }> {
  const [localCollections, localVariables] = await Promise.all([
    api.getLocalVariableCollectionsAsync(),
    api.getLocalVariablesAsync(),
  ]);
  const known = new Map<string, Variable>(localVariables.map((v) => [v.id, v]));
  const collections = new Map<string, VariableCollection>(localCollections.map((c) => [c.id, c]));
  const wanted: string[] = [];
  const seen = new Set<string>();
  let missing = 0;
  // The frame's bindings and what they alias, in the order met.
  const queue = [...bound];
  while (queue.length) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const variable = known.get(id) ?? (await api.getVariableByIdAsync(id));
    if (!variable) {
      missing++;
      continue;
    }
    known.set(id, variable);
    if (!collections.has(variable.variableCollectionId)) {
      const collection = await api.getVariableCollectionByIdAsync(variable.variableCollectionId);
      if (!collection) {
        missing++;
        continue;
      }
      collections.set(collection.id, collection);
    }
    wanted.push(id);
    queue.push(...aliasIds(variable.valuesByMode));
  }
  const boundCount = wanted.length;
  for (const v of localVariables) if (!seen.has(v.id)) wanted.push(v.id);
  if (missing)
    notes.push(
      `${plural(missing, 'variable')} the frame uses could not be read (a library the file no longer reaches); the generator writes their values.`,
    );
  if (wanted.length === 0) return { count: 0 };
  let kept = wanted.slice(0, Math.max(limits.maxVariables, boundCount));
  if (wanted.length > kept.length)
    notes.push(
      `${wanted.length - kept.length} of the file's ${wanted.length} variables were left out (the plugin sends at most ${limits.maxVariables}); every variable the frame uses is sent.`,
    );
  const answer = (ids: string[]): RestVariablesAnswer => {
    const variables: Json = {};
    const byCollection = new Map<string, string[]>();
    for (const id of ids) {
      const v = known.get(id) as Variable;
      variables[id] = restVariable(v);
      byCollection.set(v.variableCollectionId, [
        ...(byCollection.get(v.variableCollectionId) ?? []),
        id,
      ]);
    }
    const variableCollections: Json = {};
    for (const [id, members] of byCollection)
      variableCollections[id] = restCollection(collections.get(id) as VariableCollection, members);
    return { status: 200, error: false, meta: { variables, variableCollections } };
  };
  let out = answer(kept);
  if (JSON.stringify(out).length > limits.maxBytes && kept.length > boundCount) {
    const before = kept.length;
    kept = kept.slice(0, boundCount);
    out = answer(kept);
    notes.push(
      `${before - kept.length} variables the frame does not use were left out to keep the request small; every variable the frame uses is sent.`,
    );
  }
  return { answer: out, count: kept.length };
}

const weights: [RegExp, number][] = [
  [/thin|hairline/i, 100],
  [/extra\s*light|ultra\s*light/i, 200],
  [/semi\s*bold|demi\s*bold/i, 600],
  [/extra\s*bold|ultra\s*bold/i, 800],
  [/black|heavy/i, 900],
  [/light/i, 300],
  [/medium/i, 500],
  [/bold/i, 700],
];

/** Figma's font style name ("Semi Bold Italic") as a CSS weight. */
export function fontWeight(style: string): number {
  return weights.find(([pattern]) => pattern.test(style))?.[1] ?? 400;
}

/** A plugin paint as the REST API writes it; gradients get REST's handle positions from their transform. */
function restPaint(p: Paint): Json | undefined {
  const common = {
    visible: p.visible !== false,
    opacity: p.opacity ?? 1,
    blendMode: p.blendMode ?? 'NORMAL',
  };
  if (p.type === 'SOLID')
    return {
      ...common,
      type: 'SOLID',
      color: { ...p.color, a: 1 },
      ...(p.boundVariables ? { boundVariables: { ...p.boundVariables } } : {}),
    };
  if (
    p.type === 'GRADIENT_LINEAR' ||
    p.type === 'GRADIENT_RADIAL' ||
    p.type === 'GRADIENT_ANGULAR' ||
    p.type === 'GRADIENT_DIAMOND'
  ) {
    // The transform maps the layer's unit square to gradient space (start at (0, 0.5), end at (1, 0.5)); REST gives its inverse's handles.
    const [[a, b, c], [d, e, f]] = p.gradientTransform;
    const det = a * e - b * d || 1;
    const invert = (x: number, y: number) => ({
      x: (e * (x - c) - b * (y - f)) / det,
      y: (-d * (x - c) + a * (y - f)) / det,
    });
    return {
      ...common,
      type: p.type,
      gradientHandlePositions: [invert(0, 0.5), invert(1, 0.5), invert(0, 1)],
      gradientStops: p.gradientStops.map((s) => ({
        position: s.position,
        color: { ...s.color },
        ...(s.boundVariables ? { boundVariables: { ...s.boundVariables } } : {}),
      })),
    };
  }
  return undefined;
}

function restEffect(e: Effect): Json {
  if (e.type === 'DROP_SHADOW' || e.type === 'INNER_SHADOW')
    return {
      type: e.type,
      visible: e.visible,
      color: { ...e.color },
      offset: { ...e.offset },
      radius: e.radius,
      spread: e.spread ?? 0,
      blendMode: e.blendMode,
    };
  return { type: e.type, visible: e.visible, radius: 'radius' in e ? e.radius : 0 };
}

function restTypeStyle(t: TextStyle): Json {
  const letterSpacing =
    t.letterSpacing.unit === 'PIXELS'
      ? t.letterSpacing.value
      : (t.letterSpacing.value / 100) * t.fontSize;
  const line =
    t.lineHeight.unit === 'AUTO'
      ? { lineHeightUnit: 'INTRINSIC_%' }
      : t.lineHeight.unit === 'PIXELS'
        ? { lineHeightPx: t.lineHeight.value, lineHeightUnit: 'PIXELS' }
        : {
            lineHeightPx: (t.lineHeight.value / 100) * t.fontSize,
            lineHeightPercentFontSize: t.lineHeight.value,
            lineHeightUnit: 'FONT_SIZE_%',
          };
  return {
    fontFamily: t.fontName.family,
    fontStyle: t.fontName.style,
    fontWeight: fontWeight(t.fontName.style),
    italic: /italic|oblique/i.test(t.fontName.style),
    fontSize: t.fontSize,
    letterSpacing,
    ...line,
    textCase: t.textCase,
    textDecoration: t.textDecoration,
    paragraphSpacing: t.paragraphSpacing,
    paragraphIndent: t.paragraphIndent,
    ...(t.boundVariables ? { boundVariables: { ...t.boundVariables } } : {}),
  };
}

/** A local style as REST gives its properties: a node painted, set or shaded in it, with the style's entry. */
function styleNode(style: PaintStyle | TextStyle | EffectStyle): Json {
  const meta = {
    key: style.key,
    name: style.name,
    remote: style.remote,
    description: style.description,
  };
  if (style.type === 'PAINT') {
    const fills = style.paints.map(restPaint).filter((p): p is Json => p !== undefined);
    return {
      document: {
        id: style.id,
        name: style.name,
        type: 'RECTANGLE',
        fills,
        strokes: [],
        effects: [],
        styles: { fill: style.id },
      },
      styles: { [style.id]: { ...meta, styleType: 'FILL' } },
    };
  }
  if (style.type === 'TEXT') {
    return {
      document: {
        id: style.id,
        name: style.name,
        type: 'TEXT',
        characters: style.name,
        style: restTypeStyle(style),
        fills: [],
        styles: { text: style.id },
      },
      styles: { [style.id]: { ...meta, styleType: 'TEXT' } },
    };
  }
  return {
    document: {
      id: style.id,
      name: style.name,
      type: 'RECTANGLE',
      fills: [],
      strokes: [],
      effects: style.effects.map(restEffect),
      styles: { effect: style.id },
    },
    styles: { [style.id]: { ...meta, styleType: 'EFFECT' } },
  };
}

async function exportStyles(
  api: DesignSystemApi,
  limits: DesignSystemLimits,
  notes: string[],
): Promise<{ answer?: RestStylesAnswer; count: number }> {
  const [paints, texts, effects] = await Promise.all([
    api.getLocalPaintStylesAsync(),
    api.getLocalTextStylesAsync(),
    api.getLocalEffectStylesAsync(),
  ]);
  const all = [...paints, ...texts, ...effects];
  if (all.length === 0) return { count: 0 };
  const kept = all.slice(0, limits.maxStyles);
  if (all.length > kept.length)
    notes.push(
      `${all.length - kept.length} of ${all.length} local styles were left out (the plugin sends at most ${limits.maxStyles}).`,
    );
  const nodes: Json = {};
  for (const s of kept) nodes[s.id] = styleNode(s);
  const answer: RestStylesAnswer = { name: 'Local styles', nodes };
  if (JSON.stringify(answer).length > limits.maxBytes) {
    notes.push(
      `The ${plural(kept.length, 'local style')} were left out to keep the request small.`,
    );
    return { count: 0 };
  }
  return { answer, count: kept.length };
}

/**
 * The design system behind a frame: the variables it is bound to (and what
 * they alias), the file's local variables with their collections and modes,
 * and its local paint, text and effect styles, in the shapes of Figma's REST
 * API so the generator reads the same input from the plugin and from a saved
 * file. What a bound leaves out is said in `notes`.
 */
export async function exportDesignSystem(
  api: DesignSystemApi,
  exported: unknown,
  limits: DesignSystemLimits,
): Promise<DesignSystemExport> {
  const notes: string[] = [];
  const bound = [...new Set(aliasIds(exported))];
  const variables = await exportVariables(api.variables, bound, limits, notes);
  const room = limits.maxBytes - (variables.answer ? JSON.stringify(variables.answer).length : 0);
  const styles = await exportStyles(api, { ...limits, maxBytes: room }, notes);
  const bytes =
    (variables.answer ? JSON.stringify(variables.answer).length : 0) +
    (styles.answer ? JSON.stringify(styles.answer).length : 0);
  return {
    ...(variables.answer ? { variables: variables.answer } : {}),
    ...(styles.answer ? { styles: styles.answer } : {}),
    notes,
    counts: { variables: variables.count, styles: styles.count },
    bytes,
  };
}
