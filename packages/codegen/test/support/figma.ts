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

function node(type: string, name: string, at: At, props: FigmaJson = {}, children?: FigmaJson[]): FigmaJson {
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

export const solid = (r: number, g: number, b: number, a = 1, extra: FigmaJson = {}): FigmaJson => ({ type: 'SOLID', color: { r, g, b, a }, ...extra });

export const frame = (name: string, at: At, props: FigmaJson = {}, children: FigmaJson[] = []): FigmaJson => node('FRAME', name, at, props, children);
export const group = (name: string, at: At, children: FigmaJson[]): FigmaJson => node('GROUP', name, at, {}, children);
export const rect = (name: string, at: At, props: FigmaJson = {}): FigmaJson => node('RECTANGLE', name, at, props);
export const ellipse = (name: string, at: At, props: FigmaJson = {}): FigmaJson => node('ELLIPSE', name, at, props);
export const vector = (name: string, at: At, props: FigmaJson = {}): FigmaJson => node('VECTOR', name, at, props);
export const component = (name: string, at: At, props: FigmaJson = {}, children: FigmaJson[] = []): FigmaJson => node('COMPONENT', name, at, props, children);
export const componentSet = (name: string, at: At, props: FigmaJson = {}, children: FigmaJson[] = []): FigmaJson => node('COMPONENT_SET', name, at, props, children);
export const instance = (name: string, componentId: string, at: At, props: FigmaJson = {}, children: FigmaJson[] = []): FigmaJson =>
  node('INSTANCE', name, at, { componentId, ...props }, children);

export function text(name: string, characters: string, at: At, style: FigmaJson = {}, props: FigmaJson = {}): FigmaJson {
  return node('TEXT', name, at, {
    characters,
    style: { fontFamily: 'Roboto', fontWeight: 400, fontSize: 14, lineHeightPx: 20, lineHeightUnit: 'PIXELS', letterSpacing: 0, textAlignHorizontal: 'LEFT', textAutoResize: 'WIDTH_AND_HEIGHT', ...style },
    fills: [solid(0, 0, 0)],
    ...props,
  });
}

/** Auto-layout frame properties. */
export function autoLayout(direction: 'HORIZONTAL' | 'VERTICAL', props: FigmaJson = {}): FigmaJson {
  return { layoutMode: direction, itemSpacing: 0, primaryAxisAlignItems: 'MIN', counterAxisAlignItems: 'MIN', ...props };
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
  return { name, lastModified: '2024-01-01T00:00:00Z', thumbnailUrl: '', version: '1', role: 'viewer', editorType: 'figma', nodes };
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
    document: { id: '0:0', name: 'Document', type: 'DOCUMENT', children: [{ id: '0:1', name: 'Page 1', type: 'CANVAS', children: roots }] },
    components: {},
    componentSets: {},
    styles: {},
    ...maps,
  };
}
