/** Kotlin identifiers and Android resource names from layer names: PascalCase functions, camelCase parameters, snake_case drawables. */
import { boundWords, words } from '../../naming.ts';

export { NameScope, windowsDeviceNames } from '../../naming.ts';

const keywords = new Set([
  'as',
  'break',
  'class',
  'continue',
  'do',
  'else',
  'false',
  'for',
  'fun',
  'if',
  'in',
  'interface',
  'is',
  'null',
  'object',
  'package',
  'return',
  'super',
  'this',
  'throw',
  'true',
  'try',
  'typealias',
  'typeof',
  'val',
  'var',
  'when',
  'while',
]);

/** Names the generated files import or declare; a layer may not take them. */
export const reservedNames = new Set([
  'Alignment',
  'Arrangement',
  'AssistChip',
  'BiasAlignment',
  'Box',
  'Brush',
  'Button',
  'Card',
  'CardDefaults',
  'CenterAlignedTopAppBar',
  'Checkbox',
  'CircleShape',
  'CircularProgressIndicator',
  'Color',
  'Column',
  'Composable',
  'ContentScale',
  'ElevatedButton',
  'ElevatedCard',
  'ExtendedFloatingActionButton',
  'FilledTonalButton',
  'FilterChip',
  'FloatingActionButton',
  'FlowColumn',
  'FlowRow',
  'FontFamily',
  'FontStyle',
  'FontWeight',
  'HorizontalDivider',
  'Icon',
  'Image',
  'InputChip',
  'LinearProgressIndicator',
  'MaterialTheme',
  'Modifier',
  'NavigationBar',
  'NavigationBarItem',
  'Offset',
  'OutlinedButton',
  'OutlinedCard',
  'OutlinedTextField',
  'PathEffect',
  'Preview',
  'R',
  'RadioButton',
  'RectangleShape',
  'RoundedCornerShape',
  'Row',
  'Shape',
  'Size',
  'SpanStyle',
  'Spacer',
  'Stroke',
  'SuggestionChip',
  'Surface',
  'Switch',
  'Text',
  'TextAlign',
  'TextButton',
  'TextDecoration',
  'TextField',
  'TextOverflow',
  'TextStyle',
  'TopAppBar',
  'Typography',
  'Unit',
  'String',
  'Boolean',
  'Int',
  'Float',
  'Any',
  'Nothing',
  'List',
  'CornerRadius',
  'Dp',
  'TextUnit',
  'IconButton',
  'ButtonDefaults',
  'GenericShape',
  'Rect',
  'ListItem',
  'AlertDialog',
  'ExperimentalMaterial3Api',
  'ExperimentalLayoutApi',
  'AnnotatedString',
  'ColorScheme',
  'NavHost',
  'NavHostController',
  'Serializable',
  'DialogProperties',
  'ModalBottomSheet',
  'LocalUriHandler',
]);

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function pascalCase(name: string, fallback: string): string {
  const result = boundWords(words(name)).map(cap).join('');
  if (!result) return fallback;
  return /^[0-9]/.test(result) ? fallback + result : result;
}

export function camelCase(name: string, fallback: string): string {
  const p = pascalCase(name, '');
  if (!p) return fallback;
  const c = p.charAt(0).toLowerCase() + p.slice(1);
  return /^[0-9]/.test(c) ? fallback + p : c;
}

/** Whether a word is one of Kotlin's hard keywords, which no package segment may be. */
export function isKotlinKeyword(word: string): boolean {
  return keywords.has(word);
}

/** Backticks a keyword so it stays a legal identifier. */
export function escapeKeyword(ident: string): string {
  return keywords.has(ident) ? `\`${ident}\`` : ident;
}

/** Android resource names: lower snake case, starting with a letter. */
export function resourceName(name: string, fallback: string): string {
  const result = boundWords(words(name))
    .map((w) => w.toLowerCase())
    .join('_');
  if (!result) return fallback;
  return /^[0-9]/.test(result) ? `${fallback}_${result}` : result;
}
