import type { CallNode, IrNode, MaterialNode, TextNode } from '../../parse/ir.ts';
import { walk } from '../../parse/walk.ts';
import { iconComponent, isKitName } from '../../passes/material.ts';
import { kotlinString } from './kotlin.ts';
import { camelCase, escapeKeyword, type NameScope } from './names.ts';
import { composableOf, type MaterialComposable } from './widgets.ts';

/** The hoisted state and callbacks of one Material widget (or one slot of it, or a link): Kotlin parameter names. */
export interface WidgetState {
  onClick?: string | undefined;
  value?: string | undefined;
  onValueChange?: string | undefined;
  checked?: string | undefined;
  onCheckedChange?: string | undefined;
  selected?: string | undefined;
  onDismissRequest?: string | undefined;
  /** A tab row's selected index and its `(Int) -> Unit` click. */
  selectedIndex?: string | undefined;
  onSelect?: string | undefined;
}

/**
 * One parameter of the generated function. A value (what a text field
 * shows, whether a box is checked) has no default: the caller owns it, and
 * the design's sample is `sample`, which only the preview passes. A callback
 * defaults to doing nothing.
 */
export interface HoistedParam {
  name: string;
  declaration: string;
  /** The design's value, as a Kotlin expression, for the preview: values only. */
  sample?: string | undefined;
}

/** A function's hoisted parameters, and the state each widget (or slot, or linked layer) reads them by. */
export interface HoistedState {
  state: Map<string, WidgetState>;
  params: HoistedParam[];
  passed: Map<string, PassedState>;
  /** A value parameter → the callback that reports its new value (`email` → `onEmailChange`), for a caller that keeps the state. */
  pairs: Map<string, string>;
}

/** What a call of a generated component takes from the function that calls it: its parameter name → the caller's. */
export type PassedState = Map<string, string>;

/** Keys of the slots a widget holds besides itself: the app bar's navigation icon and actions, the navigation bar's items. */
export const slotKey = (node: MaterialNode, slot: string): string => `${node.id}#${slot}`;

/** Key of the state a call passes on to the component it calls. */
export const callKey = (node: CallNode): string => `${node.id}#call`;

const clickable = new Set<MaterialComposable>([
  'Button',
  'FilledTonalButton',
  'OutlinedButton',
  'TextButton',
  'ElevatedButton',
  'IconButton',
  'FilledIconButton',
  'FilledTonalIconButton',
  'OutlinedIconButton',
  'FloatingActionButton',
  'SmallFloatingActionButton',
  'LargeFloatingActionButton',
  'ExtendedFloatingActionButton',
  'AssistChip',
  'ElevatedAssistChip',
  'SuggestionChip',
  'ElevatedSuggestionChip',
  'ListItem',
]);
const selectable = new Set<MaterialComposable>([
  'RadioButton',
  'FilterChip',
  'ElevatedFilterChip',
  'InputChip',
]);

/** Layer names that say where an icon sits, not what it shows ("Leading icon", "Trailing icon", "icon"). */
const slotName =
  /^(leading|trailing|start|end|left|right|navigation|nav|action|primary|secondary|main|top|bottom)?[\s_-]*(icon|icons|element|slot|image|glyph|vector|avatar|symbol)(\s*\d+)?$/i;

/**
 * What an icon shows, in words a person reads ("arrow back", "visibility"):
 * the name of the icon's component (`Icons/arrow_back`), else its layer
 * name unless that only says where the icon sits ("Leading icon").
 */
export function iconWords(icon: IrNode | undefined): string | undefined {
  if (!icon) return undefined;
  const last = (n: string): string =>
    (n.split('/').pop() ?? n)
      .replace(/^(icons?|ic)[\s_-]+/i, '')
      .replace(/[_-]+/g, ' ')
      .trim();
  const fromComponent = iconComponent(icon);
  const candidates = [fromComponent, icon.name].filter((n): n is string => Boolean(n)).map(last);
  return candidates.find((n) => n !== '' && !slotName.test(n) && /[A-Za-z]/.test(n));
}

/** A label for people: "arrow back" → "Arrow back". */
export const readable = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** A layer name that says what the thing is for, not a default or the kit's own name for the component ("Checkbox", "Frame 12"). */
const meaningful = (name: string): string | undefined => {
  const n = name.trim();
  if (
    !n ||
    isKitName(n) ||
    /^(frame|group|instance|component|rectangle|layer)(\s*\d+)?$/i.test(n) ||
    n.includes('=')
  )
    return undefined;
  return n;
};

/**
 * Material state hoisting: every Material widget of a function's body gets
 * its state and callbacks as parameters of that function, named after what
 * the widget says (its label, the text beside it, its icon, else a
 * meaningful layer name): a button "Log in" → `onLogInClick: () -> Unit = {}`;
 * a text field "Email" → `email: String` and `onEmailChange: (String) -> Unit = {}`;
 * a checkbox beside "Keep me signed in" → `keepMeSignedInChecked: Boolean`
 * and `onKeepMeSignedInCheckedChange`; a list item → `on…Click` (the item
 * is clickable); a dialog or modal sheet → `onDismissRequest`; a slider →
 * `volume: Float` and `onVolumeChange`; tabs → `selectedTabIndex: Int` and
 * `onTabClick: (Int) -> Unit`; text styled as a link → `on…Click`. A call
 * of a generated component passes that component's state on: the caller
 * declares each of its parameters as its own (prefixed with the instance's
 * name when one function calls the same component twice). Values have no
 * default (the preview passes the design's); callbacks default to `{}`. In a
 * component drawn in several variants (which may show a widget checked in
 * one and not in another) whether a control is checked or selected is the
 * variant's, so only text values and callbacks are hoisted there.
 */
export function hoistState(
  roots: IrNode[],
  scope: NameScope,
  callbacksOnly = false,
  callee: (
    componentKey: string,
  ) =>
    | { functionName: string; stateParams: HoistedParam[]; pairs?: Map<string, string> | undefined }
    | undefined = () => undefined,
  links: ReadonlySet<string> = new Set(),
): HoistedState {
  const state = new Map<string, WidgetState>();
  const passed = new Map<string, PassedState>();
  const params: HoistedParam[] = [];
  const pairs = new Map<string, string>();
  // The same name in two variants of a component is one parameter.
  const byName = new Map<string, string>();
  // Components called more than once in this function: their passed-on parameters carry the instance's name.
  const calls = roots.flatMap((r) => walk(r)).filter((n): n is CallNode => n.kind === 'call');
  const callCount = new Map<string, number>();
  for (const c of calls) callCount.set(c.componentKey, (callCount.get(c.componentKey) ?? 0) + 1);
  for (const root of roots) {
    const seen = new Map<string, number>();
    const param = (base: string, type: string, value: string, isValue = false): string => {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const key = n === 1 ? base : `${base}#${n}`;
      const existing = byName.get(key);
      if (existing) return existing;
      const name = escapeKeyword(scope.claim(n === 1 ? base : `${base}${n}`));
      byName.set(key, name);
      params.push(
        isValue
          ? { name, declaration: `${name}: ${type}`, sample: value }
          : { name, declaration: `${name}: ${type} = ${value}` },
      );
      return name;
    };
    const onClick = (what: string): string =>
      param(camelCase(`on ${what} click`, 'onClick'), '() -> Unit', '{}');
    for (const node of walk(root)) {
      if (node.kind === 'text' && (node.link || links.has(node.id))) {
        const words = node.runs
          .map((r) => r.text)
          .join('')
          .trim();
        state.set(node.id, { onClick: onClick(words || node.name) });
        continue;
      }
      // A layer the prototype links from: a tap on it is a callback, named after what it shows.
      if (
        (node.kind === 'container' ||
          node.kind === 'shape' ||
          node.kind === 'asset' ||
          node.kind === 'call') &&
        links.has(node.id)
      ) {
        state.set(node.id, { onClick: onClick(linkWords(node)) });
      }
      if (node.kind === 'call') {
        const target = callee(node.componentKey);
        if (!target || target.stateParams.length === 0) continue;
        const prefix =
          (callCount.get(node.componentKey) ?? 0) > 1
            ? (meaningful(node.name) ?? target.functionName)
            : '';
        const map: PassedState = new Map();
        for (const p of target.stateParams) {
          const type =
            p.declaration
              .slice(p.declaration.indexOf(':') + 1)
              .split(' = ')[0]
              ?.trim() ?? 'Unit';
          const base = prefix ? camelCase(`${prefix} ${p.name}`, p.name) : p.name;
          const own =
            p.sample !== undefined
              ? param(base, type, p.sample, true)
              : param(base, type, p.declaration.slice(p.declaration.indexOf(' = ') + 3));
          map.set(p.name, own);
        }
        passed.set(callKey(node), map);
        for (const [value, callback] of target.pairs ?? []) {
          const own = map.get(value);
          const ownCallback = map.get(callback);
          if (own && ownCallback) pairs.set(own, ownCallback);
        }
        continue;
      }
      if (node.kind !== 'material') continue;
      const what =
        node.label || node.caption || iconWords(node.icon) || meaningful(node.name) || '';
      const widget = composableOf(node.widget);
      const s: WidgetState = {};
      if (clickable.has(widget)) s.onClick = onClick(what || 'button');
      else if (widget === 'TextField' || widget === 'OutlinedTextField') {
        const base = camelCase(what, 'text');
        s.value = param(
          base,
          'String',
          node.placeholder ? '""' : kotlinString(node.secondary ?? ''),
          true,
        );
        s.onValueChange = param(
          camelCase(`on ${what} change`, 'onValueChange'),
          '(String) -> Unit',
          '{}',
        );
      } else if (widget === 'Checkbox' && node.indeterminate) {
        if (!callbacksOnly)
          s.checked = param(
            camelCase(`${what || 'checkbox'} state`, 'state'),
            'ToggleableState',
            'ToggleableState.Indeterminate',
            true,
          );
        s.onClick = onClick(what || 'checkbox');
      } else if (widget === 'Checkbox' || widget === 'Switch') {
        if (!callbacksOnly)
          s.checked = param(
            camelCase(`${what || widget} checked`, 'checked'),
            'Boolean',
            String(node.checked),
            true,
          );
        s.onCheckedChange = param(
          camelCase(`on ${what || widget} checked change`, 'onCheckedChange'),
          '(Boolean) -> Unit',
          '{}',
        );
      } else if (selectable.has(widget)) {
        if (!callbacksOnly)
          s.selected = param(
            camelCase(`${what || 'option'} selected`, 'selected'),
            'Boolean',
            String(node.checked),
            true,
          );
        s.onClick = onClick(what || 'option');
      } else if (widget === 'Slider') {
        s.value = param(
          camelCase(what || 'slider value', 'sliderValue'),
          'Float',
          `${node.value ?? 0.5}f`,
          true,
        );
        s.onValueChange = param(
          camelCase(`on ${what || 'slider value'} change`, 'onValueChange'),
          '(Float) -> Unit',
          '{}',
        );
      } else if (
        (widget === 'LinearProgressIndicator' || widget === 'CircularProgressIndicator') &&
        node.value !== undefined
      ) {
        s.value = param(camelCase(`${what} progress`, 'progress'), 'Float', `${node.value}f`, true);
      } else if (widget === 'TabRow' || widget === 'ScrollableTabRow') {
        const noun = meaningful(node.name) ?? 'tab';
        const selected = Math.max(
          0,
          node.items.findIndex((i) => i.selected),
        );
        if (!callbacksOnly)
          s.selectedIndex = param(
            camelCase(`selected ${noun} index`, 'selectedTabIndex'),
            'Int',
            String(selected),
            true,
          );
        s.onSelect = param(camelCase(`on ${noun} click`, 'onTabClick'), '(Int) -> Unit', '{}');
      } else if (
        widget === 'TopAppBar' ||
        widget === 'CenterAlignedTopAppBar' ||
        widget === 'MediumTopAppBar' ||
        widget === 'LargeTopAppBar'
      ) {
        if (node.icon)
          state.set(slotKey(node, 'nav'), {
            onClick: onClick(iconWords(node.icon) ?? 'navigation'),
          });
        node.items.forEach((item, i) => {
          if (item.icon)
            state.set(slotKey(node, `action${i}`), {
              onClick: onClick(iconWords(item.icon) ?? 'action'),
            });
        });
      } else if (widget === 'AlertDialog' || widget === 'ModalBottomSheet') {
        s.onDismissRequest = param(
          camelCase('on dismiss request', 'onDismissRequest'),
          '() -> Unit',
          '{}',
        );
        node.items.forEach((item, i) =>
          state.set(slotKey(node, `button${i}`), {
            onClick: onClick(item.label || (i === node.items.length - 1 ? 'confirm' : 'dismiss')),
          }),
        );
      } else if (widget === 'NavigationBar') {
        node.items.forEach((item, i) => {
          const label = item.label || iconWords(item.icon) || `item ${i + 1}`;
          state.set(slotKey(node, `item${i}`), {
            selected: callbacksOnly
              ? undefined
              : param(
                  camelCase(`${label} selected`, 'selected'),
                  'Boolean',
                  String(item.selected),
                  true,
                ),
            onClick: onClick(label),
          });
        });
      }
      if (links.has(node.id) && !s.onClick && !s.onValueChange && !s.onCheckedChange && !s.onSelect)
        s.onClick = onClick(what || 'card');
      if (s.value && s.onValueChange) pairs.set(s.value, s.onValueChange);
      if (s.checked && s.onCheckedChange) pairs.set(s.checked, s.onCheckedChange);
      if (s.selectedIndex && s.onSelect) pairs.set(s.selectedIndex, s.onSelect);
      if (Object.keys(s).length > 0) state.set(node.id, s);
    }
  }
  return { state, params, passed, pairs };
}

/** What a linked layer shows, for its callback's name: its own name unless a default, else its text, else its icon. */
function linkWords(node: IrNode): string {
  const own = meaningful(node.name);
  if (own) return own;
  const text = walk(node).find((n): n is TextNode => n.kind === 'text' && !n.hidden);
  const words = text?.runs
    .map((r) => r.text)
    .join('')
    .trim();
  return words || iconWords(node) || 'item';
}
