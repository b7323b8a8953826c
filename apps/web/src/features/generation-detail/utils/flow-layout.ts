import type { GenerationFlow } from '@app/shared/generate';

export type FlowScreen = GenerationFlow['screens'][number];
export type FlowLink = GenerationFlow['links'][number];

/** A screen's card on the graph, in the graph's own pixels. */
export interface PlacedScreen {
  screen: FlowScreen;
  x: number;
  y: number;
  column: number;
}

/** An arrow from one card to another; `forward` arrows go right, the others loop under the cards. */
export interface PlacedArrow {
  link: FlowLink;
  path: string;
  forward: boolean;
}

export interface FlowLayout {
  width: number;
  height: number;
  screens: PlacedScreen[];
  arrows: PlacedArrow[];
}

export const CARD_WIDTH = 184;
export const CARD_HEIGHT = 100;
const GAP_X = 72;
const GAP_Y = 40;
/** Room under the cards for the arrows that go back to an earlier column, when there are any. */
const LOOP_ROOM = 48;

/**
 * Lays a flow out left to right: the start screen in the first column, then each screen one
 * column after the first screen that links to it (breadth first), screens nothing reaches in a
 * last column. Links with a destination become arrows; back and close-overlay have none (where
 * they return depends on how the user arrived), nor do links to a URL.
 */
export function layoutFlow(flow: GenerationFlow): FlowLayout {
  const byId = new Map(flow.screens.map((s) => [s.nodeId, s]));
  const column = new Map<string, number>();
  const queue: string[] = [];
  if (byId.has(flow.start)) {
    column.set(flow.start, 0);
    queue.push(flow.start);
  }
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const link of flow.links) {
      if (link.from !== id || !link.to || !byId.has(link.to) || column.has(link.to)) continue;
      column.set(link.to, column.get(id)! + 1);
      queue.push(link.to);
    }
  }
  const reached = column.size === 0 ? 0 : Math.max(...column.values()) + 1;
  for (const s of flow.screens) if (!column.has(s.nodeId)) column.set(s.nodeId, reached);

  const rows = new Map<number, number>();
  const placed = new Map<string, PlacedScreen>();
  for (const s of flow.screens) {
    const c = column.get(s.nodeId)!;
    const row = rows.get(c) ?? 0;
    rows.set(c, row + 1);
    placed.set(s.nodeId, {
      screen: s,
      column: c,
      x: c * (CARD_WIDTH + GAP_X),
      y: row * (CARD_HEIGHT + GAP_Y),
    });
  }
  const columns = Math.max(1, ...[...rows.keys()].map((c) => c + 1));
  const tallest = Math.max(1, ...rows.values());
  const cardsHeight = tallest * CARD_HEIGHT + (tallest - 1) * GAP_Y;

  const arrows: PlacedArrow[] = [];
  // Arrows between the same two cards are spread apart so each stays visible.
  const seen = new Map<string, number>();
  for (const link of flow.links) {
    const from = placed.get(link.from);
    const to = link.to ? placed.get(link.to) : undefined;
    if (!from || !to || from === to) continue;
    const key = `${link.from}>${link.to}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const shift = nth * 10;
    if (to.column > from.column) {
      const x1 = from.x + CARD_WIDTH;
      const y1 = from.y + CARD_HEIGHT / 2 + shift;
      const x2 = to.x;
      const y2 = to.y + CARD_HEIGHT / 2 + shift;
      const bend = (x2 - x1) / 2;
      arrows.push({
        link,
        forward: true,
        path: `M ${x1} ${y1} C ${x1 + bend} ${y1}, ${x2 - bend} ${y2}, ${x2} ${y2}`,
      });
    } else {
      // Back to an earlier (or the same) column: out of the card's bottom, under the cards, up
      // into the destination's bottom.
      const x1 = from.x + CARD_WIDTH / 2 - shift;
      const y1 = from.y + CARD_HEIGHT;
      const x2 = to.x + CARD_WIDTH / 2 + shift;
      const y2 = to.y + CARD_HEIGHT;
      const under = cardsHeight + LOOP_ROOM - 12 + shift / 2;
      arrows.push({
        link,
        forward: false,
        path: `M ${x1} ${y1} C ${x1} ${under}, ${x2} ${under}, ${x2} ${y2}`,
      });
    }
  }
  return {
    width: columns * CARD_WIDTH + (columns - 1) * GAP_X,
    height: cardsHeight + (arrows.some((a) => !a.forward) ? LOOP_ROOM : 0),
    screens: [...placed.values()],
    arrows,
  };
}

const PRESENTATION: Record<FlowScreen['presentation'], string> = {
  screen: 'Screen',
  dialog: 'Dialog',
  'bottom-sheet': 'Bottom sheet',
};

export function presentationLabel(presentation: FlowScreen['presentation']): string {
  return PRESENTATION[presentation];
}

/** One link in words: what the tap on the layer does, naming the destination by its frame. */
export function describeLink(link: FlowLink, screens: ReadonlyMap<string, FlowScreen>): string {
  const to = link.to ? (screens.get(link.to)?.name ?? link.to) : '';
  switch (link.action) {
    case 'navigate':
      return `navigates to ${to}`;
    case 'replace':
      return `replaces this screen with ${to}`;
    case 'back':
      return 'goes back';
    case 'open-overlay':
      return `opens ${to}`;
    case 'swap-overlay':
      return `swaps this overlay for ${to}`;
    case 'close-overlay':
      return 'closes this overlay';
    case 'open-url':
      return `opens ${link.url ?? 'a link'}`;
  }
}
