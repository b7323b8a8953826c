import type { IrNode, MaterialNode } from '../../parse/ir.ts';
import type { EmitScope } from './context.ts';
import { pkg } from './context.ts';
import { call, kotlinString, type Arg, type CodeWriter } from './kotlin.ts';
import { chain, nodeModifiers, type ParentContext } from './modifiers.ts';
import { renderNode } from './render.ts';
import { shapeExpr } from './shape.ts';
import { colorExpr } from './colour.ts';
import { slotKey, type WidgetState } from './state.ts';
import { composableOf } from './widgets.ts';

/** Widgets marked experimental in Material3 1.2.0 (or that were until recently): opt in. */
const experimental = new Set(['TopAppBar', 'CenterAlignedTopAppBar', 'AssistChip', 'FilterChip', 'InputChip', 'SuggestionChip']);
const buttons = new Set(['Button', 'FilledTonalButton', 'OutlinedButton', 'TextButton', 'ElevatedButton']);

function iconCall(scope: EmitScope, icon: IrNode | undefined): string | undefined {
  if (!icon) return undefined;
  const drawable = scope.file.drawables.byNode.get(icon.id);
  if (!drawable) {
    scope.file.warn(icon, 'missing-asset', `Icon "${icon.name}" was not exported; the Material component is generated without it.`);
    return undefined;
  }
  scope.file.use(`${pkg.m3}.Icon`, `${pkg.ui}.res.painterResource`);
  return `Icon(painter = painterResource(R.drawable.${drawable}), contentDescription = ${kotlinString(icon.name.split('/').pop()?.trim() ?? icon.name)})`;
}

function textSlot(scope: EmitScope, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  scope.file.use(`${pkg.m3}.Text`);
  return `{ Text(${kotlinString(text)}) }`;
}

function labelValue(scope: EmitScope, node: MaterialNode): string {
  return kotlinString(node.label ?? '');
}

const colorsFactory: Partial<Record<string, string>> = {
  Button: 'ButtonDefaults.buttonColors',
  FilledTonalButton: 'ButtonDefaults.filledTonalButtonColors',
  OutlinedButton: 'ButtonDefaults.outlinedButtonColors',
  TextButton: 'ButtonDefaults.textButtonColors',
  ElevatedButton: 'ButtonDefaults.elevatedButtonColors',
  Card: 'CardDefaults.cardColors',
  ElevatedCard: 'CardDefaults.elevatedCardColors',
  OutlinedCard: 'CardDefaults.outlinedCardColors',
};

/** Shape and container colour of a layer only named like the widget (see the material pass). */
function customArgs(scope: EmitScope, node: MaterialNode): Arg[] {
  const custom = node.custom;
  const factory = colorsFactory[composableOf(node.widget)];
  if (!custom || !factory) return [];
  const args: Arg[] = [];
  if (custom.corners) {
    const shape = shapeExpr(scope.file, { ...node.style, corners: custom.corners, ellipse: false });
    if (shape) args.push({ name: 'shape', value: shape });
  }
  if (custom.containerColor) {
    scope.file.use(`${pkg.m3}.${factory.split('.')[0]}`);
    args.push({ name: 'colors', value: `${factory}(containerColor = ${colorExpr(scope.file, custom.containerColor, custom.colorStyle)})` });
  }
  return args;
}

/** `Name(args)` before a trailing lambda; just `Name` when there are no arguments. */
function opening(name: string, args: Arg[], indent: number): string {
  return args.length === 0 ? name : call(name, args, indent);
}

/** A recognised Material3 component as the real composable, with its parameters. */
export function renderMaterial(w: CodeWriter, scope: EmitScope, node: MaterialNode, parent: ParentContext): void {
  const file = scope.file;
  const widget = composableOf(node.widget);
  file.use(`${pkg.m3}.${widget}`);
  if (experimental.has(widget)) file.optIn('material3');
  const modifier = chain(parent.base ?? 'Modifier', nodeModifiers(file, node, parent, { skipLook: true }));
  const mod: Arg[] = modifier ? [{ name: 'modifier', value: modifier }] : [];
  const disabled: Arg[] = node.enabled ? [] : [{ name: 'enabled', value: 'false' }];
  const look = customArgs(scope, node);
  const indent = w.indent.length;
  // Hoisted state and callbacks (parameters of the function being emitted), else the designed state and no-op callbacks.
  const hoisted = scope.state?.get(node.id) ?? {};
  const onClick = hoisted.onClick ?? '{}';
  const slot = (key: string): WidgetState => scope.state?.get(slotKey(node, key)) ?? {};
  if (buttons.has(widget)) {
    w.block(call(widget, [{ name: 'onClick', value: onClick }, ...mod, ...disabled, ...look], indent), () => {
      const icon = iconCall(scope, node.icon);
      if (icon) {
        file.use(`${pkg.layout}.Spacer`, `${pkg.layout}.width`, `${pkg.m3}.ButtonDefaults`);
        w.line(icon.replace(/\)$/, ', modifier = Modifier.size(ButtonDefaults.IconSize))'));
        file.use(`${pkg.layout}.size`, `${pkg.ui}.Modifier`);
        w.line('Spacer(Modifier.width(ButtonDefaults.IconSpacing))');
      }
      file.use(`${pkg.m3}.Text`);
      w.line(`Text(${labelValue(scope, node)})`);
    });
    return;
  }
  switch (widget) {
    case 'TextField':
    case 'OutlinedTextField': {
      const args: Arg[] = [{ name: 'value', value: hoisted.value ?? kotlinString(node.secondary ?? '') }, { name: 'onValueChange', value: hoisted.onValueChange ?? '{}' }, ...mod, ...disabled];
      const label = textSlot(scope, node.label);
      if (label) args.push({ name: 'label', value: label });
      const icon = iconCall(scope, node.icon);
      if (icon) args.push({ name: 'trailingIcon', value: `{ ${icon} }` });
      w.line(call(widget, args, indent));
      return;
    }
    case 'Switch':
    case 'Checkbox':
      w.line(call(widget, [{ name: 'checked', value: hoisted.checked ?? String(node.checked) }, { name: 'onCheckedChange', value: hoisted.onCheckedChange ?? '{}' }, ...mod, ...disabled], indent));
      return;
    case 'RadioButton':
      w.line(call(widget, [{ name: 'selected', value: hoisted.selected ?? String(node.checked) }, { name: 'onClick', value: onClick }, ...mod, ...disabled], indent));
      return;
    case 'HorizontalDivider':
      w.line(call(widget, mod, indent));
      return;
    case 'ListItem': {
      // A list item has no click of its own: the hoisted callback makes the whole row clickable.
      file.use(`${pkg.foundation}.clickable`);
      const clickable = chain(parent.base ?? 'Modifier', [...nodeModifiers(file, node, parent, { skipLook: true }), `clickable(onClick = ${onClick})`]);
      const args: Arg[] = [{ name: 'headlineContent', value: textSlot(scope, node.label ?? '') ?? '{}' }];
      if (clickable) args.push({ name: 'modifier', value: clickable });
      const supporting = textSlot(scope, node.secondary);
      if (supporting) args.push({ name: 'supportingContent', value: supporting });
      const leading = iconCall(scope, node.icon);
      if (leading) args.push({ name: 'leadingContent', value: `{ ${leading} }` });
      const trailing = iconCall(scope, node.items[0]?.icon);
      if (trailing) args.push({ name: 'trailingContent', value: `{ ${trailing} }` });
      w.line(call(widget, args, indent));
      return;
    }
    case 'IconButton':
      w.block(call(widget, [{ name: 'onClick', value: onClick }, ...mod, ...disabled], indent), () => {
        const icon = iconCall(scope, node.icon);
        if (icon) w.line(icon);
      });
      return;
    case 'Card':
    case 'ElevatedCard':
    case 'OutlinedCard':
      w.block(opening(widget, [...mod, ...look], indent), () => {
        for (const c of node.children) renderNode(w, scope, c, { kind: 'column' });
      });
      return;
    case 'FloatingActionButton': {
      w.block(call(widget, [{ name: 'onClick', value: onClick }, ...mod], indent), () => {
        const icon = iconCall(scope, node.icon);
        if (icon) w.line(icon);
        else {
          file.use(`${pkg.m3}.Text`);
          w.line(`Text(${labelValue(scope, node)})`);
        }
      });
      return;
    }
    case 'ExtendedFloatingActionButton': {
      const args: Arg[] = [{ name: 'text', value: textSlot(scope, node.label ?? '') ?? '{}' }];
      const icon = iconCall(scope, node.icon);
      args.push({ name: 'icon', value: icon ? `{ ${icon} }` : '{}' }, { name: 'onClick', value: onClick }, ...mod);
      w.line(call(widget, args, indent));
      return;
    }
    case 'AssistChip':
    case 'SuggestionChip':
    case 'FilterChip':
    case 'InputChip': {
      const args: Arg[] = [];
      if (widget === 'FilterChip' || widget === 'InputChip') args.push({ name: 'selected', value: hoisted.selected ?? String(node.checked) });
      args.push({ name: 'onClick', value: onClick }, { name: 'label', value: textSlot(scope, node.label ?? '') ?? '{}' }, ...mod, ...disabled);
      const icon = iconCall(scope, node.icon);
      if (icon && widget !== 'SuggestionChip') args.push({ name: 'leadingIcon', value: `{ ${icon} }` });
      if (icon && widget === 'SuggestionChip') args.push({ name: 'icon', value: `{ ${icon} }` });
      w.line(call(widget, args, indent));
      return;
    }
    case 'TopAppBar':
    case 'CenterAlignedTopAppBar': {
      const args: Arg[] = [{ name: 'title', value: textSlot(scope, node.label ?? '') ?? '{}' }, ...mod];
      const nav = iconCall(scope, node.icon);
      if (nav) {
        file.use(`${pkg.m3}.IconButton`);
        args.push({ name: 'navigationIcon', value: `{\n    IconButton(onClick = ${slot('nav').onClick ?? '{}'}) {\n        ${nav}\n    }\n}` });
      }
      const actions = node.items.map((item, i) => ({ icon: iconCall(scope, item.icon), onClick: slot(`action${i}`).onClick ?? '{}' })).filter((a): a is { icon: string; onClick: string } => Boolean(a.icon));
      if (actions.length > 0) {
        file.use(`${pkg.m3}.IconButton`);
        args.push({ name: 'actions', value: `{\n${actions.map((a) => `    IconButton(onClick = ${a.onClick}) {\n        ${a.icon}\n    }`).join('\n')}\n}` });
      }
      w.line(call(widget, args, indent));
      return;
    }
    case 'AlertDialog': {
      // Dismiss button left, confirm button right, as the kit lays them out.
      const buttons = node.items.map((item, i) => {
        file.use(`${pkg.m3}.TextButton`, `${pkg.m3}.Text`);
        return `{ TextButton(onClick = ${slot(`button${i}`).onClick ?? '{}'}) { Text(${kotlinString(item.label)}) } }`;
      });
      const args: Arg[] = [{ name: 'onDismissRequest', value: hoisted.onDismissRequest ?? '{}' }, { name: 'confirmButton', value: buttons[buttons.length - 1] ?? '{}' }, ...mod];
      if (buttons.length > 1) args.push({ name: 'dismissButton', value: buttons[0] as string });
      const icon = iconCall(scope, node.icon);
      if (icon) args.push({ name: 'icon', value: `{ ${icon} }` });
      const title = textSlot(scope, node.label);
      if (title) args.push({ name: 'title', value: title });
      const body = textSlot(scope, node.secondary);
      if (body) args.push({ name: 'text', value: body });
      w.line(call(widget, args, indent));
      return;
    }
    case 'NavigationBar':
      w.block(opening(widget, mod, indent), () => {
        file.use(`${pkg.m3}.NavigationBarItem`);
        node.items.forEach((item, i) => {
          const icon = iconCall(scope, item.icon);
          const state = slot(`item${i}`);
          const args: Arg[] = [
            { name: 'selected', value: state.selected ?? String(item.selected) },
            { name: 'onClick', value: state.onClick ?? '{}' },
            { name: 'icon', value: icon ? `{ ${icon} }` : '{}' },
            { name: 'label', value: textSlot(scope, item.label) ?? '{}' },
          ];
          w.line(call('NavigationBarItem', args, w.indent.length));
        });
      });
      return;
  }
}
