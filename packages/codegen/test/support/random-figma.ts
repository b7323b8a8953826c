import fc from 'fast-check';

/**
 * fast-check arbitraries for random but valid Figma REST node trees: every
 * node type the generator knows (and some it does not), random paints,
 * effects, layout, sizing, text styles and hostile text and layer names.
 */
export type Json = Record<string, unknown>;

const color = fc.record({
  r: fc.double({ min: 0, max: 1, noNaN: true }),
  g: fc.double({ min: 0, max: 1, noNaN: true }),
  b: fc.double({ min: 0, max: 1, noNaN: true }),
  a: fc.double({ min: 0, max: 1, noNaN: true }),
});
const size = fc.integer({ min: 0, max: 400 });
const pos = fc.integer({ min: -50, max: 400 });
const name = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('class', 'Text', 'Button', 'Icon / star', '123', '', 'fun', 'Card', 'Switch'),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);
const paint = fc.oneof(
  color.map((c) => ({ type: 'SOLID', color: c })),
  fc.record({
    type: fc.constantFrom(
      'GRADIENT_LINEAR',
      'GRADIENT_RADIAL',
      'GRADIENT_ANGULAR',
      'GRADIENT_DIAMOND',
    ),
    gradientHandlePositions: fc.array(
      fc.record({
        x: fc.double({ min: -1, max: 2, noNaN: true }),
        y: fc.double({ min: -1, max: 2, noNaN: true }),
      }),
      { minLength: 3, maxLength: 3 },
    ),
    gradientStops: fc.array(
      fc.record({ position: fc.double({ min: 0, max: 1, noNaN: true }), color }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({
    type: fc.constant('IMAGE'),
    scaleMode: fc.constantFrom('FILL', 'FIT', 'TILE', 'STRETCH'),
    imageRef: fc.constantFrom('ref-a', 'ref-b', ''),
  }),
);
const effect = fc.oneof(
  fc.record({
    type: fc.constantFrom('DROP_SHADOW', 'INNER_SHADOW'),
    visible: fc.boolean(),
    color,
    offset: fc.record({ x: pos, y: pos }),
    radius: size,
    spread: pos,
  }),
  fc.record({
    type: fc.constantFrom('LAYER_BLUR', 'BACKGROUND_BLUR'),
    visible: fc.boolean(),
    radius: size,
  }),
);
const look = fc.record(
  {
    fills: fc.array(paint, { maxLength: 3 }),
    strokes: fc.array(paint, { maxLength: 2 }),
    strokeWeight: fc.integer({ min: 0, max: 8 }),
    strokeAlign: fc.constantFrom('INSIDE', 'CENTER', 'OUTSIDE'),
    strokeDashes: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
    individualStrokeWeights: fc.record({
      top: fc.nat(4),
      right: fc.nat(4),
      bottom: fc.nat(4),
      left: fc.nat(4),
    }),
    cornerRadius: fc.nat(40),
    rectangleCornerRadii: fc.array(fc.nat(30), { minLength: 4, maxLength: 4 }),
    effects: fc.array(effect, { maxLength: 2 }),
    opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    blendMode: fc.constantFrom('PASS_THROUGH', 'NORMAL', 'MULTIPLY'),
    rotation: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    visible: fc.boolean(),
    clipsContent: fc.boolean(),
    constraints: fc.record({
      horizontal: fc.constantFrom('LEFT', 'RIGHT', 'CENTER', 'LEFT_RIGHT', 'SCALE'),
      vertical: fc.constantFrom('TOP', 'BOTTOM', 'CENTER', 'TOP_BOTTOM', 'SCALE'),
    }),
    layoutSizingHorizontal: fc.constantFrom('FIXED', 'HUG', 'FILL'),
    layoutSizingVertical: fc.constantFrom('FIXED', 'HUG', 'FILL'),
    layoutPositioning: fc.constantFrom('AUTO', 'ABSOLUTE'),
    minWidth: size,
    maxWidth: size,
  },
  { requiredKeys: [] },
);
const box = fc.record({ x: pos, y: pos, width: size, height: size });
const layout = fc.record(
  {
    layoutMode: fc.constantFrom('NONE', 'HORIZONTAL', 'VERTICAL', 'GRID'),
    layoutWrap: fc.constantFrom('WRAP', 'NO_WRAP'),
    itemSpacing: fc.integer({ min: -10, max: 40 }),
    counterAxisSpacing: fc.integer({ min: 0, max: 40 }),
    primaryAxisAlignItems: fc.constantFrom('MIN', 'CENTER', 'MAX', 'SPACE_BETWEEN'),
    counterAxisAlignItems: fc.constantFrom('MIN', 'CENTER', 'MAX', 'BASELINE'),
    paddingLeft: fc.nat(32),
    paddingTop: fc.nat(32),
  },
  { requiredKeys: [] },
);
const textStyle = fc.record(
  {
    fontFamily: fc.constantFrom('Roboto', 'Inter', 'Noto Serif', 'Roboto Mono', 'Comic Neue'),
    fontWeight: fc.integer({ min: 100, max: 900 }),
    fontSize: fc.integer({ min: 1, max: 96 }),
    italic: fc.boolean(),
    letterSpacing: fc.double({ min: -2, max: 4, noNaN: true }),
    lineHeightPx: fc.integer({ min: 1, max: 120 }),
    lineHeightUnit: fc.constantFrom('PIXELS', 'FONT_SIZE_%', 'INTRINSIC_%'),
    textAlignHorizontal: fc.constantFrom('LEFT', 'CENTER', 'RIGHT', 'JUSTIFIED'),
    textDecoration: fc.constantFrom('NONE', 'UNDERLINE', 'STRIKETHROUGH'),
    textCase: fc.constantFrom('ORIGINAL', 'UPPER', 'LOWER', 'TITLE', 'SMALL_CAPS'),
    textAutoResize: fc.constantFrom('NONE', 'HEIGHT', 'WIDTH_AND_HEIGHT', 'TRUNCATE'),
    textTruncation: fc.constantFrom('DISABLED', 'ENDING'),
    maxLines: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: [] },
);
const characters = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('$x ${y} "q" \\ \n', '👨‍👩‍👧 مرحبا', '\u202Eevil', '*/ /*'),
);

let ids = 0;

/** Restarts node ids, so each generated tree is numbered the same way every run. */
export function resetRandomIds(): void {
  ids = 0;
}
const withId = <T extends Json>(n: T): T & { id: string } => ({
  ...n,
  id: `${Math.floor(ids / 50) + 1}:${ids++ % 50}`,
});

const { tree } = fc.letrec<{ tree: Json; leaf: Json }>((tie) => ({
  leaf: fc.oneof(
    fc.record({
      type: fc.constant('TEXT'),
      name,
      absoluteBoundingBox: box,
      characters,
      style: textStyle,
      fills: fc.array(paint, { maxLength: 2 }),
      look,
    }),
    fc.record({
      type: fc.constantFrom('RECTANGLE', 'ELLIPSE', 'LINE'),
      name,
      absoluteBoundingBox: box,
      look,
    }),
    fc.record({
      type: fc.constantFrom('VECTOR', 'STAR', 'BOOLEAN_OPERATION', 'STICKY', 'WIDGET'),
      name,
      absoluteBoundingBox: box,
      look,
      fillGeometry: fc.constantFrom(
        [],
        [{ path: 'M0 0L10 0L10 10Z', windingRule: 'NONZERO' }],
        [{ path: 'garbage', windingRule: 'EVENODD' }],
      ),
    }),
  ),
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.record({
      type: fc.constantFrom('FRAME', 'GROUP', 'COMPONENT', 'SECTION'),
      name,
      absoluteBoundingBox: box,
      look,
      layout,
      children: fc.array(tie('tree'), { maxLength: 4 }),
    }),
    fc.record({
      type: fc.constant('INSTANCE'),
      componentId: fc.constantFrom('c:1', 'c:2', 'missing'),
      name,
      absoluteBoundingBox: box,
      look,
      layout,
      children: fc.array(tie('tree'), { maxLength: 3 }),
    }),
  ),
}));

/** Flattens the arbitrary's helper keys (`look`, `layout`) into a REST-shaped node with ids. */
export function finish(n: Json): Json {
  const {
    look: l,
    layout: lay,
    children,
    ...rest
  } = n as { look?: Json; layout?: Json; children?: Json[] } & Json;
  const out = withId({ ...rest, ...(l ?? {}), ...(lay ?? {}) });
  if (children) (out as Json).children = children.map(finish);
  return out;
}

const vectorTypes = new Set(['VECTOR', 'STAR', 'BOOLEAN_OPERATION', 'STICKY', 'WIDGET']);

/** Visible vector-like nodes: each must become a drawable or be reported. */
export function visibleVectors(
  n: Json,
  ancestors: string[] = [],
  hiddenAncestor = false,
  inInstance = false,
): VisibleText[] {
  const hidden = hiddenAncestor || n.visible === false;
  const here =
    vectorTypes.has(String(n.type)) && !hidden
      ? [{ id: n.id as string, text: '', ancestors, inInstance }]
      : [];
  const nested = ((n.children as Json[] | undefined) ?? []).flatMap((c) =>
    visibleVectors(c, [...ancestors, n.id as string], hidden, inInstance || n.type === 'INSTANCE'),
  );
  return [...here, ...nested];
}

interface VisibleText {
  id: string;
  text: string;
  /** Ids of the enclosing nodes, nearest last. */
  ancestors: string[];
  inInstance: boolean;
}

export function visibleTexts(
  n: Json,
  ancestors: string[] = [],
  hiddenAncestor = false,
  inInstance = false,
): VisibleText[] {
  const hidden = hiddenAncestor || n.visible === false;
  const here =
    n.type === 'TEXT' && !hidden
      ? [{ id: n.id as string, text: String(n.characters ?? ''), ancestors, inInstance }]
      : [];
  const nested = ((n.children as Json[] | undefined) ?? []).flatMap((c) =>
    visibleTexts(c, [...ancestors, n.id as string], hidden, inInstance || n.type === 'INSTANCE'),
  );
  return [...here, ...nested];
}

export const rootFrame = fc.record({ children: fc.array(tree, { maxLength: 5 }), layout, look });

/** A /nodes response around a random root frame, with a component map instances can refer to. */
export function randomResponse(root: { children: Json[]; layout: Json; look: Json }): {
  input: Json;
  doc: Json;
} {
  resetRandomIds();
  const doc = finish({
    type: 'FRAME',
    name: 'Root',
    absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 640 },
    ...root,
    look: { ...root.look, visible: true },
  });
  const input = {
    name: 'Random',
    nodes: {
      [doc.id as string]: {
        document: doc,
        components: {
          'c:1': { key: 'k1', name: 'Button' },
          'c:2': { key: 'k2', name: 'Kind=A, Size=B', componentSetId: 's:1' },
        },
        componentSets: { 's:1': { key: 'ks', name: 'Thing' } },
        styles: {},
      },
    },
  };
  return { input, doc };
}
