import svgpath from 'svgpath';

/** A 2D affine transform as SVG writes it: `matrix(a b c d e f)`. */
export type Matrix = [number, number, number, number, number, number];

/** Parameters each command takes (svgpath's table, absolute commands only). */
const paramCounts: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

const specialSpaces = [
  0x1680, 0x180e, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
  0x200a, 0x202f, 0x205f, 0x3000, 0xfeff,
];

function isSpace(ch: number): boolean {
  return (
    ch === 0x20 ||
    ch === 0x0a ||
    ch === 0x0d ||
    ch === 0x09 ||
    ch === 0x0b ||
    ch === 0x0c ||
    ch === 0xa0 ||
    ch === 0x2028 ||
    ch === 0x2029 ||
    (ch >= 0x1680 && specialSpaces.includes(ch))
  );
}

const isDigit = (ch: number): boolean => ch >= 0x30 && ch <= 0x39;

/**
 * The end of the number at `start` by svgpath's grammar (sign, digits, no
 * leading `0` before a digit, fraction, exponent), or -1 where svgpath
 * reports an error.
 */
function numberEnd(d: string, start: number): number {
  let i = start;
  let ch = d.charCodeAt(i);
  if (ch === 0x2b || ch === 0x2d) ch = d.charCodeAt(++i);
  let whole = false;
  let fraction = false;
  let dot = false;
  if (!isDigit(ch) && ch !== 0x2e) return -1;
  if (ch !== 0x2e) {
    const zeroFirst = ch === 0x30;
    ch = d.charCodeAt(++i);
    if (zeroFirst && isDigit(ch)) return -1;
    while (isDigit(ch)) {
      whole = true;
      ch = d.charCodeAt(++i);
    }
  }
  if (ch === 0x2e) {
    dot = true;
    ch = d.charCodeAt(++i);
    while (isDigit(ch)) {
      fraction = true;
      ch = d.charCodeAt(++i);
    }
  }
  if (ch === 0x65 || ch === 0x45) {
    if (dot && !whole && !fraction) return -1;
    ch = d.charCodeAt(++i);
    if (ch === 0x2b || ch === 0x2d) ch = d.charCodeAt(++i);
    if (!isDigit(ch)) return -1;
    while (isDigit(ch)) ch = d.charCodeAt(++i);
  }
  return i;
}

/**
 * The number svgpath reads from `d` between `start` and `end`
 * (`parseFloat(text) + 0.0`), from its digits where that is exact: at most 15
 * digits and no exponent make a whole number and a power of ten that doubles
 * hold exactly, so their quotient is the correctly rounded value parseFloat
 * gives.
 */
function numberAt(d: string, start: number, end: number): number {
  let i = start;
  let ch = d.charCodeAt(i);
  const negative = ch === 0x2d;
  if (negative || ch === 0x2b) i++;
  let whole = 0;
  let scale = 1;
  let digits = 0;
  let fraction = false;
  for (; i < end; i++) {
    ch = d.charCodeAt(i);
    if (ch === 0x2e) fraction = true;
    else if (isDigit(ch) && ++digits <= 15) {
      whole = whole * 10 + (ch - 0x30);
      if (fraction) scale *= 10;
    } else return parseFloat(d.slice(start, end)) + 0.0;
  }
  // A bare point (svgpath takes `.` as a number) is NaN, as parseFloat reads it.
  if (digits === 0) return NaN;
  const value = scale === 1 ? whole : whole / scale;
  return (negative ? -value : value) + 0.0;
}

/** The number `text` is by svgpath's grammar, or undefined (for tests). */
export function readNumber(text: string): number | undefined {
  return numberEnd(text, 0) === text.length ? numberAt(text, 0, text.length) : undefined;
}

/**
 * `+value.toFixed(digits)` as svgpath writes it (`String` of that number),
 * from the one `toFixed`: its trailing zeros and a bare point cut, `-0` as
 * `0`. Exact while the number has at most 15 significant digits, which the
 * caller's bound on magnitude ensures.
 */
function fixed(value: number, digits: number): string {
  const s = value.toFixed(digits);
  let end = s.length;
  while (s.charCodeAt(end - 1) === 0x30) end--;
  if (s.charCodeAt(end - 1) === 0x2e) end--;
  const out = end === s.length ? s : s.slice(0, end);
  return out === '-0' ? '0' : out;
}

/** The thousandths as `fixed` writes them after the point: `""`, `".5"`, `".25"`, `".007"`. */
const thousandths = Array.from({ length: 1000 }, (_, n) =>
  n === 0 ? '' : `.${String(n).padStart(3, '0').replace(/0+$/, '')}`,
);

/**
 * `fixed(value, 3)` from integer arithmetic: the thousandths `toFixed` picks
 * (the nearest to the exact value) are `Math.round(value * 1000)` unless the
 * product lies within rounding error of a half, where `toFixed` decides.
 */
export function fixed3(value: number): string {
  const scaled = value * 1000;
  const n = Math.round(scaled);
  if (Math.abs(scaled - n) > 0.499) return fixed(value, 3);
  if (n === 0) return '0';
  const abs = n < 0 ? -n : n;
  const whole = Math.floor(abs / 1000);
  const text = `${whole}${thousandths[abs - whole * 1000] as string}`;
  return n < 0 ? `-${text}` : text;
}

/** Beyond this svgpath's `String` of a rounded number may be written in fewer digits than `toFixed` gives. */
const LARGEST = 1e9;

/**
 * Path data in absolute commands (what Figma's path geometry and the asset
 * pass write) transformed by `m` and rounded to 3 decimals, written exactly as
 * `svgpath(d).matrix(m).round(3).toString()` writes it, in one pass over the
 * text: svgpath builds an array per segment and converts every number to text
 * three times, which made it most of the generation time on files with large
 * drawings. Undefined for what this does not take (relative commands, an arc
 * under a transform, a number of 1e9 or more, text svgpath would reject),
 * which the caller gives to svgpath.
 */
export function fastPathData(d: string, m: Matrix): string | undefined {
  const identity = m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
  const [a, b, c, dd, e, f] = m;
  const max = d.length;
  let i = 0;
  while (i < max && isSpace(d.charCodeAt(i))) i++;
  let out = '';
  let prevCmd = '';
  // The current point and the contour's start, before the transform (as svgpath tracks them).
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // A segment's numbers, and how many there are (the arrays are reused: setting an array's length is a call into the engine).
  const params: number[] = [];
  let read: number;
  // Writes one parameter as svgpath's toString does: a space before it unless it is negative or follows its command letter.
  const put = (text: string, first: boolean, skipped: boolean): void => {
    if (text.charCodeAt(0) !== 0x2d && (!first || skipped)) out += ' ';
    out += text;
  };
  const write = (cmd: string, values: number[], count: number, from: number): boolean => {
    const skipped = !(cmd !== prevCmd || cmd === 'M');
    if (!skipped) out += cmd;
    prevCmd = cmd;
    for (let k = 0; k < count; k++) {
      const v = values[from + k] as number;
      if (!(Math.abs(v) < LARGEST)) return false;
      // An arc's rotation keeps 2 more decimals; its two flags are written as read.
      const text =
        cmd !== 'A'
          ? fixed3(v)
          : k === 3 || k === 4
            ? String(v)
            : k === 2
              ? fixed(v, 5)
              : fixed3(v);
      put(text, k === 0, skipped);
    }
    return true;
  };
  const point: number[] = [0, 0];
  const pair: number[] = [];
  while (i < max) {
    const cmd = d[i] as string;
    const count = paramCounts[cmd];
    if (count === undefined) return undefined;
    if (prevCmd === '' && cmd !== 'M') return undefined;
    i++;
    while (i < max && isSpace(d.charCodeAt(i))) i++;
    read = 0;
    if (count > 0) {
      let comma = false;
      for (;;) {
        for (let k = count; k > 0; k--) {
          if (i >= max) return undefined;
          if (cmd === 'A' && (k === 4 || k === 3)) {
            const ch = d.charCodeAt(i);
            if (ch !== 0x30 && ch !== 0x31) return undefined;
            params[read++] = ch - 0x30;
            i++;
          } else {
            const end = numberEnd(d, i);
            if (end < 0) return undefined;
            params[read++] = numberAt(d, i, end);
            i = end;
          }
          while (i < max && isSpace(d.charCodeAt(i))) i++;
          comma = false;
          if (i < max && d.charCodeAt(i) === 0x2c) {
            i++;
            while (i < max && isSpace(d.charCodeAt(i))) i++;
            comma = true;
          }
        }
        if (comma) continue;
        if (i >= max) break;
        const ch = d.charCodeAt(i);
        if (!(isDigit(ch) || ch === 0x2b || ch === 0x2d || ch === 0x2e)) break;
      }
    }
    if (cmd === 'Z') {
      if (!write('Z', params, 0, 0)) return undefined;
      x = startX;
      y = startY;
      continue;
    }
    if (cmd === 'A' && !identity) return undefined;
    for (let from = 0; from < read; from += count) {
      // Pairs after a move's first are lines.
      const name = cmd === 'M' && from > 0 ? 'L' : cmd;
      if (identity) {
        if (!write(name, params, count, from)) return undefined;
      } else if (name === 'H' || name === 'V') {
        const v = params[from] as number;
        const px = name === 'H' ? v : x;
        const py = name === 'H' ? y : v;
        const tx = px * a + py * c + e;
        const ty = px * b + py * dd + f;
        const keeps = name === 'H' ? ty === x * b + y * dd + f : tx === x * a + y * c + e;
        point[0] = tx;
        point[1] = ty;
        const ok = keeps ? write(name, point, 1, name === 'H' ? 0 : 1) : write('L', point, 2, 0);
        if (!ok) return undefined;
      } else {
        for (let k = 0; k < count; k += 2) {
          const px = params[from + k] as number;
          const py = params[from + k + 1] as number;
          pair[k] = px * a + py * c + e;
          pair[k + 1] = px * b + py * dd + f;
        }
        if (!write(name, pair, count, 0)) return undefined;
      }
      if (name === 'H') x = params[from] as number;
      else if (name === 'V') y = params[from] as number;
      else {
        x = params[from + count - 2] as number;
        y = params[from + count - 1] as number;
      }
      if (name === 'M') {
        startX = x;
        startY = y;
      }
    }
  }
  return prevCmd === '' ? undefined : out;
}

/**
 * Path data transformed by `m`, rounded to 3 decimals: svgpath's output,
 * written directly where the path is of the form the asset pass writes.
 * Undefined where svgpath cannot read it.
 */
export function transformPathData(d: string, m: Matrix): string | undefined {
  const fast = fastPathData(d, m);
  if (fast !== undefined) return fast;
  const parsed = svgpath(d);
  // svgpath keeps what it could not read in `err` (not in its types).
  if ((parsed as unknown as { err?: string }).err) return undefined;
  return parsed.matrix(m).round(3).toString();
}

/** svgpath alone, for tests comparing the two. */
export function svgpathData(d: string, m: Matrix): string | undefined {
  const parsed = svgpath(d);
  if ((parsed as unknown as { err?: string }).err) return undefined;
  return parsed.matrix(m).round(3).toString();
}
