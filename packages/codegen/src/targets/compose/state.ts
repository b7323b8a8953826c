import type { IrNode, MaterialNode } from '../../parse/ir.ts';
import { walk } from '../../parse/walk.ts';
import { kotlinString } from './kotlin.ts';
import { camelCase, escapeKeyword, type NameScope } from './names.ts';
import { composableOf, type MaterialComposable } from './widgets.ts';

/** The hoisted state and callbacks of one Material widget (or one slot of it): Kotlin parameter names. */
export interface WidgetState {
  onClick?: string | undefined;
  value?: string | undefined;
  onValueChange?: string | undefined;
  checked?: string | undefined;
  onCheckedChange?: string | undefined;
  selected?: string | undefined;
  onDismissRequest?: string | undefined;
}

/** One parameter of the generated function: `name: type = default`. */
export interface HoistedParam {
  name: string;
  declaration: string;
}

/** Keys of the slots a widget holds besides itself: the app bar's navigation icon and actions, the navigation bar's items. */
export const slotKey = (node: MaterialNode, slot: string): string => `${node.id}#${slot}`;

const clickable = new Set<MaterialComposable>(['Button', 'FilledTonalButton', 'OutlinedButton', 'TextButton', 'ElevatedButton', 'IconButton', 'FloatingActionButton', 'ExtendedFloatingActionButton', 'AssistChip', 'SuggestionChip', 'ListItem']);
const selectable = new Set<MaterialComposable>(['RadioButton', 'FilterChip', 'InputChip']);

const iconLabel = (icon: IrNode | undefined): string | undefined => icon?.name.split('/').pop()?.trim() || undefined;

/**
 * Material state hoisting: every Material widget of a function's body gets
 * its state and callbacks as parameters of that function, named after what
 * the widget says (its label, else its icon, else the layer): a button
 * "Log in" → `onLogInClick: () -> Unit = {}`; a text field "Email" →
 * `email: String = "<designed text>"` and `onEmailChange: (String) -> Unit = {}`;
 * a list item → `on…Click` (the item is clickable); a dialog →
 * `onDismissRequest` and an `on…Click` per button; a checkbox or switch →
 * `…Checked`/`on…CheckedChange`; a radio button, chip
 * or navigation item → `…Selected`/`on…Click`. Defaults are the designed
 * state, so the function draws the design when called without arguments.
 * With `callbacksOnly` (a component drawn in several variants, which may
 * show a widget in different states) only the callbacks are hoisted.
 */
export function hoistState(roots: IrNode[], scope: NameScope, callbacksOnly = false): { state: Map<string, WidgetState>; params: HoistedParam[] } {
  const state = new Map<string, WidgetState>();
  const params: HoistedParam[] = [];
  // The same name in two variants of a component is one parameter.
  const byName = new Map<string, string>();
  for (const root of roots) {
    const seen = new Map<string, number>();
    const param = (base: string, type: string, value: string): string => {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const key = n === 1 ? base : `${base}#${n}`;
      const existing = byName.get(key);
      if (existing) return existing;
      const name = escapeKeyword(scope.claim(n === 1 ? base : `${base}${n}`));
      byName.set(key, name);
      params.push({ name, declaration: `${name}: ${type} = ${value}` });
      return name;
    };
    const onClick = (what: string): string => param(camelCase(`on ${what} click`, 'onClick'), '() -> Unit', '{}');
    for (const node of walk(root)) {
      if (node.kind !== 'material') continue;
      const what = node.label || iconLabel(node.icon) || node.name;
      const widget = composableOf(node.widget);
      const s: WidgetState = {};
      if (clickable.has(widget)) s.onClick = onClick(what);
      else if (widget === 'TextField' || widget === 'OutlinedTextField') {
        const base = camelCase(what, 'text');
        if (!callbacksOnly) s.value = param(base, 'String', kotlinString(node.secondary ?? ''));
        s.onValueChange = param(camelCase(`on ${what} change`, 'onValueChange'), '(String) -> Unit', '{}');
      } else if (widget === 'Checkbox' || widget === 'Switch') {
        if (!callbacksOnly) s.checked = param(camelCase(`${what} checked`, 'checked'), 'Boolean', String(node.checked));
        s.onCheckedChange = param(camelCase(`on ${what} checked change`, 'onCheckedChange'), '(Boolean) -> Unit', '{}');
      } else if (selectable.has(widget)) {
        if (!callbacksOnly) s.selected = param(camelCase(`${what} selected`, 'selected'), 'Boolean', String(node.checked));
        s.onClick = onClick(what);
      } else if (widget === 'TopAppBar' || widget === 'CenterAlignedTopAppBar') {
        if (node.icon) state.set(slotKey(node, 'nav'), { onClick: onClick(iconLabel(node.icon) ?? 'navigation') });
        node.items.forEach((item, i) => {
          if (item.icon) state.set(slotKey(node, `action${i}`), { onClick: onClick(iconLabel(item.icon) ?? 'action') });
        });
      } else if (widget === 'AlertDialog') {
        s.onDismissRequest = param(camelCase('on dismiss request', 'onDismissRequest'), '() -> Unit', '{}');
        node.items.forEach((item, i) => state.set(slotKey(node, `button${i}`), { onClick: onClick(item.label || (i === node.items.length - 1 ? 'confirm' : 'dismiss')) }));
      } else if (widget === 'NavigationBar') {
        node.items.forEach((item, i) => {
          const label = item.label || iconLabel(item.icon) || `item ${i + 1}`;
          state.set(slotKey(node, `item${i}`), {
            selected: callbacksOnly ? undefined : param(camelCase(`${label} selected`, 'selected'), 'Boolean', String(item.selected)),
            onClick: onClick(label),
          });
        });
      }
      if (Object.keys(s).length > 0) state.set(node.id, s);
    }
  }
  return { state, params };
}
