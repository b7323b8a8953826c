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

/** Tokens that mark where an object or an array opens and ends in a `JsonTokens` list. */
const OBJECT = Symbol('object');
const ARRAY = Symbol('array');
const END = Symbol('end');

/**
 * A value written out once as a flat list of tokens (keys, scalars and the marks above), in
 * the order for-in lists keys, with the keys `counts` refuses left out as sameJson leaves them
 * out; later values are then compared with it by walking them alone. Two values written to the
 * same tokens are the same JSON; two that are the same JSON may still differ here (keys in
 * another order), so a mismatch is only a "don't know" that sameJson answers. The fold compares
 * a hundred copies with one: walking each copy once, without looking each of its keys up in the
 * other, is about half the work of sameJson.
 */
export class JsonTokens {
  private readonly tokens: unknown[] = [];
  private readonly plain = Object.keys(Object.prototype).length === 0;
  /** While matching: the next token to compare, or -1 once a token differed. */
  private at = 0;
  private matching = false;

  constructor(private readonly counts: Counts = everyKey) {}

  /** Appends `value`'s tokens (or a token of the caller's own, such as a count). */
  write(value: unknown): this {
    this.value(value);
    return this;
  }

  /** Starts comparing: the `write` calls that follow are checked against what was written. */
  startMatch(): this {
    this.matching = true;
    this.at = 0;
    return this;
  }

  /** Whether every token written since `startMatch` was equal, and all of them were used. */
  matched(): boolean {
    const ok = this.at === this.tokens.length;
    this.matching = false;
    return ok;
  }

  private token(t: unknown): void {
    if (!this.matching) this.tokens.push(t);
    else if (this.at >= 0) this.at = this.tokens[this.at] === t ? this.at + 1 : -1;
  }

  private value(value: unknown): void {
    if (this.matching && this.at < 0) return;
    if (typeof value !== 'object' || value === null) {
      this.token(scalar(value));
      return;
    }
    if (Array.isArray(value)) {
      this.token(ARRAY);
      for (const v of value as unknown[]) this.value(omitted(v) ? null : v);
      this.token(END);
      return;
    }
    const record = value as Record<string, unknown>;
    const own = this.plain && Object.getPrototypeOf(record) === Object.prototype;
    this.token(OBJECT);
    for (const key in record) {
      if (!own && !Object.hasOwn(record, key)) continue;
      const v = record[key];
      if (omitted(v) || !this.counts(key, v)) continue;
      this.token(key);
      this.value(v);
    }
    this.token(END);
  }
}
