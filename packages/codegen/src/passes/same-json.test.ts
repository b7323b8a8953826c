import { describe, expect, it } from 'vitest';
import { JsonTokens, sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('answers as comparing JSON.stringify would, for values JSON writes alike', () => {
    expect(sameJson({ a: 1, b: [1, 'x', true, null] }, { a: 1, b: [1, 'x', true, null] })).toBe(
      true,
    );
    // A key set to undefined is left out, as JSON leaves it out.
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    // In an array, undefined is written as null; so are NaN and Infinity anywhere.
    expect(sameJson([undefined, Number.NaN], [null, Number.POSITIVE_INFINITY])).toBe(true);
    expect(sameJson({ x: { y: [1, 2] } }, { x: { y: [1, 2] } })).toBe(true);
  });

  it('takes an object’s keys in any order', () => {
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  it('tells apart values that differ anywhere', () => {
    expect(sameJson({ a: { b: [1, 2, 3] } }, { a: { b: [1, 2, 4] } })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
  });

  it('counts only own keys, as JSON.stringify writes them, whatever the prototype holds', () => {
    const inherits = (proto: object, own: object) => Object.assign(Object.create(proto), own);
    expect(sameJson(inherits({ x: 1 }, { a: 1 }), { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, inherits({ a: 1 }, {}))).toBe(false);
    expect(sameJson({ v: inherits({ a: 2 }, { a: 1 }) }, { v: { a: 1 } })).toBe(true);
  });

  it('leaves out, at every depth, the keys it is told not to count', () => {
    const counts = (key: string) => key !== 'id';
    expect(sameJson({ id: 1, v: { id: 2, w: 3 } }, { id: 9, v: { id: 8, w: 3 } }, counts)).toBe(
      true,
    );
    expect(sameJson({ id: 1, v: { w: 3 } }, { v: { id: 8, w: 4 } }, counts)).toBe(false);
  });
});

describe('JsonTokens', () => {
  const matches = (written: unknown, later: unknown, counts?: (key: string) => boolean) => {
    const tokens = new JsonTokens(counts).write(written);
    return tokens.startMatch().write(later).matched();
  };

  it('matches a value written alike, as sameJson would, and again and again', () => {
    const tokens = new JsonTokens().write({ a: 1, b: [1, 'x', null, { c: true }] });
    for (let i = 0; i < 3; i++)
      expect(
        tokens
          .startMatch()
          .write({ a: 1, b: [1, 'x', null, { c: true }] })
          .matched(),
      ).toBe(true);
    expect(matches({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(matches([undefined, Number.NaN], [null, Number.POSITIVE_INFINITY])).toBe(true);
  });

  it('never matches values sameJson tells apart', () => {
    expect(matches({ a: { b: [1, 2, 3] } }, { a: { b: [1, 2, 4] } })).toBe(false);
    expect(matches({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(matches({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(matches([1, 2], [1, 2, 3])).toBe(false);
    expect(matches([1, 2, 3], [1, 2])).toBe(false);
    expect(matches({ a: '1' }, { a: 1 })).toBe(false);
    expect(matches({ a: null }, { a: {} })).toBe(false);
    expect(matches({ a: [] }, { a: {} })).toBe(false);
    expect(matches({ a: ['b'] }, { a: 'b' })).toBe(false);
    expect(matches([{ a: 1 }, 2], [{ a: 1, 2: 2 }])).toBe(false);
  });

  it('does not match keys in another order: that is for sameJson to answer', () => {
    expect(matches({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  it('leaves out, at every depth, the keys it is told not to count', () => {
    const counts = (key: string) => key !== 'id';
    expect(matches({ id: 1, v: { id: 2, w: 3 } }, { id: 9, v: { id: 8, w: 3 } }, counts)).toBe(
      true,
    );
    expect(matches({ id: 1, v: { w: 3 } }, { v: { id: 8, w: 4 } }, counts)).toBe(false);
  });

  it('counts only own keys, whatever the prototype holds', () => {
    const inherits = (proto: object, own: object) => Object.assign(Object.create(proto), own);
    expect(matches(inherits({ x: 1 }, { a: 1 }), { a: 1 })).toBe(true);
    expect(matches({ a: 1 }, inherits({ a: 1 }, {}))).toBe(false);
  });
});
