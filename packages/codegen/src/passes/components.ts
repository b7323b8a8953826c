import type {
  CallNode,
  ComponentDefinition,
  ContainerNode,
  InstanceNode,
  IrNode,
  PropertyRefs,
  VariantValue,
} from '../parse/ir.ts';
import type { ComponentParam, ComponentPlan, VariantAxis } from './plan.ts';
import type { WarningList } from '../warnings.ts';
import { mapTree, walk } from '../parse/walk.ts';
import { diffInstance, paintable } from './overrides.ts';
import { colorKey } from './theme.ts';

function instanceAsContainer(i: InstanceNode): ContainerNode {
  return {
    id: i.id,
    name: i.name,
    refs: {},
    hidden: false,
    kind: 'container',
    figmaType: 'COMPONENT',
    layout: i.layout,
    children: i.children,
    covers: i.covers,
    style: {
      ...i.style,
      box: { ...i.style.box, x: 0, y: 0 },
      absolute: false,
      rotation: 0,
      width: i.style.width === 'fill' ? 'fixed' : i.style.width,
      height: i.style.height === 'fill' ? 'fixed' : i.style.height,
    },
  };
}

/** Whether `refs` holds every binding of `b` already, as its own keys. */
function boundAlready(refs: PropertyRefs, b: Partial<PropertyRefs>): boolean {
  for (const key of ['text', 'visible', 'fill'] as const)
    if (Object.hasOwn(b, key) && (!Object.hasOwn(refs, key) || refs[key] !== b[key])) return false;
  return true;
}

function toCall(i: InstanceNode, planKey: string): CallNode {
  return {
    id: i.id,
    name: i.name,
    style: i.style,
    refs: i.refs,
    hidden: i.hidden,
    kind: 'call',
    componentKey: planKey,
    arguments: i.properties.filter((p) => p.type !== 'variant'),
    variant: i.variant,
  };
}

/** Component plans a picked node needs: its calls, the definitions inside it, and what those use in turn. */
function reachable(
  screens: IrNode[],
  drafts: Map<string, Draft>,
  definitions: ComponentDefinition[],
  focus: Set<string>,
  componentKeyById: Map<string, string>,
): Set<string> {
  const used = new Set<string>();
  const queue: string[] = definitions.filter((d) => focus.has(d.id)).map((d) => d.setKey ?? d.key);
  const scan = (root: IrNode): void => {
    const stack = [root];
    while (stack.length > 0) {
      const n = stack.pop() as IrNode;
      if (n.kind === 'call') {
        queue.push(n.componentKey);
        for (const a of n.arguments)
          if (a.type === 'swap') queue.push(componentKeyById.get(String(a.value)) ?? '');
      }
      if (n.kind === 'container' || n.kind === 'instance' || n.kind === 'material')
        stack.push(...n.children);
    }
  };
  for (const s of screens) scan(s);
  while (queue.length > 0) {
    const key = queue.pop() as string;
    const d = drafts.get(key);
    if (!d || used.has(key)) continue;
    used.add(key);
    for (const v of d.variants.values()) scan(v.root);
    for (const p of d.params.values())
      if (p.type === 'swap') queue.push(componentKeyById.get(String(p.defaultValue)) ?? '');
  }
  return used;
}

interface Draft {
  key: string;
  name: string;
  /** Variant bodies by component key, in first-seen order. */
  variants: Map<string, { variant: VariantValue[]; root: IrNode }>;
  params: Map<string, ComponentParam>;
  axes: Map<string, VariantAxis>;
}

/**
 * Pass: one reusable function per component, deduplicated by component key
 * (component-set key for variants). Bodies come from the component nodes when
 * the input holds them, otherwise from the first instance seen. Instances
 * become calls; text, boolean and instance-swap properties become
 * parameters, variant properties enum parameters.
 */
export function planComponents(
  screens: ContainerNode[],
  definitions: ComponentDefinition[],
  warnings: WarningList,
  focus?: Set<string>,
) {
  const drafts = new Map<string, Draft>();
  const componentKeyById = new Map<string, string>();
  const draftFor = (key: string, name: string): Draft => {
    let d = drafts.get(key);
    if (!d) {
      d = { key, name, variants: new Map(), params: new Map(), axes: new Map() };
      drafts.set(key, d);
    }
    return d;
  };
  const addAxisValue = (d: Draft, v: VariantValue): void => {
    const axis = d.axes.get(v.property);
    if (!axis)
      d.axes.set(v.property, { property: v.property, values: [v.value], defaultValue: v.value });
    else if (!axis.values.includes(v.value)) axis.values.push(v.value);
  };

  for (const def of definitions) {
    const planKey = def.setKey ?? def.key;
    componentKeyById.set(def.id, planKey);
    const d = draftFor(planKey, def.setName ?? def.name);
    for (const p of def.properties) {
      if (p.type === 'variant') {
        d.axes.set(p.name, {
          property: p.name,
          values: [...p.variantOptions],
          defaultValue: String(p.defaultValue),
        });
      } else if (!d.params.has(p.name))
        d.params.set(p.name, { figmaName: p.name, type: p.type, defaultValue: p.defaultValue });
    }
    for (const v of def.variant) addAxisValue(d, v);
    if (!d.variants.has(def.key)) d.variants.set(def.key, { variant: def.variant, root: def.root });
  }

  const definitionById = new Map(definitions.map((d) => [d.id, d]));
  const convert = (root: IrNode): IrNode =>
    mapTree(root, (node) => {
      // A component drawn inside a screen (kept on the canvas next to its uses) is a call too.
      const nested =
        node.kind === 'container' && node.figmaType === 'COMPONENT' && node.id !== root.id
          ? definitionById.get(node.id)
          : undefined;
      if (nested) {
        return {
          id: node.id,
          name: node.name,
          style: node.style,
          refs: node.refs,
          hidden: node.hidden,
          kind: 'call',
          componentKey: nested.setKey ?? nested.key,
          arguments: [],
          variant: nested.variant,
        };
      }
      if (node.kind !== 'instance') return node;
      const planKey = node.componentSetKey ?? node.componentKey;
      componentKeyById.set(node.componentId, planKey);
      const d = draftFor(planKey, node.componentSetName ?? node.componentName);
      for (const v of node.variant) addAxisValue(d, v);
      for (const p of node.properties) {
        if (p.type === 'variant') addAxisValue(d, { property: p.name, value: String(p.value) });
        else if (!d.params.has(p.name))
          d.params.set(p.name, { figmaName: p.name, type: p.type, defaultValue: p.value });
      }
      const body = d.variants.get(node.componentKey);
      if (!body) {
        d.variants.set(node.componentKey, {
          variant: node.variant,
          root: instanceAsContainer(node),
        });
        return toCall(node, planKey);
      }
      const diff = diffInstance(node, body.root);
      // What no parameter can carry: this instance is drawn inline, exactly as designed.
      if (diff.inline) return node;
      const call = toCall(node, planKey);
      // Per body layer, the parameters its text, visibility or fill colour is bound to.
      const bind = new Map<string, Pick<PropertyRefs, 'text' | 'visible' | 'fill'>>();
      const bindTo = (id: string, refs: Pick<PropertyRefs, 'text' | 'visible' | 'fill'>) =>
        bind.set(id, { ...bind.get(id), ...refs });
      for (const t of diff.texts) {
        const figmaName = `${t.layer.name}#override-text:${t.key}`;
        if (!d.params.has(figmaName))
          d.params.set(figmaName, {
            figmaName,
            type: 'text',
            defaultValue: t.layer.runs.map((r) => r.text).join(''),
          });
        bindTo(t.layer.id, { text: figmaName });
        call.arguments.push({ name: figmaName, type: 'text', value: t.value });
      }
      for (const h of diff.hidden) {
        const figmaName = `Show ${h.layer.name}#override-visible:${h.key}`;
        if (!d.params.has(figmaName))
          d.params.set(figmaName, { figmaName, type: 'boolean', defaultValue: true });
        bindTo(h.layer.id, { visible: figmaName });
        call.arguments.push({ name: figmaName, type: 'boolean', value: false });
      }
      for (const c of diff.colors) {
        const root = c.layer === body.root;
        // The root's colour is what the copies are drawn on; an inner layer's is named after it.
        const figmaName = `${root ? 'Background' : c.layer.name} color#override-color:${c.key}`;
        const color = paintable(c.layer, root);
        if (!color) continue;
        if (!d.params.has(figmaName))
          d.params.set(figmaName, {
            figmaName,
            type: 'color',
            defaultValue: colorKey(color),
            color,
          });
        bindTo(c.layer.id, { fill: figmaName });
        call.arguments.push({
          name: figmaName,
          type: 'color',
          value: colorKey(c.color),
          color: c.color,
        });
      }
      // Layers this instance draws past their parent's edge keep their size in the body too.
      const spills = new Map<string, { width: boolean; height: boolean }>();
      for (const sp of diff.spills) {
        const was = sp.layer.style.spills;
        if (was && (was.width || !sp.width) && (was.height || !sp.height)) continue;
        spills.set(sp.layer.id, {
          width: sp.width || Boolean(was?.width),
          height: sp.height || Boolean(was?.height),
        });
      }
      if (bind.size > 0 || spills.size > 0) {
        const rootId = body.root.id;
        const bound = mapTree(body.root, (n) => {
          const spill = spills.get(n.id);
          const spilled = spill ? ({ ...n, style: { ...n.style, spills: spill } } as IrNode) : n;
          // The root's text and visibility are the caller's; its fill colour is drawn inside.
          const b = n.id === rootId ? { fill: bind.get(n.id)?.fill } : bind.get(n.id);
          if (!b?.text && !b?.visible && !b?.fill) return spilled;
          // Bound already by an earlier copy (every copy of a list binds the same layers): kept,
          // so the body stays the one object diffInstance has read.
          if (boundAlready(n.refs, b)) return spilled;
          return { ...spilled, refs: { ...n.refs, ...b } } as IrNode;
        });
        if (bound !== body.root)
          d.variants.set(node.componentKey, { variant: body.variant, root: bound });
      }
      return call;
    });

  const converted = screens.map((s) => convert(s) as ContainerNode);
  // Bodies may hold instances too; convert until no new drafts appear.
  const done = new Set<string>();
  let pending = [...drafts.values()];
  while (pending.length > 0) {
    for (const d of pending) {
      done.add(d.key);
      for (const [k, v] of d.variants)
        d.variants.set(k, { variant: v.variant, root: convert(v.root) });
    }
    pending = [...drafts.values()].filter((d) => !done.has(d.key));
  }
  const used = focus
    ? reachable(converted, drafts, definitions, focus, componentKeyById)
    : undefined;
  const components: ComponentPlan[] = [...drafts.values()]
    .filter((d) => !used || used.has(d.key))
    .map((d) => {
      // A parameter no layer reads would be dead API; an enum of one value says nothing.
      const read = new Set<string>();
      for (const v of d.variants.values())
        for (const n of walk(v.root))
          for (const r of [n.refs.text, n.refs.visible, n.refs.swap, n.refs.fill])
            if (r) read.add(r);
      return {
        key: d.key,
        name: d.name,
        params: [...d.params.values()].filter((p) => read.has(p.figmaName)),
        axes: [...d.axes.values()].filter((a) => a.values.length > 1),
        variants: [...d.variants.values()],
      };
    });
  return { screens: converted, components, componentKeyById };
}
