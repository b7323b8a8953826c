import type { WarningList } from '../../warnings.ts';
import type { ComponentPlan, GenerationPlan } from '../../passes/plan.ts';
import type { IrNode } from '../../parse/ir.ts';
import { FileContext, pkg, type ComponentNames, type EmitScope } from './context.ts';
import { colorExpr } from './colour.ts';
import { CodeWriter, call, kotlinString, type Arg } from './kotlin.ts';
import {
  NameScope,
  camelCase,
  escapeKeyword,
  pascalCase,
  reservedNames,
  windowsDeviceNames,
} from './names.ts';
import { renderNode } from './render.ts';
import { ARC_SHAPE, arcShapeHelper } from './shape.ts';
import { defaultCall } from './component-call.ts';
import {
  LABEL_ON_OUTLINE,
  labelOnOutlineHelper,
  LINE_BOXES,
  lineBoxesHelper,
} from './modifiers.ts';
import {
  planThemeNames,
  renderTheme,
  themeCall,
  themeHasDark,
  type ThemeRequest,
} from './theme.ts';
import { fontCertificates, planFonts, renderFonts, reportBundledFonts } from './fonts.ts';
import { assembleFile } from './file.ts';
import { walk } from '../../parse/walk.ts';
import { hoistState, type HoistedParam } from './state.ts';
import type { DrawableNames } from './drawables.ts';
import { FunctionTags, drawnVariant, type TagSources } from './instrument.ts';
import type { TagMap, TaggedFunction } from '../tags.ts';
import type { FlowGraph } from '../target.ts';
import { NAVIGATION_DEPENDENCIES, renderNavigation, type EmittedScreen } from './navigation.ts';
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
const bodyNames = [
  'modifier',
  'size',
  'width',
  'height',
  'layoutDirection',
  'brush',
  'center',
  'density',
  'fontScale',
  'alpha',
  'it',
];

/** A component's declarations (function, enums, property parameters); its hoisted state comes later (`componentState`), once the components it calls have theirs. */
function componentNames(
  plan: ComponentPlan,
  top: NameScope,
): { names: ComponentNames; local: NameScope } {
  const functionName = top.claim(pascalCase(plan.name, 'Component'), 'Component');
  const local = new NameScope(bodyNames);
  const axes = new Map<string, { enumName: string; param: string; values: Map<string, string> }>();
  for (const axis of plan.axes) {
    const enumName = top.claim(functionName + pascalCase(axis.property, 'Variant'));
    const param = escapeKeyword(local.claim(camelCase(axis.property, 'variant'), 'Variant'));
    const entries = new NameScope();
    const values = new Map(
      axis.values.map((v) => [v, entries.claim(pascalCase(v, 'Value'))] as const),
    );
    axes.set(axis.property, { enumName, param, values });
  }
  const params = new Map<string, string>();
  for (const p of plan.params) {
    params.set(
      p.figmaName,
      escapeKeyword(
        local.claim(
          camelCase(propertyLabel(p.figmaName), p.type === 'swap' ? 'slot' : 'value'),
          'Value',
        ),
      ),
    );
  }
  return {
    names: { functionName, params, axes, state: new Map(), stateParams: [], passed: new Map() },
    local,
  };
}

/** Values (required) first, then the modifier and the optional parameters, callbacks last: Compose's order. */
function signature(
  required: HoistedParam[],
  optional: string[],
  callbacks: HoistedParam[],
): string[] {
  return [
    ...required.map((p) => p.declaration),
    'modifier: Modifier = Modifier',
    ...optional,
    ...callbacks.map((p) => p.declaration),
  ];
}

/** The preview's call: the design's sample for every value the function takes. */
function previewCall(name: string, params: HoistedParam[], indent: number): string {
  const args: Arg[] = params
    .filter((p) => p.sample !== undefined)
    .map((p) => ({ name: p.name, value: p.sample as string }));
  return args.length === 0 ? `${name}()` : call(name, args, indent);
}

/**
 * What a preview asks of the theme: the modes the designer set on the frame
 * (a frame shown in Dark, in brand B), or dark when the design only uses
 * dark-scheme colour roles (`M3/sys/dark/…`).
 */
function themeRequest(plan: GenerationPlan, root: IrNode): ThemeRequest {
  const families = new Map<string, string>();
  let dark = false;
  const explicit = root.kind === 'container' ? root.explicitModes : undefined;
  for (const [collectionId, modeId] of Object.entries(explicit ?? {})) {
    const mode = plan.tokens.switches
      .find((s) => s.id === collectionId)
      ?.modes.find((m) => m.id === modeId);
    if (!mode) continue;
    families.set(collectionId, mode.family);
    dark ||= mode.dark;
  }
  const { darkNamed, lightNamed } = plan.tokens;
  if (!explicit && darkNamed.size > 0) {
    let darkUses = 0;
    let lightUses = 0;
    for (const n of walk(root)) {
      const fills = [
        ...n.style.fills,
        ...(n.kind === 'text' ? n.runs.flatMap((r) => r.style.fills) : []),
      ];
      for (const f of fills) {
        if (f.kind !== 'solid') continue;
        const key = f.variable ?? f.styleName;
        if (key && darkNamed.has(key)) darkUses++;
        if (key && lightNamed.has(key)) lightUses++;
      }
    }
    dark = darkUses > 0 && lightUses === 0;
  }
  return { dark, families };
}

/** Stands for a preview's theme call until the theme knows which parameters it has (it is written last). */
const themeMarker = (i: number): string => `\uE000THEME:${i}\uE001`;
/** Stands for a screen's preview in the other colour mode, kept when the theme has light and dark modes. */
const otherModeMarker = (i: number): string => `\uE000OTHER:${i}\uE001`;

function previewSize(node: IrNode): string {
  const { width, height } = node.style.box;
  return width > 0 && height > 0
    ? `, widthDp = ${Math.ceil(width)}, heightDp = ${Math.ceil(height)}`
    : '';
}

/** Stage 3: the plan to Kotlin files, one per screen and per component, plus the theme. */
export function emitCompose(
  plan: GenerationPlan,
  drawables: DrawableNames,
  warnings: WarningList,
  options: EmitOptions,
): { files: EmittedFile[]; tags?: TagMap | undefined; flow?: FlowGraph | undefined } {
  // Top-level names are file names too: unique whatever the case, and never a Windows device name.
  const top = new NameScope([...reservedNames, ...windowsDeviceNames], { ignoreCase: true });
  const theme = planThemeNames(plan, top);
  const themeName = theme.theme;
  const requests: ThemeRequest[] = [];
  const previewTheme = (root: IrNode, request: ThemeRequest = themeRequest(plan, root)): string => {
    requests.push(request);
    return themeMarker(requests.length - 1);
  };
  const otherModes: string[] = [];
  // Fonts.kt: the Google fonts the design downloads, named next to the theme.
  const fonts = planFonts(plan, top);
  const fontFileName = [...fonts.values()].some((f) => f.source === 'google')
    ? top.claim(`${pascalCase(plan.name, 'App')}Fonts`)
    : undefined;
  reportBundledFonts(fonts, warnings);
  const components = new Map<string, ComponentNames>();
  const locals = new Map<string, NameScope>();
  for (const c of plan.components) {
    const { names, local } = componentNames(c, top);
    components.set(c.key, names);
    locals.set(c.key, local);
  }
  // Hoisted state, callees first: a component passes on the state of the components it calls.
  const hoisting = new Set<string>();
  const stateOf = (key: string): ComponentNames | undefined => {
    const names = components.get(key);
    const c = plan.components.find((p) => p.key === key);
    if (!names || !c || hoisting.has(key)) return undefined;
    if (locals.has(key)) {
      hoisting.add(key);
      const hoisted = hoistState(
        c.variants.map((v) => v.root),
        locals.get(key) as NameScope,
        c.variants.length > 1,
        stateOf,
      );
      Object.assign(names, {
        state: hoisted.state,
        stateParams: hoisted.params,
        passed: hoisted.passed,
        pairs: hoisted.pairs,
      });
      locals.delete(key);
      hoisting.delete(key);
    }
    return names;
  };
  for (const c of plan.components) stateOf(c.key);
  const screenNames = plan.screens.map((s) => top.claim(pascalCase(s.name, 'Screen'), 'Screen'));
  // A flow: a route per screen and dialog (sheets are state of the screen that shows them), and the graph's function.
  const flow = plan.flow;
  const routes = new Map<string, string>();
  const navHost = flow ? top.claim(`${pascalCase(plan.name, 'App')}NavHost`) : undefined;
  if (flow) {
    plan.screens.forEach((s, i) => {
      if (flow.screens.find((f) => f.id === s.id)?.presentation !== 'bottom-sheet')
        routes.set(s.id, top.claim(`${screenNames[i] as string}Route`));
    });
  }
  const emittedScreens = new Map<string, EmittedScreen>();

  const dir = `java/${options.packageName.replace(/\./g, '/')}`;
  const newFile = (): FileContext =>
    new FileContext(plan, warnings, components, theme, drawables, fonts);
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
    if (options.instrument)
      file.tags = new FunctionTags(
        { name, path, kind: 'screen', nodeId: screen.id, nodeName: screen.name },
        sources,
        false,
      );
    const w = new CodeWriter();
    const links = new Set(
      (flow?.links ?? [])
        .filter((l) => l.screen === screen.id)
        .map((l) => (l.slot ? `${l.unit}#${l.slot}` : l.unit)),
    );
    const hoisted = hoistState([screen], new NameScope(bodyNames), false, stateOf, links);
    for (const id of links) {
      const onClick = hoisted.state.get(id)?.onClick;
      if (onClick && !id.includes('#')) file.clicks.set(id, onClick);
    }
    emittedScreens.set(screen.id, { screen, functionName: name, path, hoisted });
    const sections = new Sections(
      planSections(screen),
      (_, index) => top.claim(`${name}Part${index}`),
      hoisted.params,
    );
    const scope: EmitScope = { file, state: hoisted.state, passed: hoisted.passed, sections };
    const values = hoisted.params.filter((p) => p.sample !== undefined);
    const declared = signature(
      values,
      [],
      hoisted.params.filter((p) => p.sample === undefined),
    );
    const params =
      declared.length === 1 ? declared[0] : `\n${declared.map((p) => `    ${p},`).join('\n')}\n`;
    w.line('@Composable');
    w.block(`fun ${name}(${params})`, () =>
      renderNode(w, scope, screen, { kind: 'root', base: 'modifier' }),
    );
    for (const section of sections.writers) {
      w.line();
      w.append(section);
    }
    w.line();
    w.line(`@Preview(showBackground = true${previewSize(screen)})`);
    w.line('@Composable');
    const request = themeRequest(plan, screen);
    w.block(`private fun ${name}Preview()`, () =>
      w.block(previewTheme(screen, request), () =>
        w.line(previewCall(name, hoisted.params, w.indent.length)),
      ),
    );
    // The screen in the other colour mode too, when the theme has light and dark modes.
    const other = new CodeWriter();
    const otherMode = request.dark ? 'Light' : 'Dark';
    other.line(`@Preview(name = "${otherMode}", showBackground = true${previewSize(screen)})`);
    other.line('@Composable');
    other.block(`private fun ${name}${otherMode}Preview()`, () =>
      other.block(previewTheme(screen, { ...request, dark: !request.dark }), () =>
        other.line(previewCall(name, hoisted.params, other.indent.length)),
      ),
    );
    otherModes.push(other.toString());
    w.line(otherModeMarker(otherModes.length - 1));
    files.push({
      path,
      contents: assembleFile(file, options.packageName, options.resourcePackage, w.toString()),
    });
    if (file.tags) tagged.push(file.tags.toJSON());
  });

  for (const c of plan.components) {
    const file = newFile();
    const names = components.get(c.key) as ComponentNames;
    file.params = names.params;
    const path = `${dir}/${names.functionName}.kt`;
    const shown = drawnVariant(c, undefined);
    if (options.instrument && shown)
      file.tags = new FunctionTags(
        {
          name: names.functionName,
          path,
          kind: 'component',
          nodeId: shown.root.id,
          nodeName: shown.root.name,
        },
        sources,
        true,
      );
    const variantBody = (root: IrNode): void => {
      file.tags?.enterVariant(root);
      renderNode(w, scope, root, { kind: 'box' as const, base: 'modifier' });
    };
    const w = new CodeWriter();
    const scope: EmitScope = { file, component: names, state: names.state, passed: names.passed };
    for (const axis of c.axes) {
      const a = names.axes.get(axis.property);
      if (!a) continue;
      w.line(`enum class ${a.enumName} { ${[...a.values.values()].join(', ')} }`);
      w.line();
    }
    const params: string[] = [];
    // A text property is the caller's to give (a label, a title): the design's text is only the preview's.
    const texts: HoistedParam[] = [];
    for (const axis of c.axes) {
      const a = names.axes.get(axis.property);
      if (a)
        params.push(`${a.param}: ${a.enumName} = ${a.enumName}.${a.values.get(axis.defaultValue)}`);
    }
    for (const p of c.params) {
      const ident = names.params.get(p.figmaName) as string;
      if (p.type === 'text')
        texts.push({
          name: ident,
          declaration: `${ident}: String`,
          sample: kotlinString(String(p.defaultValue)),
        });
      else if (p.type === 'boolean') params.push(`${ident}: Boolean = ${p.defaultValue === true}`);
      else if (p.type === 'color' && p.color) {
        file.use(`${pkg.graphics}.Color`);
        params.push(`${ident}: Color = ${colorExpr(file, p.color)}`);
      } else {
        const key = plan.componentKeyById.get(String(p.defaultValue));
        const shown = key ? defaultCall(file, key) : undefined;
        params.push(`${ident}: @Composable () -> Unit = ${shown ? `{ ${shown} }` : '{}'}`);
      }
    }
    const declared = signature(
      [...texts, ...names.stateParams.filter((p) => p.sample !== undefined)],
      params,
      names.stateParams.filter((p) => p.sample === undefined),
    );
    w.line('@Composable');
    w.block(`fun ${names.functionName}(\n${declared.map((p) => `    ${p},`).join('\n')}\n)`, () => {
      const [first, ...rest] = c.variants;
      if (!first) return;
      if (rest.length === 0) {
        variantBody(first.root);
        return;
      }
      const isDefault = (v: (typeof c.variants)[number]): boolean =>
        c.axes.every(
          (a) => v.variant.find((x) => x.property === a.property)?.value === a.defaultValue,
        );
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
    w.block(`private fun ${names.functionName}Preview()`, () =>
      w.block(previewTheme(first(c)), () =>
        w.line(previewCall(names.functionName, [...texts, ...names.stateParams], w.indent.length)),
      ),
    );
    files.push({
      path,
      contents: assembleFile(file, options.packageName, options.resourcePackage, w.toString()),
    });
    if (file.tags) tagged.push(file.tags.toJSON(shown?.root));
  }

  let graph: FlowGraph | undefined;
  if (flow && navHost) {
    const navFile = newFile();
    const path = `${dir}/${navHost}.kt`;
    const rendered = renderNavigation(navFile, flow, emittedScreens, { navHost, routes }, warnings);
    files.push({
      path,
      contents: assembleFile(navFile, options.packageName, options.resourcePackage, rendered.body),
    });
    graph = { navHost: { function: navHost, file: path }, ...rendered.graph };
    const start = plan.screens.find((s) => s.id === flow.start);
    if (start)
      warnings.add(
        start,
        'dependency',
        `The flow's navigation graph (${navHost}.kt) needs ${NAVIGATION_DEPENDENCIES} in the app's build.`,
      );
  }

  // The theme last: it declares the tokens the files above reference, and the previews call it with the parameters it has.
  const themeFile = newFile();
  // What the files read from the theme object, found in their text: a token whose expression was made but not written is no use.
  const read = new Set<string>();
  // A name that is a Kotlin keyword is written in backticks (`AppTheme.spacing.\`in\``).
  const reference = new RegExp(`\\b${theme.theme}\\.(\\w+)\\.(\\w+|\`\\w+\`)`, 'g');
  for (const f of files)
    for (const m of f.contents.matchAll(reference)) read.add(`${m[1] as string}.${m[2] as string}`);
  for (const token of [...theme.used]) {
    if (!read.has(`${theme.classes[token.kind].property}.${theme.tokens.get(token) as string}`))
      theme.used.delete(token);
  }
  const uses = (name: string): boolean => files.some((f) => f.contents.includes(`.${name}(`));
  const helpers = [
    uses(LINE_BOXES) ? lineBoxesHelper(themeFile) : '',
    uses(LABEL_ON_OUTLINE) ? labelOnOutlineHelper(themeFile) : '',
    files.some((f) => f.contents.includes(`${ARC_SHAPE}(`)) ? arcShapeHelper(themeFile) : '',
  ]
    .filter(Boolean)
    .map((h) => `\n${h}\n`)
    .join('');
  const themeBody = renderTheme(themeFile, top) + helpers;
  const hasDark = themeHasDark(plan, theme);
  for (const f of files) {
    f.contents = f.contents
      .replace(/\uE000OTHER:(\d+)\uE001\n/g, (_m, i: string) =>
        hasDark ? `\n${otherModes[Number(i)] as string}` : '',
      )
      .replace(/\uE000THEME:(\d+)\uE001/g, (_m, i: string) =>
        themeCall(plan, theme, requests[Number(i)] as ThemeRequest),
      )
      .replace(/\n{3,}/g, '\n\n');
  }
  files.push({
    path: `${dir}/${themeName}.kt`,
    contents: assembleFile(themeFile, options.packageName, options.resourcePackage, themeBody),
  });
  if (fontFileName) {
    const fontFile = newFile();
    files.push({
      path: `${dir}/${fontFileName}.kt`,
      contents: assembleFile(
        fontFile,
        options.packageName,
        options.resourcePackage,
        renderFonts(fontFile, fonts, fontFileName, warnings),
      ),
    });
    files.push({ path: 'res/values/font_certs.xml', contents: fontCertificates });
  }
  return {
    files,
    tags: options.instrument ? { format: 'compose-test-tag', functions: tagged } : undefined,
    ...(graph ? { flow: graph } : {}),
  };
}

function first(c: ComponentPlan): IrNode {
  return (c.variants[0] as { root: IrNode }).root;
}
