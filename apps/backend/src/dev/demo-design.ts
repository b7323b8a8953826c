/**
 * The Figma design behind each demo generation: a `GET /v1/files/:key/nodes` answer the real
 * code generator turns into the demo's stored files, so its history opens, shows code and
 * downloads like any other. A screen is a phone frame with a title, a line of text, a content
 * panel and a primary button; a component (`Components / …`) is the component alone.
 */
const solid = (r: number, g: number, b: number) => ({ type: 'SOLID', color: { r, g, b, a: 1 } });

const INK = solid(0.11, 0.11, 0.14);
const MUTED = solid(0.38, 0.39, 0.45);
const PRIMARY = solid(0.31, 0.27, 0.9);
const WHITE = solid(1, 1, 1);

function text(
  id: string,
  name: string,
  characters: string,
  y: number,
  size: number,
  weight: number,
) {
  return {
    id,
    name,
    type: 'TEXT',
    characters,
    absoluteBoundingBox: { x: 24, y, width: 312, height: Math.round(size * 1.4) },
    style: {
      fontFamily: 'Roboto',
      fontWeight: weight,
      fontSize: size,
      lineHeightPx: Math.round(size * 1.4),
      lineHeightUnit: 'PIXELS',
    },
    fills: [weight >= 600 ? INK : MUTED],
  };
}

function button(id: string, label: string, x: number, y: number) {
  return {
    id,
    name: 'Primary Button',
    type: 'FRAME',
    absoluteBoundingBox: { x, y, width: 312, height: 48 },
    layoutMode: 'HORIZONTAL',
    primaryAxisAlignItems: 'CENTER',
    counterAxisAlignItems: 'CENTER',
    paddingLeft: 24,
    paddingRight: 24,
    cornerRadius: 24,
    fills: [PRIMARY],
    children: [
      {
        id: `${id}-label`,
        name: 'Label',
        type: 'TEXT',
        characters: label,
        absoluteBoundingBox: { x: x + 24, y: y + 14, width: 264, height: 20 },
        style: {
          fontFamily: 'Roboto',
          fontWeight: 600,
          fontSize: 16,
          lineHeightPx: 20,
          lineHeightUnit: 'PIXELS',
        },
        fills: [WHITE],
      },
    ],
  };
}

/** What a screen's title and button say: its name after the last "/" or "–". */
function titleOf(screen: string): string {
  const last = screen.split(/\s[/–]\s/).pop() ?? screen;
  return last.trim() || screen;
}

export function demoDesign(screen: string) {
  const title = titleOf(screen);
  const root = screen.startsWith('Components /')
    ? { ...button('1:1', title, 0, 0), name: screen.replace(/\s*\/\s*/g, ' ') }
    : {
        id: '1:1',
        name: screen.replace(/\s*[/–]\s*/g, ' '),
        type: 'FRAME',
        absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 640 },
        layoutMode: 'VERTICAL',
        itemSpacing: 16,
        paddingTop: 24,
        paddingLeft: 24,
        paddingRight: 24,
        fills: [WHITE],
        children: [
          text('1:2', 'Title', title, 24, 24, 700),
          text(
            '1:3',
            'Subtitle',
            `Everything about ${title.toLowerCase()} in one place.`,
            74,
            16,
            400,
          ),
          {
            id: '1:4',
            name: 'Content Panel',
            type: 'RECTANGLE',
            absoluteBoundingBox: { x: 24, y: 112, width: 312, height: 240 },
            fills: [solid(0.95, 0.95, 0.98)],
            cornerRadius: 16,
          },
          button('1:5', 'Continue', 24, 368),
        ],
      };
  return {
    name: 'Shop App',
    nodes: { '1:1': { document: root, components: {}, componentSets: {}, styles: {} } },
  };
}
