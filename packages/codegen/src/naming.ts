/** Words and unique names, for whatever names things from layer names (a target's declarations, files and resources). */

/**
 * Longest run of words a name keeps, in characters: layer names can be whole
 * paragraphs (a text layer named after its 1,000-character content) and file
 * names must stay far below the 255 bytes file systems allow.
 */
export const MAX_NAME_LENGTH = 40;

const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

/** Cyrillic letters spelled in Latin, so Russian or Ukrainian layer names stay readable identifiers. */
function transliterate(name: string): string {
  return name.replace(/[\u0400-\u04ff]/g, (ch) => {
    const lower = ch.toLowerCase();
    const latin = cyrillic[lower];
    if (latin === undefined) return ' ';
    return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/** Keeps whole words up to `max` characters (a single longer word is cut). */
export function boundWords(list: string[], max = MAX_NAME_LENGTH): string[] {
  const out: string[] = [];
  let length = 0;
  for (const w of list) {
    if (length + w.length > max) {
      if (out.length === 0) out.push(w.slice(0, max));
      break;
    }
    out.push(w);
    length += w.length;
  }
  return out;
}

/** A layer name split into ASCII words: accents folded, Cyrillic transliterated, camel humps and separators split, emoji dropped. */
export function words(name: string): string[] {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** Hands out unique names in the order asked, so the same input always gets the same names. */
export class NameScope {
  private readonly taken: Set<string>;
  /** Next number to try per stem, so many equal names stay linear. */
  private readonly next = new Map<string, number>();
  private readonly key: (name: string) => string;

  /** `ignoreCase`: names that differ only in case collide (they name files, and macOS and Windows file systems ignore case). */
  constructor(reserved: Iterable<string> = [], options: { ignoreCase?: boolean } = {}) {
    this.key = options.ignoreCase ? (n) => n.toLowerCase() : (n) => n;
    this.taken = new Set([...reserved].map(this.key));
  }

  claim(base: string, suffix = ''): string {
    let candidate = base;
    // A fallback name (`Screen`) taken already gets a number, not its suffix again (`ScreenScreen`).
    if (this.taken.has(this.key(candidate)) && suffix && !base.endsWith(suffix))
      candidate = base + suffix;
    const stem = base.endsWith(suffix) ? base : `${base}${suffix}`;
    let n = this.next.get(stem) ?? 2;
    while (this.taken.has(this.key(candidate))) candidate = `${stem}${n++}`;
    this.next.set(stem, n);
    this.taken.add(this.key(candidate));
    return candidate;
  }
}

/** Device names Windows refuses as file names, whatever the extension. */
export const windowsDeviceNames = [
  'Con',
  'Prn',
  'Aux',
  'Nul',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [`Com${i}`, `Lpt${i}`]),
];
