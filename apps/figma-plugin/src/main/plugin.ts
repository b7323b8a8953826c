import { FLOW_MAX_SCREENS } from '@app/shared/generate';
import {
  FRAME_TYPES,
  isUiToMain,
  type ExportPhase,
  type MainToUi,
  type UiToMain,
} from '../messaging';
import { exportFlow, exportFrame, type FrameLike } from './export-frame';
import { describeSelection, framesIn, type SelectedLayer } from './selection';

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
  const page = () =>
    api.currentPage as unknown as { name: string; children: readonly SelectedLayer[] };
  const selection = () => describeSelection(api.currentPage.selection, page());
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
        const current = selection();
        // A flow: the page's frames, several selected frames, or a section's frames.
        const flowFrames =
          msg.scope === 'page'
            ? framesIn(page().children ?? [])
            : current.kind === 'flow'
              ? current.source === 'section'
                ? framesIn((node as unknown as SelectedLayer).children ?? [])
                : (nodes as unknown as SelectedLayer[])
              : undefined;
        if (flowFrames && (flowFrames.length === 0 || flowFrames.length > FLOW_MAX_SCREENS)) {
          post({
            type: 'export-failed',
            requestId: msg.requestId,
            message:
              flowFrames.length === 0
                ? 'This page has no frames to generate.'
                : `A flow can have at most ${FLOW_MAX_SCREENS} screens; ${flowFrames.length} are selected. Select fewer frames.`,
          });
          return;
        }
        if (!flowFrames && (nodes.length !== 1 || !node || !frameTypes.includes(node.type))) {
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
          const deps = {
            getImageByHash: (hash: string) => api.getImageByHash(hash),
            fileName: api.root.name,
            designSystem: {
              variables: api.variables,
              getLocalPaintStylesAsync: () => api.getLocalPaintStylesAsync(),
              getLocalTextStylesAsync: () => api.getLocalTextStylesAsync(),
              getLocalEffectStylesAsync: () => api.getLocalEffectStylesAsync(),
            },
            onProgress: (phase: ExportPhase, done: number, total: number) =>
              post({ type: 'export-progress', requestId: msg.requestId, phase, done, total }),
          };
          const name =
            msg.scope === 'page' ? page().name : current.kind === 'flow' ? current.name : 'Flow';
          const payload = flowFrames
            ? await exportFlow(flowFrames as unknown as FrameLike[], {
                ...deps,
                name,
                startingPoints: startingPointsOf(api.currentPage),
              })
            : await exportFrame(node as FrameLike, deps);
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

/** The page's flow starting points (Figma's prototype settings), as the generator reads them. */
function startingPointsOf(page: unknown): { nodeId: string; name: string }[] {
  const points = (page as { flowStartingPoints?: unknown }).flowStartingPoints;
  if (!Array.isArray(points)) return [];
  return points.filter(
    (p): p is { nodeId: string; name: string } =>
      typeof p === 'object' && p !== null && typeof (p as { nodeId?: unknown }).nodeId === 'string',
  );
}
