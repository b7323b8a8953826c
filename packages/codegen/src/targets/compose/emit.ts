import type { WarningList } from '../../warnings.ts';
import type { ComponentPlan, GenerationPlan } from '../../passes/plan.ts';
import type { IrNode } from '../../parse/ir.ts';
import { FileContext, type ComponentNames, type EmitScope } from './context.ts';
import { CodeWriter, kotlinString } from './kotlin.ts';
import { NameScope, camelCase, escapeKeyword, pascalCase, reservedNames, windowsDeviceNames } from './names.ts';
import { renderNode } from './render.ts';
import { renderTheme } from './theme.ts';
import { assembleFile } from './file.ts';
import { walk } from '../../parse/walk.ts';
import { hoistState } from './state.ts';
import type { DrawableNames } from './drawables.ts';
import { FunctionTags, drawnVariant, type TagSources } from './instrument.ts';
import type { TagMap, TaggedFunction } from '../tags.ts';
import { Sections, planSections } from './sections.ts';

export interface EmitOptions {
  packageName: string;
  /** Package of the app's generated `R` class. */
  resourcePackage: string;
  /** Tag every layer drawn as its own composable with its Figma node id (`Modifier.testTag`), and return the map of tags. */
  instrument: boolean;
}

export interface EmittedFile {
  path: string;
  contents: string;
}

/** Figma property names carry an id suffix (`Label#12:3`) that is no part of the name. */
const propertyLabel = (name: string): string => name.replace(/#[^#]*$/, '');

/** Names the generated bodies use inside DrawScope and builder lambdas: a parameter must not shadow them. */
const bodyNames = ['modifier', 'size', 'width', 'height', 'layoutDirection', 'brush', 'center', 'density', 'fontScale', 'alpha', 'it'];

function componentNames(plan: ComponentPlan, top: NameScope): ComponentNames {
  const functionName = top.claim(pascalCase(plan.name, 'Component'), 'Component');
  const local = new NameScope(bodyNames);
  const axes = new Map<string, { enumName: string; param: string; values: Map<string, string> }>();
  for (const axis of plan.axes) {
    const enumName = top.claim(functionName + pascalCase(axis.property, 'Variant'));
    const param = escapeKeyword(local.claim(camelCase(axis.property, 'variant'), 'Variant'));
    const entries = new NameScope();
    const values = new Map(axis.values.map((v) => [v, entries.claim(pascalCase(v, 'Value'))] as const));
    axes.set(axis.property, { enumName, param, values });
  }
  const params = new Map<string, string>();
  for (const p of plan.params) {
    params.set(p.figmaName, escapeKeyword(local.claim(camelCase(propertyLabel(p.figmaName), p.type === 'swap' ? 'slot' : 'value'), 'Value')));
  }
  const hoisted = hoistState(
    plan.variants.map((v) => v.root),
    local,
    plan.variants.length > 1,
  );
  return { functionName, params, axes, state: hoisted.state, stateParams: hoisted.params };
}

/** The theme call for a preview: dark when the design only uses dark-scheme colour roles. */
function previewTheme(plan: GenerationPlan, themeName: string, root: IrNode): string {
  const darkNames = new Set(plan.colors.filter((c) => c.role && c.dark).map((c) => c.name));
  if (darkNames.size === 0) return themeName;
  const lightNames = new Set(plan.colors.filter((c) => c.role && !c.dark).map((c) => c.name));
  let dark = 0;
  let light = 0;
  for (const n of walk(root)) {
    const fills = [...n.style.fills, ...(n.kind === 'text' ? n.runs.flatMap((r) => r.style.fills) : [])];
    for (const f of fills) {
      const name = f.kind === 'solid' ? (f.variableName ?? f.styleName) : undefined;
      if (name && darkNames.has(name)) dark++;
      if (name && lightNames.has(name)) light++;
    }
  }
  return dark > 0 && light === 0 ? `${themeName}(darkTheme = true)` : themeName;
}

function previewSize(node: IrNode): string {
  const { width, height } = node.style.box;
  return width > 0 && height > 0 ? `, widthDp = ${Math.ceil(width)}, heightDp = ${Math.ceil(height)}` : '';
}

/** Stage 3: the plan to Kotlin files, one per screen and per component, plus the theme. */
export function emitCompose(plan: GenerationPlan, drawables: DrawableNames, warnings: WarningList, options: EmitOptions): { files: EmittedFile[]; tags?: TagMap | undefined } {
  // Top-level names are file names too: unique whatever the case, and never a Windows device name.
  const top = new NameScope([...reservedNames, ...windowsDeviceNames], { ignoreCase: true });
  const themeName = top.claim(`${pascalCase(plan.name, 'App')}Theme`);
  const colorNames = new Map<string, string>();
  for (const c of plan.colors) if (!c.role) colorNames.set(c.name, top.claim(pascalCase(c.name, 'Color')));
  const textStyleNames = new Map<string, string>();
  for (const t of plan.textStyles) if (!t.role) textStyleNames.set(t.name, top.claim(`${pascalCase(t.name, 'Text')}Style`));
  const components = new Map<string, ComponentNames>();
  for (const c of plan.components) components.set(c.key, componentNames(c, top));
  const screenNames = plan.screens.map((s) => top.claim(pascalCase(s.name, 'Screen'), 'Screen'));

  const dir = `java/${options.packageName.replace(/\./g, '/')}`;
  const newFile = (): FileContext => new FileContext(plan, warnings, components, themeName, colorNames, textStyleNames, drawables);
  const files: EmittedFile[] = [];
  const tagged: TaggedFunction[] = [];
  const sources: TagSources = {
    drawables,
    functionOf: (key) => components.get(key)?.functionName,
    isComponentId: (id) => plan.componentKeyById.has(id),
  };

  plan.screens.forEach((screen, i) => {
    const file = newFile();
    const name = screenNames[i] as string;
    const path = `${dir}/${name}.kt`;
    if (options.instrument) file.tags = new FunctionTags({ name, path, kind: 'screen', nodeId: screen.id, nodeName: screen.name }, sources, false);
    const w = new CodeWriter();
    const hoisted = hoistState([screen], new NameScope(bodyNames));
    const sections = new Sections(planSections(screen), (_, index) => top.claim(`${name}Part${index}`), hoisted.params);
    const scope: EmitScope = { file, state: hoisted.state, sections };
    const signature = hoisted.params.length === 0 ? 'modifier: Modifier = Modifier' : `\n${['modifier: Modifier = Modifier', ...hoisted.params.map((p) => p.declaration)].map((p) => `    ${p},`).join('\n')}\n`;
    w.line('@Composable');
    w.block(`fun ${name}(${signature})`, () => renderNode(w, scope, screen, { kind: 'root', base: 'modifier' }));
    for (const section of sections.writers) {
      w.line();
      for (const line of section.toString().trimEnd().split('\n')) w.line(line);
    }
    w.line();
    w.line(`@Preview(showBackground = true${previewSize(screen)})`);
    w.line('@Composable');
    w.block(`private fun ${name}Preview()`, () => w.block(previewTheme(plan, themeName, screen), () => w.line(`${name}()`)));
    files.push({ path, contents: assembleFile(file, options.packageName, options.resourcePackage, w.toString()) });
    if (file.tags) tagged.push(file.tags.toJSON());
  });

  for (const c of plan.components) {
    const file = newFile();
    const names = components.get(c.key) as ComponentNames;
    const path = `${dir}/${names.functionName}.kt`;
    const shown = drawnVariant(c, undefined);
    if (options.instrument && shown) file.tags = new FunctionTags({ name: names.functionName, path, kind: 'component', nodeId: shown.root.id, nodeName: shown.root.name }, sources, true);
    const variantBody = (root: IrNode): void => {
      file.tags?.enterVariant(root);
      renderNode(w, scope, root, { kind: 'box' as const, base: 'modifier' });
    };
    const w = new CodeWriter();
    const scope: EmitScope = { file, component: names, state: names.state };
    for (const axis of c.axes) {
      const a = names.axes.get(axis.property);
      if (!a) continue;
      w.line(`enum class ${a.enumName} { ${[...a.values.values()].join(', ')} }`);
      w.line();
    }
    const params: string[] = ['modifier: Modifier = Modifier'];
    for (const axis of c.axes) {
      const a = names.axes.get(axis.property);
      if (a) params.push(`${a.param}: ${a.enumName} = ${a.enumName}.${a.values.get(axis.defaultValue)}`);
    }
    for (const p of c.params) {
      const ident = names.params.get(p.figmaName) as string;
      if (p.type === 'text') params.push(`${ident}: String = ${kotlinString(String(p.defaultValue))}`);
      else if (p.type === 'boolean') params.push(`${ident}: Boolean = ${p.defaultValue === true}`);
      else {
        const key = plan.componentKeyById.get(String(p.defaultValue));
        const target = key ? components.get(key) : undefined;
        params.push(`${ident}: @Composable () -> Unit = ${target ? `{ ${target.functionName}() }` : '{}'}`);
      }
    }
    params.push(...names.stateParams.map((p) => p.declaration));
    w.line('@Composable');
    w.block(`fun ${names.functionName}(\n${params.map((p) => `    ${p},`).join('\n')}\n)`, () => {
      const [first, ...rest] = c.variants;
      if (!first) return;
      if (rest.length === 0) {
        variantBody(first.root);
        return;
      }
      const isDefault = (v: (typeof c.variants)[number]): boolean => c.axes.every((a) => v.variant.find((x) => x.property === a.property)?.value === a.defaultValue);
      const fallback = c.variants.find(isDefault) ?? first;
      // Only a property with two or more values has an enum parameter to tell variants apart.
      // A variant that differs from the default by none of them cannot be chosen: it is left out
      // (its values are the default's), rather than written as an empty or always-true branch.
      const branches = c.variants.flatMap((v) => {
        if (v === fallback) return [];
        const conds = c.axes.flatMap((a) => {
          const n = names.axes.get(a.property);
          if (!n) return [];
          const value = v.variant.find((x) => x.property === a.property)?.value ?? a.defaultValue;
          return [`${n.param} == ${n.enumName}.${n.values.get(value)}`];
        });
        return conds.length > 0 ? [{ cond: conds.join(' && '), v }] : [];
      });
      if (branches.length === 0) {
        variantBody(fallback.root);
        return;
      }
      w.block('when', () => {
        for (const { cond, v } of branches) w.block(`${cond} ->`, () => variantBody(v.root));
        w.block('else ->', () => variantBody(fallback.root));
      });
    });
    w.line();
    w.line(`@Preview(showBackground = true${previewSize(first(c))})`);
    w.line('@Composable');
    w.block(`private fun ${names.functionName}Preview()`, () => w.block(previewTheme(plan, themeName, first(c)), () => w.line(`${names.functionName}()`)));
    files.push({ path, contents: assembleFile(file, options.packageName, options.resourcePackage, w.toString()) });
    if (file.tags) tagged.push(file.tags.toJSON(shown?.root));
  }

  const themeFile = newFile();
  files.push({ path: `${dir}/${themeName}.kt`, contents: assembleFile(themeFile, options.packageName, options.resourcePackage, renderTheme(themeFile)) });
  return { files, tags: options.instrument ? { format: 'compose-test-tag', functions: tagged } : undefined };
}

function first(c: ComponentPlan): IrNode {
  return (c.variants[0] as { root: IrNode }).root;
}
