/** Kotlin identifiers from layer names: PascalCase functions, camelCase parameters, stable and unique. */

const keywords = new Set([
  'as', 'break', 'class', 'continue', 'do', 'else', 'false', 'for', 'fun', 'if', 'in', 'interface', 'is', 'null',
  'object', 'package', 'return', 'super', 'this', 'throw', 'true', 'try', 'typealias', 'typeof', 'val', 'var',
  'when', 'while',
]);

/** Names the generated files import or declare; a layer may not take them. */
export const reservedNames = new Set([
  'Alignment', 'Arrangement', 'AssistChip', 'BiasAlignment', 'Box', 'Brush', 'Button', 'Card', 'CardDefaults', 'CenterAlignedTopAppBar',
  'Checkbox', 'CircleShape', 'CircularProgressIndicator', 'Color', 'Column', 'Composable', 'ContentScale', 'ElevatedButton',
  'ElevatedCard', 'ExtendedFloatingActionButton', 'FilledTonalButton', 'FilterChip', 'FloatingActionButton', 'FlowColumn',
  'FlowRow', 'FontFamily', 'FontStyle', 'FontWeight', 'HorizontalDivider', 'Icon', 'Image', 'InputChip',
  'LinearProgressIndicator', 'MaterialTheme', 'Modifier', 'NavigationBar', 'NavigationBarItem', 'Offset', 'OutlinedButton',
  'OutlinedCard', 'OutlinedTextField', 'PathEffect', 'Preview', 'R', 'RadioButton', 'RectangleShape', 'RoundedCornerShape',
  'Row', 'Shape', 'Size', 'SpanStyle', 'Spacer', 'Stroke', 'SuggestionChip', 'Surface', 'Switch', 'Text', 'TextAlign',
  'TextButton', 'TextDecoration', 'TextField', 'TextOverflow', 'TextStyle', 'TopAppBar', 'Typography', 'Unit', 'String',
  'Boolean', 'Int', 'Float', 'Any', 'Nothing', 'List', 'CornerRadius', 'Dp', 'TextUnit',
]);

function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function pascalCase(name: string, fallback: string): string {
  const result = words(name).map(cap).join('');
  if (!result) return fallback;
  return /^[0-9]/.test(result) ? fallback + result : result;
}

export function camelCase(name: string, fallback: string): string {
  const p = pascalCase(name, '');
  if (!p) return fallback;
  const c = p.charAt(0).toLowerCase() + p.slice(1);
  return /^[0-9]/.test(c) ? fallback + p : c;
}

/** Android resource names: lower snake case, starting with a letter. */
export function resourceName(name: string, fallback: string): string {
  const result = words(name).map((w) => w.toLowerCase()).join('_');
  if (!result) return fallback;
  return /^[0-9]/.test(result) ? `${fallback}_${result}` : result;
}

/** Backticks a keyword so it stays a legal identifier. */
export function escapeKeyword(ident: string): string {
  return keywords.has(ident) ? `\`${ident}\`` : ident;
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
