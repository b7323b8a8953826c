/** Words and unique names, shared by the stages that name things (drawables, Kotlin declarations). */

/** A layer name split into ASCII words: accents folded, camel humps and separators split, emoji dropped. */
export function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** Android resource names: lower snake case, starting with a letter. */
export function resourceName(name: string, fallback: string): string {
  const result = words(name).map((w) => w.toLowerCase()).join('_');
  if (!result) return fallback;
  return /^[0-9]/.test(result) ? `${fallback}_${result}` : result;
}

/** Hands out unique names in the order asked, so the same input always gets the same names. */
export class NameScope {
  private readonly taken: Set<string>;
  /** Next number to try per stem, so many equal names stay linear. */
  private readonly next = new Map<string, number>();

  constructor(reserved: Iterable<string> = []) {
    this.taken = new Set(reserved);
  }

  claim(base: string, suffix = ''): string {
    let candidate = base;
    if (this.taken.has(candidate) && suffix) candidate = base + suffix;
    const stem = `${base}${suffix}`;
    let n = this.next.get(stem) ?? 2;
    while (this.taken.has(candidate)) candidate = `${stem}${n++}`;
    this.next.set(stem, n);
    this.taken.add(candidate);
    return candidate;
  }
}
