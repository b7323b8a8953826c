/**
 * Builders for hand-written Figma REST node JSON. Positions are given relative
 * to the parent, as a designer reads them; `file()`/`nodes()` turn them into
 * the absolute bounding boxes the REST API returns.
 */
export type FigmaJson = Record<string, unknown>;

let counter = 0;

/** Deterministic ids per fixture: call `resetIds()` before building one. */
export function resetIds(): void {
  counter = 0;
}

const nextId = (): string => `${Math.floor(counter / 100) + 1}:${(counter++ % 100) + 2}`;

export interface At {
  x?: number;
  y?: number;
  w: number;
  h: number;
}

function node(
  type: string,
  name: string,
  at: At,
  props: FigmaJson = {},
  children?: FigmaJson[],
): FigmaJson {
  const n: FigmaJson = {
    id: nextId(),
    name,
    type,
    absoluteBoundingBox: { x: at.x ?? 0, y: at.y ?? 0, width: at.w, height: at.h },
    constraints: { vertical: 'TOP', horizontal: 'LEFT' },
    ...props,
  };
  if (children) n.children = children;
  return n;
}

export const solid = (
  r: number,
  g: number,
  b: number,
  a = 1,
  extra: FigmaJson = {},
): FigmaJson => ({ type: 'SOLID', color: { r, g, b, a }, ...extra });

export const frame = (
  name: string,
  at: At,
  props: FigmaJson = {},
  children: FigmaJson[] = [],
): FigmaJson => node('FRAME', name, at, props, children);
export const group = (name: string, at: At, children: FigmaJson[]): FigmaJson =>
  node('GROUP', name, at, {}, children);
export const rect = (name: string, at: At, props: FigmaJson = {}): FigmaJson =>
  node('RECTANGLE', name, at, props);
export const ellipse = (name: string, at: At, props: FigmaJson = {}): FigmaJson =>
  node('ELLIPSE', name, at, props);
export const vector = (name: string, at: At, props: FigmaJson = {}): FigmaJson =>
  node('VECTOR', name, at, props);
export const component = (
  name: string,
  at: At,
  props: FigmaJson = {},
  children: FigmaJson[] = [],
): FigmaJson => node('COMPONENT', name, at, props, children);
export const componentSet = (
  name: string,
  at: At,
  props: FigmaJson = {},
  children: FigmaJson[] = [],
): FigmaJson => node('COMPONENT_SET', name, at, props, children);
export const instance = (
  name: string,
  componentId: string,
  at: At,
  props: FigmaJson = {},
  children: FigmaJson[] = [],
): FigmaJson => node('INSTANCE', name, at, { componentId, ...props }, children);

export function text(
  name: string,
  characters: string,
  at: At,
  style: FigmaJson = {},
  props: FigmaJson = {},
): FigmaJson {
  return node('TEXT', name, at, {
    characters,
    style: {
      fontFamily: 'Roboto',
      fontWeight: 400,
      fontSize: 14,
      lineHeightPx: 20,
      lineHeightUnit: 'PIXELS',
      letterSpacing: 0,
      textAlignHorizontal: 'LEFT',
      textAutoResize: 'WIDTH_AND_HEIGHT',
      ...style,
    },
    fills: [solid(0, 0, 0)],
    ...props,
  });
}

/** Auto-layout frame properties. */
export function autoLayout(direction: 'HORIZONTAL' | 'VERTICAL', props: FigmaJson = {}): FigmaJson {
  return {
    layoutMode: direction,
    itemSpacing: 0,
    primaryAxisAlignItems: 'MIN',
    counterAxisAlignItems: 'MIN',
    ...props,
  };
}

function absolutise(n: FigmaJson, ox: number, oy: number): void {
  const b = n.absoluteBoundingBox as { x: number; y: number };
  b.x += ox;
  b.y += oy;
  for (const c of (n.children as FigmaJson[] | undefined) ?? []) absolutise(c, b.x, b.y);
}

/** A GET /v1/files/:key/nodes response holding the given top-level nodes. */
export function nodesResponse(name: string, roots: FigmaJson[], maps: FigmaJson = {}): FigmaJson {
  const nodes: FigmaJson = {};
  for (const r of roots) {
    absolutise(r, 0, 0);
    nodes[r.id as string] = { document: r, components: {}, componentSets: {}, styles: {}, ...maps };
  }
  return {
    name,
    lastModified: '2024-01-01T00:00:00Z',
    thumbnailUrl: '',
    version: '1',
    role: 'viewer',
    editorType: 'figma',
    nodes,
  };
}

/** A GET /v1/files/:key response with one page holding the given nodes. */
export function fileResponse(name: string, roots: FigmaJson[], maps: FigmaJson = {}): FigmaJson {
  for (const r of roots) absolutise(r, 0, 0);
  return {
    name,
    lastModified: '2024-01-01T00:00:00Z',
    version: '1',
    role: 'viewer',
    editorType: 'figma',
    document: {
      id: '0:0',
      name: 'Document',
      type: 'DOCUMENT',
      children: [{ id: '0:1', name: 'Page 1', type: 'CANVAS', children: roots }],
    },
    components: {},
    componentSets: {},
    styles: {},
    ...maps,
  };
}

/** A collection of variables for `variablesResponse`: its modes (the first is the default) and variables with a value per mode. */
export interface CollectionSpec {
  name: string;
  modes: string[];
  variables: {
    name: string;
    type: 'COLOR' | 'FLOAT';
    values: (FigmaJson | number)[];
    android?: string;
  }[];
}

/**
 * A GET /v1/files/:key/variables/local response, with ids as Figma writes
 * them (`VariableCollectionId:3:0`, `VariableID:3:1`, mode `3:0`). Returns it
 * with `alias(name)`, the binding of the variable of that name.
 */
export function variablesResponse(collections: CollectionSpec[]): {
  response: FigmaJson;
  alias: (name: string) => FigmaJson;
} {
  const variables: FigmaJson = {};
  const variableCollections: FigmaJson = {};
  const ids = new Map<string, string>();
  collections.forEach((c, ci) => {
    const n = ci + 3;
    const id = `VariableCollectionId:${n}:0`;
    const modes = c.modes.map((name, mi) => ({ modeId: `${n}:${mi}`, name }));
    const variableIds: string[] = [];
    c.variables.forEach((v, vi) => {
      const vid = `VariableID:${n}:${vi + 1}`;
      ids.set(v.name, vid);
      variableIds.push(vid);
      variables[vid] = {
        id: vid,
        name: v.name,
        key: `k${n}${vi}`,
        variableCollectionId: id,
        resolvedType: v.type,
        valuesByMode: Object.fromEntries(
          modes.map((m, mi) => [m.modeId, v.values[mi] ?? v.values[0]]),
        ),
        remote: false,
        description: '',
        hiddenFromPublishing: false,
        scopes: ['ALL_SCOPES'],
        codeSyntax: v.android ? { ANDROID: v.android } : {},
      };
    });
    variableCollections[id] = {
      id,
      name: c.name,
      key: `c${n}`,
      modes,
      defaultModeId: modes[0]?.modeId,
      remote: false,
      hiddenFromPublishing: false,
      variableIds,
    };
  });
  const alias = (name: string): FigmaJson => {
    const id = ids.get(name);
    if (!id) throw new Error(`No variable named ${name}`);
    return { type: 'VARIABLE_ALIAS', id };
  };
  return {
    response: { status: 200, error: false, meta: { variables, variableCollections } },
    alias,
  };
}

/** A solid paint bound to a colour variable, as Figma's REST JSON carries it. */
export function boundSolid(color: FigmaJson, alias: FigmaJson): FigmaJson {
  return { type: 'SOLID', color, boundVariables: { color: alias } };
}

export const rgb = (hex: string, a = 1): FigmaJson => ({
  r: parseInt(hex.slice(0, 2), 16) / 255,
  g: parseInt(hex.slice(2, 4), 16) / 255,
  b: parseInt(hex.slice(4, 6), 16) / 255,
  a,
});
