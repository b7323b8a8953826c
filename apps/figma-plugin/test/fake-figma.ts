/**
 * A small in-test stand-in of Figma's plugin API, built from REST-shaped JSON: just the
 * surface src/main uses (Figma itself cannot run here; the playground runs the built plugin
 * in a real browser). It records what the plugin posts and exports.
 */
import type { PluginApi } from '../src/main/plugin';

export interface JsonLayer {
  id: string;
  name: string;
  type: string;
  visible?: boolean;
  /** A frame's overlay settings (plugin API only: the JSON export leaves them out). */
  overlayPositionType?: string;
  overlayBackgroundInteraction?: string;
  fills?: { type: string; imageRef?: string; color?: unknown; boundVariables?: unknown }[];
  boundVariables?: Record<string, unknown>;
  absoluteBoundingBox?: { width: number; height: number };
  children?: JsonLayer[];
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

export interface FakeLog {
  posted: unknown[];
  exports: { id: string; format: string; scale?: number }[];
  opened: string[];
  notified: string[];
  closed: boolean;
}

export class FakeNode {
  readonly width: number;
  readonly height: number;
  readonly children: FakeNode[];
  constructor(
    readonly json: JsonLayer,
    private readonly log: FakeLog,
  ) {
    this.width = json.absoluteBoundingBox?.width ?? 24;
    this.height = json.absoluteBoundingBox?.height ?? 24;
    this.children = (json.children ?? []).map((c) => new FakeNode(c, log));
  }
  get id() {
    return this.json.id;
  }
  get name() {
    return this.json.name;
  }
  get type() {
    return this.json.type;
  }
  get visible() {
    return this.json.visible !== false;
  }
  get overlayPositionType() {
    return this.json.overlayPositionType;
  }
  get overlayBackgroundInteraction() {
    return this.json.overlayBackgroundInteraction;
  }
  findAll(pred: (n: FakeNode) => boolean): FakeNode[] {
    const out: FakeNode[] = [];
    const visit = (n: FakeNode) => {
      for (const c of n.children) {
        if (pred(c)) out.push(c);
        visit(c);
      }
    };
    visit(this);
    return out;
  }
  async exportAsync(settings: {
    format: string;
    constraint?: { type: string; value: number };
  }): Promise<unknown> {
    this.log.exports.push({
      id: this.id,
      format: settings.format,
      ...(settings.constraint ? { scale: settings.constraint.value } : {}),
    });
    if (settings.format === 'JSON_REST_V1') {
      // Figma's JSON export has no overlay settings: the plugin reads them from the node.
      const {
        overlayPositionType: _position,
        overlayBackgroundInteraction: _interaction,
        ...document
      } = structuredClone(this.json);
      return { document, components: {}, schemaVersion: 0 };
    }
    if (settings.format === 'SVG_STRING') return `<svg data-id="${this.id}"/>`;
    return PNG;
  }
}

/** The file's design system for the fake: variables as REST answers them (local ones have `remote: false`), styles as the plugin API gives them. */
export interface FakeDesignSystem {
  variables?: {
    meta: {
      variables: Record<string, Record<string, unknown>>;
      variableCollections: Record<string, Record<string, unknown>>;
    };
  };
  paintStyles?: unknown[];
  textStyles?: unknown[];
  effectStyles?: unknown[];
}

export function fakeFigma(
  page: JsonLayer[],
  images: Record<string, Uint8Array> = {},
  design: FakeDesignSystem = {},
) {
  const log: FakeLog = { posted: [], exports: [], opened: [], notified: [], closed: false };
  const nodes = page.map((j) => new FakeNode(j, log));
  const storage = new Map<string, unknown>();
  const handlers: (() => void)[] = [];
  const state = { selection: [] as FakeNode[] };
  const api = {
    showUI: () => undefined,
    ui: { postMessage: (m: unknown) => log.posted.push(m), onmessage: undefined as unknown },
    currentPage: {
      name: 'Page 1',
      children: nodes,
      flowStartingPoints: [] as { nodeId: string; name: string }[],
      get selection() {
        return state.selection;
      },
    },
    on: (_event: string, cb: () => void) => handlers.push(cb),
    fileKey: 'FILEKEY',
    root: { name: 'Design file' },
    notify: (text: string) => log.notified.push(text),
    closePlugin: () => {
      log.closed = true;
    },
    clientStorage: {
      getAsync: async (k: string) => storage.get(k),
      setAsync: async (k: string, v: unknown) => void storage.set(k, v),
      deleteAsync: async (k: string) => void storage.delete(k),
    },
    openExternal: (url: string) => log.opened.push(url),
    getImageByHash: (hash: string) =>
      images[hash] ? { hash, getBytesAsync: async () => images[hash] as Uint8Array } : null,
    // Variables and styles read the way the plugin API answers: local ones listed, any one by id.
    variables: {
      getLocalVariableCollectionsAsync: async () =>
        Object.values(design.variables?.meta.variableCollections ?? {}).filter(
          (c) => c.remote !== true,
        ),
      getLocalVariablesAsync: async () =>
        Object.values(design.variables?.meta.variables ?? {}).filter((v) => v.remote !== true),
      getVariableByIdAsync: async (id: string) => design.variables?.meta.variables[id] ?? null,
      getVariableCollectionByIdAsync: async (id: string) =>
        design.variables?.meta.variableCollections[id] ?? null,
    },
    getLocalPaintStylesAsync: async () => design.paintStyles ?? [],
    getLocalTextStylesAsync: async () => design.textStyles ?? [],
    getLocalEffectStylesAsync: async () => design.effectStyles ?? [],
  };
  return {
    api: api as unknown as PluginApi,
    log,
    nodes,
    select(...picked: FakeNode[]) {
      state.selection = picked;
      for (const h of handlers) h();
    },
  };
}
