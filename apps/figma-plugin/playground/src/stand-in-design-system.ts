/**
 * The design system of the stand-in `figma` global: `figma.variables` over a
 * Figma REST variables answer (`GET /v1/files/:key/variables/local`), and the
 * local paint, text and effect styles of the REST document, each read from
 * the first layer that uses it (REST carries a style's name, not its values).
 */
import { DesignFileError, type RestDocument, type RestNode } from './rest-document';
import { pluginPaints } from './stand-in-nodes';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A REST variables answer, checked: collections with modes, variables that name their collection. */
export interface RestVariables {
  variables: Record<string, Json>;
  variableCollections: Record<string, Json>;
}

/** Reads the answer of `GET /v1/files/:key/variables/local`; throws DesignFileError naming what is wrong. */
export function readRestVariables(json: unknown): RestVariables {
  const meta = isObject(json) && isObject(json.meta) ? json.meta : undefined;
  if (!meta || !isObject(meta.variables) || !isObject(meta.variableCollections)) {
    throw new DesignFileError(
      'This is not a Figma variables answer: expected “meta.variables” and “meta.variableCollections” (GET /v1/files/:key/variables/local).',
    );
  }
  const variableCollections: Record<string, Json> = {};
  for (const [id, c] of Object.entries(meta.variableCollections)) {
    if (!isObject(c) || !Array.isArray(c.modes) || c.modes.length === 0) {
      throw new DesignFileError(`The variable collection ${id} has no modes.`);
    }
    variableCollections[id] = c;
  }
  const variables: Record<string, Json> = {};
  for (const [id, v] of Object.entries(meta.variables)) {
    if (
      !isObject(v) ||
      typeof v.variableCollectionId !== 'string' ||
      !variableCollections[v.variableCollectionId]
    ) {
      throw new DesignFileError(`The variable ${id} names no collection of the answer.`);
    }
    variables[id] = v;
  }
  return { variables, variableCollections };
}

/** A variable or collection as the plugin API gives it: the REST fields, read-only. */
function pluginObject(rest: Json): Readonly<Json> {
  return Object.freeze(structuredClone(rest));
}

/** `figma.variables`: local collections and variables listed, any one (a library's too) by id. */
export function variablesApi(rest: RestVariables | undefined) {
  const variables = new Map(
    Object.entries(rest?.variables ?? {}).map(([id, v]) => [id, pluginObject({ ...v, id })]),
  );
  const collections = new Map(
    Object.entries(rest?.variableCollections ?? {}).map(([id, c]) => [
      id,
      pluginObject({ ...c, id }),
    ]),
  );
  const local = <T extends Readonly<Json>>(items: Iterable<T>): T[] =>
    [...items].filter((i) => i.remote !== true);
  return {
    async getLocalVariableCollectionsAsync() {
      return local(collections.values());
    },
    async getLocalVariablesAsync(type?: string) {
      return local(variables.values()).filter((v) => type === undefined || v.resolvedType === type);
    },
    async getVariableByIdAsync(id: string) {
      return variables.get(id) ?? null;
    },
    async getVariableCollectionByIdAsync(id: string) {
      return collections.get(id) ?? null;
    },
  };
}

const weightNames: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

/** A REST text style as the plugin API's TextStyle fields. */
function pluginText(style: Json): Json {
  const size = typeof style.fontSize === 'number' ? style.fontSize : 14;
  const weight =
    typeof style.fontWeight === 'number' ? Math.round(style.fontWeight / 100) * 100 : 400;
  const name = weightNames[weight] ?? 'Regular';
  const italic = style.italic === true;
  const lineHeight =
    style.lineHeightUnit === 'INTRINSIC_%' || typeof style.lineHeightPx !== 'number'
      ? { unit: 'AUTO' }
      : style.lineHeightUnit === 'FONT_SIZE_%' &&
          typeof style.lineHeightPercentFontSize === 'number'
        ? { unit: 'PERCENT', value: style.lineHeightPercentFontSize }
        : { unit: 'PIXELS', value: style.lineHeightPx };
  return {
    fontName: {
      family: typeof style.fontFamily === 'string' ? style.fontFamily : 'Roboto',
      style: italic ? (name === 'Regular' ? 'Italic' : `${name} Italic`) : name,
    },
    fontSize: size,
    letterSpacing: {
      unit: 'PIXELS',
      value: typeof style.letterSpacing === 'number' ? style.letterSpacing : 0,
    },
    lineHeight,
    textCase: typeof style.textCase === 'string' ? style.textCase : 'ORIGINAL',
    textDecoration: typeof style.textDecoration === 'string' ? style.textDecoration : 'NONE',
    paragraphSpacing: typeof style.paragraphSpacing === 'number' ? style.paragraphSpacing : 0,
    paragraphIndent: typeof style.paragraphIndent === 'number' ? style.paragraphIndent : 0,
  };
}

/** The local styles of the document, each with the values of the first layer that uses it. */
export function localStyles(doc: RestDocument) {
  const firstUse = new Map<string, RestNode>();
  const visit = (n: RestNode) => {
    for (const id of Object.values(n.styles ?? {})) if (!firstUse.has(id)) firstUse.set(id, n);
    n.children?.forEach(visit);
  };
  doc.pages.forEach((p) => p.children.forEach(visit));
  const paint: Readonly<Json>[] = [];
  const text: Readonly<Json>[] = [];
  const effect: Readonly<Json>[] = [];
  for (const [id, meta] of Object.entries(doc.styles)) {
    const node = firstUse.get(id);
    if (meta.remote === true || !node) continue;
    const base = {
      id,
      key: String(meta.key ?? id),
      name: String(meta.name ?? id),
      description: String(meta.description ?? ''),
      remote: false,
    };
    if (meta.styleType === 'FILL')
      paint.push(
        Object.freeze({
          ...base,
          type: 'PAINT',
          paints: pluginPaints(node.styles?.stroke === id ? node.strokes : node.fills),
        }),
      );
    else if (meta.styleType === 'TEXT' && isObject(node.style))
      text.push(Object.freeze({ ...base, type: 'TEXT', ...pluginText(node.style) }));
    else if (meta.styleType === 'EFFECT')
      effect.push(
        Object.freeze({
          ...base,
          type: 'EFFECT',
          effects: Object.freeze(structuredClone((node.effects as unknown[] | undefined) ?? [])),
        }),
      );
  }
  return {
    getLocalPaintStylesAsync: async () => paint,
    getLocalTextStylesAsync: async () => text,
    getLocalEffectStylesAsync: async () => effect,
  };
}
