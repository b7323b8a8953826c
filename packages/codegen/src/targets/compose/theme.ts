import type { Rgba } from '../../parse/ir.ts';
import {
  CONSTANT_SWITCH,
  NAMED_SWITCH,
  type GenerationPlan,
  type ModeSwitch,
  type RoleValue,
  type SwitchMode,
  type ThemeTextStyle,
  type Token,
  type TokenKind,
} from '../../passes/plan.ts';
import { modeFor } from '../../passes/theme.ts';
import type { FileContext, ThemeNames } from './context.ts';
import { pkg } from './context.ts';
import { colorLiteral } from './colour.ts';
import { call, dp, sp, type Arg, CodeWriter } from './kotlin.ts';
import { camelCase, escapeKeyword, NameScope, pascalCase } from './names.ts';
import { fontFamilyExpr, fontWeightExpr } from './typography.ts';

const kinds: TokenKind[] = ['color', 'spacing', 'radius', 'text'];
const kindWords: Record<TokenKind, { type: string; property: string; strip: RegExp }> = {
  color: { type: 'Colors', property: 'colors', strip: /^(colou?rs?|palette|fill|fills)$/i },
  spacing: {
    type: 'Spacing',
    property: 'spacing',
    strip:
      /^(spacing|spacings|space|spaces|gap|gaps|padding|paddings|size|sizes|dimension|dimensions|dimens)$/i,
  },
  radius: {
    type: 'Radii',
    property: 'radii',
    strip: /^(radius|radii|corner|corners|rounded|roundness|shape|shapes)$/i,
  },
  text: {
    type: 'TextStyles',
    property: 'textStyles',
    strip: /^(text|texts|type|typography|font|fonts|styles?)$/i,
  },
};

/** A token's property name: its code syntax name, else its name without the group that says its kind (`spacing/md` → `md`). */
function propertyName(token: Token): string {
  if (token.codeName && /^[a-z][A-Za-z0-9_]*$/.test(token.codeName)) return token.codeName;
  const segments = token.name
    .split(/[/.]/)
    .map((s) => s.trim())
    .filter(Boolean);
  // The group that says the kind goes (`spacing/md` → `md`), unless a number would be left (`spacing/4` → `spacing4`).
  while (
    segments.length > 1 &&
    kindWords[token.kind].strip.test(segments[0] as string) &&
    /^[A-Za-z]/.test(segments[1] as string)
  )
    segments.shift();
  const base = camelCase(segments.join(' '), '');
  return base && /^[a-z]/.test(base)
    ? base
    : camelCase(
        `${kindWords[token.kind].property} ${segments.join(' ')}`,
        kindWords[token.kind].property,
      );
}

/**
 * Names of the theme's declarations, claimed before any file is written:
 * the theme function and object, the token classes and CompositionLocals,
 * each token's property and an enum per switch with a choice.
 */
export function planThemeNames(plan: GenerationPlan, top: NameScope): ThemeNames {
  const theme = top.claim(`${pascalCase(plan.name, 'App')}Theme`);
  const base = theme.replace(/Theme$/, '') || 'App';
  const classes = {} as ThemeNames['classes'];
  for (const k of kinds) {
    const type = top.claim(`${base}${kindWords[k].type}`);
    classes[k] = { type, local: top.claim(`Local${type}`), property: kindWords[k].property };
  }
  const tokens = new Map<Token, string>();
  const scopes = new Map<TokenKind, NameScope>(
    kinds.map((k) => [k, new NameScope(['copy', 'equals', 'hashCode', 'toString'])]),
  );
  const order = (a: Token, b: Token): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const t of [...plan.tokens.tokens].sort(order))
    tokens.set(t, escapeKeyword((scopes.get(t.kind) as NameScope).claim(propertyName(t))));
  const choices = new Map<
    string,
    { enumName: string; param: string; entries: Map<string, string> }
  >();
  for (const sw of plan.tokens.switches) {
    if (sw.families.length < 2) continue;
    const enumName = top.claim(`${pascalCase(sw.name, 'Variables')}Mode`);
    const entryScope = new NameScope();
    const entries = new Map(
      sw.families.map((f) => [f, entryScope.claim(pascalCase(f || 'Standard', 'Mode'))] as const),
    );
    choices.set(sw.id, { enumName, param: camelCase(enumName, 'mode'), entries });
  }
  return {
    theme,
    classes,
    tokens,
    choices,
    dark: plan.tokens.switches.some((s) => s.dark),
    used: new Set(),
  };
}

/** Switches whose values the theme writes: every role's, and the used tokens'. */
function activeSwitches(plan: GenerationPlan, names: ThemeNames): ModeSwitch[] {
  const ids = new Set<string>(
    [...plan.tokens.colorRoles, ...plan.tokens.shapeRoles, ...names.used].map((v) => v.switchId),
  );
  return plan.tokens.switches.filter((s) => ids.has(s.id));
}

/** What a preview asks of the theme: dark or not, and a family per switch. */
export interface ThemeRequest {
  dark: boolean;
  families: Map<string, string>;
}

/** The theme call a preview makes, with only the parameters the theme has. */
export function themeCall(plan: GenerationPlan, names: ThemeNames, request: ThemeRequest): string {
  const active = activeSwitches(plan, names);
  const args: string[] = [];
  if (request.dark && active.some((s) => s.dark)) args.push('darkTheme = true');
  for (const sw of active) {
    const choice = names.choices.get(sw.id);
    const family = request.families.get(sw.id);
    if (choice && family !== undefined && family !== sw.families[0])
      args.push(`${choice.param} = ${choice.enumName}.${choice.entries.get(family) as string}`);
  }
  return args.length > 0 ? `${names.theme}(${args.join(', ')})` : names.theme;
}

/** Whether the theme the files reference has light and dark modes. */
export function themeHasDark(plan: GenerationPlan, names: ThemeNames): boolean {
  return activeSwitches(plan, names).some((s) => s.dark);
}

function textStyleExpr(file: FileContext, t: ThemeTextStyle['style'], indent: number): string {
  file.use(`${pkg.text}.TextStyle`, `${pkg.unit}.sp`);
  const args: Arg[] = [];
  const family = fontFamilyExpr(file, t.fontFamily);
  if (family) args.push({ name: 'fontFamily', value: family });
  args.push({ name: 'fontWeight', value: fontWeightExpr(file, t.fontWeight) });
  args.push({ name: 'fontSize', value: sp(t.fontSize) });
  if (t.lineHeight !== undefined) args.push({ name: 'lineHeight', value: sp(t.lineHeight) });
  args.push({ name: 'letterSpacing', value: sp(t.letterSpacing) });
  if (t.lineHeight !== undefined) {
    // Figma centres a line in its line height and keeps all of it; a TextStyle of its own
    // would trim the first and last lines to the font's height (Material's styles do as Figma).
    file.use(`${pkg.text}.style.LineHeightStyle`);
    args.push({
      name: 'lineHeightStyle',
      value: 'LineHeightStyle(LineHeightStyle.Alignment.Center, LineHeightStyle.Trim.None)',
    });
  }
  return call('TextStyle', args, indent);
}

/** One combination of modes: the mode each switch shows, and whether the theme is dark. */
interface Leaf {
  dark: boolean;
  modes: Map<string, SwitchMode>;
}

/**
 * Values that vary with modes, written once per distinct combination of
 * modes (`LightColorScheme`, `OceanDarkAppColors`) and chosen in the theme
 * function by its parameters.
 */
class Variants {
  readonly instances: { name: string; leaf: Leaf }[] = [];
  private readonly byKey = new Map<string, string>();
  readonly switches: ModeSwitch[];

  constructor(
    all: ModeSwitch[],
    ids: Set<string>,
    private readonly names: ThemeNames,
    private readonly top: NameScope,
    private readonly suffix: string,
    private readonly constantName: string,
  ) {
    this.switches = all.filter(
      (s) => ids.has(s.id) && s.id !== CONSTANT_SWITCH && (s.dark || s.families.length > 1),
    );
  }

  /** The instance a leaf uses, named after its modes. */
  instanceOf(leaf: Leaf): string {
    const key = this.switches.map((s) => leaf.modes.get(s.id)?.id).join('\u0000');
    let name = this.byKey.get(key);
    if (!name) {
      name =
        this.switches.length === 0
          ? this.constantName
          : this.top.claim(
              `${this.switches.map((s) => pascalCase(leaf.modes.get(s.id)?.name ?? '', 'Mode')).join('')}${this.suffix}`,
            );
      this.byKey.set(key, name);
      this.instances.push({ name, leaf });
    }
    return name;
  }

  /** The expression picking the instance for the theme's parameters: `if (darkTheme) …`, `when (brandMode) { … }`. */
  choose(): string {
    const leafFor = (fixed: Map<string, string>, dark: boolean): Leaf => ({
      dark,
      modes: new Map(
        this.switches.map((sw) => [
          sw.id,
          modeFor(sw, fixed.get(sw.id) ?? (sw.families[0] as string), dark),
        ]),
      ),
    });
    const choosing = this.switches.filter((s) => s.families.length > 1);
    const dark = this.switches.some((s) => s.dark);
    const build = (i: number, fixed: Map<string, string>): string => {
      if (i === choosing.length) {
        const light = this.instanceOf(leafFor(fixed, false));
        if (!dark) return light;
        const darkName = this.instanceOf(leafFor(fixed, true));
        return darkName === light ? light : `if (darkTheme) ${darkName} else ${light}`;
      }
      const sw = choosing[i] as ModeSwitch;
      const choice = this.names.choices.get(sw.id) as {
        enumName: string;
        param: string;
        entries: Map<string, string>;
      };
      const arms = sw.families.map(
        (f) =>
          `    ${choice.enumName}.${choice.entries.get(f) as string} -> ${build(i + 1, new Map([...fixed, [sw.id, f]])).replace(/\n/g, '\n    ')}`,
      );
      return `when (${choice.param}) {\n${arms.join('\n')}\n}`;
    };
    return build(0, new Map());
  }
}

function valueIn<V>(
  plan: GenerationPlan,
  switchId: string,
  values: Map<string, V>,
  leaf: Leaf,
): V | undefined {
  const mode = leaf.modes.get(switchId);
  const sw = plan.tokens.switches.find((s) => s.id === switchId);
  return (
    (mode ? values.get(mode.id) : undefined) ??
    (sw ? values.get(sw.defaultModeId) : undefined) ??
    values.values().next().value
  );
}

function describeModes(names: ThemeNames, active: ModeSwitch[]): string[] {
  const lines: string[] = [];
  const dark = active.filter((s) => s.dark);
  if (dark.length > 0) {
    const which = dark
      .map((s) =>
        s.id === NAMED_SWITCH
          ? "the design's light and dark styles"
          : `the Light and Dark modes of "${s.name}"`,
      )
      .join(' and ');
    lines.push(` * - \`darkTheme\` (the system's setting unless given): ${which}.`);
  }
  for (const sw of active) {
    const choice = names.choices.get(sw.id);
    if (!choice) continue;
    const entries = sw.families.map(
      (f, i) =>
        `${choice.enumName}.${choice.entries.get(f) as string}${i === 0 ? " (the design's default)" : ''}`,
    );
    const what = sw.dark
      ? `the modes of "${sw.name}" beyond light and dark`
      : `the mode of "${sw.name}"`;
    lines.push(` * - \`${choice.param}\`: ${what}: ${entries.join(', ')}.`);
  }
  return lines;
}

/**
 * The theme file: the design's tokens that are no Material role as data
 * classes provided through CompositionLocals and read from an object named
 * as the theme (`AppTheme.colors.brandAccent`, as `MaterialTheme.colorScheme`),
 * the Material colour schemes, Typography and Shapes the design's variables
 * and styles fill, and the theme function that picks them by its modes:
 * `darkTheme` for light and dark, an enum parameter for every other choice
 * (a brand, a contrast, a density).
 */
export function renderTheme(file: FileContext, top: NameScope): string {
  const w = new CodeWriter();
  const plan = file.plan;
  const names = file.theme;
  const t = plan.tokens;
  file.use(`${pkg.m3}.MaterialTheme`, `${pkg.runtime}.Composable`);
  const used = t.tokens.filter((x) => names.used.has(x));
  const active = activeSwitches(plan, names);
  const usedKinds = kinds.filter((k) => used.some((x) => x.kind === k));

  // Token classes, their instances per mode, their CompositionLocals.
  const provided: { local: string; value: string }[] = [];
  const kindDoc: Record<TokenKind, string> = {
    color: 'Colours of the design that are no Material colour role',
    spacing: 'Spacing of the design (padding and gaps)',
    radius: 'Corner radii of the design that are no Material shape role',
    text: 'Text styles of the design that are no Material type role',
  };
  for (const kind of usedKinds) {
    const c = names.classes[kind];
    const members = used.filter((x) => x.kind === kind).sort((a, b) => kindOrder(a, b));
    const type = kind === 'color' ? 'Color' : kind === 'text' ? 'TextStyle' : 'Dp';
    file.use(`${pkg.runtime}.Immutable`, `${pkg.runtime}.staticCompositionLocalOf`);
    if (kind === 'color') file.use(`${pkg.graphics}.Color`);
    if (kind === 'text') file.use(`${pkg.text}.TextStyle`);
    if (kind === 'spacing' || kind === 'radius') file.use(`${pkg.unit}.Dp`, `${pkg.unit}.dp`);
    w.line(`/** ${kindDoc[kind]}: read them as \`${names.theme}.${c.property}\`. */`);
    w.line('@Immutable');
    w.line(
      `data class ${c.type}(\n${members.map((m) => `    val ${names.tokens.get(m) as string}: ${type},`).join('\n')}\n)`,
    );
    w.line();
    const variants = new Variants(
      plan.tokens.switches,
      new Set(members.map((m) => m.switchId)),
      names,
      top,
      c.type,
      top.claim(`Default${c.type}`),
    );
    const choice = variants.choose();
    for (const { name, leaf } of variants.instances) {
      const args: Arg[] = members.map((m) => {
        const value = m.kind === 'text' ? m.text : valueIn(plan, m.switchId, m.values, leaf);
        const expr =
          m.kind === 'text'
            ? textStyleExpr(file, value as ThemeTextStyle['style'], 4)
            : m.kind === 'color'
              ? colorLiteral(file, value as Rgba)
              : dp(value as number);
        return { name: names.tokens.get(m) as string, value: expr };
      });
      w.line(`private val ${name} = ${call(c.type, args)}`);
      w.line();
    }
    w.line(
      `val ${c.local} = staticCompositionLocalOf { ${(variants.instances[0] as { name: string }).name} }`,
    );
    w.line();
    provided.push({ local: c.local, value: choice });
  }
  if (usedKinds.length > 0) {
    file.use(`${pkg.runtime}.ReadOnlyComposable`);
    w.block(
      `/** The design's tokens as the theme provides them, by mode. */\nobject ${names.theme}`,
      () => {
        usedKinds.forEach((kind, i) => {
          const c = names.classes[kind];
          if (i > 0) w.line();
          w.line(`val ${c.property}: ${c.type}`);
          w.line('    @Composable');
          w.line('    @ReadOnlyComposable');
          w.line(`    get() = ${c.local}.current`);
        });
      },
    );
    w.line();
  }

  // Material colour schemes, per combination of modes.
  let colorScheme: string | undefined;
  if (t.colorRoles.length > 0) {
    const variants = new Variants(
      plan.tokens.switches,
      new Set(t.colorRoles.map((r) => r.switchId)),
      names,
      top,
      'ColorScheme',
      `${names.theme}Colors`,
    );
    colorScheme = variants.choose();
    for (const { name, leaf } of variants.instances) {
      const factory = leaf.dark ? 'darkColorScheme' : 'lightColorScheme';
      file.use(`${pkg.m3}.${factory}`);
      const args = t.colorRoles.flatMap((r: RoleValue<string, Rgba>) => {
        const v = valueInExact(plan, r, leaf);
        return v ? [{ name: r.role, value: colorLiteral(file, v) }] : [];
      });
      w.line(`private val ${name} = ${call(factory, args)}`);
      w.line();
    }
  }
  const typeRoles = plan.textStyles.filter((x) => x.role);
  if (typeRoles.length > 0) {
    file.use(`${pkg.m3}.Typography`);
    w.line(
      `private val ${names.theme}Typography = ${call(
        'Typography',
        typeRoles.map((x) => ({ name: x.role, value: textStyleExpr(file, x.style, 4) })),
      )}`,
    );
    w.line();
  }
  let shapes: string | undefined;
  if (t.shapeRoles.length > 0) {
    const variants = new Variants(
      plan.tokens.switches,
      new Set(t.shapeRoles.map((r) => r.switchId)),
      names,
      top,
      'Shapes',
      `${names.theme}Shapes`,
    );
    shapes = variants.choose();
    file.use(`${pkg.m3}.Shapes`, `${pkg.foundation}.shape.RoundedCornerShape`, `${pkg.unit}.dp`);
    for (const { name, leaf } of variants.instances) {
      const args = t.shapeRoles.map((r) => ({
        name: r.role,
        value: `RoundedCornerShape(${dp(valueIn(plan, r.switchId, r.values, leaf) ?? 0)})`,
      }));
      w.line(`private val ${name} = ${call('Shapes', args)}`);
      w.line();
    }
  }

  // Enums for the choices the theme offers beyond light and dark.
  for (const sw of active) {
    const choice = names.choices.get(sw.id);
    if (!choice) continue;
    w.line(`/** The modes of the "${sw.name}" variables. */`);
    w.line(`enum class ${choice.enumName} { ${[...choice.entries.values()].join(', ')} }`);
    w.line();
  }

  const modes = describeModes(names, active).flatMap((l) => wrapComment(l));
  w.line('/**');
  w.line(` * The design's theme: Material 3 colour schemes, type and shapes from its`);
  w.line(
    ` * variables and styles${usedKinds.length > 0 ? `, and its tokens (\`${names.theme}.${names.classes[usedKinds[0] as TokenKind].property}\`…)` : ''}.`,
  );
  if (modes.length > 0) {
    w.line(' *');
    w.line(' * Modes:');
    for (const l of modes) w.line(l);
  }
  w.line(' */');
  w.line('@Composable');
  const params: string[] = [];
  if (active.some((s) => s.dark)) {
    file.use(`${pkg.foundation}.isSystemInDarkTheme`);
    params.push('darkTheme: Boolean = isSystemInDarkTheme()');
  }
  for (const sw of active) {
    const choice = names.choices.get(sw.id);
    if (choice)
      params.push(
        `${choice.param}: ${choice.enumName} = ${choice.enumName}.${choice.entries.get(sw.families[0] as string) as string}`,
      );
  }
  params.push('content: @Composable () -> Unit');
  const signature =
    params.length === 1
      ? `fun ${names.theme}(${params[0] as string})`
      : `fun ${names.theme}(\n${params.map((p) => `    ${p},`).join('\n')}\n)`;
  w.block(signature, () => {
    const args: Arg[] = [];
    if (colorScheme) args.push({ name: 'colorScheme', value: colorScheme });
    if (typeRoles.length > 0) args.push({ name: 'typography', value: `${names.theme}Typography` });
    if (shapes) args.push({ name: 'shapes', value: shapes });
    args.push({ name: 'content', value: 'content' });
    const material = call('MaterialTheme', args, provided.length > 0 ? 8 : 4);
    if (provided.length === 0) {
      w.line(material);
      return;
    }
    file.use(`${pkg.runtime}.CompositionLocalProvider`);
    const provides = provided.map((p) => `${p.local} provides ${p.value}`);
    w.block(
      call(
        'CompositionLocalProvider',
        provides.map((value) => ({ value })),
        4,
      ),
      () => w.line(material),
    );
  });
  return w.toString();
}

/** A ` * - …` comment line wrapped at 100 characters, continuation lines under its text. */
function wrapComment(line: string): string[] {
  const out: string[] = [];
  let current = ' * -';
  for (const word of line.replace(/^ \* - /, '').split(' ')) {
    if (current.length > 4 && `${current} ${word}`.length > 100) {
      out.push(current);
      current = ' *  ';
    }
    current = `${current} ${word}`;
  }
  out.push(current);
  return out;
}

/** A role's value in a leaf's mode only (a role the dark styles do not fill is left to Material's default there). */
function valueInExact(
  plan: GenerationPlan,
  r: RoleValue<string, Rgba>,
  leaf: Leaf,
): Rgba | undefined {
  const mode = leaf.modes.get(r.switchId);
  if (r.switchId === NAMED_SWITCH && mode) return r.values.get(mode.id);
  return valueIn(plan, r.switchId, r.values, leaf);
}

function kindOrder(a: Token, b: Token): number {
  if (a.kind === 'spacing' || a.kind === 'radius') {
    const va = a.values.values().next().value as number;
    const vb = b.values.values().next().value as number;
    if (va !== vb) return va - vb;
  }
  if (a.kind === 'text' && a.text && b.text && a.text.fontSize !== b.text.fontSize)
    return b.text.fontSize - a.text.fontSize;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
