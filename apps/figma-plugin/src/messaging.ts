import type { ExportedAsset } from '@app/shared/generate';

/**
 * The messages between the plugin's main thread (src/main, the Figma sandbox) and its UI
 * iframe (src/ui). The UI sends with `parent.postMessage({ pluginMessage: msg }, '*')` and
 * receives `event.data.pluginMessage`; the main thread uses `figma.ui.postMessage(msg)` and
 * `figma.ui.onmessage`, exactly as in Figma. Both sides check what arrives with the guards
 * below, since either end may be an older build or a stand-in.
 */

/** What is selected, as the UI needs it. Only a frame-like layer can be generated. */
export type SelectionState =
  /** Nothing selected; `page` offers the page's frames as one flow. */
  | { kind: 'none'; page?: FlowScreens }
  | { kind: 'many'; count: number }
  | { kind: 'not-frame'; name: string; type: string }
  | { kind: 'frame'; id: string; name: string; type: string; width: number; height: number }
  /** Several frames, or a section: a flow, one generation per screen. */
  | ({ kind: 'flow'; source: 'frames' | 'section' } & FlowScreens);

/** The screens of a flow: the frames a run generates, each one generation. */
export interface FlowScreens {
  name: string;
  screens: { id: string; name: string }[];
}

/** The layer types the plugin generates from: a screen, a component or an instance of one. */
export const FRAME_TYPES = ['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE'] as const;

/** PNG bytes travel to the UI as bytes; the UI encodes them as base64 (Figma's sandbox has no btoa). */
export type { ExportedAsset };

/** Variables in the shape of Figma's `GET /v1/files/:key/variables/local` answer. */
export interface RestVariablesAnswer {
  status: 200;
  error: false;
  meta: { variables: Record<string, unknown>; variableCollections: Record<string, unknown> };
}

/** Local styles in the shape of `GET /v1/files/:key/nodes` for the styles' nodes. */
export interface RestStylesAnswer {
  name: string;
  nodes: Record<string, unknown>;
}

/** Everything one Generate sends, ready for POST /functions/v1/generate. */
export interface ExportPayload {
  name: string;
  nodeId: string;
  /** A flow: the ids of its frames (the request's `flow` instead of `nodeId`). */
  flow?: string[];
  /** The JSON_REST_V1 export wrapped as a GET /v1/files/:key/nodes answer. */
  figma: {
    name: string;
    nodes: Record<string, unknown>;
    /** A flow: the page's prototype starting points, where the generator starts the flow. */
    flowStartingPoints?: { nodeId: string; name: string }[];
  };
  assets: Record<string, ExportedAsset>;
  /** The variables the frame is bound to and the file's local ones, with their collections and modes. */
  variables?: RestVariablesAnswer;
  /** The file's local paint, text and effect styles. */
  styles?: RestStylesAnswer;
  /** A small PNG of the frame, for the generation's page in the web app. */
  preview?: Uint8Array;
  /** What the bounds left out, in the product's words (shown with the warnings). */
  notes: string[];
  stats: {
    nodes: number;
    svgs: number;
    images: number;
    variables: number;
    styles: number;
    bytes: number;
  };
}

export type ExportPhase = 'layers' | 'variables' | 'vectors' | 'images' | 'preview';

export type MainToUi =
  | {
      type: 'init';
      selection: SelectionState;
      fileName: string;
      fileKey: string | null;
    }
  | { type: 'selection'; selection: SelectionState }
  | { type: 'storage-result'; requestId: number; value: string | null }
  | { type: 'export-progress'; requestId: number; phase: ExportPhase; done: number; total: number }
  | { type: 'export-done'; requestId: number; payload: ExportPayload }
  | { type: 'export-failed'; requestId: number; message: string };

export type UiToMain =
  | { type: 'ui-ready' }
  | { type: 'storage-get'; requestId: number; key: string }
  | { type: 'storage-set'; requestId: number; key: string; value: string }
  | { type: 'storage-delete'; requestId: number; key: string }
  /** Export the selection, or with `scope: 'page'` every frame of the current page as one flow. */
  | { type: 'export'; requestId: number; scope?: 'selection' | 'page' }
  | { type: 'open-external'; url: string }
  | { type: 'notify'; text: string; error?: boolean }
  | { type: 'close' };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

function isFlowScreens(v: Record<string, unknown>): boolean {
  return (
    isStr(v.name) &&
    Array.isArray(v.screens) &&
    v.screens.every((s: unknown) => isRecord(s) && isStr(s.id) && isStr(s.name))
  );
}

export function isSelectionState(v: unknown): v is SelectionState {
  if (!isRecord(v)) return false;
  switch (v.kind) {
    case 'none':
      return v.page === undefined || (isRecord(v.page) && isFlowScreens(v.page));
    case 'flow':
      return (v.source === 'frames' || v.source === 'section') && isFlowScreens(v);
    case 'many':
      return isInt(v.count);
    case 'not-frame':
      return isStr(v.name) && isStr(v.type);
    case 'frame':
      return (
        isStr(v.id) &&
        isStr(v.name) &&
        isStr(v.type) &&
        typeof v.width === 'number' &&
        typeof v.height === 'number'
      );
    default:
      return false;
  }
}

const PHASES: readonly string[] = ['layers', 'variables', 'vectors', 'images', 'preview'];

function isPayload(v: unknown): v is ExportPayload {
  return (
    isRecord(v) &&
    isStr(v.name) &&
    isStr(v.nodeId) &&
    (v.flow === undefined || (Array.isArray(v.flow) && v.flow.every(isStr))) &&
    isRecord(v.figma) &&
    isRecord(v.figma.nodes) &&
    isRecord(v.assets) &&
    (v.variables === undefined || (isRecord(v.variables) && isRecord(v.variables.meta))) &&
    (v.styles === undefined || (isRecord(v.styles) && isRecord(v.styles.nodes))) &&
    (v.preview === undefined || ArrayBuffer.isView(v.preview)) &&
    Array.isArray(v.notes) &&
    v.notes.every(isStr) &&
    isRecord(v.stats)
  );
}

/** True when a message the UI received is one the main thread sends. */
export function isMainToUi(v: unknown): v is MainToUi {
  if (!isRecord(v)) return false;
  switch (v.type) {
    case 'init':
      return (
        isSelectionState(v.selection) &&
        isStr(v.fileName) &&
        (v.fileKey === null || isStr(v.fileKey))
      );
    case 'selection':
      return isSelectionState(v.selection);
    case 'storage-result':
      return isInt(v.requestId) && (v.value === null || isStr(v.value));
    case 'export-progress':
      return (
        isInt(v.requestId) &&
        isStr(v.phase) &&
        PHASES.includes(v.phase) &&
        isInt(v.done) &&
        isInt(v.total)
      );
    case 'export-done':
      return isInt(v.requestId) && isPayload(v.payload);
    case 'export-failed':
      return isInt(v.requestId) && isStr(v.message);
    default:
      return false;
  }
}

/** True when a message the main thread received is one the UI sends. */
export function isUiToMain(v: unknown): v is UiToMain {
  if (!isRecord(v)) return false;
  switch (v.type) {
    case 'ui-ready':
    case 'close':
      return true;
    case 'storage-get':
    case 'storage-delete':
      return isInt(v.requestId) && isStr(v.key);
    case 'storage-set':
      return isInt(v.requestId) && isStr(v.key) && isStr(v.value);
    case 'export':
      return (
        isInt(v.requestId) &&
        (v.scope === undefined || v.scope === 'selection' || v.scope === 'page')
      );
    case 'open-external':
      return isStr(v.url) && /^https?:\/\//.test(v.url);
    case 'notify':
      return isStr(v.text) && (v.error === undefined || typeof v.error === 'boolean');
    default:
      return false;
  }
}
