import { describe, expect, it } from 'vitest';
import {
  fastPathData,
  fixed3,
  readNumber,
  svgpathData,
  transformPathData,
  type Matrix,
} from './path-data.ts';

/** A seeded generator, so a failure names the same case every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const counts: Record<string, number> = {
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

/** Path data as Figma and the asset pass write it, with the separators, signs and number forms svgpath accepts (and some it does not). */
function paths(n: number, rnd: () => number): string[] {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const num = (): string => {
    const k = rnd();
    const v =
      k < 0.2
        ? Math.floor(rnd() * 400 - 200)
        : k < 0.5
          ? Math.round((rnd() * 400 - 200) * 1000) / 1000
          : k < 0.6
            ? (rnd() - 0.5) * 0.002
            : k < 0.65
              ? Math.round(rnd() * 2000) / 2000 + 0.0005
              : rnd() * 400 - 200;
    const s = rnd() < 0.05 ? v.toExponential(4) : String(v);
    return rnd() < 0.05 && s.startsWith('0.') ? s.slice(1) : s;
  };
  const out: string[] = [];
  for (let p = 0; p < n; p++) {
    let d = `M${num()} ${num()}`;
    const segments = 1 + Math.floor(rnd() * 8);
    for (let i = 0; i < segments; i++) {
      let c = pick(['L', 'L', 'C', 'H', 'V', 'Z', 'Q', 'S', 'T', 'A', 'M']);
      if (rnd() < 0.03) c = c.toLowerCase();
      d += pick(['', ' ']) + c;
      const repeats = rnd() < 0.2 ? 2 : 1;
      for (let r = 0; r < repeats; r++)
        for (let k = 0; k < (counts[c.toUpperCase()] ?? 0); k++) {
          const v = c.toUpperCase() === 'A' && (k === 3 || k === 4) ? pick(['0', '1']) : num();
          const first = k === 0 && r === 0;
          d += (first ? pick(['', ' ']) : pick([' ', ',', ', ', '  '])) + v;
        }
    }
    if (rnd() < 0.03) d += pick([' Q', ',', ' 1']);
    out.push(d);
  }
  return out;
}

const matrices: Matrix[] = [
  [1, 0, 0, 1, 0, 0],
  [1, 0, 0, 1, 2.5, -3.125],
  [-1, 0, 0, 1, 24, 0],
  [1, 0, 0, -1, 0, 10],
  [0, 1, -1, 0, 5, 5],
  [Math.cos(0.3), Math.sin(0.3), -Math.sin(0.3), Math.cos(0.3), 0.1, 0.2],
];

describe('transformPathData (svgpath written directly)', () => {
  it('writes what svgpath writes, for every path it takes', () => {
    const rnd = random(26);
    let taken = 0;
    for (const d of paths(10_000, rnd)) {
      const m = matrices[Math.floor(rnd() * matrices.length)] as Matrix;
      const want = svgpathData(d, m);
      const fast = fastPathData(d, m);
      if (fast !== undefined) {
        taken++;
        expect([d, m, fast]).toEqual([d, m, want]);
      }
      expect([d, m, transformPathData(d, m)]).toEqual([d, m, want]);
    }
    // Most of them: relative commands, arcs under a transform and broken text are left to svgpath.
    expect(taken).toBeGreaterThan(5_000);
  });

  it.each([
    ['M0 0L3 0L3 3L0 3L0 0Z', [1, 0, 0, 1, 0, 0]],
    ['M0 0H10V10H0Z M2 2V18H18V2Z', [1, 0, 0, 1, 1, 1]],
    ['M0 0H10V10H0Z', [0.866, 0.5, -0.5, 0.866, 2, 3]],
    ['M12 2C14 2 16 4 16 6A4 4 0 0 1 12 10Z', [1, 0, 0, 1, 0, 0]],
    ['M1 1 2 2 3 3ZZ', [-1, 0, 0, 1, 24, 0]],
    ['M-0.0004 0.0625L-0.0625 1e-7', [1, 0, 0, 1, 0, 0]],
    ['M0 0L1e9 0', [1, 0, 0, 1, 0, 0]],
    // svgpath reads a bare point as a number, NaN.
    ['M0 0L. 5', [1, 0, 0, 1, 0, 0]],
    ['M0 0L-. 5', [1, 0, 0, 1, 2, 0]],
  ] as [string, Matrix][])('%s under %j', (d, m) => {
    expect(transformPathData(d, m)).toBe(svgpathData(d, m));
  });

  it('rounds to thousandths as toFixed does, ties and signed zeros included', () => {
    const rnd = random(8);
    const values = [
      0.0625, -0.0625, 0.0005, -0.0005, 1.0005, -0, 999999999.9995, 123456.7895, 1e-10,
    ];
    for (let i = 0; i < 20_000; i++)
      values.push(
        i % 2
          ? Math.round((rnd() - 0.5) * 1e7) / 2000
          : (rnd() - 0.5) * 2e9 * 10 ** -Math.floor(rnd() * 12),
      );
    for (const v of values) expect([v, fixed3(v)]).toEqual([v, String(+v.toFixed(3))]);
  });

  it('reads numbers as parseFloat does', () => {
    const rnd = random(33);
    for (let i = 0; i < 20_000; i++) {
      const digits = (n: number): string =>
        Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
      // No leading zero before a digit (svgpath refuses `07`); up to 22 digits, past the exact 15.
      const whole = Math.floor(rnd() * 10);
      let t = `${rnd() < 0.3 ? '-' : ''}${whole > 0 ? `${1 + Math.floor(rnd() * 9)}${digits(whole - 1)}` : '0'}`;
      if (rnd() < 0.8) t += `.${digits(1 + Math.floor(rnd() * 12))}`;
      if (rnd() < 0.05) t += `e-${Math.floor(rnd() * 30)}`;
      expect([t, readNumber(t)]).toEqual([t, parseFloat(t) + 0.0]);
    }
  });

  it('refuses numbers as svgpath does', () => {
    for (const t of ['07', '1.e5', '.e5', '-', '1e', '1e+']) expect(readNumber(t)).toBeUndefined();
    // svgpath reads a bare point, and parseFloat makes it NaN.
    expect(readNumber('+.')).toBeNaN();
    expect(readNumber('.5')).toBe(0.5);
    expect(Object.is(readNumber('-0'), 0)).toBe(true);
  });
});
