import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFigmaStandIn, imageColour, type StandInHost } from './figma-stand-in';
import { DesignFileError, readRestDocument, type RestNode } from './rest-document';
import { readRestVariables } from './stand-in-design-system';
import type { StandInNode } from './stand-in-nodes';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../packages/codegen/test/fixtures/${name}`, import.meta.url),
      'utf8',
    ),
  );

/** A host that records what the page would do, with a Map for localStorage. */
function recordingHost() {
  const store = new Map<string, string>();
  const log = {
    posted: [] as unknown[],
    toasts: [] as { text: string; error?: boolean }[],
    opened: [] as string[],
    closed: [] as (string | undefined)[],
    shown: [] as { html: string; width?: number; height?: number }[],
    rendered: [] as { id: string; scale: number }[],
    solid: [] as { width: number; height: number; color: string }[],
  };
  let deliver: (m: unknown) => void = () => {};
  const host: StandInHost = {
    showUI(html, options, toMain) {
      log.shown.push({ html, width: options.width, height: options.height });
      deliver = toMain;
      return { post: (m) => log.posted.push(m), close: () => log.closed.push('ui') };
    },
    notify(text, options) {
      log.toasts.push({ text, error: options.error });
      return { cancel() {} };
    },
    pluginClosed: (message) => log.closed.push(message),
    openExternal: (url) => log.opened.push(url),
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    async renderPng(node: RestNode, scale: number) {
      log.rendered.push({ id: node.id, scale });
      return new Uint8Array([137, 80, 78, 71]);
    },
    async solidPng(width, height, color) {
      log.solid.push({ width, height, color });
      return new Uint8Array([137, 80, 78, 71]);
    },
  };
  return { host, log, store, fromUi: (m: unknown) => deliver(m) };
}

type Figma = {
  currentPage: { selection: readonly StandInNode[]; children: readonly StandInNode[] };
  root: { name: string; children: { name: string }[] };
  fileKey: string;
  showUI(html: string, o?: object): void;
  ui: { postMessage(m: unknown): void; onmessage?: (m: unknown, p: { origin: string }) => void };
  on(e: string, cb: () => void): void;
  off(e: string, cb: () => void): void;
  notify(t: string, o?: object): void;
  closePlugin(m?: string): void;
  openExternal(u: string): void;
  clientStorage: {
    getAsync(k: string): Promise<unknown>;
    setAsync(k: string, v: unknown): Promise<void>;
    deleteAsync(k: string): Promise<void>;
  };
  getImageByHash(h: string): { hash: string; getBytesAsync(): Promise<Uint8Array> } | null;
};

function signInDesign() {
  const rec = recordingHost();
  const standIn = createFigmaStandIn(readRestDocument(fixture('m3-sign-in.nodes.json')), rec.host);
  return { ...rec, standIn, figma: standIn.figma as unknown as Figma };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('reading a REST answer', () => {
  it('lays a /nodes answer out on one page and keeps its components and styles', () => {
    const doc = readRestDocument(fixture('m3-sign-in.nodes.json'));
    expect(doc.name).toBe('Material 3 sign-in flow');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.children.map((n) => n.name)).toEqual(['Sign in']);
    expect(Object.keys(doc.components)).toContain('52:2210');
    expect(Object.keys(doc.styles)).toContain('S:surface');
  });

  it('reads the pages of a /v1/files answer', () => {
    const doc = readRestDocument(fixture('auto-layout-playground.file.json'), 'AbC123');
    expect(doc.fileKey).toBe('AbC123');
    expect(doc.pages.map((p) => p.name)).toEqual(['Playground', 'Components']);
  });

  it.each([
    [[1, 2], 'expected a JSON object'],
    [{ name: 'x' }, 'expected “document” (GET /v1/files/:key) or “nodes”'],
    [{ nodes: {} }, 'nothing to select'],
    [{ nodes: { '1:1': { document: { name: 'no id' } } } }, 'node 1:1 has no “document” node'],
    [{ document: { id: '0:0', type: 'DOCUMENT', children: [] } }, 'no pages'],
    [
      {
        document: {
          id: '0:0',
          type: 'DOCUMENT',
          children: [{ id: '0:1', type: 'CANVAS', name: 'P', children: [{ name: 'bad' }] }],
        },
      },
      'A child of “P” is not a Figma node',
    ],
  ])('refuses %j with a message naming the problem', (json, message) => {
    expect(() => readRestDocument(json)).toThrow(DesignFileError);
    expect(() => readRestDocument(json)).toThrow(message);
  });
});

describe('the stand-in figma global', () => {
  it('serves the contract’s document fields as plugin-API nodes', () => {
    const { figma } = signInDesign();
    expect(figma.root.name).toBe('Material 3 sign-in flow');
    expect(figma.fileKey).toBe('material-3-sign-in-flow');
    const [frame] = figma.currentPage.children;
    expect(frame).toMatchObject({
      id: '204:1180',
      name: 'Sign in',
      type: 'FRAME',
      width: 360,
      height: 800,
      visible: true,
    });
    expect(frame!.fills[0]).toMatchObject({
      type: 'SOLID',
      color: { r: 0.996, g: 0.969, b: 1 },
      opacity: 1,
    });
    expect(Object.isFrozen(frame!.fills)).toBe(true);
    const vectors = frame!.findAll((n) => n.type === 'VECTOR');
    expect(vectors.map((v) => v.id)).toEqual([
      'I204:1181;52:2100;1:430',
      'I204:1194;53:8995;1:499',
    ]);
    expect(frame!.findAll().length).toBe(24);
    expect(frame!.findAll((n) => n === frame)).toEqual([]);
  });

  it('selecting in the layer list changes figma.currentPage.selection and fires selectionchange once, afterwards', async () => {
    const { figma, standIn } = signInDesign();
    const seen: string[][] = [];
    const listener = () => seen.push(figma.currentPage.selection.map((n) => n.name));
    figma.on('selectionchange', listener);
    const frame = standIn.nodeById('204:1180')!;
    standIn.select([frame]);
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([['Sign in']]);
    standIn.select([]);
    figma.off('selectionchange', listener);
    standIn.select([frame]);
    await tick();
    expect(seen).toEqual([['Sign in']]);
  });

  it('selecting a layer on another page makes that page the current one, as Figma does', () => {
    const standIn = createFigmaStandIn(
      readRestDocument(fixture('auto-layout-playground.file.json')),
      recordingHost().host,
    );
    const figma = standIn.figma as unknown as Figma & { currentPage: { name: string } };
    expect(figma.currentPage.name).toBe('Playground');
    const onSecondPage = standIn.pages[1]!.children[0]!;
    standIn.select([onSecondPage]);
    expect(figma.currentPage.name).toBe('Components');
    expect(figma.currentPage.selection).toEqual([onSecondPage]);
    expect(standIn.pages[0]!.selection).toEqual([]);
  });

  it('bridges messages both ways and passes showUI’s size to the page', async () => {
    const { figma, log, fromUi } = signInDesign();
    const received: unknown[] = [];
    figma.showUI('<html>ui</html>', { width: 380, height: 560, themeColors: true });
    figma.ui.onmessage = (m, props) => received.push([m, props.origin]);
    figma.ui.postMessage({ type: 'session', email: 'a@example.com' });
    fromUi({ type: 'generate' });
    expect(log.shown).toEqual([{ html: '<html>ui</html>', width: 380, height: 560 }]);
    expect(log.posted).toEqual([{ type: 'session', email: 'a@example.com' }]);
    expect(received).toEqual([[{ type: 'generate' }, 'null']]);
    expect(() => figma.showUI('<html>again</html>')).toThrow('already shown');
  });

  it('keeps clientStorage as JSON under a namespaced key', async () => {
    const { figma, store } = signInDesign();
    await figma.clientStorage.setAsync('session', { access_token: 't', expires_at: 1 });
    expect([...store.keys()]).toEqual(['figma-playground:clientStorage:session']);
    expect(await figma.clientStorage.getAsync('session')).toEqual({
      access_token: 't',
      expires_at: 1,
    });
    await figma.clientStorage.deleteAsync('session');
    expect(await figma.clientStorage.getAsync('session')).toBeUndefined();
  });

  it('notifies, opens links, and closes the UI once', () => {
    const { figma, log, fromUi } = signInDesign();
    const received: unknown[] = [];
    figma.showUI('<p>ui</p>');
    figma.ui.onmessage = (m) => received.push(m);
    figma.notify('Copied', { error: false });
    figma.openExternal('http://127.0.0.1:3000/upgrade');
    expect(() => figma.openExternal('javascript:alert(1)')).toThrow('only http(s)');
    figma.closePlugin('Bye');
    figma.closePlugin('again');
    fromUi({ type: 'late' });
    expect(log.toasts).toEqual([{ text: 'Copied', error: false }]);
    expect(log.opened).toEqual(['http://127.0.0.1:3000/upgrade']);
    expect(log.closed).toEqual(['ui', 'Bye']);
    expect(received).toEqual([]);
  });

  it('throws a clear error for any API outside the contract', () => {
    const { figma } = signInDesign();
    const loose = figma as unknown as Record<string, unknown>;
    expect(() => loose.createRectangle).toThrow(
      'figma.createRectangle is not in the plugin’s contract',
    );
    expect(() => (figma.ui as unknown as Record<string, unknown>).resize).toThrow(
      'figma.ui.resize is not in',
    );
    expect(() => figma.on('close', () => {})).toThrow("only 'selectionchange'");
    const page = figma.currentPage as unknown as Record<string, unknown>;
    expect(() => page.findAll).toThrow('figma.currentPage.findAll is not in the plugin’s contract');
  });
});

describe('exportAsync', () => {
  it('JSON_REST_V1 answers { document, components, componentSets, styles } with what the subtree uses', async () => {
    const { standIn } = signInDesign();
    const bar = standIn.nodeById('204:1181')!;
    const exported = await bar.exportAsync({ format: 'JSON_REST_V1' });
    expect(Object.keys(exported).sort()).toEqual([
      'componentSets',
      'components',
      'document',
      'styles',
    ]);
    expect((exported.document as RestNode).id).toBe('204:1181');
    expect(Object.keys(exported.components as object)).toContain('52:2210');
    expect(Object.keys(exported.componentSets as object)).toEqual(['52:2200']);
    expect(exported.document).not.toBe(bar.rest);
  });

  it('SVG_STRING draws fillGeometry paths in the fill colour', async () => {
    const { standIn } = signInDesign();
    const svg = await standIn
      .nodeById('I204:1181;52:2100;1:430')!
      .exportAsync({ format: 'SVG_STRING' });
    expect(svg).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">' +
        '<path d="M4 6L20 6L20 8L4 8L4 6ZM4 11L20 11L20 13L4 13L4 11ZM4 16L20 16L20 18L4 18L4 16Z" fill-rule="nonzero" fill="#1d1b20"/>' +
        '</svg>',
    );
  });

  it('SVG_STRING falls back to a rectangle of the node’s size and colour without geometry', async () => {
    const doc = readRestDocument({
      name: 'Shapes',
      nodes: {
        '1:1': {
          document: {
            id: '1:1',
            name: 'Badge',
            type: 'FRAME',
            absoluteBoundingBox: { x: 10, y: 10, width: 40, height: 20 },
            fills: [],
            children: [
              {
                id: '1:2',
                name: 'Dot',
                type: 'ELLIPSE',
                absoluteBoundingBox: { x: 14, y: 14, width: 12, height: 12 },
                fills: [{ type: 'SOLID', color: { r: 1, g: 0, b: 0, a: 0.5 } }],
              },
            ],
          },
        },
      },
    });
    const standIn = createFigmaStandIn(doc, recordingHost().host);
    expect(await standIn.nodeById('1:1')!.exportAsync({ format: 'SVG_STRING' })).toBe(
      '<svg width="40" height="20" viewBox="0 0 40 20" fill="none" xmlns="http://www.w3.org/2000/svg">' +
        '<ellipse cx="10" cy="10" rx="6" ry="6" fill="#ff0000" fill-opacity="0.5"/></svg>',
    );
  });

  it('PNG renders through the page at the asked scale, and refuses scales Figma refuses', async () => {
    const { standIn, log } = signInDesign();
    const frame = standIn.nodeById('204:1180')!;
    expect(
      await frame.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 0.5 } }),
    ).toBeInstanceOf(Uint8Array);
    await frame.exportAsync({ format: 'PNG', constraint: { type: 'WIDTH', value: 180 } });
    expect(log.rendered).toEqual([
      { id: '204:1180', scale: 0.5 },
      { id: '204:1180', scale: 0.5 },
    ]);
    await expect(
      frame.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 8 } }),
    ).rejects.toThrow('at most 4');
    await expect(frame.exportAsync({ format: 'PDF' } as never)).rejects.toThrow(
      '“PDF” is not in the plugin’s contract',
    );
  });
});

describe('getImageByHash', () => {
  it('paints a known hash one colour at the size of its first layer, and answers null for an unknown one', async () => {
    const { host, log } = recordingHost();
    const doc = readRestDocument({
      name: 'Photo',
      nodes: {
        '1:1': {
          document: {
            id: '1:1',
            name: 'Hero',
            type: 'RECTANGLE',
            absoluteBoundingBox: { x: 0, y: 0, width: 320.4, height: 180 },
            fills: [{ type: 'IMAGE', imageRef: 'abc123', scaleMode: 'FILL' }],
          },
        },
      },
    });
    const standIn = createFigmaStandIn(doc, host);
    const figma = standIn.figma as unknown as Figma;
    expect(standIn.nodeById('1:1')!.fills[0]).toMatchObject({ type: 'IMAGE', imageHash: 'abc123' });
    const image = figma.getImageByHash('abc123')!;
    expect(image.hash).toBe('abc123');
    await image.getBytesAsync();
    expect(log.solid).toEqual([{ width: 320, height: 180, color: imageColour('abc123') }]);
    expect(figma.getImageByHash('nope')).toBeNull();
  });
});

describe('the design system', () => {
  type Api = {
    variables: {
      getLocalVariableCollectionsAsync(): Promise<{ id: string; name: string; remote: boolean }[]>;
      getLocalVariablesAsync(type?: string): Promise<{ id: string; name: string }[]>;
      getVariableByIdAsync(
        id: string,
      ): Promise<{ name: string; remote: boolean; valuesByMode: Record<string, unknown> } | null>;
      getVariableCollectionByIdAsync(
        id: string,
      ): Promise<{ name: string; modes: { name: string }[] } | null>;
    };
    getLocalPaintStylesAsync(): Promise<Record<string, unknown>[]>;
    getLocalTextStylesAsync(): Promise<Record<string, unknown>[]>;
    getLocalEffectStylesAsync(): Promise<Record<string, unknown>[]>;
  };
  const withVariables = () => {
    const rec = recordingHost();
    const standIn = createFigmaStandIn(
      readRestDocument(fixture('m3-sign-in.nodes.json')),
      rec.host,
      readRestVariables(fixture('m3-sign-in.variables.json')),
    );
    return standIn.figma as unknown as Api;
  };

  it('figma.variables lists the local collections and variables, and reads a library one by id', async () => {
    const figma = withVariables();
    const collections = await figma.variables.getLocalVariableCollectionsAsync();
    // The palettes are a library's: not local, but reachable by id through the schemes' aliases.
    expect(collections.map((c) => c.name)).toEqual(['material-theme', 'Brand', 'Layout']);
    const local = await figma.variables.getLocalVariablesAsync();
    expect(local.map((v) => v.name)).toContain('Schemes/Primary');
    expect(local.map((v) => v.name)).not.toContain('Palettes/Primary/40');
    expect((await figma.variables.getLocalVariablesAsync('FLOAT')).map((v) => v.name)).toEqual([
      'Spacing/xs',
      'Spacing/md',
      'Spacing/lg',
      'Spacing/xl',
      'Corner/Full',
    ]);
    const primary = local.find((v) => v.name === 'Schemes/Primary')!;
    const full = await figma.variables.getVariableByIdAsync(primary.id);
    expect(full?.valuesByMode['11:0']).toEqual({ type: 'VARIABLE_ALIAS', id: 'VariableID:10:1' });
    expect(await figma.variables.getVariableByIdAsync('VariableID:10:1')).toMatchObject({
      name: 'Palettes/Primary/40',
      remote: true,
    });
    expect(
      (
        await figma.variables.getVariableCollectionByIdAsync('VariableCollectionId:11:0')
      )?.modes.map((m) => m.name),
    ).toEqual(['Light', 'Dark']);
    expect(await figma.variables.getVariableByIdAsync('VariableID:99:9')).toBeNull();
    expect(() => (figma.variables as unknown as Record<string, unknown>).createVariable).toThrow(
      'figma.variables.createVariable is not in the plugin’s contract',
    );
  });

  it('without variables the file has none', async () => {
    const { figma } = signInDesign();
    const api = figma as unknown as Api;
    expect(await api.variables.getLocalVariablesAsync()).toEqual([]);
    expect(await api.variables.getLocalVariableCollectionsAsync()).toEqual([]);
  });

  it('serves the local styles with the values of the first layer using each; library styles are not local', async () => {
    const figma = withVariables();
    const paints = await figma.getLocalPaintStylesAsync();
    expect(paints.map((p) => p.name)).toEqual(['Brand/Accent']);
    expect((paints[0]!.paints as Record<string, unknown>[])[0]).toMatchObject({
      type: 'SOLID',
      boundVariables: { color: { type: 'VARIABLE_ALIAS' } },
    });
    const texts = await figma.getLocalTextStylesAsync();
    expect(texts.map((t) => t.name)).toEqual([
      'M3/title/large',
      'M3/headline/small',
      'M3/body/medium',
      'M3/label/large',
    ]);
    expect(texts.find((t) => t.name === 'M3/label/large')).toMatchObject({
      fontName: { family: 'Roboto', style: 'Medium' },
      fontSize: 14,
      lineHeight: { unit: 'PIXELS', value: 20 },
    });
    expect(await figma.getLocalEffectStylesAsync()).toEqual([]);
  });

  it('refuses variables that are not Figma’s answer, saying what is wrong', () => {
    expect(() => readRestVariables({ variables: {} })).toThrow(
      'This is not a Figma variables answer',
    );
    expect(() =>
      readRestVariables({
        meta: { variables: { V: { variableCollectionId: 'C' } }, variableCollections: {} },
      }),
    ).toThrow('The variable V names no collection of the answer.');
    expect(() =>
      readRestVariables({ meta: { variables: {}, variableCollections: { C: { modes: [] } } } }),
    ).toThrow('The variable collection C has no modes.');
  });
});
