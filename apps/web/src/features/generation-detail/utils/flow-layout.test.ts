import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, describeLink, layoutFlow } from './flow-layout';
import { checkout, screen } from './checkout-flow.test-data';

describe('layoutFlow', () => {
  it('puts the start first and each screen one column after the first screen that leads to it', () => {
    const layout = layoutFlow(checkout);
    expect(layout.screens.map((s) => [s.screen.name, s.column])).toEqual([
      ['Sign in', 0],
      ['Orders', 1],
      ['Order details', 2],
      ['Delete order?', 3],
    ]);
    expect(layout.width).toBeGreaterThanOrEqual(4 * CARD_WIDTH);
    // No two cards overlap.
    const boxes = layout.screens.map((s) => `${s.x},${s.y}`);
    expect(new Set(boxes).size).toBe(boxes.length);
  });

  it('draws an arrow for each link with a destination: forward to the right, back under the cards', () => {
    const layout = layoutFlow(checkout);
    expect(layout.arrows.map((a) => [a.link.layer.name, a.forward])).toEqual([
      ['Sign in', true],
      ['Order 1024', true],
      ['Delete order', true],
      ['Delete', false],
    ]);
    const back = layout.arrows.find((a) => !a.forward)!;
    // It dips below every card before it comes back up.
    const numbers = [...back.path.matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));
    const lowest = Math.max(...numbers.filter((_, i) => i % 2 === 1));
    expect(lowest).toBeGreaterThan(Math.max(...layout.screens.map((s) => s.y)) + CARD_HEIGHT);
    expect(lowest).toBeLessThanOrEqual(layout.height);
  });

  it('leaves no room under the cards when no arrow goes back', () => {
    const forwardOnly = layoutFlow({ ...checkout, links: checkout.links.slice(0, 4) });
    expect(forwardOnly.arrows.every((a) => a.forward)).toBe(true);
    expect(forwardOnly.height).toBe(CARD_HEIGHT);
  });

  it('stacks screens of one column and puts the screens nothing reaches after the rest', () => {
    const layout = layoutFlow({
      ...checkout,
      screens: [
        ...checkout.screens,
        screen('2:1', 'Help'),
        screen('2:2', 'Filters', 'bottom-sheet'),
      ],
      links: [
        ...checkout.links,
        { from: '1:13', layer: { id: '1:12', name: 'Filters' }, action: 'open-overlay', to: '2:2' },
      ],
    });
    const at = (name: string) => layout.screens.find((s) => s.screen.name === name)!;
    expect(at('Filters').column).toBe(1);
    expect(at('Filters').y).toBeGreaterThan(at('Orders').y);
    expect(at('Help').column).toBe(4);
  });

  it('says what each link does, naming destinations by their frames', () => {
    const names = new Map(checkout.screens.map((s) => [s.nodeId, s]));
    expect(checkout.links.map((l) => describeLink(l, names))).toEqual([
      'navigates to Orders',
      'navigates to Order details',
      'goes back',
      'opens Delete order?',
      'closes this overlay',
      'navigates to Orders',
    ]);
    expect(
      describeLink(
        {
          from: '1:13',
          layer: { id: '9', name: 'Help' },
          action: 'open-url',
          url: 'https://example.com/help',
        },
        names,
      ),
    ).toBe('opens https://example.com/help');
  });
});
