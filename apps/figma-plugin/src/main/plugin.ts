import { FRAME_TYPES, isUiToMain, type MainToUi, type UiToMain } from '../messaging';
import { exportFrame, type FrameLike } from './export-frame';
import { describeSelection } from './selection';

/** The part of Figma's plugin API the main thread uses (the playground implements the same). */
export type PluginApi = Pick<
  PluginAPI,
  | 'showUI'
  | 'ui'
  | 'currentPage'
  | 'on'
  | 'fileKey'
  | 'root'
  | 'notify'
  | 'closePlugin'
  | 'clientStorage'
  | 'openExternal'
  | 'getImageByHash'
  | 'variables'
  | 'getLocalPaintStylesAsync'
  | 'getLocalTextStylesAsync'
  | 'getLocalEffectStylesAsync'
>;

export const UI_SIZE = { width: 420, height: 640 } as const;

const frameTypes: readonly string[] = FRAME_TYPES;

/**
 * Starts the plugin: shows the UI, tells it what is selected (and again on every change),
 * and answers its requests: clientStorage for the session, the export for Generate, opening
 * links in the browser. Returns the message handler, which tests call directly.
 */
export function startPlugin(api: PluginApi, html: string): (msg: unknown) => Promise<void> {
  const post = (msg: MainToUi) => api.ui.postMessage(msg);
  const selection = () => describeSelection(api.currentPage.selection);
  let exporting = false;

  api.showUI(html, { ...UI_SIZE, themeColors: true });
  api.on('selectionchange', () => post({ type: 'selection', selection: selection() }));

  async function handle(msg: UiToMain): Promise<void> {
    switch (msg.type) {
      case 'ui-ready':
        post({
          type: 'init',
          selection: selection(),
          fileName: api.root.name,
          fileKey: api.fileKey ?? null,
        });
        return;
      case 'storage-get': {
        const value: unknown = await api.clientStorage.getAsync(msg.key);
        post({
          type: 'storage-result',
          requestId: msg.requestId,
          value: typeof value === 'string' ? value : null,
        });
        return;
      }
      case 'storage-set':
        await api.clientStorage.setAsync(msg.key, msg.value);
        post({ type: 'storage-result', requestId: msg.requestId, value: msg.value });
        return;
      case 'storage-delete':
        await api.clientStorage.deleteAsync(msg.key);
        post({ type: 'storage-result', requestId: msg.requestId, value: null });
        return;
      case 'export': {
        const nodes = api.currentPage.selection;
        const node = nodes[0];
        if (nodes.length !== 1 || !node || !frameTypes.includes(node.type)) {
          post({
            type: 'export-failed',
            requestId: msg.requestId,
            message: 'Select one frame, component or instance to generate code from it.',
          });
          return;
        }
        if (exporting) {
          post({
            type: 'export-failed',
            requestId: msg.requestId,
            message: 'An export is already running. Wait for it to finish.',
          });
          return;
        }
        exporting = true;
        try {
          const payload = await exportFrame(node as FrameLike, {
            getImageByHash: (hash) => api.getImageByHash(hash),
            fileName: api.root.name,
            designSystem: {
              variables: api.variables,
              getLocalPaintStylesAsync: () => api.getLocalPaintStylesAsync(),
              getLocalTextStylesAsync: () => api.getLocalTextStylesAsync(),
              getLocalEffectStylesAsync: () => api.getLocalEffectStylesAsync(),
            },
            onProgress: (phase, done, total) =>
              post({ type: 'export-progress', requestId: msg.requestId, phase, done, total }),
          });
          post({ type: 'export-done', requestId: msg.requestId, payload });
        } catch (err) {
          post({
            type: 'export-failed',
            requestId: msg.requestId,
            message:
              err instanceof Error && err.message
                ? err.message
                : 'Figma could not export this frame. Try again.',
          });
        } finally {
          exporting = false;
        }
        return;
      }
      case 'open-external':
        api.openExternal(msg.url);
        return;
      case 'notify':
        api.notify(msg.text, msg.error ? { error: true } : undefined);
        return;
      case 'close':
        api.closePlugin();
        return;
    }
  }

  const onMessage = async (msg: unknown) => {
    if (isUiToMain(msg)) await handle(msg);
  };
  api.ui.onmessage = (msg) => {
    void onMessage(msg);
  };
  return onMessage;
}
