import type { SessionStorage } from '@app/plugin-client';
import {
  isMainToUi,
  type ExportPayload,
  type ExportPhase,
  type MainToUi,
  type UiToMain,
} from '../messaging';

/** Sends a message to the main thread, exactly as a Figma plugin UI does. */
export function send(msg: UiToMain): void {
  parent.postMessage({ pluginMessage: msg }, '*');
}

type Listener = (msg: MainToUi) => void;
const listeners = new Set<Listener>();

window.addEventListener('message', (event: MessageEvent) => {
  const data: unknown = event.data;
  const msg =
    data && typeof data === 'object'
      ? (data as { pluginMessage?: unknown }).pluginMessage
      : undefined;
  if (!isMainToUi(msg)) return;
  for (const l of listeners) l(msg);
});

/** Calls `listener` for every message from the main thread; returns the unsubscribe. */
export function onMainMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let nextId = 1;

function request<T>(
  build: (requestId: number) => UiToMain,
  settle: (msg: MainToUi, resolve: (v: T) => void, reject: (e: Error) => void) => boolean,
): Promise<T> {
  const requestId = nextId++;
  return new Promise<T>((resolve, reject) => {
    const off = onMainMessage((msg) => {
      if (!('requestId' in msg) || msg.requestId !== requestId) return;
      if (settle(msg, resolve, reject)) off();
    });
    send(build(requestId));
  });
}

const storageResult = (msg: MainToUi, resolve: (v: string | null) => void) => {
  if (msg.type !== 'storage-result') return false;
  resolve(msg.value);
  return true;
};

/** figma.clientStorage, reached through the main thread: where the plugin keeps its session. */
export const figmaStorage: SessionStorage = {
  get: (key) => request((requestId) => ({ type: 'storage-get', requestId, key }), storageResult),
  set: async (key, value) => {
    await request((requestId) => ({ type: 'storage-set', requestId, key, value }), storageResult);
  },
  remove: async (key) => {
    await request((requestId) => ({ type: 'storage-delete', requestId, key }), storageResult);
  },
};

/** Asks the main thread to export the selected frame, reporting progress as it goes. */
export function exportSelection(
  onProgress: (phase: ExportPhase, done: number, total: number) => void,
  scope: 'selection' | 'page' = 'selection',
): Promise<ExportPayload> {
  return request<ExportPayload>(
    (requestId) => ({ type: 'export', requestId, ...(scope === 'page' ? { scope } : {}) }),
    (msg, resolve, reject) => {
      if (msg.type === 'export-progress') {
        onProgress(msg.phase, msg.done, msg.total);
        return false;
      }
      if (msg.type === 'export-done') resolve(msg.payload);
      else if (msg.type === 'export-failed') reject(new Error(msg.message));
      else return false;
      return true;
    },
  );
}

/** Opens a page in the user's browser (figma.openExternal in Figma). */
export function openExternal(url: string): void {
  send({ type: 'open-external', url });
}
