/**
 * A Figma REST answer (`GET /v1/files/:key` or `GET /v1/files/:key/nodes`) read into the
 * pages, components and styles the stand-in `figma` global serves. Only the fields the
 * stand-in needs are typed; every other field of a node is kept as it came.
 */
export interface RestNode {
  id: string;
  name: string;
  type: string;
  visible?: boolean;
  children?: RestNode[];
  absoluteBoundingBox?: { x: number; y: number; width: number; height: number } | null;
  size?: { x: number; y: number };
  fills?: RestPaint[];
  strokes?: RestPaint[];
  strokeWeight?: number;
  cornerRadius?: number;
  characters?: string;
  style?: { fontFamily?: string; fontWeight?: number; fontSize?: number; lineHeightPx?: number };
  fillGeometry?: RestPath[];
  strokeGeometry?: RestPath[];
  componentId?: string;
  styles?: Record<string, string>;
  [field: string]: unknown;
}

export interface RestColor {
  r: number;
  g: number;
  b: number;
  a?: number;
}

export interface RestPaint {
  type: string;
  visible?: boolean;
  opacity?: number;
  color?: RestColor;
  imageRef?: string;
  scaleMode?: string;
  gradientStops?: { position: number; color: RestColor }[];
  [field: string]: unknown;
}

export interface RestPath {
  path: string;
  windingRule?: string;
}

export type RestMap = Record<string, Record<string, unknown>>;

export interface RestPage {
  id: string;
  name: string;
  children: RestNode[];
  /** The page's prototype flow starting points (a file answer's CANVAS has them). */
  flowStartingPoints?: { nodeId: string; name: string }[];
}

export interface RestDocument {
  name: string;
  /** From `?key=` or the file's own `key` field when present; the file name otherwise. */
  fileKey: string;
  pages: RestPage[];
  components: RestMap;
  componentSets: RestMap;
  styles: RestMap;
}

/** Input the playground cannot read, said the way the page shows it. */
export class DesignFileError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNode(value: unknown): value is RestNode {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    (value.children === undefined || Array.isArray(value.children))
  );
}

function checkTree(node: RestNode, depth: number): void {
  if (depth > 200) throw new DesignFileError('The design nests layers more than 200 deep.');
  for (const child of node.children ?? []) {
    if (!isNode(child)) {
      throw new DesignFileError(
        `A child of “${node.name}” is not a Figma node (it has no id or type).`,
      );
    }
    checkTree(child, depth + 1);
  }
}

function maps(
  from: Record<string, unknown>,
): Pick<RestDocument, 'components' | 'componentSets' | 'styles'> {
  const pick = (key: string): RestMap => (isObject(from[key]) ? (from[key] as RestMap) : {});
  return {
    components: pick('components'),
    componentSets: pick('componentSets'),
    styles: pick('styles'),
  };
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'design'
  );
}

/** Reads a parsed REST answer; throws DesignFileError naming what is wrong. */
export function readRestDocument(json: unknown, fileKey?: string): RestDocument {
  if (!isObject(json))
    throw new DesignFileError('This is not a Figma REST answer: expected a JSON object.');
  const name = typeof json.name === 'string' && json.name.trim() ? json.name : 'Untitled design';
  const key = fileKey ?? (typeof json.key === 'string' ? json.key : slug(name));

  if (isObject(json.document)) {
    const root = json.document;
    if (!isNode(root)) throw new DesignFileError('The file’s “document” is not a Figma node.');
    const canvases = (root.children ?? []).filter((c) => c.type === 'CANVAS');
    if (canvases.length === 0)
      throw new DesignFileError('The file has no pages (no CANVAS under “document”).');
    for (const canvas of canvases) checkTree(canvas, 0);
    return {
      name,
      fileKey: key,
      pages: canvases.map((c) => ({
        id: c.id,
        name: c.name,
        children: c.children ?? [],
        flowStartingPoints: Array.isArray(c.flowStartingPoints)
          ? (c.flowStartingPoints as { nodeId: string; name: string }[])
          : [],
      })),
      ...maps(json),
    };
  }

  if (isObject(json.nodes)) {
    const merged = { components: {}, componentSets: {}, styles: {} } as Pick<
      RestDocument,
      'components' | 'componentSets' | 'styles'
    >;
    const top: RestNode[] = [];
    for (const [id, entry] of Object.entries(json.nodes)) {
      if (!isObject(entry) || !isNode(entry.document)) {
        throw new DesignFileError(`The entry for node ${id} has no “document” node.`);
      }
      checkTree(entry.document, 0);
      top.push(entry.document);
      const own = maps(entry);
      Object.assign(merged.components, own.components);
      Object.assign(merged.componentSets, own.componentSets);
      Object.assign(merged.styles, own.styles);
    }
    if (top.length === 0)
      throw new DesignFileError('The answer’s “nodes” is empty: there is nothing to select.');
    // A /nodes answer carries no pages; its nodes are laid out on one page, as Figma would show them.
    return { name, fileKey: key, pages: [{ id: '0:1', name: 'Page 1', children: top }], ...merged };
  }

  throw new DesignFileError(
    'This is not a Figma REST answer: expected “document” (GET /v1/files/:key) or “nodes” (GET /v1/files/:key/nodes).',
  );
}
