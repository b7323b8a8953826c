import type { IrNode, MaterialNode, TextStyle } from '../../parse/ir.ts';
import type { EmitScope, FileContext } from './context.ts';
import { pkg } from './context.ts';
import { call, dp, float, kotlinString, type Arg, type CodeWriter } from './kotlin.ts';
import {
  chain,
  LABEL_ON_OUTLINE,
  nodeModifiers,
  OUTLINED_LABEL_ROOM,
  type ParentContext,
} from './modifiers.ts';
import { contentPadding, placeholderColour, placeholderComment, renderNode } from './render.ts';
import { textStyleRef } from './tokens.ts';
import { styleArgs } from './typography.ts';
import { shapeExpr } from './shape.ts';
import { colorExpr } from './colour.ts';
import { iconWords, readable, slotKey, type WidgetState } from './state.ts';
import { composableOf } from './widgets.ts';
import { walk } from '../../parse/walk.ts';

/** Widgets marked experimental in Material3 1.2.0 (or that were until recently): opt in. */
const experimental = new Set([
  'TopAppBar',
  'CenterAlignedTopAppBar',
  'MediumTopAppBar',
  'LargeTopAppBar',
  'AssistChip',
  'FilterChip',
  'InputChip',
  'SuggestionChip',
  'ElevatedAssistChip',
  'ElevatedFilterChip',
  'ElevatedSuggestionChip',
  'ModalBottomSheet',
]);
const buttons = new Set([
  'Button',
  'FilledTonalButton',
  'OutlinedButton',
  'TextButton',
  'ElevatedButton',
]);
const iconButtons = new Set([
  'IconButton',
  'FilledIconButton',
  'FilledTonalIconButton',
  'OutlinedIconButton',
]);
const fabs = new Set([
  'FloatingActionButton',
  'SmallFloatingActionButton',
  'LargeFloatingActionButton',
]);

/**
 * An icon as `Icon(...)`. `described`: the icon is the control's only
 * content (an icon button, a navigation icon), so it says what it shows
 * ("Arrow back", from the icon's component); next to a label it is
 * decoration and has no description.
 */
function iconCall(
  scope: EmitScope,
  icon: IrNode | undefined,
  described = false,
): string | undefined {
  if (!icon) return undefined;
  const drawable = scope.file.drawables.byNode.get(icon.id);
  if (!drawable) {
    scope.file.warn(
      icon,
      'missing-asset',
      `Icon "${icon.name}" was not exported; the Material component is generated without it.`,
    );
    return undefined;
  }
  scope.file.use(`${pkg.m3}.Icon`, `${pkg.ui}.res.painterResource`);
  const words = described ? iconWords(icon) : undefined;
  return `Icon(painter = painterResource(R.drawable.${drawable}), contentDescription = ${words ? kotlinString(readable(words)) : 'null'})`;
}

/**
 * A button's icon that has no drawable (no export, no path geometry): a placeholder of its size and
 * colour, as the layers drawn outside Material components get, so the label keeps its place.
 */
function iconPlaceholder(scope: EmitScope, icon: IrNode | undefined): string | undefined {
  if (!icon) return undefined;
  const file = scope.file;
  file.warn(
    icon,
    'missing-asset',
    `Icon "${icon.name}" was not exported; a placeholder of its size and colour is drawn in the button. Export it as SVG from the plugin, or save the file with geometry=paths.`,
  );
  file.use(
    `${pkg.layout}.Box`,
    `${pkg.layout}.size`,
    `${pkg.foundation}.background`,
    `${pkg.ui}.Modifier`,
    `${pkg.unit}.dp`,
  );
  const { width, height } = icon.style.box;
  const colour = placeholderColour(file, walk(icon));
  const size = width === height ? dp(width) : `${dp(width)}, ${dp(height)}`;
  return `Box(modifier = Modifier.size(${size}).background(${colour}))`;
}

function textSlot(scope: EmitScope, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  scope.file.use(`${pkg.m3}.Text`);
  return `{ Text(${kotlinString(text)}) }`;
}

function labelValue(node: MaterialNode): string {
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
  if (custom.padding) {
    const padding = contentPadding(scope.file, custom.padding);
    if (!padding) scope.file.use(`${pkg.layout}.PaddingValues`, `${pkg.unit}.dp`);
    args.push({ name: 'contentPadding', value: padding ?? 'PaddingValues(0.dp)' });
  }
  if (custom.corners) {
    const shape = shapeExpr(scope.file, { ...node.style, corners: custom.corners, ellipse: false });
    if (shape) args.push({ name: 'shape', value: shape });
  }
  const colors: Arg[] = [];
  if (custom.container)
    colors.push({
      name: 'containerColor',
      value: colorExpr(scope.file, custom.container.color, custom.container),
    });
  if (custom.content)
    colors.push({
      name: 'contentColor',
      value: colorExpr(scope.file, custom.content.color, custom.content),
    });
  if (colors.length > 0) {
    scope.file.use(`${pkg.m3}.${factory.split('.')[0]}`);
    args.push({ name: 'colors', value: call(factory, colors) });
  }
  return args;
}

/**
 * A designer's own button's label in the design's type (its colour is the
 * button's content colour); undefined for a kit button, whose label takes
 * Material's type.
 */
function designedLabel(scope: EmitScope, node: MaterialNode, indent: number): string | undefined {
  const label = node.custom?.label;
  const style = label?.runs[0]?.style;
  if (!label || !style || materialLabel(style)) return undefined;
  const ref = textStyleRef(scope.file, style);
  const args: Arg[] = [
    { name: 'text', value: labelValue(node) },
    ...(ref ? [{ name: 'style', value: ref.ref }] : []),
    ...styleArgs(scope.file, label, style, ref?.base, 'span').filter((a) => a.name !== 'color'),
  ];
  return args.length === 1 ? `Text(${labelValue(node)})` : call('Text', args, indent);
}

/** Material's own button label type (labelLarge: Roboto Medium 14): nothing to state. */
function materialLabel(style: TextStyle): boolean {
  return (
    /^roboto$/i.test(style.fontFamily) &&
    style.fontWeight === 500 &&
    style.fontSize === 14 &&
    !style.italic &&
    style.decoration === 'none' &&
    style.textCase === 'original' &&
    Math.abs(style.letterSpacing) <= 0.1
  );
}

/** `Name(args)` before a trailing lambda; just `Name` when there are no arguments. */
function opening(name: string, args: Arg[], indent: number): string {
  return args.length === 0 ? name : call(name, args, indent);
}

/** What a text field's keyboard and display need for what it takes: a password hidden and its keyboard, an email or phone keyboard. */
function inputArgs(scope: EmitScope, node: MaterialNode): Arg[] {
  if (!node.input) return [];
  const file = scope.file;
  file.use(`${pkg.foundation}.text.KeyboardOptions`, `${pkg.text}.input.KeyboardType`);
  const type = { password: 'Password', email: 'Email', phone: 'Phone', number: 'Number' }[
    node.input
  ];
  const args: Arg[] = [];
  if (node.input === 'password') {
    file.use(`${pkg.text}.input.PasswordVisualTransformation`);
    args.push({ name: 'visualTransformation', value: 'PasswordVisualTransformation()' });
  }
  args.push({
    name: 'keyboardOptions',
    value: `KeyboardOptions(keyboardType = KeyboardType.${type})`,
  });
  return args;
}

/**
 * Text fields and top app bars take the height their content needs (a label,
 * a larger font, a medium app bar's two lines): a designed height fixed on
 * them cuts their text, so only their width is kept.
 */
function ownHeight(file: FileContext, node: MaterialNode, mods: string[]): string[] {
  if (node.widget.type !== 'text-field' && node.widget.type !== 'top-app-bar') return mods;
  return mods
    .filter((m) => !m.startsWith('height('))
    .map((m) => {
      const both = /^size\(([^,()]+), [^,()]+\)$/.exec(m);
      if (!both) return m;
      // The width modifier replaces a size: it needs its own import (the file may use no other width).
      file.use(`${pkg.layout}.width`);
      return `width(${both[1]})`;
    });
}

/** Material's least size of a button (`ButtonDefaults.MinWidth`, `MinHeight`), which applies only when the caller sets none. */
const BUTTON_MIN = { width: 58, height: 40 };

/**
 * A button the design draws smaller than Material's least size (a 36 dp pill, a 20 dp text
 * link) keeps its size as its own least, so Material's does not apply: `heightIn(min = …)`,
 * `widthIn(min = …)`. A larger label still grows it.
 */
function designedMinimum(
  file: FileContext,
  node: MaterialNode,
  widget: string,
  mods: string[],
): string[] {
  if (!buttons.has(widget)) return mods;
  const sized = (prefix: string[]): boolean =>
    mods.some((m) => prefix.some((p) => m.startsWith(p)));
  const { width, height } = node.style.box;
  const add: string[] = [];
  if (
    width > 0 &&
    width < BUTTON_MIN.width &&
    !sized(['width(', 'widthIn(', 'size(', 'fillMaxWidth(', 'weight('])
  ) {
    file.use(`${pkg.layout}.widthIn`, `${pkg.unit}.dp`);
    add.push(`widthIn(min = ${dp(Math.round(width))})`);
  }
  if (
    height > 0 &&
    height < BUTTON_MIN.height &&
    !sized(['height(', 'heightIn(', 'size(', 'fillMaxHeight(', 'matchParentSize('])
  ) {
    file.use(`${pkg.layout}.heightIn`, `${pkg.unit}.dp`);
    add.push(`heightIn(min = ${dp(Math.round(height))})`);
  }
  if (add.length === 0) return mods;
  // Size before the instrument's tag, so the tagged box is the button's.
  const tag = mods.findIndex((m) => m.startsWith('testTag('));
  return tag < 0 ? [...mods, ...add] : [...mods.slice(0, tag), ...add, ...mods.slice(tag)];
}

/** Material's least touch target (`LocalMinimumInteractiveComponentSize`'s default). */
const TOUCH_TARGET = 48;

/**
 * A button, icon button, FAB or chip the design draws narrower or lower than its 48 dp touch
 * target (a 34 dp filter pill, an 18 dp text link). Material would reserve the target's room in
 * the layout, 7 dp above and below a 34 dp pill, and move its neighbours by as much; the
 * generated code lays it out at the design's size instead
 * (`LocalMinimumInteractiveComponentSize provides 0.dp`), and touch input still widens its target
 * to 48 dp (the platform's minimum touch target size, applied when hit-testing). Checkboxes,
 * radio buttons and switches are sized as designed already (see `controls` in modifiers.ts).
 */
export function compactControl(node: IrNode): boolean {
  if (node.kind !== 'material') return false;
  const widget = composableOf(node.widget);
  const touchable =
    buttons.has(widget) || iconButtons.has(widget) || fabs.has(widget) || widget.endsWith('Chip');
  const { width, height } = node.style.box;
  return (
    touchable && ((width > 0 && width < TOUCH_TARGET) || (height > 0 && height < TOUCH_TARGET))
  );
}

/** Opens the block in which controls keep their designed size (see `compactControl`). */
export function compactControlsBlock(w: CodeWriter, file: FileContext, body: () => void): void {
  file.use(
    `${pkg.runtime}.CompositionLocalProvider`,
    `${pkg.m3}.LocalMinimumInteractiveComponentSize`,
    `${pkg.unit}.dp`,
  );
  w.line(
    "// Drawn smaller than Material's 48 dp touch target: laid out at the design's size, tapped at 48 dp.",
  );
  w.block('CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 0.dp)', body);
}

/** A recognised Material3 component as the real composable, with its parameters. */
export function renderMaterial(
  w: CodeWriter,
  scope: EmitScope,
  node: MaterialNode,
  parent: ParentContext,
): void {
  const file = scope.file;
  const widget =
    node.widget.type === 'checkbox' && node.indeterminate
      ? 'TriStateCheckbox'
      : composableOf(node.widget);
  file.use(`${pkg.m3}.${widget}`);
  if (experimental.has(widget)) file.optIn('material3');
  const mods = designedMinimum(
    file,
    node,
    widget,
    ownHeight(file, node, nodeModifiers(file, node, parent, { skipLook: true })),
  );
  // The label reaches into the room above the field where its parent has that room (a field at
  // the very top keeps Material's padding, so its label is not cut off). Last, inside the
  // instrument's tag: the tagged box is the outline, as the design's is.
  const outline =
    widget === 'OutlinedTextField' && node.label && node.style.box.y >= OUTLINED_LABEL_ROOM
      ? [`${LABEL_ON_OUTLINE}()`]
      : [];
  const modifier = chain(parent.base ?? 'Modifier', [...mods, ...outline]);
  const mod: Arg[] = modifier ? [{ name: 'modifier', value: modifier }] : [];
  const disabled: Arg[] = node.enabled ? [] : [{ name: 'enabled', value: 'false' }];
  const look = customArgs(scope, node);
  const indent = w.indent.length;
  // Hoisted state and callbacks (parameters of the function being emitted), else the designed state and no-op callbacks.
  const hoisted = scope.state?.get(node.id) ?? {};
  const onClick = hoisted.onClick ?? '{}';
  const slot = (key: string): WidgetState => scope.state?.get(slotKey(node, key)) ?? {};
  if (buttons.has(widget)) {
    w.block(
      call(widget, [{ name: 'onClick', value: onClick }, ...mod, ...disabled, ...look], indent),
      () => {
        const exported = node.icon && file.drawables.byNode.has(node.icon.id);
        const icon = exported ? iconCall(scope, node.icon) : undefined;
        const placeholder = exported ? undefined : iconPlaceholder(scope, node.icon);
        if (icon || placeholder) {
          file.use(`${pkg.layout}.Spacer`, `${pkg.layout}.width`, `${pkg.m3}.ButtonDefaults`);
          if (icon)
            w.line(icon.replace(/\)$/, ', modifier = Modifier.size(ButtonDefaults.IconSize))'));
          else if (placeholder && node.icon) {
            w.line(placeholderComment(node.icon.id));
            w.line(placeholder);
          }
          file.use(`${pkg.layout}.size`, `${pkg.ui}.Modifier`);
          // A designer's button keeps its own gap between icon and label; the kit's is Material's.
          const gap = node.custom?.spacing;
          if (gap !== undefined) file.use(`${pkg.unit}.dp`);
          w.line(
            `Spacer(Modifier.width(${gap !== undefined ? dp(gap) : 'ButtonDefaults.IconSpacing'}))`,
          );
        }
        file.use(`${pkg.m3}.Text`);
        w.line(designedLabel(scope, node, w.indent.length) ?? `Text(${labelValue(node)})`);
      },
    );
    return;
  }
  if (iconButtons.has(widget)) {
    w.block(
      call(widget, [{ name: 'onClick', value: onClick }, ...mod, ...disabled], indent),
      () => {
        const icon = iconCall(scope, node.icon, true);
        if (icon) w.line(icon);
      },
    );
    return;
  }
  if (fabs.has(widget)) {
    w.block(call(widget, [{ name: 'onClick', value: onClick }, ...mod], indent), () => {
      const icon = iconCall(scope, node.icon, true);
      if (icon) w.line(icon);
      else {
        file.use(`${pkg.m3}.Text`);
        w.line(`Text(${labelValue(node)})`);
      }
    });
    return;
  }
  switch (widget) {
    case 'TextField':
    case 'OutlinedTextField': {
      const args: Arg[] = [
        {
          name: 'value',
          value: hoisted.value ?? kotlinString(node.placeholder ? '' : (node.secondary ?? '')),
        },
        { name: 'onValueChange', value: hoisted.onValueChange ?? '{}' },
        ...mod,
        ...disabled,
      ];
      const label = textSlot(scope, node.label);
      if (label) args.push({ name: 'label', value: label });
      const placeholder = node.placeholder ? textSlot(scope, node.secondary) : undefined;
      if (placeholder) args.push({ name: 'placeholder', value: placeholder });
      const leading = iconCall(scope, node.icon);
      if (leading) args.push({ name: 'leadingIcon', value: `{ ${leading} }` });
      const trailing = iconCall(scope, node.trailingIcon, true);
      if (trailing) args.push({ name: 'trailingIcon', value: `{ ${trailing} }` });
      const supporting = textSlot(scope, node.supporting);
      if (supporting) args.push({ name: 'supportingText', value: supporting });
      if (node.error) args.push({ name: 'isError', value: 'true' });
      args.push(...inputArgs(scope, node), { name: 'singleLine', value: 'true' });
      w.line(call(widget, args, indent));
      return;
    }
    case 'Switch':
    case 'Checkbox':
      w.line(
        call(
          widget,
          [
            { name: 'checked', value: hoisted.checked ?? String(node.checked) },
            { name: 'onCheckedChange', value: hoisted.onCheckedChange ?? '{}' },
            ...mod,
            ...disabled,
          ],
          indent,
        ),
      );
      return;
    case 'TriStateCheckbox':
      file.use('androidx.compose.ui.state.ToggleableState');
      w.line(
        call(
          widget,
          [
            { name: 'state', value: hoisted.checked ?? 'ToggleableState.Indeterminate' },
            { name: 'onClick', value: onClick },
            ...mod,
            ...disabled,
          ],
          indent,
        ),
      );
      return;
    case 'RadioButton':
      w.line(
        call(
          widget,
          [
            { name: 'selected', value: hoisted.selected ?? String(node.checked) },
            { name: 'onClick', value: onClick },
            ...mod,
            ...disabled,
          ],
          indent,
        ),
      );
      return;
    case 'HorizontalDivider':
      w.line(call(widget, mod, indent));
      return;
    case 'Slider': {
      const args: Arg[] = [
        { name: 'value', value: hoisted.value ?? float(node.value ?? 0.5) },
        { name: 'onValueChange', value: hoisted.onValueChange ?? '{}' },
        ...mod,
        ...disabled,
      ];
      if (node.steps !== undefined) args.push({ name: 'steps', value: String(node.steps) });
      w.line(call(widget, args, indent));
      return;
    }
    case 'LinearProgressIndicator':
    case 'CircularProgressIndicator': {
      // Determinate: the progress the caller reports; indeterminate: Material's own animation.
      const value = hoisted.value ?? (node.value !== undefined ? float(node.value) : undefined);
      const args: Arg[] =
        value !== undefined ? [{ name: 'progress', value: `{ ${value} }` }, ...mod] : mod;
      w.line(args.length === 0 ? `${widget}()` : call(widget, args, indent));
      return;
    }
    case 'ListItem': {
      // A list item has no click of its own: the hoisted callback makes the whole row clickable.
      file.use(`${pkg.foundation}.clickable`);
      const clickable = chain(parent.base ?? 'Modifier', [
        ...nodeModifiers(file, node, parent, { skipLook: true }),
        `clickable(onClick = ${onClick})`,
      ]);
      const args: Arg[] = [
        { name: 'headlineContent', value: textSlot(scope, node.label ?? '') ?? '{}' },
      ];
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
    case 'Card':
    case 'ElevatedCard':
    case 'OutlinedCard':
      // A card the prototype links from takes the tap: Material's clickable card.
      w.block(
        opening(
          widget,
          [
            ...(hoisted.onClick ? [{ name: 'onClick', value: hoisted.onClick }] : []),
            ...mod,
            ...look,
          ],
          indent,
        ),
        () => {
          for (const c of node.children) renderNode(w, scope, c, { kind: 'column' });
        },
      );
      return;
    case 'ModalBottomSheet':
      w.block(
        call(
          widget,
          [{ name: 'onDismissRequest', value: hoisted.onDismissRequest ?? '{}' }, ...mod],
          indent,
        ),
        () => {
          for (const c of node.children) renderNode(w, scope, c, { kind: 'column' });
        },
      );
      return;
    case 'Surface': {
      // A standard bottom sheet: the sheet's shape, colour and elevation, its drag handle, then its content.
      file.use(`${pkg.m3}.BottomSheetDefaults`, `${pkg.layout}.Column`);
      const args: Arg[] = [
        ...mod,
        { name: 'shape', value: 'BottomSheetDefaults.ExpandedShape' },
        { name: 'color', value: 'BottomSheetDefaults.ContainerColor' },
        { name: 'tonalElevation', value: 'BottomSheetDefaults.Elevation' },
      ];
      w.block(call(widget, args, indent), () =>
        w.block('Column', () => {
          file.use(`${pkg.ui}.Alignment`);
          w.line(
            'BottomSheetDefaults.DragHandle(modifier = Modifier.align(Alignment.CenterHorizontally))',
          );
          for (const c of node.children) renderNode(w, scope, c, { kind: 'column' });
        }),
      );
      return;
    }
    case 'ExtendedFloatingActionButton': {
      const args: Arg[] = [{ name: 'text', value: textSlot(scope, node.label ?? '') ?? '{}' }];
      const icon = iconCall(scope, node.icon);
      args.push(
        { name: 'icon', value: icon ? `{ ${icon} }` : '{}' },
        { name: 'onClick', value: onClick },
        ...mod,
      );
      w.line(call(widget, args, indent));
      return;
    }
    case 'AssistChip':
    case 'ElevatedAssistChip':
    case 'SuggestionChip':
    case 'ElevatedSuggestionChip':
    case 'FilterChip':
    case 'ElevatedFilterChip':
    case 'InputChip': {
      const args: Arg[] = [];
      const selects =
        widget === 'FilterChip' || widget === 'ElevatedFilterChip' || widget === 'InputChip';
      if (selects) args.push({ name: 'selected', value: hoisted.selected ?? String(node.checked) });
      args.push(
        { name: 'onClick', value: onClick },
        { name: 'label', value: textSlot(scope, node.label ?? '') ?? '{}' },
        ...mod,
        ...disabled,
      );
      const icon = iconCall(scope, node.icon);
      const suggestion = widget === 'SuggestionChip' || widget === 'ElevatedSuggestionChip';
      if (icon) args.push({ name: suggestion ? 'icon' : 'leadingIcon', value: `{ ${icon} }` });
      w.line(call(widget, args, indent));
      return;
    }
    case 'TopAppBar':
    case 'CenterAlignedTopAppBar':
    case 'MediumTopAppBar':
    case 'LargeTopAppBar': {
      const args: Arg[] = [
        { name: 'title', value: textSlot(scope, node.label ?? '') ?? '{}' },
        ...mod,
      ];
      const nav = iconCall(scope, node.icon, true);
      if (nav) {
        file.use(`${pkg.m3}.IconButton`);
        args.push({
          name: 'navigationIcon',
          value: `{\n    IconButton(onClick = ${slot('nav').onClick ?? '{}'}) {\n        ${nav}\n    }\n}`,
        });
      }
      const actions = node.items
        .map((item, i) => ({
          icon: iconCall(scope, item.icon, true),
          onClick: slot(`action${i}`).onClick ?? '{}',
        }))
        .filter((a): a is { icon: string; onClick: string } => Boolean(a.icon));
      if (actions.length > 0) {
        file.use(`${pkg.m3}.IconButton`);
        args.push({
          name: 'actions',
          value: `{\n${actions.map((a) => `    IconButton(onClick = ${a.onClick}) {\n        ${a.icon}\n    }`).join('\n')}\n}`,
        });
      }
      w.line(call(widget, args, indent));
      return;
    }
    case 'AlertDialog': {
      // Dismiss button left, confirm button right, as the kit lays them out.
      const actions = node.items.map((item, i) => {
        file.use(`${pkg.m3}.TextButton`, `${pkg.m3}.Text`);
        return `{ TextButton(onClick = ${slot(`button${i}`).onClick ?? '{}'}) { Text(${kotlinString(item.label)}) } }`;
      });
      const args: Arg[] = [
        { name: 'onDismissRequest', value: hoisted.onDismissRequest ?? '{}' },
        { name: 'confirmButton', value: actions[actions.length - 1] ?? '{}' },
        ...mod,
      ];
      if (actions.length > 1) args.push({ name: 'dismissButton', value: actions[0] as string });
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
          const icon = iconCall(scope, item.icon, !item.label);
          const state = slot(`item${i}`);
          const args: Arg[] = [
            { name: 'selected', value: state.selected ?? String(item.selected) },
            { name: 'onClick', value: state.onClick ?? '{}' },
            { name: 'icon', value: icon ? `{ ${icon} }` : '{}' },
          ];
          const label = item.label ? textSlot(scope, item.label) : undefined;
          if (label) args.push({ name: 'label', value: label });
          w.line(call('NavigationBarItem', args, w.indent.length));
        });
      });
      return;
    case 'TabRow':
    case 'ScrollableTabRow': {
      // The selected tab is the caller's: tab i is selected when the index says so, and a click reports i.
      file.use(`${pkg.m3}.Tab`);
      const designed = Math.max(
        0,
        node.items.findIndex((i) => i.selected),
      );
      const selected = hoisted.selectedIndex ?? String(designed);
      w.block(call(widget, [{ name: 'selectedTabIndex', value: selected }, ...mod], indent), () => {
        node.items.forEach((item, i) => {
          const icon = iconCall(scope, item.icon, !item.label);
          const args: Arg[] = [
            { name: 'selected', value: `${selected} == ${i}` },
            { name: 'onClick', value: hoisted.onSelect ? `{ ${hoisted.onSelect}(${i}) }` : '{}' },
          ];
          const text = item.label ? textSlot(scope, item.label) : undefined;
          if (text) args.push({ name: 'text', value: text });
          if (icon) args.push({ name: 'icon', value: `{ ${icon} }` });
          w.line(call('Tab', args, w.indent.length));
        });
      });
      return;
    }
  }
}
