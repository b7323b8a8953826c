import { describe, expect, it } from 'vitest';
import { isPathText } from './node.ts';

const pathPattern = /^[\sMmLlHhVvCcSsQqTtAaZz0-9.,eE+-]+$/;

describe('isPathText (path geometry worth reading)', () => {
  it('takes exactly the characters the expression takes, every UTF-16 code unit tried', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `M0 0L1${ch}1Z`])
        if (isPathText(text) !== pathPattern.test(text)) differ.push(c);
    }
    expect(differ).toEqual([]);
  });

  it('refuses empty text, as the expression does', () => {
    expect(isPathText('')).toBe(false);
    expect(isPathText('M0 0L24 0L24 24L0 24Z')).toBe(true);
    expect(isPathText('M0 0L24 0 url(#a)')).toBe(false);
  });
});
