/**
 * The benchmark frame: one screen of 1,000 nodes (a list of 111 order rows of 9 nodes each,
 * plus the frame), 360 x 8,000, as the plugin would send it. Shared by the generate and the
 * render benchmarks so both measure the same design.
 */
type Json = Record<string, unknown>;
const solid = (r: number, g: number, b: number): Json => ({
  type: 'SOLID',
  color: { r, g, b, a: 1 },
});
let nextId = 0;
const id = () => `2:${nextId++}`;
const box = (x: number, y: number, width: number, height: number) => ({
  absoluteBoundingBox: { x, y, width, height },
});

/** A list row of 9 nodes: frame, avatar, text column with two texts, icon, chip, badge frame and its text. */
function row(i: number, distinct = false): Json {
  const y = i * 72;
  const text = (name: string, characters: string, size: number): Json => ({
    id: id(),
    name,
    type: 'TEXT',
    characters,
    ...box(72, y, 200, 20),
    style: {
      fontFamily: 'Roboto',
      fontWeight: 400,
      fontSize: size,
      lineHeightPx: size + 6,
      lineHeightUnit: 'PIXELS',
    },
    fills: [solid(0.1, 0.1, 0.12)],
  });
  return {
    id: id(),
    name: `Row ${i}`,
    type: 'FRAME',
    ...box(0, y, 360, 72),
    layoutMode: 'HORIZONTAL',
    itemSpacing: 12,
    paddingLeft: 16,
    counterAxisAlignItems: 'CENTER',
    fills: [solid(1, 1, 1)],
    cornerRadius: 12,
    children: [
      {
        id: id(),
        name: 'Avatar',
        type: 'ELLIPSE',
        ...box(16, y + 16, 40, 40),
        // Distinct rows: each avatar its own colour, so no two rows are drawn alike.
        fills: [
          distinct ? solid((i % 10) / 10, Math.floor(i / 10) / 12, 0.9) : solid(0.8, 0.7, 0.9),
        ],
      },
      {
        id: id(),
        name: 'Texts',
        type: 'FRAME',
        ...box(68, y + 14, 200, 44),
        layoutMode: 'VERTICAL',
        itemSpacing: 4,
        children: [text('Title', `Order #${i}`, 16), text('Subtitle', `Total $${i}.00`, 14)],
      },
      {
        id: id(),
        name: 'Icon',
        type: 'VECTOR',
        ...box(300, y + 24, 24, 24),
        fills: [solid(0.3, 0.3, 0.3)],
        fillGeometry: [{ path: 'M8 5L16 12L8 19', windingRule: 'NONZERO' }],
      },
      {
        id: id(),
        name: 'Chip',
        type: 'RECTANGLE',
        ...box(330, y + 30, 8, 8),
        fills: [solid(0.2, 0.7, 0.3)],
        cornerRadius: 4,
      },
      {
        id: id(),
        name: 'Badge',
        type: 'FRAME',
        ...box(260, y + 24, 40, 20),
        layoutMode: 'HORIZONTAL',
        paddingLeft: 6,
        children: [text('Badge text', i % 2 ? 'Paid' : 'Due', 12)],
      },
    ],
  };
}

/**
 * The same row as an instance of one "Order row" component, as a designer builds a list:
 * the instance's layers carry Figma's instance ids (`I<instance>;<component layer>`), and
 * only the texts differ from the component's.
 */
function instanceRow(i: number): Json {
  const frame = row(i);
  const instanceId = frame.id as string;
  let layer = 0;
  const rename = (n: Json): Json => ({
    ...n,
    id: `I${instanceId};3:${layer++}`,
    ...(n.children ? { children: (n.children as Json[]).map(rename) } : {}),
  });
  return {
    ...frame,
    name: 'Order row',
    type: 'INSTANCE',
    componentId: '3:row',
    children: (frame.children as Json[]).map(rename),
  };
}

function countNodes(n: Json): number {
  return 1 + ((n.children as Json[] | undefined) ?? []).reduce((s, c) => s + countNodes(c), 0);
}

/**
 * One screen of 1,000 nodes: a vertical list of 111 rows of 9 nodes each, plus the frame.
 * `rows: 'instances'` draws every row as an instance of one component (the generator then
 * writes one row function called 111 times); by default each row is a frame of its own, the
 * rows alike but for their texts (the generator folds them into one row function too);
 * `rows: 'distinct'` gives each row's avatar its own colour, so no two rows are alike and
 * nothing folds: 1,000 layers written out one by one.
 */
export function design(options: { rows?: 'frames' | 'instances' | 'distinct' } = {}): {
  body: string;
  nodes: number;
} {
  nextId = 0;
  const instances = options.rows === 'instances';
  const rows = Array.from({ length: 111 }, (_, i) =>
    instances ? instanceRow(i) : row(i, options.rows === 'distinct'),
  );
  const screen: Json = {
    id: '2:root',
    name: 'Orders',
    type: 'FRAME',
    ...box(0, 0, 360, 8000),
    layoutMode: 'VERTICAL',
    itemSpacing: 0,
    fills: [solid(0.97, 0.97, 0.98)],
    children: rows,
  };
  const nodes = countNodes(screen);
  const figma = {
    name: 'Bench',
    nodes: {
      '2:root': {
        document: screen,
        components: instances
          ? { '3:row': { key: 'order-row', name: 'Order row', description: '' } }
          : {},
        componentSets: {},
        styles: {},
      },
    },
  };
  return { body: JSON.stringify({ name: 'Orders', platform: 'android', figma }), nodes };
}
