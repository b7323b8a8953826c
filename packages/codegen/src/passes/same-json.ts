/** A value JSON.stringify writes without quotes or brackets, as it writes it (NaN and Infinity as null). */
const scalar = (value: unknown): unknown =>
  typeof value === 'number' && !Number.isFinite(value) ? null : value;

/** A value JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

type Counts = (key: string, value: unknown) => boolean;

const everyKey: Counts = () => true;

/**
 * Whether JSON.stringify would write `a` and `b` as the same data, leaving out at every depth
 * the keys `counts` refuses, and taking an object's keys in any order. Compared in place,
 * without writing either: the passes that compare layers (copies of a frame, instances of a
 * component) spent a third of the generator's time writing layers out as JSON to compare the
 * text. No closure is made per call: the TypeScript loader names each one as it is made.
 */
export function sameJson(a: unknown, b: unknown, counts: Counts = everyKey): boolean {
  // Nothing added to Object.prototype is enumerable (a polluted prototype would be): for-in then
  // lists only the own keys of an object made by `{ ... }`.
  return same(a, b, counts, Object.keys(Object.prototype).length === 0);
}

/** sameJson; `plain`: for-in lists only own keys of an object whose prototype is Object.prototype. */
function same(a: unknown, b: unknown, counts: Counts, plain: boolean): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a !== 'object' && typeof b !== 'object' && scalar(a) === scalar(b);
  const arrays = Array.isArray(a);
  if (arrays !== Array.isArray(b)) return false;
  if (arrays) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) {
      const u = x[i];
      const v = y[i];
      if (u === v) continue;
      if (!same(omitted(u) ? null : u, omitted(v) ? null : v, counts, plain)) return false;
    }
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  // Keys counted on both sides: every one of a's must be b's, and b must have no more. Own
  // keys are walked with for-in, not Object.keys: an array of keys per object compared was a
  // fifth of all the generator allocates. Own keys are checked only where for-in could list
  // others (an object with a prototype of its own).
  const ownA = plain && Object.getPrototypeOf(ra) === Object.prototype;
  const ownB = plain && Object.getPrototypeOf(rb) === Object.prototype;
  let keys = 0;
  for (const key in ra) {
    if (!ownA && !Object.hasOwn(ra, key)) continue;
    const x = ra[key];
    if (omitted(x) || !counts(key, x)) continue;
    const y = rb[key];
    if (x !== y) {
      if (omitted(y) || !Object.hasOwn(rb, key) || !counts(key, y) || !same(x, y, counts, plain))
        return false;
    } else if (!Object.hasOwn(rb, key)) return false;
    keys++;
  }
  for (const key in rb) {
    if (!ownB && !Object.hasOwn(rb, key)) continue;
    const y = rb[key];
    if (!omitted(y) && counts(key, y)) keys--;
  }
  return keys === 0;
}

/** Mixes `value` into the hash `h` (an int32): a multiply-rotate step, after MurmurHash3's. */
export function mix(h: number, value: number): number {
  const v = Math.imul(value | 0, 0xcc9e2d51);
  const x = h ^ Math.imul((v << 15) | (v >>> 17), 0x1b873593);
  return Math.imul((x << 13) | (x >>> 19), 5) + 0xe6546b64;
}
