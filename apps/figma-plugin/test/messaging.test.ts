import { describe, expect, it } from 'vitest';
import {
  isMainToUi,
  isSelectionState,
  isUiToMain,
  type MainToUi,
  type UiToMain,
} from '../src/messaging';

const frame = {
  kind: 'frame',
  id: '1:2',
  name: 'Sign in',
  type: 'FRAME',
  width: 360,
  height: 800,
} as const;

describe('messages from the main thread', () => {
  const valid: [string, MainToUi][] = [
    ['init', { type: 'init', selection: frame, fileName: 'App', fileKey: null }],
    ['selection', { type: 'selection', selection: { kind: 'many', count: 3 } }],
    ['storage-result', { type: 'storage-result', requestId: 4, value: null }],
    [
      'export-progress',
      { type: 'export-progress', requestId: 1, phase: 'vectors', done: 2, total: 9 },
    ],
    [
      'export-done',
      {
        type: 'export-done',
        requestId: 1,
        payload: {
          name: 'Sign in',
          nodeId: '1:2',
          figma: { name: 'App', nodes: { '1:2': { document: {} } } },
          assets: { '1:3': { svg: '<svg/>' } },
          preview: new Uint8Array([137, 80]),
          notes: [],
          stats: { nodes: 3, svgs: 1, images: 0, variables: 0, styles: 0, bytes: 10 },
        },
      },
    ],
    [
      'export-done with variables and styles',
      {
        type: 'export-done',
        requestId: 1,
        payload: {
          name: 'Sign in',
          nodeId: '1:2',
          figma: { name: 'App', nodes: { '1:2': { document: {} } } },
          assets: {},
          variables: {
            status: 200,
            error: false,
            meta: { variables: {}, variableCollections: {} },
          },
          styles: { name: 'Local styles', nodes: {} },
          notes: [],
          stats: { nodes: 3, svgs: 0, images: 0, variables: 0, styles: 0, bytes: 10 },
        },
      },
    ],
    ['export-failed', { type: 'export-failed', requestId: 2, message: 'no' }],
  ];
  it.each(valid)('accepts %s', (_name, msg) => {
    expect(isMainToUi(msg)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'init'],
    ['an unknown type', { type: 'reload' }],
    ['init without a selection', { type: 'init', fileName: 'App', fileKey: null }],
    ['a selection of an unknown kind', { type: 'selection', selection: { kind: 'page' } }],
    ['a frame without its size', { type: 'selection', selection: { ...frame, width: undefined } }],
    ['a fractional request id', { type: 'storage-result', requestId: 1.5, value: 'x' }],
    [
      'an unknown export phase',
      { type: 'export-progress', requestId: 1, phase: 'upload', done: 0, total: 1 },
    ],
    [
      'a payload with a string preview',
      {
        type: 'export-done',
        requestId: 1,
        payload: {
          name: 'a',
          nodeId: '1',
          figma: { nodes: {} },
          assets: {},
          preview: 'iVBOR',
          notes: [],
          stats: {},
        },
      },
    ],
    [
      'a payload without notes',
      {
        type: 'export-done',
        requestId: 1,
        payload: { name: 'a', nodeId: '1', figma: { nodes: {} }, assets: {}, stats: {} },
      },
    ],
    [
      'a payload whose variables are not the REST answer',
      {
        type: 'export-done',
        requestId: 1,
        payload: {
          name: 'a',
          nodeId: '1',
          figma: { nodes: {} },
          assets: {},
          variables: { variables: [] },
          notes: [],
          stats: {},
        },
      },
    ],
    [
      'a payload whose styles hold no nodes',
      {
        type: 'export-done',
        requestId: 1,
        payload: {
          name: 'a',
          nodeId: '1',
          figma: { nodes: {} },
          assets: {},
          styles: 'M3',
          notes: [],
          stats: {},
        },
      },
    ],
  ])('refuses %s', (_name, msg) => {
    expect(isMainToUi(msg)).toBe(false);
  });
});

describe('messages from the UI', () => {
  const valid: [string, UiToMain][] = [
    ['ui-ready', { type: 'ui-ready' }],
    ['storage-get', { type: 'storage-get', requestId: 1, key: 'frametocode.session' }],
    ['storage-set', { type: 'storage-set', requestId: 2, key: 'k', value: '{}' }],
    ['storage-delete', { type: 'storage-delete', requestId: 3, key: 'k' }],
    ['export', { type: 'export', requestId: 4 }],
    ['open-external', { type: 'open-external', url: 'http://localhost:3000/upgrade' }],
    ['notify', { type: 'notify', text: 'Copied', error: false }],
    ['close', { type: 'close' }],
  ];
  it.each(valid)('accepts %s', (_name, msg) => {
    expect(isUiToMain(msg)).toBe(true);
  });

  it.each([
    ['an array', [{ type: 'close' }]],
    ['storage-set without a value', { type: 'storage-set', requestId: 2, key: 'k' }],
    ['a javascript: link', { type: 'open-external', url: 'javascript:alert(1)' }],
    ['a file: link', { type: 'open-external', url: 'file:///etc/passwd' }],
    ['export without a request id', { type: 'export' }],
    ['notify with a numeric text', { type: 'notify', text: 1 }],
  ])('refuses %s', (_name, msg) => {
    expect(isUiToMain(msg)).toBe(false);
  });
});

describe('selection states', () => {
  it('knows every kind and nothing else', () => {
    expect(isSelectionState({ kind: 'none' })).toBe(true);
    expect(isSelectionState({ kind: 'not-frame', name: 'Title', type: 'TEXT' })).toBe(true);
    expect(isSelectionState(frame)).toBe(true);
    expect(isSelectionState({ kind: 'many' })).toBe(false);
    expect(isSelectionState({})).toBe(false);
  });
});
