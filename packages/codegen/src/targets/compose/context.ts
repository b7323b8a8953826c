import type { WarningCode, WarningList } from '../../warnings.ts';
import type { GenerationPlan, Token, TokenKind } from '../../passes/plan.ts';
import { NameScope } from './names.ts';
import type { CodeWriter } from './kotlin.ts';
import type { HoistedParam, PassedState, WidgetState } from './state.ts';
import type { DrawableNames } from './drawables.ts';
import type { FunctionTags } from './instrument.ts';
import type { Sections } from './sections.ts';
import type { PlannedFont } from './fonts.ts';

/** Where a node sits: decides which scope modifiers (weight, align) are legal. */
export type ParentKind =
  'row' | 'column' | 'flow-row' | 'flow-column' | 'box' | 'root' | 'lazy-row';

export interface ComponentNames {
  functionName: string;
  /** Kotlin parameter name by Figma property name. */
  params: Map<string, string>;
  /** Enum type and parameter name by variant property. */
  axes: Map<string, { enumName: string; param: string; values: Map<string, string> }>;
  /** Material state and callbacks hoisted as parameters (see `hoistState`). */
  state: Map<string, WidgetState>;
  stateParams: HoistedParam[];
  /** State this function passes on to the components it calls, by call (see `callKey`). */
  passed: Map<string, PassedState>;
  /** Value parameter → the callback reporting its new value (see `HoistedState.pairs`). */
  pairs?: Map<string, string> | undefined;
}

/** How the theme's declarations are called, decided once for every file. */
export interface ThemeNames {
  /** The theme function, and the object of the same name that holds the tokens (as `MaterialTheme`). */
  theme: string;
  /** Per token kind: its data class, its CompositionLocal and the theme object's property. */
  classes: Record<TokenKind, { type: string; local: string; property: string }>;
  /** A token's property in its class. */
  tokens: Map<Token, string>;
  /** Switches the theme function offers as a parameter: the enum, the parameter and each family's entry. */
  choices: Map<string, { enumName: string; param: string; entries: Map<string, string> }>;
  /** The theme function takes `darkTheme` (some values have light and dark modes). */
  dark: boolean;
  /** Tokens the files reference: the theme declares only these. */
  used: Set<Token>;
}

/** State of the file being emitted: its imports, opt-ins and the shared plan. */
export class FileContext {
  readonly imports = new Set<string>();
  readonly optIns = new Set<string>();
  /** The function's test tags, in an instrumented output only. */
  tags: FunctionTags | undefined;
  /** Layers a tap on is a hoisted callback (prototype links that are no widget's own click), by node id. */
  clicks: Map<string, string> = new Map();
  /** The parameters of the component this file declares, by Figma name (a bound fill reads its colour from one). */
  params: Map<string, string> | undefined;

  constructor(
    readonly plan: GenerationPlan,
    readonly warnings: WarningList,
    readonly components: Map<string, ComponentNames>,
    readonly theme: ThemeNames,
    readonly drawables: DrawableNames,
    /** Font families other than the platform's, by lower-case family name. */
    readonly fonts: Map<string, PlannedFont> = new Map(),
  ) {}

  get themeName(): string {
    return this.theme.theme;
  }

  /** Declarations a node's code needs before it, written by `flushLocals`: theme reads a draw lambda uses. */
  private readonly pendingLocals: string[] = [];
  private readonly localNames = new NameScope(['modifier', 'size', 'it']);

  /**
   * A value for code inside a draw lambda (`drawBehind`, `drawWithCache`),
   * which runs outside composition and cannot read the theme: a theme read
   * becomes a local value read where the node is composed; anything else is
   * used as it is.
   */
  local(expr: string, kind: 'Color' | 'Shape'): string {
    if (!/\bMaterialTheme\./.test(expr) && !expr.includes(`${this.theme.theme}.`)) return expr;
    // Named after what it reads: `outlineVariantColor`, `cardShape`.
    const read = /\.([a-z][A-Za-z0-9]*)\)?(?:\.copy\(.*\))?$/.exec(expr)?.[1] ?? kind.toLowerCase();
    const name = this.localNames.claim(`${read}${kind}`);
    this.pendingLocals.push(`val ${name} = ${expr}`);
    return name;
  }

  /** Writes the locals the node about to be written needs, in its block. */
  flushLocals(w: CodeWriter): void {
    for (const line of this.pendingLocals.splice(0)) w.line(line);
  }

  use(...fqNames: string[]): void {
    for (const n of fqNames) this.imports.add(n);
  }

  optIn(marker: 'material3' | 'layout'): void {
    if (marker === 'material3') {
      this.optIns.add('ExperimentalMaterial3Api');
      this.use('androidx.compose.material3.ExperimentalMaterial3Api');
    } else {
      this.optIns.add('ExperimentalLayoutApi');
      this.use('androidx.compose.foundation.layout.ExperimentalLayoutApi');
    }
  }

  /** The function an instance-swap slot shows when its caller passes nothing. */
  slotDefault(figmaName: string): string | undefined {
    const param = this.plan.components
      .flatMap((c) => c.params)
      .find((p) => p.figmaName === figmaName);
    const key = param ? this.plan.componentKeyById.get(String(param.defaultValue)) : undefined;
    return key ? this.components.get(key)?.functionName : undefined;
  }

  warn(node: { id: string; name: string }, code: WarningCode, message: string): void {
    this.warnings.add(node, code, message);
  }
}

/** What the node being emitted is inside of. */
export interface EmitScope {
  file: FileContext;
  /** Parameters of the component being emitted, if any. */
  component?: ComponentNames | undefined;
  /** Hoisted Material state and callbacks of the function being emitted, by widget (or slot) key. */
  state?: Map<string, WidgetState> | undefined;
  /** A large screen's parts drawn by functions of their own. */
  sections?: Sections | undefined;
  /** State passed on to called components, by call (see `callKey`). */
  passed?: Map<string, PassedState> | undefined;
}

export const pkg = {
  layout: 'androidx.compose.foundation.layout',
  foundation: 'androidx.compose.foundation',
  ui: 'androidx.compose.ui',
  unit: 'androidx.compose.ui.unit',
  graphics: 'androidx.compose.ui.graphics',
  draw: 'androidx.compose.ui.draw',
  text: 'androidx.compose.ui.text',
  m3: 'androidx.compose.material3',
  runtime: 'androidx.compose.runtime',
} as const;
