import type {
  DesignVariable,
  Fill,
  IrNode,
  Rgba,
  TextNode,
  TextStyle,
  VariableCollection,
  VariableSet,
} from '../parse/ir.ts';
import {
  CONSTANT_SWITCH,
  NAMED_SWITCH,
  type Binding,
  type ColorRole,
  type DesignTokens,
  type DimensionUse,
  type ModeSwitch,
  type RoleValue,
  type ShapeRole,
  type SwitchMode,
  type ThemeTextStyle,
  type Token,
  type TypographyRole,
} from './plan.ts';
import { childrenOf } from '../parse/walk.ts';

const colorRoles: ColorRole[] = [
  'primary',
  'onPrimary',
  'primaryContainer',
  'onPrimaryContainer',
  'inversePrimary',
  'secondary',
  'onSecondary',
  'secondaryContainer',
  'onSecondaryContainer',
  'tertiary',
  'onTertiary',
  'tertiaryContainer',
  'onTertiaryContainer',
  'background',
  'onBackground',
  'surface',
  'onSurface',
  'surfaceVariant',
  'onSurfaceVariant',
  'surfaceTint',
  'inverseSurface',
  'inverseOnSurface',
  'error',
  'onError',
  'errorContainer',
  'onErrorContainer',
  'outline',
  'outlineVariant',
  'scrim',
  'surfaceBright',
  'surfaceContainer',
  'surfaceContainerHigh',
  'surfaceContainerHighest',
  'surfaceContainerLow',
  'surfaceContainerLowest',
  'surfaceDim',
];

const typeRoles: TypographyRole[] = [
  'displayLarge',
  'displayMedium',
  'displaySmall',
  'headlineLarge',
  'headlineMedium',
  'headlineSmall',
  'titleLarge',
  'titleMedium',
  'titleSmall',
  'bodyLarge',
  'bodyMedium',
  'bodySmall',
  'labelLarge',
  'labelMedium',
  'labelSmall',
];

const shapeRoles: ShapeRole[] = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'];

const flat = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Groups in front of a Material colour role, as Material's tools name them:
 * the Material Theme Builder (`Schemes/On Primary` in `material-theme`), the
 * Material 3 Design Kit (`M3/sys/light/primary`), Material's token names
 * (`md.sys.color.on-primary`). A role name under any other group
 * (`Brand/Primary`) is the design's own colour, not the theme's.
 */
const roleGroups = new Set([
  'md',
  'sys',
  'color',
  'colors',
  'colour',
  'colours',
  'm3',
  'material',
  'materialtheme',
  'materialdesign',
  'schemes',
  'scheme',
  'theme',
  'light',
  'dark',
  'role',
  'roles',
]);

function pathOf(name: string): string[] {
  return name
    .split(/[/.]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `M3/sys/light/primary`, `Schemes/On Primary`, `md.sys.color.on-primary`, `Primary` → the ColorScheme role, and whether the name says dark or light. */
export function colorRoleOf(
  name: string,
): { role: ColorRole; dark: boolean; light: boolean } | undefined {
  const segments = pathOf(name);
  const last = flat(segments.pop() ?? '');
  const role = colorRoles.find((r) => r.toLowerCase() === last);
  if (!role || !segments.every((s) => roleGroups.has(flat(s)))) return undefined;
  return {
    role,
    dark: segments.some((s) => flat(s) === 'dark'),
    light: segments.some((s) => flat(s) === 'light'),
  };
}

/** `md.sys.shape.corner.medium`, `Shape/Corner/Extra large`, `radius/small` → the Shapes role. */
export function shapeRoleOf(name: string): ShapeRole | undefined {
  const segments = pathOf(name);
  const last = flat(segments.pop() ?? '');
  if (
    !segments.some((s) =>
      /^(shape|shapes|corner|corners|radius|radii|rounded|roundness)$/.test(flat(s)),
    )
  )
    return undefined;
  return shapeRoles.find((r) => r.toLowerCase() === last);
}

/** `M3/body/large`, `Body Large`, `Headline/Small` → the Typography slot. */
export function typographyRoleOf(name: string): TypographyRole | undefined {
  const f = flat(name).replace(/[0-9]/g, '');
  return typeRoles.find((r) => f.endsWith(r.toLowerCase()));
}

/** Words of a mode name that say light or dark; what remains is its family (`High Contrast`, a brand). */
const lightDarkWords = /\b(light|dark|day|night|mode|theme|scheme)\b/gi;

/** How a collection's modes switch: light and dark, and what else tells them apart. */
export function switchOf(c: VariableCollection): ModeSwitch {
  const modes: SwitchMode[] = c.modes.map((m) => ({
    id: m.id,
    name: m.name,
    dark: /\b(dark|night)\b/i.test(m.name),
    family: m.name.replace(lightDarkWords, ' ').replace(/\s+/g, ' ').trim(),
  }));
  const dark = modes.some((m) => m.dark) && modes.some((m) => !m.dark);
  const families: string[] = [];
  if (dark) {
    for (const m of modes) if (!families.includes(m.family)) families.push(m.family);
  } else {
    // Without a light and dark pair, each mode is a choice of its own (a brand, a density).
    for (const m of modes) m.family = m.name;
    if (modes.length > 1) families.push(...modes.map((m) => m.name));
    else families.push('');
  }
  // The default mode's family comes first: it is what the theme shows unless told otherwise.
  const first = modes.find((m) => m.id === c.defaultModeId)?.family;
  if (first !== undefined && families.includes(first)) {
    families.splice(families.indexOf(first), 1);
    families.unshift(first);
  }
  return { id: c.id, name: c.name, modes, defaultModeId: c.defaultModeId, dark, families };
}

const constantSwitch: ModeSwitch = {
  id: CONSTANT_SWITCH,
  name: 'Constant',
  modes: [{ id: 'default', name: 'Default', dark: false, family: '' }],
  defaultModeId: 'default',
  dark: false,
  families: [''],
};

/** The mode a switch shows for a family and a darkness: that exact mode, else the family's other one, else the default. */
export function modeFor(sw: ModeSwitch, family: string, dark: boolean): SwitchMode {
  return (
    sw.modes.find((m) => m.family === family && m.dark === dark) ??
    sw.modes.find((m) => m.family === family) ??
    sw.modes.find((m) => m.dark === dark && m.id === sw.defaultModeId) ??
    (sw.modes.find((m) => m.id === sw.defaultModeId) as SwitchMode)
  );
}

/** `00` to `FF`, built once: every colour key needs four. */
const hexBytes = Array.from({ length: 256 }, (_, n) =>
  n.toString(16).toUpperCase().padStart(2, '0'),
);
/** A colour channel (0 to 1) as two hex digits, as the output writes it. */
export const byte = (v: number): string => {
  const n = Math.round(Math.min(1, Math.max(0, v)) * 255);
  return hexBytes[n] ?? n.toString(16).toUpperCase().padStart(2, '0');
};

/** `#AARRGGBB`: how the output writes a colour, so equal literals are one key. */
export function colorKey(c: Rgba): string {
  return `#${byte(c.a)}${byte(c.r)}${byte(c.g)}${byte(c.b)}`;
}

/** The text style a repeated style is recognised by: what a TextStyle token holds. */
export function textKey(s: TextStyle): string {
  return [s.fontFamily, s.fontWeight, s.fontSize, s.lineHeight ?? 'auto', s.letterSpacing].join(
    '|',
  );
}

/** The run a Text takes its own style from: the one covering most characters. */
export function mainRun(node: TextNode): TextNode['runs'][number] | undefined {
  // One run (most texts) is its own main run: no styles to compare.
  if (node.runs.length <= 1) return node.runs[0];
  let best: TextNode['runs'][number] | undefined;
  const counts = new Map<string, number>();
  const keys = node.runs.map((r) => JSON.stringify(r.style));
  let bestCount = -1;
  node.runs.forEach((r, i) => {
    const key = keys[i] as string;
    const n = (counts.get(key) ?? 0) + r.text.length;
    counts.set(key, n);
    if (n > bestCount) {
      best = node.runs[keys.indexOf(key)];
      bestCount = n;
    }
  });
  return best;
}

/**
 * Depth first over every node, in document order; `drawn` tells the layers
 * the output draws itself from those inside a drawing (a drawable) or a
 * widget's own parts (the widget draws them) and hidden ones.
 */
function visitAll(root: IrNode, visit: (n: IrNode, drawn: boolean) => void): void {
  const stack: [IrNode, boolean][] = [[root, true]];
  while (stack.length > 0) {
    const [node, parentDrawn] = stack.pop() as [IrNode, boolean];
    const drawn = parentDrawn && !(node.hidden && !node.refs.visible);
    visit(node, drawn);
    const next: [IrNode, boolean][] = childrenOf(node).map((c) => [
      c,
      drawn && node.kind !== 'asset',
    ]);
    if (node.kind === 'material') {
      for (const icon of [node.icon, node.trailingIcon, ...node.items.map((i) => i.icon)])
        if (icon) next.push([icon, false]);
    }
    if (node.kind === 'asset' && node.source) next.push([node.source, false]);
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as [IrNode, boolean]);
  }
}

/**
 * The paints of a node the output may write as colours: its solid fills, its
 * top stroke paint, its text's colour; each with whether the output writes it
 * itself (a widget draws its own parts, save a container colour it is given).
 */
function colorFills(node: IrNode, drawn: boolean): [Extract<Fill, { kind: 'solid' }>, boolean][] {
  const out: [Extract<Fill, { kind: 'solid' }>, boolean][] = [];
  if (node.kind === 'call') return out;
  const own = drawn && node.kind !== 'material' && node.kind !== 'asset';
  if (node.kind === 'material' && node.custom?.container) out.push([node.custom.container, drawn]);
  // A fill bound to a parameter is written once, as its default: no call draws it.
  for (const f of node.style.fills) if (f.kind === 'solid') out.push([f, own && !node.refs.fill]);
  const stroke = node.style.stroke?.fills.at(-1);
  if (stroke?.kind === 'solid') out.push([stroke, own]);
  if (node.kind === 'text') {
    for (const r of node.runs) {
      const top = r.style.fills.at(-1);
      if (top?.kind === 'solid') out.push([top, own]);
    }
  }
  return out;
}

/** Spacing the output writes from an auto layout: padding sides, gaps. */
function spacingOf(node: IrNode): { value: number; variable?: string | undefined }[] {
  if ((node.kind !== 'container' && node.kind !== 'instance') || !node.layout) return [];
  const l = node.layout;
  const out: { value: number; variable?: string | undefined }[] = [];
  const p = l.bound?.padding;
  out.push(
    { value: l.padding.top, variable: p?.top },
    { value: l.padding.right, variable: p?.right },
    { value: l.padding.bottom, variable: p?.bottom },
    { value: l.padding.left, variable: p?.left },
  );
  out.push({ value: l.spacing, variable: l.bound?.spacing });
  if (l.wrap) out.push({ value: l.counterSpacing, variable: l.bound?.counterSpacing });
  return out.filter((s) => s.value > 0 || s.variable);
}

/** Corner radii the output writes as a rounded shape (not a circle or a pill). */
function radiiOf(node: IrNode): { value: number; variable?: string | undefined }[] {
  if (node.kind === 'text' || node.kind === 'call' || node.kind === 'asset' || node.style.ellipse)
    return [];
  // A widget draws its own shape, save corners it is given; a layer with nothing to draw has no outline.
  if (node.kind === 'material' && !node.custom?.corners) return [];
  const s = node.style;
  if (s.fills.length === 0 && !s.stroke && s.effects.length === 0 && !s.clip) return [];
  const min = Math.min(node.style.box.width, node.style.box.height);
  if (
    !node.style.cornerVariables?.some(Boolean) &&
    min > 0 &&
    node.style.corners.every((r) => r >= min / 2)
  )
    return [];
  return node.style.corners
    .map((value, i) => ({ value, variable: node.style.cornerVariables?.[i] }))
    .filter((r) => r.value > 0 || r.variable);
}

/** A repeated value becomes a token when the design uses it this often. */
const REPEATED = 2;

/** Spacing and radius names, smallest first, centred on `medium`. */
const ladder = [
  'extraExtraSmall',
  'extraSmall',
  'small',
  'medium',
  'large',
  'extraLarge',
  'extraExtraLarge',
];

function ladderNames(values: number[], fallback: string): Map<number, string> {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length > ladder.length)
    return new Map(
      sorted.map((v) => [v, `${fallback} ${String(Math.round(v * 100) / 100).replace('.', ' ')}`]),
    );
  const start = 3 - Math.floor(sorted.length / 2);
  return new Map(sorted.map((v, i) => [v, ladder[start + i] as string]));
}

const srgbToLinear = (c: number): number =>
  c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;

/** CIELAB lightness and chroma, and the HSL hue, of a colour. */
function describeColor(c: Rgba): { tone: number; chroma: number; hue: number } {
  const [r, g, b] = [srgbToLinear(c.r), srgbToLinear(c.g), srgbToLinear(c.b)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const tone = 116 * f(y) - 16;
  const chroma = Math.hypot(500 * (f(x) - f(y)), 200 * (f(y) - f(z)));
  const max = Math.max(c.r, c.g, c.b);
  const min = Math.min(c.r, c.g, c.b);
  let hue = 0;
  if (max !== min) {
    const d = max - min;
    hue =
      max === c.r ? ((c.g - c.b) / d) % 6 : max === c.g ? (c.b - c.r) / d + 2 : (c.r - c.g) / d + 4;
    hue = (hue * 60 + 360) % 360;
  }
  return { tone, chroma, hue };
}

const hues: [number, string][] = [
  [15, 'Red'],
  [40, 'Orange'],
  [55, 'Amber'],
  [70, 'Yellow'],
  [90, 'Lime'],
  [150, 'Green'],
  [180, 'Teal'],
  [200, 'Cyan'],
  [235, 'Blue'],
  [250, 'Indigo'],
  [290, 'Purple'],
  [330, 'Pink'],
  [360, 'Red'],
];

/**
 * A repeated colour's name as Android Studio's template names its colours:
 * the hue and the tone (CIELAB lightness, as Material's tones), `Purple 40`,
 * `Grey 90`; a translucent one says its alpha.
 */
export function colorName(c: Rgba): string {
  const { tone, chroma, hue } = describeColor(c);
  const t = Math.round(tone);
  let name: string;
  if (chroma < 8) name = t <= 0 ? 'Black' : t >= 100 ? 'White' : `Grey ${t}`;
  else name = `${(hues.find(([limit]) => hue < limit) ?? [0, 'Red'])[1]} ${t}`;
  return c.a < 1 ? `${name} alpha ${Math.round(c.a * 100)}` : name;
}

/** Material's baseline type scale: size and weight of each role, to name a repeated text style after its nearest role. */
const baseline: [TypographyRole, number, number][] = [
  ['displayLarge', 57, 400],
  ['displayMedium', 45, 400],
  ['displaySmall', 36, 400],
  ['headlineLarge', 32, 400],
  ['headlineMedium', 28, 400],
  ['headlineSmall', 24, 400],
  ['titleLarge', 22, 400],
  ['titleMedium', 16, 500],
  ['titleSmall', 14, 500],
  ['bodyLarge', 16, 400],
  ['bodyMedium', 14, 400],
  ['bodySmall', 12, 400],
  ['labelLarge', 14, 500],
  ['labelMedium', 12, 500],
  ['labelSmall', 11, 500],
];

const weightWords: Record<number, string> = {
  100: 'thin',
  200: 'extra light',
  300: 'light',
  400: 'regular',
  500: 'medium',
  600: 'semi bold',
  700: 'bold',
  800: 'extra bold',
  900: 'black',
};

/**
 * Names for repeated text styles after their nearest Material type role (by
 * size, then weight): the closest to a role takes its name (`title medium`),
 * others add their weight (`title medium semi bold`), then their size.
 */
function textNames(styles: TextStyle[]): string[] {
  const nearest = styles.map((s) => {
    const heavy = s.fontWeight >= 500;
    const ranked = [...baseline].sort(
      (a, b) =>
        Math.abs(a[1] - s.fontSize) - Math.abs(b[1] - s.fontSize) ||
        Number(heavy !== a[2] >= 500) - Number(heavy !== b[2] >= 500),
    );
    const [role, size, weight] = ranked[0] as [TypographyRole, number, number];
    return { role, distance: Math.abs(size - s.fontSize) + Math.abs(weight - s.fontWeight) / 100 };
  });
  const names: string[] = new Array<string>(styles.length);
  const taken = new Set<string>();
  const order = styles
    .map((_, i) => i)
    .sort(
      (a, b) =>
        (nearest[a] as { distance: number }).distance -
          (nearest[b] as { distance: number }).distance || a - b,
    );
  for (const i of order) {
    const s = styles[i] as TextStyle;
    const words = (nearest[i] as { role: string }).role.replace(/([A-Z])/g, ' $1').toLowerCase();
    const weight = weightWords[Math.round(s.fontWeight / 100) * 100] ?? String(s.fontWeight);
    const name =
      [words, `${words} ${weight}`, `${words} ${weight} ${Math.round(s.fontSize)}`].find(
        (n) => !taken.has(n),
      ) ?? `${words} ${weight} ${Math.round(s.fontSize)} ${i}`;
    taken.add(name);
    names[i] = name;
  }
  return names;
}

interface Use {
  count: number;
  first: number;
}

function count<K>(map: Map<K, Use>, key: K, order: number, times = 1): void {
  const u = map.get(key);
  if (u) u.count += times;
  else map.set(key, { count: times, first: order });
}

/**
 * Pass: the design's theme and tokens. Colour variables and styles named
 * after Material 3's roles fill the colour schemes (light and dark from their
 * modes, other modes as further schemes), corner variables named after its
 * shape roles fill `Shapes`, text styles named after its type roles fill
 * `Typography`. Every other variable or style a drawn layer is bound to is a
 * token, and so is a colour, spacing, radius or text style the design repeats
 * without naming it; a value used once stays a literal.
 */
export function collectTheme(
  roots: IrNode[],
  variables: VariableSet,
  styleNodes: IrNode[] = [],
  /** How many times the design draws a root (a function written once for frames it repeats). */
  timesDrawn: (root: IrNode) => number = () => 1,
): { textStyles: ThemeTextStyle[]; tokens: DesignTokens } {
  const switches = new Map<string, ModeSwitch>(
    variables.collections.map((c) => [c.id, switchOf(c)]),
  );
  const named: ModeSwitch = {
    id: NAMED_SWITCH,
    name: 'Light and dark',
    modes: [
      { id: 'light', name: 'Light', dark: false, family: '' },
      { id: 'dark', name: 'Dark', dark: true, family: '' },
    ],
    defaultModeId: 'light',
    dark: true,
    families: [''],
  };
  const tokens: Token[] = [];
  const byVariable = new Map<string, Binding>();
  const byColorStyle = new Map<string, Binding>();
  const byTextStyle = new Map<string, Token>();
  const darkNamed = new Set<string>();
  const lightNamed = new Set<string>();
  const colorRoleValues = new Map<ColorRole, RoleValue<ColorRole, Rgba>>();
  const shapeRoleValues = new Map<ShapeRole, RoleValue<ShapeRole, number>>();
  let usesNamed = false;

  // Every role variable fills its scheme, used or not, so the theme is the design system's whole.
  const roleOfVariable = (v: DesignVariable): void => {
    const sw = switches.get(v.collectionId) as ModeSwitch;
    if (v.type === 'color') {
      const found = colorRoleOf(v.name);
      if (!found) return;
      const byName = !sw.dark && (found.dark || found.light);
      if (byName) (found.dark ? darkNamed : lightNamed).add(v.id);
      byVariable.set(`color:${v.id}`, { kind: 'color-role', role: found.role });
      const switchId = byName ? NAMED_SWITCH : sw.id;
      const values = new Map<string, Rgba>();
      for (const [mode, value] of v.values)
        if (value.type === 'color')
          values.set(byName ? (found.dark ? 'dark' : 'light') : mode, value.color);
      const existing = colorRoleValues.get(found.role);
      if (existing && existing.switchId === switchId && switchId === NAMED_SWITCH) {
        for (const [m, c] of values) if (!existing.values.has(m)) existing.values.set(m, c);
      } else if (!existing)
        colorRoleValues.set(found.role, { role: found.role, name: v.name, switchId, values });
      if (byName) usesNamed = true;
    } else if (v.type === 'number') {
      const role = shapeRoleOf(v.name);
      if (!role) return;
      byVariable.set(`radius:${v.id}`, { kind: 'shape-role', role });
      if (!shapeRoleValues.has(role)) {
        const values = new Map<string, number>();
        for (const [mode, value] of v.values)
          if (value.type === 'number') values.set(mode, Math.max(0, value.value));
        shapeRoleValues.set(role, { role, name: v.name, switchId: sw.id, values });
      }
    }
  };
  for (const v of variables.variables.values()) roleOfVariable(v);

  const variableToken = (v: DesignVariable, kind: 'color' | DimensionUse): Token => {
    const values = new Map<string, Rgba | number>();
    for (const [mode, value] of v.values) {
      if (value.type === 'color') values.set(mode, value.color);
      else if (value.type === 'number') values.set(mode, Math.max(0, value.value));
    }
    const token: Token = {
      kind,
      name: v.name,
      source: 'variable',
      switchId: v.collectionId,
      values,
      ...(v.androidName ? { codeName: v.androidName } : {}),
    };
    tokens.push(token);
    byVariable.set(`${kind}:${v.id}`, { kind: 'token', token });
    return token;
  };

  const textStyles = new Map<string, ThemeTextStyle>();
  const takenTypeRoles = new Set<TypographyRole>();
  const colorUses = new Map<string, Use & { color: Rgba }>();
  const spacingUses = new Map<number, Use>();
  const radiusUses = new Map<number, Use>();
  const textUses = new Map<string, Use & { style: TextStyle }>();
  let order = 0;

  for (const root of roots) {
    const times = timesDrawn(root);
    // Every binding becomes its role or token, wherever the layer is (the
    // theme declares only what the output references); only values the
    // output writes itself count as repeated.
    visitAll(root, (node, drawn) => {
      for (const [f, written] of colorFills(node, drawn)) {
        const variable = f.variable ? variables.variables.get(f.variable) : undefined;
        if (variable?.type === 'color') {
          if (!byVariable.has(`color:${variable.id}`)) variableToken(variable, 'color');
          continue;
        }
        if (f.styleName) {
          const name = f.styleName;
          if (byColorStyle.has(name)) continue;
          const found = colorRoleOf(name);
          if (found) {
            usesNamed = true;
            (found.dark ? darkNamed : lightNamed).add(name);
            byColorStyle.set(name, { kind: 'color-role', role: found.role });
            const mode = found.dark ? 'dark' : 'light';
            const existing = colorRoleValues.get(found.role);
            if (!existing)
              colorRoleValues.set(found.role, {
                role: found.role,
                name,
                switchId: NAMED_SWITCH,
                values: new Map([[mode, f.color]]),
              });
            else if (existing.switchId === NAMED_SWITCH && !existing.values.has(mode))
              existing.values.set(mode, f.color);
          } else {
            const token: Token = {
              kind: 'color',
              name,
              source: 'style',
              switchId: CONSTANT_SWITCH,
              values: new Map([['default', { ...f.color, a: f.color.a }]]),
            };
            tokens.push(token);
            byColorStyle.set(name, { kind: 'token', token });
          }
          continue;
        }
        if (!written) continue;
        const key = colorKey(f.color);
        const u = colorUses.get(key);
        if (u) u.count += times;
        else colorUses.set(key, { count: times, first: order++, color: f.color });
      }
      // Gradient stops bound to a colour variable reference it too.
      for (const f of [...node.style.fills, ...(node.style.stroke?.fills ?? [])]) {
        if (f.kind === 'solid' || f.kind === 'image') continue;
        for (const stop of f.stops) {
          const variable = stop.variable ? variables.variables.get(stop.variable) : undefined;
          if (variable?.type === 'color' && !byVariable.has(`color:${variable.id}`))
            variableToken(variable, 'color');
        }
      }
      for (const s of spacingOf(node)) {
        const variable = s.variable ? variables.variables.get(s.variable) : undefined;
        if (variable?.type === 'number') {
          if (!byVariable.has(`spacing:${variable.id}`)) variableToken(variable, 'spacing');
        } else if (drawn) count(spacingUses, s.value, order++, times);
      }
      for (const r of radiiOf(node)) {
        const variable = r.variable ? variables.variables.get(r.variable) : undefined;
        if (variable?.type === 'number') {
          if (!byVariable.has(`radius:${variable.id}`)) variableToken(variable, 'radius');
        } else if (drawn) count(radiusUses, r.value, order++, times);
      }
      if (node.kind === 'text') {
        for (const r of node.runs) {
          const name = r.style.styleName;
          if (!name || textStyles.has(name)) continue;
          let role = typographyRoleOf(name);
          if (role && takenTypeRoles.has(role)) role = undefined;
          if (role) takenTypeRoles.add(role);
          textStyles.set(name, { name, role, style: r.style });
          if (!role) {
            const token: Token = {
              kind: 'text',
              name,
              source: 'style',
              switchId: CONSTANT_SWITCH,
              values: new Map(),
              text: r.style,
            };
            tokens.push(token);
            byTextStyle.set(name, token);
          }
        }
        const main = node.refs.text ? node.runs[0] : mainRun(node);
        if (drawn && main && !main.style.styleName) {
          const key = textKey(main.style);
          const u = textUses.get(key);
          if (u) u.count += times;
          else textUses.set(key, { count: times, first: order++, style: main.style });
        }
      }
    });
  }

  // Local styles named after Material's roles fill what the layers left: the whole scheme and type scale of the design system.
  for (const node of styleNodes) {
    for (const f of node.style.fills) {
      if (f.kind !== 'solid' || !f.styleName || byColorStyle.has(f.styleName)) continue;
      const found = colorRoleOf(f.styleName);
      if (!found) continue;
      const mode = found.dark ? 'dark' : 'light';
      const existing = colorRoleValues.get(found.role);
      if (!existing)
        colorRoleValues.set(found.role, {
          role: found.role,
          name: f.styleName,
          switchId: NAMED_SWITCH,
          values: new Map([[mode, f.color]]),
        });
      else if (existing.switchId === NAMED_SWITCH && !existing.values.has(mode))
        existing.values.set(mode, f.color);
      else continue;
      usesNamed = true;
      (found.dark ? darkNamed : lightNamed).add(f.styleName);
      byColorStyle.set(f.styleName, { kind: 'color-role', role: found.role });
    }
    if (node.kind === 'text') {
      const style = node.runs[0]?.style;
      const name = style?.styleName;
      const role = name ? typographyRoleOf(name) : undefined;
      if (style && name && role && !textStyles.has(name) && !takenTypeRoles.has(role)) {
        takenTypeRoles.add(role);
        textStyles.set(name, { name, role, style });
      }
    }
  }

  const repeated = {
    colors: new Map<string, Token>(),
    spacing: new Map<number, Token>(),
    radii: new Map<number, Token>(),
    text: new Map<string, Token>(),
  };
  const constant = (
    kind: Token['kind'],
    name: string,
    value?: Rgba | number,
    text?: TextStyle,
  ): Token => {
    const token: Token = {
      kind,
      name,
      source: 'repeated',
      switchId: CONSTANT_SWITCH,
      values: value === undefined ? new Map() : new Map([['default', value]]),
      ...(text ? { text } : {}),
    };
    tokens.push(token);
    return token;
  };
  for (const [key, u] of [...colorUses]
    .filter(([, u]) => u.count >= REPEATED)
    .sort((a, b) => a[1].first - b[1].first))
    repeated.colors.set(key, constant('color', colorName(u.color), u.color));
  const spacingNames = ladderNames(
    [...spacingUses].filter(([, u]) => u.count >= REPEATED).map(([v]) => v),
    'space',
  );
  for (const [v, name] of spacingNames) repeated.spacing.set(v, constant('spacing', name, v));
  const radiusNames = ladderNames(
    [...radiusUses].filter(([, u]) => u.count >= REPEATED).map(([v]) => v),
    'radius',
  );
  for (const [v, name] of radiusNames) repeated.radii.set(v, constant('radius', name, v));
  const repeatedText = [...textUses]
    .filter(([, u]) => u.count >= REPEATED)
    .sort((a, b) => b[1].style.fontSize - a[1].style.fontSize || a[1].first - b[1].first);
  const names = textNames(repeatedText.map(([, u]) => u.style));
  repeatedText.forEach(([key, u], i) =>
    repeated.text.set(key, constant('text', names[i] as string, undefined, u.style)),
  );

  const used = new Set<string>(
    [...colorRoleValues.values(), ...shapeRoleValues.values(), ...tokens].map((t) => t.switchId),
  );
  const outSwitches = [...switches.values()].filter((s) => used.has(s.id));
  if (usesNamed || used.has(NAMED_SWITCH)) {
    // Light styles alone are one scheme; a dark one makes it a pair that follows the system.
    if (
      ![...colorRoleValues.values()].some(
        (r) => r.switchId === NAMED_SWITCH && r.values.has('dark'),
      )
    ) {
      named.modes = named.modes.filter((m) => !m.dark);
      named.dark = false;
    }
    outSwitches.push(named);
  }
  outSwitches.push(constantSwitch);
  return {
    textStyles: [...textStyles.values()],
    tokens: {
      switches: outSwitches,
      colorRoles: [...colorRoleValues.values()],
      shapeRoles: shapeRoles.flatMap((r) => shapeRoleValues.get(r) ?? []),
      tokens,
      byVariable,
      byColorStyle,
      byTextStyle,
      repeated,
      darkNamed,
      lightNamed,
    },
  };
}
