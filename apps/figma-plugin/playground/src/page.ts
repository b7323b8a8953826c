/**
 * The playground page (/_dev/figma-plugin): a layer list, a canvas preview and the real
 * built plugin (dist/code.js in this page, dist/ui.html in an iframe) over the stand-in
 * `figma` global. The backend serves the HTML around it and the files it loads.
 */
import { renderPng, solidPng } from './canvas-renderer';
import { createFigmaStandIn, type FigmaStandIn, type StandInHost } from './figma-stand-in';
import { DesignFileError, readRestDocument, type RestDocument } from './rest-document';
import { readRestVariables, type RestVariables } from './stand-in-design-system';
import type { StandInNode } from './stand-in-nodes';

interface PlaygroundConfig {
  built: boolean;
  codeUrl: string;
  uiUrl: string;
  sampleUrl: string;
  sampleVariablesUrl: string;
  apiOrigin: string;
}

/** Layers listed at most; a bigger file still loads, the rest stay selectable by the plugin only. */
const MAX_LISTED_LAYERS = 1500;

const TYPE_LABEL: Record<string, string> = {
  FRAME: 'Frame',
  GROUP: 'Group',
  SECTION: 'Section',
  COMPONENT: 'Component',
  COMPONENT_SET: 'Component set',
  INSTANCE: 'Instance',
  TEXT: 'Text',
  RECTANGLE: 'Rectangle',
  ELLIPSE: 'Ellipse',
  VECTOR: 'Vector',
  BOOLEAN_OPERATION: 'Boolean',
  LINE: 'Line',
  STAR: 'Star',
  POLYGON: 'Polygon',
};

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const config = JSON.parse($('playground-config').textContent ?? '{}') as PlaygroundConfig;

let standIn: FigmaStandIn | null = null;
let uiFrame: HTMLIFrameElement | null = null;
let runs = 0;
/** The design last loaded (and its variables), so a closed plugin can run again over it. */
let lastDesign: { json: unknown; source: string; variables?: RestVariables | undefined } | null =
  null;

function toast(text: string, options: { timeout?: number; error?: boolean } = {}) {
  const item = document.createElement('p');
  item.className = options.error ? 'toast toast--error' : 'toast';
  item.textContent = text;
  $('toasts').append(item);
  const timeout = options.timeout ?? 3000;
  const timer = Number.isFinite(timeout) ? window.setTimeout(() => item.remove(), timeout) : 0;
  return {
    cancel() {
      window.clearTimeout(timer);
      item.remove();
    },
  };
}

function removeUi() {
  uiFrame?.remove();
  uiFrame = null;
}

const host: StandInHost = {
  showUI(html, options, deliver) {
    removeUi();
    const frame = document.createElement('iframe');
    frame.title = 'Plugin window';
    frame.id = 'plugin-ui';
    // Figma runs the UI on a null origin: no cookies, no localStorage, CORS for every call.
    frame.setAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals',
    );
    frame.allow = 'clipboard-write';
    frame.style.width = `${options.width ?? 300}px`;
    frame.style.height = `${options.height ?? 200}px`;
    frame.hidden = options.visible === false;
    if (html === window.__html__) {
      frame.src = `${config.uiUrl}?api=${encodeURIComponent(config.apiOrigin)}`;
    } else {
      frame.srcdoc = html;
    }
    const queue: unknown[] = [];
    let loaded = false;
    const post = (message: unknown) =>
      frame.contentWindow?.postMessage({ pluginMessage: message }, '*');
    frame.addEventListener('load', () => {
      loaded = true;
      queue.splice(0).forEach(post);
    });
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      const data = event.data as unknown;
      if (typeof data === 'object' && data !== null && 'pluginMessage' in data) {
        deliver((data as { pluginMessage: unknown }).pluginMessage);
      }
    };
    window.addEventListener('message', listener);
    $('plugin-frame-host').append(frame);
    $('plugin-closed').hidden = true;
    uiFrame = frame;
    return {
      post(message) {
        if (loaded) post(message);
        else queue.push(message);
      },
      close() {
        window.removeEventListener('message', listener);
        if (uiFrame === frame) removeUi();
        else frame.remove();
      },
    };
  },
  notify: toast,
  pluginClosed(message) {
    removeUi();
    $('plugin-closed').hidden = false;
    if (message) toast(message);
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener');
  },
  storage: window.localStorage,
  renderPng,
  solidPng,
};

declare global {
  interface Window {
    figma?: unknown;
    __html__?: string;
  }
}

async function runPlugin() {
  if (!standIn || !config.built) return;
  if (window.__html__ === undefined) {
    const res = await fetch(config.uiUrl);
    if (!res.ok) {
      toast('The plugin UI (dist/ui.html) could not be loaded. Build the plugin and reload.', {
        error: true,
      });
      return;
    }
    window.__html__ = await res.text();
  }
  window.figma = standIn.figma;
  runs += 1;
  const script = document.createElement('script');
  script.src = `${config.codeUrl}?run=${runs}`;
  script.dataset.pluginMain = String(runs);
  document.querySelectorAll('script[data-plugin-main]').forEach((s) => s.remove());
  document.body.append(script);
}

function selectedIds(): Set<string> {
  return new Set(standIn?.figma ? currentSelection().map((n) => n.id) : []);
}

function currentSelection(): readonly StandInNode[] {
  const page = (
    standIn?.figma as { currentPage?: { selection: readonly StandInNode[] } } | undefined
  )?.currentPage;
  return page?.selection ?? [];
}

function renderLayers(doc: RestDocument) {
  const tree = $('layer-tree');
  tree.replaceChildren();
  $('design-name').textContent = doc.name;
  let listed = 0;
  let total = 0;
  const list = (nodes: readonly StandInNode[]): HTMLUListElement => {
    const ul = document.createElement('ul');
    for (const node of nodes) {
      total += 1;
      if (listed >= MAX_LISTED_LAYERS) continue;
      listed += 1;
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'layer';
      button.dataset.nodeId = node.id;
      button.setAttribute('aria-pressed', 'false');
      const name = document.createElement('span');
      name.className = 'layer__name';
      name.textContent = node.name;
      const type = document.createElement('span');
      type.className = 'layer__type';
      type.textContent = TYPE_LABEL[node.type] ?? node.type.toLowerCase();
      button.append(name, ' ', type);
      if (!node.visible) button.classList.add('layer--hidden');
      li.append(button);
      if (node.children.length) li.append(list(node.children));
      ul.append(li);
    }
    return ul;
  };
  for (const page of standIn!.pages) {
    const heading = document.createElement('h3');
    heading.className = 'page-name';
    heading.textContent = page.name;
    tree.append(heading, list(page.children));
  }
  if (total > listed) {
    const more = document.createElement('p');
    more.className = 'hint';
    more.textContent = `${total - listed} more layers are not listed; the first ${MAX_LISTED_LAYERS} are.`;
    tree.append(more);
  }
}

let previewUrl: string | null = null;

async function showSelection() {
  const ids = selectedIds();
  for (const button of document.querySelectorAll<HTMLButtonElement>('#layer-tree .layer')) {
    button.setAttribute('aria-pressed', String(ids.has(button.dataset.nodeId ?? '')));
  }
  const [first] = currentSelection();
  const img = $<HTMLImageElement>('canvas-preview');
  const outline = $('canvas-outline');
  const empty = $('canvas-empty');
  if (!first) {
    img.hidden = true;
    outline.hidden = true;
    empty.hidden = false;
    return;
  }
  let top = first;
  while (top.parent) top = top.parent;
  const scale = Math.min(1, 360 / Math.max(1, top.width));
  const bytes = await renderPng(top.rest, scale);
  if (previewUrl) URL.revokeObjectURL(previewUrl);
  previewUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'image/png' }));
  img.src = previewUrl;
  img.alt = `Approximate picture of “${top.name}”`;
  img.hidden = false;
  empty.hidden = true;
  const tb = top.rest.absoluteBoundingBox;
  const fb = first.rest.absoluteBoundingBox;
  outline.hidden = first === top || !tb || !fb;
  if (tb && fb) {
    outline.style.left = `${(fb.x - tb.x) * scale}px`;
    outline.style.top = `${(fb.y - tb.y) * scale}px`;
    outline.style.width = `${fb.width * scale}px`;
    outline.style.height = `${fb.height * scale}px`;
  }
}

function showVariables(variables: RestVariables | undefined) {
  const count = variables ? Object.keys(variables.variables).length : 0;
  const collections = variables ? Object.values(variables.variableCollections) : [];
  $('variables-status').textContent = variables
    ? `Variables: ${count} in ${collections.length} collection${collections.length === 1 ? '' : 's'} (${collections.map((c) => `${String(c.name)}: ${(c.modes as { name: string }[]).map((m) => m.name).join(', ')}`).join('; ')}).`
    : 'No variables loaded: the plugin finds none in this file.';
}

function loadDesign(json: unknown, source: string, variables?: RestVariables) {
  const error = $('file-error');
  let doc: RestDocument;
  try {
    doc = readRestDocument(json);
  } catch (e) {
    error.textContent =
      e instanceof DesignFileError ? `${source}: ${e.message}` : `${source} could not be read.`;
    return;
  }
  error.textContent = '';
  lastDesign = { json, source, variables };
  if (standIn && !standIn.isClosed()) {
    (standIn.figma as { closePlugin(): void }).closePlugin();
  }
  standIn = createFigmaStandIn(doc, host, variables);
  showVariables(variables);
  (standIn.figma as { on(e: string, cb: () => void): void }).on(
    'selectionchange',
    () => void showSelection(),
  );
  renderLayers(doc);
  void showSelection();
  $('plugin-closed').hidden = true;
  void runPlugin();
}

async function loadFile(file: File) {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    $('file-error').textContent =
      `${file.name} is not JSON. Save the answer of GET /v1/files/:key or /v1/files/:key/nodes as a .json file.`;
    return;
  }
  loadDesign(json, file.name);
}

async function loadSample() {
  const [design, variables] = await Promise.all([
    fetch(config.sampleUrl).then((r) => r.json()),
    fetch(config.sampleVariablesUrl).then((r) => r.json()),
  ]);
  loadDesign(design, 'The sample design', readRestVariables(variables));
}

/** Variables for the design loaded: the answer of GET /v1/files/:key/variables/local. */
async function loadVariablesFile(file: File) {
  const error = $('file-error');
  if (!lastDesign) {
    error.textContent = 'Open a design first, then its variables.';
    return;
  }
  let variables: RestVariables;
  try {
    variables = readRestVariables(JSON.parse(await file.text()));
  } catch (e) {
    error.textContent = `${file.name}: ${e instanceof DesignFileError ? e.message : 'it is not JSON. Save the answer of GET /v1/files/:key/variables/local as a .json file.'}`;
    return;
  }
  loadDesign(lastDesign.json, lastDesign.source, variables);
}

$('layer-tree').addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button.layer');
  const node = button?.dataset.nodeId ? standIn?.nodeById(button.dataset.nodeId) : undefined;
  if (!node) return;
  // Shift, Ctrl or Cmd adds a layer to the selection (or takes it out), as in Figma's layer list.
  if (event.shiftKey || event.ctrlKey || event.metaKey) {
    const current = currentSelection();
    standIn!.select(
      current.includes(node) ? current.filter((n) => n !== node) : [...current, node],
    );
  } else standIn!.select([node]);
});
$('clear-selection').addEventListener('click', () => standIn?.select([]));
$('load-sample').addEventListener('click', () => void loadSample());
$('run-plugin').addEventListener('click', () => {
  // A closed plugin starts again on a fresh stand-in over the same design, as in Figma.
  if (lastDesign) loadDesign(lastDesign.json, lastDesign.source, lastDesign.variables);
  else void loadSample();
});
$<HTMLInputElement>('file-input').addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file) void loadFile(file);
});
$<HTMLInputElement>('variables-input').addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file) void loadVariablesFile(file);
});
const dropZone = $('layers-panel');
dropZone.addEventListener('dragover', (event) => {
  event.preventDefault();
  dropZone.classList.add('drop-target');
});
dropZone.addEventListener('dragleave', () => dropZone.classList.remove('drop-target'));
dropZone.addEventListener('drop', (event) => {
  event.preventDefault();
  dropZone.classList.remove('drop-target');
  const file = event.dataTransfer?.files[0];
  if (file) void loadFile(file);
});
window.addEventListener('error', (event) => {
  if (event.filename.includes(config.codeUrl)) {
    toast(`The plugin’s main thread stopped: ${event.message}`, { error: true, timeout: 8000 });
  }
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
  toast(`Something in the plugin failed: ${reason}`, { error: true, timeout: 8000 });
});

void loadSample();
