import { describe, expect, it } from 'vitest';
import { startPlugin, UI_SIZE } from '../src/main/plugin';
import type { ExportPayload, MainToUi } from '../src/messaging';
import { fakeFigma, JPEG, PNG, type FakeNode, type JsonLayer } from './fake-figma';

const screen: JsonLayer = {
  id: '1:1',
  name: 'Checkout',
  type: 'FRAME',
  absoluteBoundingBox: { width: 360, height: 960 },
  children: [
    { id: '1:2', name: 'Title', type: 'TEXT' },
    { id: '1:3', name: 'Divider shape', type: 'VECTOR' },
    { id: '1:4', name: 'Hidden star', type: 'STAR', visible: false },
    {
      id: '1:5',
      name: 'icon/cart',
      type: 'FRAME',
      children: [
        { id: '1:6', name: 'Body', type: 'VECTOR' },
        { id: '1:7', name: 'Wheel', type: 'ELLIPSE' },
      ],
    },
    {
      id: '1:8',
      name: 'Labelled icon',
      type: 'FRAME',
      children: [
        { id: '1:9', name: 'Label', type: 'TEXT' },
        {
          id: '1:10',
          name: 'Glyph',
          type: 'BOOLEAN_OPERATION',
          children: [{ id: '1:11', name: 'Part', type: 'VECTOR' }],
        },
      ],
    },
    {
      id: '1:12',
      name: 'Hero',
      type: 'RECTANGLE',
      fills: [{ type: 'IMAGE', imageRef: 'hash-png' }],
    },
    {
      id: '1:13',
      name: 'Hero again',
      type: 'RECTANGLE',
      fills: [{ type: 'IMAGE', imageRef: 'hash-png' }],
    },
    {
      id: '1:14',
      name: 'Photo',
      type: 'RECTANGLE',
      fills: [{ type: 'IMAGE', imageRef: 'hash-jpeg' }],
    },
  ],
};
const label: JsonLayer = { id: '2:1', name: 'Heading', type: 'TEXT' };

function setup() {
  const figma = fakeFigma([screen, label], { 'hash-png': PNG, 'hash-jpeg': JPEG });
  const handle = startPlugin(figma.api, '<html></html>');
  const [frame, text] = figma.nodes as [FakeNode, FakeNode];
  const posted = () => figma.log.posted as MainToUi[];
  return { figma, handle, frame, text, posted };
}

async function exportDone(s: ReturnType<typeof setup>): Promise<ExportPayload> {
  await s.handle({ type: 'export', requestId: 7 });
  const done = s.posted().find((m) => m.type === 'export-done' || m.type === 'export-failed');
  if (done?.type !== 'export-done') throw new Error(`export failed: ${JSON.stringify(done)}`);
  return done.payload;
}

describe('the main thread', () => {
  it('shows the UI and tells it the file and the selection', async () => {
    const s = setup();
    s.figma.select(s.frame);
    await s.handle({ type: 'ui-ready' });
    expect(s.posted().at(-1)).toEqual({
      type: 'init',
      selection: {
        kind: 'frame',
        id: '1:1',
        name: 'Checkout',
        type: 'FRAME',
        width: 360,
        height: 960,
      },
      fileName: 'Design file',
      fileKey: 'FILEKEY',
    });
    expect(UI_SIZE.width).toBeGreaterThan(300);
  });

  it('reports every selection change: nothing, a text layer, several layers', () => {
    const s = setup();
    s.figma.select();
    s.figma.select(s.text);
    s.figma.select(s.frame, s.text);
    expect(s.posted().map((m) => (m.type === 'selection' ? m.selection : null))).toEqual([
      // Nothing selected: the page's frames are offered as a flow.
      { kind: 'none', page: { name: 'Page 1', screens: [{ id: '1:1', name: 'Checkout' }] } },
      { kind: 'not-frame', name: 'Heading', type: 'TEXT' },
      { kind: 'many', count: 2 },
    ]);
  });

  it('refuses to export a selection that is not a frame, and says what to select', async () => {
    const s = setup();
    s.figma.select(s.text);
    await s.handle({ type: 'export', requestId: 3 });
    expect(s.posted().at(-1)).toEqual({
      type: 'export-failed',
      requestId: 3,
      message: 'Select one frame, component or instance to generate code from it.',
    });
    expect(s.figma.log.exports).toEqual([]);
  });

  it('exports the frame as JSON, vectors and icons as SVG, images as PNG, and a small preview', async () => {
    const s = setup();
    s.figma.select(s.frame);
    const payload = await exportDone(s);

    expect(payload.name).toBe('Checkout');
    expect(payload.nodeId).toBe('1:1');
    expect(payload.figma.name).toBe('Design file');
    expect(Object.keys(payload.figma.nodes)).toEqual(['1:1']);
    expect((payload.figma.nodes['1:1'] as { document: JsonLayer }).document.name).toBe('Checkout');
    // The vector; the icon frame as one SVG (not its parts); the boolean group whole; never the hidden star.
    expect(
      Object.entries(payload.assets)
        .filter(([, a]) => a.svg)
        .map(([id]) => id),
    ).toEqual(['1:3', '1:5', '1:10']);
    expect(payload.assets['1:5']?.svg).toBe('<svg data-id="1:5"/>');
    // A PNG image once by its hash; a JPEG one rendered to PNG from the layer it fills.
    expect(payload.assets['hash-png']?.png).toEqual(PNG);
    expect(payload.assets['1:14']?.png).toEqual(PNG);
    expect(payload.assets['hash-jpeg']).toBeUndefined();
    expect(s.figma.log.exports.filter((e) => e.format === 'PNG')).toEqual([
      { id: '1:14', format: 'PNG', scale: 1 },
      { id: '1:1', format: 'PNG', scale: 0.5 },
    ]);
    expect(payload.preview).toEqual(PNG);
    expect(payload.notes).toEqual([]);
    expect(payload.stats).toMatchObject({ nodes: 14, svgs: 3, images: 2 });
  });

  it('reports progress through each phase before the result', async () => {
    const s = setup();
    s.figma.select(s.frame);
    await exportDone(s);
    const phases = s.posted().flatMap((m) => (m.type === 'export-progress' ? [m.phase] : []));
    expect([...new Set(phases)]).toEqual(['layers', 'variables', 'vectors', 'images', 'preview']);
    expect(s.posted().at(-1)?.type).toBe('export-done');
  });

  it('keeps clientStorage for the UI: set, get, delete', async () => {
    const s = setup();
    await s.handle({
      type: 'storage-set',
      requestId: 1,
      key: 'frametocode.session',
      value: '{"a":1}',
    });
    await s.handle({ type: 'storage-get', requestId: 2, key: 'frametocode.session' });
    await s.handle({ type: 'storage-delete', requestId: 3, key: 'frametocode.session' });
    await s.handle({ type: 'storage-get', requestId: 4, key: 'frametocode.session' });
    expect(s.posted().filter((m) => m.type === 'storage-result')).toEqual([
      { type: 'storage-result', requestId: 1, value: '{"a":1}' },
      { type: 'storage-result', requestId: 2, value: '{"a":1}' },
      { type: 'storage-result', requestId: 3, value: null },
      { type: 'storage-result', requestId: 4, value: null },
    ]);
  });

  it('opens http(s) links in the browser and ignores anything else it is sent', async () => {
    const s = setup();
    await s.handle({ type: 'open-external', url: 'http://localhost:3000/upgrade' });
    await s.handle({ type: 'open-external', url: 'javascript:alert(1)' });
    await s.handle({ type: 'drop-tables' });
    await s.handle({ type: 'close' });
    expect(s.figma.log.opened).toEqual(['http://localhost:3000/upgrade']);
    expect(s.figma.log.closed).toBe(true);
  });
});

describe('export bounds', () => {
  it('stops at the SVG limit and says how many vectors were left out', async () => {
    const { exportFrame } = await import('../src/main/export-frame');
    const s = setup();
    const payload = await exportFrame(s.frame as never, {
      getImageByHash: () => null,
      fileName: 'f',
      limits: { maxSvgs: 1 },
    });
    expect(Object.keys(payload.assets).filter((k) => payload.assets[k]?.svg)).toEqual(['1:3']);
    expect(payload.notes[0]).toBe(
      '2 of 3 vector layers were not exported as SVG (the plugin exports at most 1); the generator draws them from the layer data.',
    );
  });

  it('renders a JPEG image filling the frame itself from the frame', async () => {
    const { exportFrame } = await import('../src/main/export-frame');
    const figma = fakeFigma(
      [{ id: '9:1', name: 'Splash', type: 'FRAME', fills: [{ type: 'IMAGE', imageRef: 'bg' }] }],
      { bg: JPEG },
    );
    const frame = figma.nodes[0] as FakeNode;
    const payload = await exportFrame(frame as never, {
      getImageByHash: (hash) => figma.api.getImageByHash(hash),
      fileName: 'f',
    });
    expect(payload.assets['9:1']?.png).toEqual(PNG);
    expect(figma.log.exports.filter((e) => e.format === 'PNG').map((e) => e.scale)).toEqual([1, 1]);
  });

  it('refuses a frame with more layers than it sends, before exporting any asset', async () => {
    const { exportFrame } = await import('../src/main/export-frame');
    const s = setup();
    await expect(
      exportFrame(s.frame as never, {
        getImageByHash: () => null,
        fileName: 'f',
        limits: { maxNodes: 5 },
      }),
    ).rejects.toThrow(
      'This frame has 14 layers; the plugin sends at most 5. Select a smaller frame.',
    );
    expect(s.figma.log.exports.map((e) => e.format)).toEqual(['JSON_REST_V1']);
  });

  it('leaves out an image over the size limit and says so', async () => {
    const { exportFrame } = await import('../src/main/export-frame');
    const s = setup();
    const payload = await exportFrame(s.frame as never, {
      getImageByHash: (hash) =>
        hash === 'hash-png' ? ({ getBytesAsync: async () => PNG } as unknown as Image) : null,
      fileName: 'f',
      limits: { maxImageBytes: 4 },
    });
    expect(Object.values(payload.assets).some((a) => a.png)).toBe(false);
    expect(payload.notes).toContain('2 images are larger than 4 bytes and were left out.');
  });
});

describe('the main thread with a flow', () => {
  const frame = (id: string, name: string, extra: Partial<JsonLayer> = {}): JsonLayer => ({
    id,
    name,
    type: 'FRAME',
    absoluteBoundingBox: { width: 360, height: 640 },
    children: [{ id: `${id}-t`, name: 'Title', type: 'TEXT' }],
    ...extra,
  });
  function flowSetup() {
    const section: JsonLayer = {
      id: '5:1',
      name: 'Checkout flow',
      type: 'SECTION',
      children: [
        frame('5:2', 'Sign in'),
        frame('5:3', 'Orders'),
        frame('5:4', 'Delete order?', {
          overlayPositionType: 'CENTER',
          overlayBackgroundInteraction: 'CLOSE_ON_CLICK_OUTSIDE',
        }),
        frame('5:5', 'Hidden', { visible: false }),
      ],
    };
    const figma = fakeFigma([section, frame('6:1', 'Settings'), label]);
    const handle = startPlugin(figma.api, '<html></html>');
    const posted = () => figma.log.posted as MainToUi[];
    return { figma, handle, posted, nodes: figma.nodes };
  }

  it('describes several frames, or a section, as a flow of screens', () => {
    const s = flowSetup();
    const [section, settings, text] = s.nodes as [FakeNode, FakeNode, FakeNode];
    s.figma.select(section);
    s.figma.select(settings, section.children[0] as FakeNode);
    s.figma.select(settings, text);
    expect(s.posted().map((m) => (m.type === 'selection' ? m.selection : null))).toEqual([
      {
        kind: 'flow',
        source: 'section',
        name: 'Checkout flow',
        screens: [
          { id: '5:2', name: 'Sign in' },
          { id: '5:3', name: 'Orders' },
          { id: '5:4', name: 'Delete order?' },
        ],
      },
      {
        kind: 'flow',
        source: 'frames',
        name: 'Settings flow',
        screens: [
          { id: '6:1', name: 'Settings' },
          { id: '5:2', name: 'Sign in' },
        ],
      },
      { kind: 'many', count: 2 },
    ]);
  });

  it('exports a section as one nodes answer with every screen, the overlay settings and the flow ids', async () => {
    const s = flowSetup();
    s.figma.select(s.nodes[0] as FakeNode);
    await s.handle({ type: 'export', requestId: 9 });
    const done = s.posted().find((m) => m.type === 'export-done');
    if (done?.type !== 'export-done') throw new Error('no export');
    const payload = done.payload;
    expect(payload.name).toBe('Checkout flow');
    expect(payload.flow).toEqual(['5:2', '5:3', '5:4']);
    expect(Object.keys(payload.figma.nodes)).toEqual(['5:2', '5:3', '5:4']);
    expect(payload.figma.flowStartingPoints).toEqual([]);
    const dialog = payload.figma.nodes['5:4'] as { document: Record<string, unknown> };
    expect(dialog.document).toMatchObject({
      overlayPositionType: 'CENTER',
      overlayBackgroundInteraction: 'CLOSE_ON_CLICK_OUTSIDE',
    });
    const screen = payload.figma.nodes['5:2'] as { document: Record<string, unknown> };
    expect(screen.document.overlayPositionType).toBeUndefined();
    // One preview: the flow's first screen.
    expect(s.figma.log.exports.filter((e) => e.format === 'PNG').map((e) => e.id)).toEqual(['5:2']);
  });

  it('exports the whole page as a flow when asked with nothing selected', async () => {
    const s = flowSetup();
    await s.handle({ type: 'export', requestId: 10, scope: 'page' });
    const done = s.posted().find((m) => m.type === 'export-done');
    if (done?.type !== 'export-done') throw new Error('no export');
    expect(done.payload.name).toBe('Page 1');
    expect(done.payload.flow).toEqual(['5:2', '5:3', '5:4', '6:1']);
  });
});

describe('the design system sent with the frame', () => {
  const alias = (id: string) => ({ type: 'VARIABLE_ALIAS', id });
  const collection = (id: string, name: string, modes: string[], remote = false) => ({
    id,
    name,
    key: `k-${id}`,
    modes: modes.map((m, i) => ({ modeId: `${id}:${i}`, name: m })),
    defaultModeId: `${id}:0`,
    remote,
    hiddenFromPublishing: false,
    variableIds: [],
  });
  const variable = (
    id: string,
    name: string,
    collectionId: string,
    valuesByMode: Record<string, unknown>,
    remote = false,
  ) => ({
    id,
    name,
    key: `k-${id}`,
    variableCollectionId: collectionId,
    resolvedType: 'COLOR',
    valuesByMode,
    remote,
    description: '',
    hiddenFromPublishing: false,
    scopes: ['ALL_FILLS'],
    codeSyntax: {},
  });
  const variables = {
    meta: {
      variableCollections: {
        C1: collection('C1', 'material-theme', ['Light', 'Dark']),
        L1: collection('L1', 'Palettes', ['Value'], true),
      },
      variables: {
        V1: variable('V1', 'Schemes/Primary', 'C1', {
          'C1:0': alias('P40'),
          'C1:1': { r: 0.8, g: 0.7, b: 1, a: 1 },
        }),
        V2: variable('V2', 'Schemes/Surface', 'C1', {
          'C1:0': { r: 1, g: 1, b: 1, a: 1 },
          'C1:1': { r: 0.1, g: 0.1, b: 0.1, a: 1 },
        }),
        V3: variable('V3', 'Brand/Accent', 'C1', {
          'C1:0': { r: 1, g: 0.3, b: 0.2, a: 1 },
          'C1:1': { r: 1, g: 0.7, b: 0.6, a: 1 },
        }),
        // A library variable: not local, reached only through the alias of a bound one.
        P40: variable(
          'P40',
          'Palettes/Primary/40',
          'L1',
          { 'L1:0': { r: 0.4, g: 0.31, b: 0.64, a: 1 } },
          true,
        ),
      },
    },
  };
  const bound: JsonLayer = {
    id: '5:1',
    name: 'Screen',
    type: 'FRAME',
    absoluteBoundingBox: { width: 360, height: 640 },
    fills: [
      { type: 'SOLID', color: { r: 1, g: 1, b: 1, a: 1 }, boundVariables: { color: alias('V2') } },
    ],
    boundVariables: { fills: [alias('V2')] },
    children: [
      {
        id: '5:2',
        name: 'Button',
        type: 'FRAME',
        fills: [
          {
            type: 'SOLID',
            color: { r: 0.4, g: 0.31, b: 0.64, a: 1 },
            boundVariables: { color: alias('V1') },
          },
        ],
        boundVariables: { fills: [alias('V1')], itemSpacing: alias('GONE') },
      },
    ],
  };
  const textStyle = {
    id: 'S:t1,1:1',
    key: 't1',
    type: 'TEXT',
    name: 'M3/title/large',
    description: '',
    remote: false,
    fontName: { family: 'Roboto', style: 'Semi Bold Italic' },
    fontSize: 22,
    letterSpacing: { unit: 'PERCENT', value: 10 },
    lineHeight: { unit: 'PERCENT', value: 125 },
    textCase: 'ORIGINAL',
    textDecoration: 'NONE',
    paragraphSpacing: 0,
    paragraphIndent: 0,
  };
  const paintStyle = {
    id: 'S:p1,1:2',
    key: 'p1',
    type: 'PAINT',
    name: 'M3/sys/dark/surface',
    description: '',
    remote: false,
    paints: [
      {
        type: 'SOLID',
        color: { r: 0.08, g: 0.07, b: 0.09 },
        opacity: 1,
        visible: true,
        blendMode: 'NORMAL',
        boundVariables: { color: alias('V2') },
      },
    ],
  };
  const effectStyle = {
    id: 'S:e1,1:3',
    key: 'e1',
    type: 'EFFECT',
    name: 'M3/elevation/1',
    description: '',
    remote: false,
    effects: [
      {
        type: 'DROP_SHADOW',
        visible: true,
        color: { r: 0, g: 0, b: 0, a: 0.3 },
        offset: { x: 0, y: 1 },
        radius: 2,
        spread: 0,
        blendMode: 'NORMAL',
      },
    ],
  };

  async function exportWith(
    design: Parameters<typeof fakeFigma>[2],
    limits?: Record<string, number>,
  ) {
    const { exportFrame } = await import('../src/main/export-frame');
    const figma = fakeFigma([bound], {}, design);
    return exportFrame(figma.nodes[0] as never, {
      getImageByHash: () => null,
      fileName: 'Design file',
      designSystem: figma.api as never,
      ...(limits ? { limits } : {}),
    });
  }

  it('sends the bound variables, what they alias from a library, and the local ones, in the shape of the REST answer', async () => {
    const payload = await exportWith({
      variables,
      paintStyles: [paintStyle],
      textStyles: [textStyle],
      effectStyles: [effectStyle],
    });
    const meta = payload.variables?.meta as {
      variables: Record<string, Record<string, unknown>>;
      variableCollections: Record<string, Record<string, unknown>>;
    };
    // Bound first (V2, V1), then what they alias (the library's P40), then the file's other local variables.
    expect(Object.keys(meta.variables)).toEqual(['V2', 'V1', 'P40', 'V3']);
    expect(meta.variables.P40).toMatchObject({
      name: 'Palettes/Primary/40',
      remote: true,
      variableCollectionId: 'L1',
    });
    expect(meta.variables.V1?.valuesByMode).toEqual({
      'C1:0': alias('P40'),
      'C1:1': { r: 0.8, g: 0.7, b: 1, a: 1 },
    });
    expect(meta.variableCollections.C1).toMatchObject({
      name: 'material-theme',
      modes: [
        { modeId: 'C1:0', name: 'Light' },
        { modeId: 'C1:1', name: 'Dark' },
      ],
      defaultModeId: 'C1:0',
      variableIds: ['V2', 'V1', 'V3'],
    });
    expect(meta.variableCollections.L1).toMatchObject({
      name: 'Palettes',
      remote: true,
      variableIds: ['P40'],
    });
    expect(payload).toMatchObject({ variables: { status: 200, error: false } });
    // A binding to a variable the file no longer reaches is said, not dropped silently.
    expect(payload.notes).toEqual([
      '1 variable the frame uses could not be read (a library the file no longer reaches); the generator writes their values.',
    ]);
    expect(payload.stats).toMatchObject({ variables: 4, styles: 3 });
  });

  it('sends the layers in the order of the JSON export: reading the bindings leaves the design as it was', async () => {
    const screen: JsonLayer = {
      ...bound,
      children: [
        { id: '6:1', name: 'Top app bar', type: 'FRAME', boundVariables: { fills: [alias('V1')] } },
        { id: '6:2', name: 'Content', type: 'FRAME', boundVariables: { fills: [alias('V2')] } },
        { id: '6:3', name: 'Footer', type: 'FRAME' },
      ],
    };
    const { exportFrame } = await import('../src/main/export-frame');
    const figma = fakeFigma([screen], {}, { variables });
    const payload = await exportFrame(figma.nodes[0] as never, {
      getImageByHash: () => null,
      fileName: 'Design file',
      designSystem: figma.api as never,
    });
    const sent = (payload.figma.nodes as Record<string, { document: JsonLayer }>)['5:1']!.document;
    expect((sent.children as JsonLayer[]).map((c) => c.name)).toEqual([
      'Top app bar',
      'Content',
      'Footer',
    ]);
    expect(sent.fills).toEqual(screen.fills);
  });

  it("sends the local styles as REST gives a style's properties: a layer painted, set or shaded in it", async () => {
    const payload = await exportWith({
      variables,
      paintStyles: [paintStyle],
      textStyles: [textStyle],
      effectStyles: [effectStyle],
    });
    const nodes = payload.styles?.nodes as Record<
      string,
      { document: Record<string, unknown>; styles: Record<string, unknown> }
    >;
    expect(Object.keys(nodes)).toEqual(['S:p1,1:2', 'S:t1,1:1', 'S:e1,1:3']);
    expect(nodes['S:p1,1:2']).toEqual({
      document: {
        id: 'S:p1,1:2',
        name: 'M3/sys/dark/surface',
        type: 'RECTANGLE',
        fills: [
          {
            visible: true,
            opacity: 1,
            blendMode: 'NORMAL',
            type: 'SOLID',
            color: { r: 0.08, g: 0.07, b: 0.09, a: 1 },
            boundVariables: { color: alias('V2') },
          },
        ],
        strokes: [],
        effects: [],
        styles: { fill: 'S:p1,1:2' },
      },
      styles: {
        'S:p1,1:2': {
          key: 'p1',
          name: 'M3/sys/dark/surface',
          remote: false,
          description: '',
          styleType: 'FILL',
        },
      },
    });
    // Figma's style name gives the weight and italics; percentages become pixels as REST writes them.
    expect(nodes['S:t1,1:1']?.document.style).toMatchObject({
      fontFamily: 'Roboto',
      fontWeight: 600,
      italic: true,
      fontSize: 22,
      letterSpacing: 2.2,
      lineHeightPx: 27.5,
      lineHeightPercentFontSize: 125,
      lineHeightUnit: 'FONT_SIZE_%',
    });
    expect(nodes['S:e1,1:3']?.document.effects).toEqual([
      {
        type: 'DROP_SHADOW',
        visible: true,
        color: { r: 0, g: 0, b: 0, a: 0.3 },
        offset: { x: 0, y: 1 },
        radius: 2,
        spread: 0,
        blendMode: 'NORMAL',
      },
    ]);
  });

  it('past the variables limit keeps every bound variable and says how many others were left out', async () => {
    const payload = await exportWith({ variables }, { maxVariables: 1 });
    expect(Object.keys((payload.variables?.meta as { variables: object }).variables)).toEqual([
      'V2',
      'V1',
      'P40',
    ]);
    expect(payload.notes).toContain(
      "1 of the file's 4 variables were left out (the plugin sends at most 1); every variable the frame uses is sent.",
    );
  });

  it("sends a flow's variables and styles once, for the variables every screen is bound to", async () => {
    const other: JsonLayer = {
      id: '6:1',
      name: 'Details',
      type: 'FRAME',
      absoluteBoundingBox: { width: 360, height: 640 },
      fills: [
        {
          type: 'SOLID',
          color: { r: 1, g: 0.3, b: 0.2, a: 1 },
          boundVariables: { color: alias('V3') },
        },
      ],
      boundVariables: { fills: [alias('V3')] },
    };
    const section: JsonLayer = {
      id: '7:1',
      name: 'Sign-in flow',
      type: 'SECTION',
      children: [bound, other],
    };
    const figma = fakeFigma(
      [section],
      {},
      {
        variables,
        paintStyles: [paintStyle],
        textStyles: [textStyle],
        effectStyles: [effectStyle],
      },
    );
    const handle = startPlugin(figma.api, '<html></html>');
    figma.select(figma.nodes[0] as FakeNode);
    await handle({ type: 'export', requestId: 11 });
    const done = (figma.log.posted as MainToUi[]).find((m) => m.type === 'export-done');
    if (done?.type !== 'export-done') throw new Error('no export');
    const payload = done.payload;
    expect(payload.flow).toEqual(['5:1', '6:1']);
    const meta = payload.variables?.meta as { variables: Record<string, unknown> };
    // Both screens' bound variables (V2 and V1 on the first, V3 on the second) and what they alias, each once.
    expect(Object.keys(meta.variables).sort()).toEqual(['P40', 'V1', 'V2', 'V3']);
    expect(Object.keys((payload.styles?.nodes ?? {}) as object)).toEqual([
      'S:p1,1:2',
      'S:t1,1:1',
      'S:e1,1:3',
    ]);
    expect(payload.stats).toMatchObject({ variables: 4, styles: 3 });
    // The binding the file no longer reaches is said once for the flow, not once per screen.
    expect(payload.notes).toEqual([
      '1 variable the frame uses could not be read (a library the file no longer reaches); the generator writes their values.',
    ]);
  });

  it('sends nothing of the kind for a file without variables or styles', async () => {
    const payload = await exportWith({});
    expect(payload.variables).toBeUndefined();
    expect(payload.styles).toBeUndefined();
    expect(payload.stats).toMatchObject({ variables: 0, styles: 0 });
  });
});
