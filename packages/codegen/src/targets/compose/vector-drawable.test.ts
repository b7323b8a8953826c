import { describe, expect, it } from 'vitest';
import svg2vectordrawable from 'svg2vectordrawable';
import svgpath from 'svgpath';
import { vectorDrawableOf } from './vector-drawable.ts';

/** Each path of a VectorDrawable: its colour, fill type and the box its points span. */
function pathsOf(xml: string): { color: string; evenOdd: boolean; box: number[] }[] {
  return [...xml.matchAll(/<path([^>]*)\/>/g)].map(([, attrs = '']) => {
    const data = /android:pathData="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const xs: number[] = [];
    const ys: number[] = [];
    svgpath(data)
      .abs()
      .iterate((segment, _index, x, y) => {
        const s = segment as unknown as [string, ...number[]];
        const end =
          s[0] === 'H'
            ? [s[1], y]
            : s[0] === 'V'
              ? [x, s[1]]
              : s[0] === 'Z'
                ? [x, y]
                : [s[s.length - 2], s[s.length - 1]];
        xs.push(Number(end[0]));
        ys.push(Number(end[1]));
      });
    return {
      color: /android:fillColor="([^"]*)"/.exec(attrs)?.[1] ?? '',
      evenOdd: attrs.includes('evenOdd'),
      box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map(
        (v) => Math.round(v * 100) / 100,
      ),
    };
  });
}

const drawings = [
  // A rebuilt icon: layers offset, one turned about its centre, one mirrored, translucent and even-odd fills.
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><g transform="translate(2 3) rotate(30 5 5)"><path d="M0 0H10V10H0Z" fill="#ff0000" fill-opacity="0.5" fill-rule="evenodd"/></g><g transform="matrix(-1 0 0 1 24 0)"><path d="M1 1L5 1L5 5Z" fill="#00ff00"/></g><path d="M12 2C14 2 16 4 16 6A4 4 0 0 1 12 10Z" fill="#1d1b20"/></svg>',
  // A stroke widened viewport: the drawing moved by the reach.
  '<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22"><g transform="translate(1 1)"><path d="M0 0H20V20H0Z M2 2V18H18V2Z" fill="#d91a1a" fill-rule="evenodd"/></g></svg>',
  // Nested groups, fractional sizes.
  '<svg xmlns="http://www.w3.org/2000/svg" width="9.5" height="14.25" viewBox="0 0 9.5 14.25"><g transform="translate(1.5 0.25)"><g transform="rotate(90 3 3)"><path d="M0 0L6 0L6 6Z" fill="#123456"/></g></g></svg>',
];

describe('vectorDrawableOf (the rebuilt drawings written without svgo)', () => {
  it.each(drawings.map((svg, i) => [i, svg] as const))(
    'draws drawing %i as svg2vectordrawable does',
    async (_, svg) => {
      const fast = vectorDrawableOf(svg);
      const general = await svg2vectordrawable(svg, { floatPrecision: 3, xmlTag: true });
      expect(fast).toBeDefined();
      expect(pathsOf(fast as string)).toEqual(pathsOf(general));
      // The same viewport as the general converter's (which cuts a fractional width or height in dp to a whole one; this keeps it).
      const viewport = (xml: string): string[] =>
        [...xml.matchAll(/android:viewport\w+="([^"]*)"/g)].map((m) => m[1] as string);
      expect(viewport(fast as string)).toEqual(viewport(general));
    },
  );

  it('leaves any other SVG to the general converter', () => {
    expect(
      vectorDrawableOf(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="4" height="4" fill="#000000"/></svg>',
      ),
    ).toBeUndefined();
    expect(
      vectorDrawableOf(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M0 0H4V4Z" style="fill:red"/></svg>',
      ),
    ).toBeUndefined();
    expect(
      vectorDrawableOf(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 12 12"><path d="M0 0H4V4Z" fill="#000000"/></svg>',
      ),
    ).toBeUndefined();
    expect(
      vectorDrawableOf(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M0 0H4V4Z" fill="#000000"/><text>hi</text></svg>',
      ),
    ).toBeUndefined();
    expect(
      vectorDrawableOf(
        '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M0 0 Q" fill="#000000"/></svg>',
      ),
    ).toBeUndefined();
  });
});
