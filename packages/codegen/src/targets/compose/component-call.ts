import type { CallNode } from '../../parse/ir.ts';
import type { EmitScope, FileContext } from './context.ts';
import { call, kotlinString, type Arg, type CodeWriter } from './kotlin.ts';
import { chain, nodeModifiers, type ParentContext } from './modifiers.ts';
import { callKey } from './state.ts';
import { colorExpr } from './colour.ts';

/**
 * A call of the component `key` as its component set shows it by default (in a slot an instance
 * swap fills): each of its texts given the design's own, which its function does not default to.
 */
export function defaultCall(file: FileContext, key: string): string | undefined {
  const names = file.components.get(key);
  const plan = file.plan.components.find((c) => c.key === key);
  if (!names || !plan) return undefined;
  const args: Arg[] = plan.params.flatMap((p) => {
    const ident = names.params.get(p.figmaName);
    return ident && p.type === 'text'
      ? [{ name: ident, value: kotlinString(String(p.defaultValue)) }]
      : [];
  });
  return call(names.functionName, args);
}

/** An instance as a call of its component's function, passing only what differs from the defaults. */
export function renderCall(
  w: CodeWriter,
  scope: EmitScope,
  node: CallNode,
  parent: ParentContext,
): void {
  const file = scope.file;
  const names = file.components.get(node.componentKey);
  const plan = file.plan.components.find((c) => c.key === node.componentKey);
  if (!names || !plan) throw new Error(`No component plan for key ${node.componentKey}`);
  const args: Arg[] = [];
  const slotFills = new Map<string, string>();
  const modifier = chain(
    parent.base ?? 'Modifier',
    nodeModifiers(file, node, parent, { skipLook: true }),
  );
  if (modifier) args.push({ name: 'modifier', value: modifier });
  for (const axis of plan.axes) {
    const a = names.axes.get(axis.property);
    const value =
      node.variant.find((v) => v.property === axis.property)?.value ?? axis.defaultValue;
    if (!a || value === axis.defaultValue) continue;
    const entry = a.values.get(value);
    if (entry) args.push({ name: a.param, value: `${a.enumName}.${entry}` });
  }
  for (const p of plan.params) {
    const ident = names.params.get(p.figmaName);
    const given = node.arguments.find((a) => a.name === p.figmaName);
    // A text is always given: the component's function has no design text of its own.
    if (ident && p.type === 'text') {
      args.push({ name: ident, value: kotlinString(String(given?.value ?? p.defaultValue)) });
      continue;
    }
    if (!ident || !given || given.value === p.defaultValue) continue;
    if (p.type === 'boolean')
      args.push({ name: ident, value: given.value === true ? 'true' : 'false' });
    else if (p.type === 'color') {
      if (given.color) args.push({ name: ident, value: colorExpr(file, given.color) });
    } else {
      const key = file.plan.componentKeyById.get(String(given.value));
      const target = key ? file.components.get(key) : undefined;
      if (key && target) {
        args.push({ name: ident, value: `{ ${defaultCall(file, key)} }` });
        slotFills.set(p.figmaName, target.functionName);
      }
    }
  }
  // The component's hoisted state and callbacks come from the caller's own parameters.
  for (const [param, own] of scope.passed?.get(callKey(node)) ?? [])
    args.push({ name: param, value: own });
  file.tags?.describeCall(node, plan, slotFills);
  w.line(call(names.functionName, args, w.indent.length));
}
