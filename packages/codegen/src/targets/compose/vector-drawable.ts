import { transformPathData, type Matrix } from './path-data.ts';

const identity: Matrix = [1, 0, 0, 1, 0, 0];

function multiply([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** `translate(x y)`, `rotate(a cx cy)` and `matrix(a b c d e f)` in order, or undefined for anything else. */
function parseTransform(text: string): Matrix | undefined {
  let m = identity;
  const rest = text.replace(
    /(translate|rotate|matrix)\(([^)]*)\)/g,
    (_, fn: string, args: string) => {
      const v = args
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (v.some((n) => !Number.isFinite(n))) return '!';
      if (fn === 'translate' && v.length <= 2) m = multiply(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0]);
      else if (fn === 'rotate' && (v.length === 1 || v.length === 3)) {
        const t = ((v[0] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
        m = multiply(
          multiply(multiply(m, [1, 0, 0, 1, cx, cy]), [
            Math.cos(t),
            Math.sin(t),
            -Math.sin(t),
            Math.cos(t),
            0,
            0,
          ]),
          [1, 0, 0, 1, -cx, -cy],
        );
      } else if (fn === 'matrix' && v.length === 6) m = multiply(m, v as Matrix);
      else return '!';
      return '';
    },
  );
  return rest.trim() === '' ? m : undefined;
}

const attributes = (text: string): Map<string, string> | undefined => {
  const out = new Map<string, string>();
  const rest = text.replace(/\s([\w:-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    // Path data (most of the text) has no entities to read.
    out.set(
      name,
      value.includes('&')
        ? value
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&')
        : value,
    );
    return '';
  });
  return rest.trim() === '' ? out : undefined;
};

const num = (v: number): string => {
  const r = Math.round(v * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
};

/** `#rrggbb` with an opacity as Android's `#AARRGGBB`. */
function argb(hex: string, opacity: number): string | undefined {
  if (!/^#[0-9a-f]{6}$/i.test(hex) || !(opacity >= 0 && opacity <= 1)) return undefined;
  const alpha = Math.round(opacity * 255)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
  return `#${alpha}${hex.slice(1).toUpperCase()}`;
}

/**
 * VectorDrawable XML written straight from an SVG of the small form the
 * asset pass writes when it rebuilds a drawing from Figma's path geometry
 * (`<svg>` with width, height and a viewBox from 0, nested `<g transform>`,
 * `<path>` with `d`, a `#rrggbb` fill, `fill-opacity`, `fill-rule`): each
 * path's transforms are applied to its data, as svg2vectordrawable does,
 * without svgo's optimisation passes, which cost most of the generation time
 * on drawings of many paths. Undefined for any other SVG (an export, say),
 * which the general converter takes.
 */
export function vectorDrawableOf(svg: string): string | undefined {
  const tags = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  // Nothing but tags and whitespace between them: checked as the tags are read, not on a copy without them.
  let end = 0;
  const onlySpaceBefore = (index: number): boolean =>
    index === end || svg.slice(end, index).trim() === '';
  const stack: Matrix[] = [];
  const paths: string[] = [];
  let size: { width: number; height: number } | undefined;
  for (const match of svg.matchAll(tags)) {
    if (!onlySpaceBefore(match.index)) return undefined;
    end = match.index + match[0].length;
    const [, closing, name, attrText, selfClosing] = match;
    const attrs = attributes(attrText ?? '');
    if (!attrs) return undefined;
    if (closing) {
      if (name === 'g') stack.pop();
      continue;
    }
    if (name === 'svg') {
      if (size) return undefined;
      const width = Number(attrs.get('width'));
      const height = Number(attrs.get('height'));
      if (
        attrs.get('viewBox') !== `0 0 ${attrs.get('width')} ${attrs.get('height')}` ||
        !(width > 0 && height > 0)
      )
        return undefined;
      if ([...attrs.keys()].some((k) => !['xmlns', 'width', 'height', 'viewBox'].includes(k)))
        return undefined;
      size = { width, height };
      stack.push(identity);
    } else if (name === 'g') {
      const t = attrs.get('transform');
      const m = t === undefined ? identity : parseTransform(t);
      if (!m || [...attrs.keys()].some((k) => k !== 'transform') || selfClosing) return undefined;
      stack.push(multiply(stack[stack.length - 1] ?? identity, m));
    } else if (name === 'path') {
      const d = attrs.get('d');
      const opacity = Number(attrs.get('fill-opacity') ?? '1');
      const color = argb(attrs.get('fill') ?? '', opacity);
      const rule = attrs.get('fill-rule');
      if (
        !d ||
        !color ||
        !selfClosing ||
        (rule !== undefined && rule !== 'evenodd' && rule !== 'nonzero')
      )
        return undefined;
      if ([...attrs.keys()].some((k) => !['d', 'fill', 'fill-opacity', 'fill-rule'].includes(k)))
        return undefined;
      const data = transformPathData(d, stack[stack.length - 1] ?? identity);
      if (data === undefined) return undefined;
      const lines = [`        android:fillColor="${color}"`];
      if (rule === 'evenodd') lines.push('        android:fillType="evenOdd"');
      lines.push(`        android:pathData="${data}"/>`);
      paths.push(`    <path\n${lines.join('\n')}`);
    } else return undefined;
  }
  if (!onlySpaceBefore(svg.length) || !size || paths.length === 0) return undefined;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<vector xmlns:android="http://schemas.android.com/apk/res/android"',
    `    android:width="${num(size.width)}dp"`,
    `    android:height="${num(size.height)}dp"`,
    `    android:viewportWidth="${num(size.width)}"`,
    `    android:viewportHeight="${num(size.height)}">`,
    ...paths,
    '</vector>',
    '',
  ].join('\n');
}
