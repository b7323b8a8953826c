import { describe, expect, it } from 'vitest';
import type { IrNode } from './ir.ts';
import { everyNode, mapTree, walk } from './walk.ts';

/** Only what the walks read: kinds, children and a Material node's icons. */
const node = (id: string, extra: Record<string, unknown> = {}): IrNode =>
  ({ id, kind: 'shape', ...extra }) as unknown as IrNode;
const tree = node('root', {
  kind: 'container',
  children: [
    node('a', { kind: 'container', children: [node('a1'), node('a2')] }),
    node('m', {
      kind: 'material',
      children: [node('m1')],
      icon: node('lead'),
      trailingIcon: node('trail'),
      items: [{ icon: node('item1') }, {}, { icon: node('item3') }],
    }),
    node('b'),
  ],
});

describe('everyNode', () => {
  it('visits what walk lists, in its order', () => {
    const seen: string[] = [];
    expect(everyNode(tree, (n) => seen.push(n.id) > 0)).toBe(true);
    expect(seen).toEqual(walk(tree).map((n) => n.id));
    expect(seen).toEqual([
      'root',
      'a',
      'a1',
      'a2',
      'm',
      'm1',
      'lead',
      'trail',
      'item1',
      'item3',
      'b',
    ]);
  });

  it('stops at the first node refused and says so', () => {
    const seen: string[] = [];
    expect(everyNode(tree, (n) => (seen.push(n.id), n.id !== 'm1'))).toBe(false);
    expect(seen).toEqual(['root', 'a', 'a1', 'a2', 'm', 'm1']);
  });
});

describe('mapTree', () => {
  it('hands on a subtree it did not change as it was, and copies only the parents of a change', () => {
    expect(mapTree(tree, (n) => n)).toBe(tree);
    const mapped = mapTree(tree, (n) => (n.id === 'a2' ? node('a2', { hidden: true }) : n));
    expect(mapped).not.toBe(tree);
    const [a, m, b] = (mapped as { children: IrNode[] }).children;
    const [a1, a2] = (a as { children: IrNode[] }).children;
    const original = (tree as { children: IrNode[] }).children;
    expect(a).not.toBe(original[0]);
    expect(a1).toBe((original[0] as { children: IrNode[] }).children[0]);
    expect(a2).toMatchObject({ id: 'a2', hidden: true });
    expect(m).toBe(original[1]);
    expect(b).toBe(original[2]);
  });
});
