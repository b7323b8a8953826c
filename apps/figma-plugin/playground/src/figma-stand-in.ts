import type { RestDocument, RestNode } from './rest-document';
import { imageUses, StandInNode, type NodeRenderer } from './stand-in-nodes';
import { localStyles, variablesApi, type RestVariables } from './stand-in-design-system';

export interface ShowUIOptions {
  width?: number;
  height?: number;
  visible?: boolean;
  themeColors?: boolean;
  title?: string;
}

/** Messages from the UI reach the main thread through `deliver`, as Figma's bridge does. */
export interface UiWindow {
  /** Sends `{pluginMessage: message}` to the UI iframe (queued until it has loaded). */
  post(message: unknown): void;
  close(): void;
}

export interface NotificationOptions {
  timeout?: number;
  error?: boolean;
}

/** The browser page the stand-in runs in: the UI iframe, toasts, links, storage, pixels. */
export interface StandInHost extends NodeRenderer {
  showUI(html: string, options: ShowUIOptions, deliver: (message: unknown) => void): UiWindow;
  notify(text: string, options: NotificationOptions): { cancel(): void };
  pluginClosed(message?: string): void;
  openExternal(url: string): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** PNG bytes of one flat colour: the stand-in's picture for an image fill. */
  solidPng(width: number, height: number, color: string): Promise<Uint8Array>;
}

export interface StandInPage {
  readonly id: string;
  readonly name: string;
  readonly type: 'PAGE';
  readonly children: readonly StandInNode[];
  /** The prototype's flow starting points, as Figma's PageNode has them. */
  readonly flowStartingPoints: readonly { nodeId: string; name: string }[];
  selection: readonly StandInNode[];
}

/** The fields and methods of `figma` the plugin's contract allows (apps/figma-plugin/README.md). */
export const CONTRACT_SURFACE = [
  'showUI',
  'ui',
  'currentPage',
  'on',
  'off',
  'fileKey',
  'root',
  'notify',
  'closePlugin',
  'clientStorage',
  'openExternal',
  'getImageByHash',
  'variables',
  'getLocalPaintStylesAsync',
  'getLocalTextStylesAsync',
  'getLocalEffectStylesAsync',
] as const;

/** A colour that stands for an image hash, stable across loads. */
export function imageColour(hash: string): string {
  let h = 0;
  for (const ch of hash) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360} 45% 70%)`;
}

export interface FigmaStandIn {
  /** The object to install as the global `figma`. */
  figma: Record<string, unknown>;
  pages: readonly StandInPage[];
  /** Selects nodes as a click in the layer list would, and fires `selectionchange`. */
  select(nodes: readonly StandInNode[]): void;
  nodeById(id: string): StandInNode | undefined;
  isClosed(): boolean;
}

/**
 * A stand-in for Figma's `figma` global over one REST document (and the file's variables, as
 * `GET /v1/files/:key/variables/local` answers), with exactly the plugin contract's surface.
 * Reaching for anything else throws an error naming the contract, so a plugin change that
 * needs more of Figma's API shows up here rather than in Figma.
 */
export function createFigmaStandIn(
  doc: RestDocument,
  host: StandInHost,
  variables?: RestVariables,
): FigmaStandIn {
  const byId = new Map<string, StandInNode>();
  const index = (n: StandInNode) => {
    byId.set(n.id, n);
    n.children.forEach(index);
  };
  const pages: StandInPage[] = doc.pages.map((page) => {
    const children = page.children.map(
      (child: RestNode) => new StandInNode(child, null, doc, host),
    );
    children.forEach(index);
    let selection: readonly StandInNode[] = Object.freeze([]);
    return contractObject('figma.currentPage', {
      id: page.id,
      name: page.name,
      type: 'PAGE' as const,
      children: Object.freeze(children),
      flowStartingPoints: Object.freeze([...(page.flowStartingPoints ?? [])]),
      get selection() {
        return selection;
      },
      set selection(nodes: readonly StandInNode[]) {
        selection = Object.freeze([...nodes]);
        queueSelectionChange();
      },
    });
  });
  let currentPage = pages[0]!;
  const selectionListeners = new Set<() => void>();
  let selectionQueued = false;
  function queueSelectionChange() {
    if (selectionQueued) return;
    selectionQueued = true;
    // Figma fires selectionchange after the change, never inside the code that made it.
    queueMicrotask(() => {
      selectionQueued = false;
      if (!closed) for (const cb of [...selectionListeners]) cb();
    });
  }

  let closed = false;
  let ui: UiWindow | null = null;
  let onmessage: ((message: unknown, props: { origin: string }) => void) | undefined;
  const pageOrigin = typeof location === 'undefined' ? 'null' : location.origin;

  const uiApi = contractObject('figma.ui', {
    postMessage(message: unknown) {
      if (!ui) throw new Error('figma.ui.postMessage: call figma.showUI first.');
      ui.post(message);
    },
    get onmessage() {
      return onmessage;
    },
    set onmessage(handler: typeof onmessage) {
      onmessage = handler;
    },
  });

  // Figma keeps clientStorage per plugin and per computer; the playground hosts one plugin.
  const storageKey = (key: string) => `figma-playground:clientStorage:${key}`;
  const clientStorage = contractObject('figma.clientStorage', {
    async getAsync(key: string): Promise<unknown> {
      const raw = host.storage.getItem(storageKey(key));
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    },
    async setAsync(key: string, value: unknown): Promise<void> {
      host.storage.setItem(storageKey(key), JSON.stringify(value));
    },
    async deleteAsync(key: string): Promise<void> {
      host.storage.removeItem(storageKey(key));
    },
  });

  const images = imageUses(doc);
  const styles = localStyles(doc);
  const root = Object.freeze({ id: '0:0', type: 'DOCUMENT', name: doc.name, children: pages });

  const figma = contractObject('figma', {
    fileKey: doc.fileKey,
    root,
    get currentPage() {
      return currentPage;
    },
    ui: uiApi,
    clientStorage,
    showUI(html: string, options: ShowUIOptions = {}) {
      if (ui) throw new Error('figma.showUI: the plugin UI is already shown.');
      ui = host.showUI(html, options, (message) => {
        if (!closed) onmessage?.(message, { origin: pageOrigin });
      });
    },
    on(event: string, callback: () => void) {
      if (event !== 'selectionchange') {
        throw new Error(
          `figma.on('${event}'): only 'selectionchange' is in the plugin’s contract.`,
        );
      }
      selectionListeners.add(callback);
    },
    off(event: string, callback: () => void) {
      if (event === 'selectionchange') selectionListeners.delete(callback);
    },
    notify(text: string, options: NotificationOptions = {}) {
      return host.notify(String(text), options);
    },
    closePlugin(message?: string) {
      if (closed) return;
      closed = true;
      ui?.close();
      host.pluginClosed(message);
    },
    openExternal(url: string) {
      if (!/^https?:\/\//i.test(url))
        throw new Error('figma.openExternal: only http(s) links open.');
      host.openExternal(url);
    },
    variables: contractObject('figma.variables', variablesApi(variables)),
    getLocalPaintStylesAsync: styles.getLocalPaintStylesAsync,
    getLocalTextStylesAsync: styles.getLocalTextStylesAsync,
    getLocalEffectStylesAsync: styles.getLocalEffectStylesAsync,
    getImageByHash(hash: string) {
      const use = images.get(hash);
      if (!use) return null;
      // The REST JSON names images by hash but never carries their bytes, so the stand-in
      // paints one flat colour per hash at the size of the first layer that uses it.
      return Object.freeze({
        hash,
        getBytesAsync: () => host.solidPng(use.width, use.height, imageColour(hash)),
        getSizeAsync: async () => ({ ...use }),
      });
    },
  });

  return {
    figma,
    pages,
    select(nodes) {
      const first = nodes[0];
      if (first) {
        const page = pages.find((p) => p.children.some((c) => c === topOf(first)));
        if (page) currentPage = page;
      }
      currentPage.selection = nodes;
    },
    nodeById: (id) => byId.get(id),
    isClosed: () => closed,
  };
}

function topOf(node: StandInNode): StandInNode {
  let n = node;
  while (n.parent) n = n.parent;
  return n;
}

/** Wraps an API object so that any field outside the contract throws a clear error. */
function contractObject<T extends object>(path: string, target: T): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (typeof key === 'symbol' || key in obj || key === 'then' || key === 'toJSON') {
        return Reflect.get(obj, key, receiver) as unknown;
      }
      throw new Error(
        `${path}.${key} is not in the plugin’s contract (apps/figma-plugin/README.md); the playground implements only that surface.`,
      );
    },
  });
}
