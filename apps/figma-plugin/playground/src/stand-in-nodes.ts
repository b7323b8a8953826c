import type { RestColor, RestDocument, RestMap, RestNode, RestPaint } from './rest-document';
import { box, svgString } from './svg';

/** What only a browser can do for the nodes: draw them into PNG bytes. */
export interface NodeRenderer {
  /** An approximate picture of the node (boxes, fills, strokes, texts) at `scale`. */
  renderPng(node: RestNode, scale: number): Promise<Uint8Array>;
}

export type ExportSettings =
  | { format: 'JSON_REST_V1' }
  | { format: 'SVG_STRING' }
  | { format: 'SVG' }
  | { format: 'PNG'; constraint?: { type: 'SCALE' | 'WIDTH' | 'HEIGHT'; value: number } };

/** Plugin-API paints, read from REST paints (colour alpha becomes the paint's opacity). */
export type PluginPaint = Readonly<Record<string, unknown> & { type: string }>;

/** The plugin-API names of REST node types where they differ. */
const PLUGIN_TYPE: Record<string, string> = { CANVAS: 'PAGE', REGULAR_POLYGON: 'POLYGON' };

function rgb(color: RestColor) {
  return { r: color.r, g: color.g, b: color.b };
}

export function pluginPaints(paints: RestPaint[] | undefined): readonly PluginPaint[] {
  return Object.freeze(
    (paints ?? []).map((p): PluginPaint => {
      const common = {
        visible: p.visible !== false,
        opacity: p.opacity ?? 1,
        blendMode: p.blendMode ?? 'NORMAL',
      };
      // A paint bound to a variable says so, as the plugin API does.
      const bound = p.boundVariables ? { boundVariables: structuredClone(p.boundVariables) } : {};
      if (p.type === 'SOLID' && p.color) {
        return Object.freeze({
          ...common,
          type: 'SOLID',
          color: rgb(p.color),
          opacity: (p.opacity ?? 1) * (p.color.a ?? 1),
          ...bound,
        });
      }
      if (p.type === 'IMAGE') {
        return Object.freeze({
          ...common,
          type: 'IMAGE',
          imageHash: p.imageRef ?? null,
          scaleMode: p.scaleMode ?? 'FILL',
        });
      }
      if (p.type.startsWith('GRADIENT_')) {
        return Object.freeze({
          ...common,
          type: p.type,
          gradientStops: (p.gradientStops ?? []).map((s) => ({
            position: s.position,
            color: { ...rgb(s.color), a: s.color.a ?? 1 },
          })),
          gradientTransform: [
            [1, 0, 0],
            [0, 1, 0],
          ],
        });
      }
      return Object.freeze({ ...common, type: p.type });
    }),
  );
}

/** Components, component sets and styles the subtree refers to, as Figma's export lists them. */
function referenced(node: RestNode, doc: RestDocument) {
  const components: RestMap = {};
  const componentSets: RestMap = {};
  const styles: RestMap = {};
  const visit = (n: RestNode) => {
    const componentId = n.type === 'COMPONENT' ? n.id : n.componentId;
    const component = componentId ? doc.components[componentId] : undefined;
    if (componentId && component) {
      components[componentId] = component;
      const setId = component.componentSetId;
      if (typeof setId === 'string' && doc.componentSets[setId])
        componentSets[setId] = doc.componentSets[setId];
    }
    for (const styleId of Object.values(n.styles ?? {})) {
      if (doc.styles[styleId]) styles[styleId] = doc.styles[styleId];
    }
    n.children?.forEach(visit);
  };
  visit(node);
  return { components, componentSets, styles };
}

/** A scene node of the stand-in: the contract's fields and methods over one REST node. */
export class StandInNode {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly visible: boolean;
  readonly width: number;
  readonly height: number;
  readonly fills: readonly PluginPaint[];
  readonly children: readonly StandInNode[];
  /** A frame's prototype overlay settings, as Figma's FrameNode has them (Figma's defaults when the file has none). */
  readonly overlayPositionType: string;
  readonly overlayBackgroundInteraction: string;

  constructor(
    readonly rest: RestNode,
    readonly parent: StandInNode | null,
    private readonly doc: RestDocument,
    private readonly renderer: NodeRenderer,
  ) {
    this.id = rest.id;
    this.name = rest.name;
    this.type = PLUGIN_TYPE[rest.type] ?? rest.type;
    this.visible = rest.visible !== false;
    const b = box(rest);
    this.width = b.width;
    this.height = b.height;
    this.fills = pluginPaints(rest.fills);
    this.overlayPositionType =
      typeof rest.overlayPositionType === 'string' ? rest.overlayPositionType : 'CENTER';
    this.overlayBackgroundInteraction =
      typeof rest.overlayBackgroundInteraction === 'string'
        ? rest.overlayBackgroundInteraction
        : 'NONE';
    this.children = Object.freeze(
      (rest.children ?? []).map((c) => new StandInNode(c, this, doc, renderer)),
    );
  }

  /** Every descendant (not the node itself) for which `predicate` holds, depth first, as Figma does. */
  findAll(predicate?: (node: StandInNode) => boolean): StandInNode[] {
    const found: StandInNode[] = [];
    const visit = (n: StandInNode) => {
      for (const child of n.children) {
        if (!predicate || predicate(child)) found.push(child);
        visit(child);
      }
    };
    visit(this);
    return found;
  }

  exportAsync(settings: { format: 'SVG_STRING' }): Promise<string>;
  exportAsync(settings: { format: 'JSON_REST_V1' }): Promise<Record<string, unknown>>;
  exportAsync(settings?: ExportSettings): Promise<Uint8Array>;
  async exportAsync(settings: ExportSettings = { format: 'PNG' }): Promise<unknown> {
    switch (settings.format) {
      case 'JSON_REST_V1':
        // Figma answers with the node's REST JSON and what it refers to, like GET /v1/files/:key/nodes.
        return {
          document: structuredClone(this.rest),
          ...structuredClone(referenced(this.rest, this.doc)),
        };
      case 'SVG_STRING':
        return svgString(this.rest);
      case 'SVG':
        return new TextEncoder().encode(svgString(this.rest));
      case 'PNG': {
        const c = settings.constraint;
        const scale = !c
          ? 1
          : c.type === 'SCALE'
            ? c.value
            : c.value / Math.max(1, c.type === 'WIDTH' ? this.width : this.height);
        if (!(scale > 0) || scale > 4) {
          throw new Error('exportAsync: the PNG scale must be above 0 and at most 4, as in Figma.');
        }
        return this.renderer.renderPng(this.rest, scale);
      }
      default:
        throw new Error(
          `exportAsync: the playground exports JSON_REST_V1, SVG_STRING, SVG and PNG; “${(settings as { format: string }).format}” is not in the plugin’s contract.`,
        );
    }
  }
}

/** Every image hash the document's fills use, with the size of the first node that uses it. */
export function imageUses(doc: RestDocument): Map<string, { width: number; height: number }> {
  const uses = new Map<string, { width: number; height: number }>();
  const visit = (n: RestNode) => {
    for (const p of n.fills ?? []) {
      if (p.type === 'IMAGE' && p.imageRef && !uses.has(p.imageRef)) {
        const b = box(n);
        uses.set(p.imageRef, {
          width: Math.max(1, Math.round(b.width)),
          height: Math.max(1, Math.round(b.height)),
        });
      }
    }
    n.children?.forEach(visit);
  };
  doc.pages.forEach((p) => p.children.forEach(visit));
  return uses;
}
