import type { ContainerNode } from '../../parse/ir.ts';
import type { FlowLink, FlowPlan, FlowScreen, FlowStep } from '../../passes/flow.ts';
import type { WarningList } from '../../warnings.ts';
import type { FlowGraph } from '../target.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { CodeWriter, call, dp, kotlinString, type Arg } from './kotlin.ts';
import { NameScope, camelCase, escapeKeyword } from './names.ts';
import type { HoistedState } from './state.ts';

/** A screen of the flow as the emitter wrote it: its function and the parameters it hoisted. */
export interface EmittedScreen {
  screen: ContainerNode;
  functionName: string;
  path: string;
  hoisted: HoistedState;
}

const nav = 'androidx.navigation';

/** The Gradle dependencies the graph needs, named in the warning and the zip's README. */
export const NAVIGATION_DEPENDENCIES =
  'androidx.navigation:navigation-compose (2.8 or later, for typed routes), org.jetbrains.kotlinx:kotlinx-serialization-core and the Kotlin serialization plugin (org.jetbrains.kotlin.plugin.serialization)';

/** Names a dialog destination or a sheet is known by inside one entry of the graph. */
interface Entry {
  /** The screen or dialog this entry draws. */
  host: FlowScreen;
  /** Sheets drawn in this entry (opened from it or from a sheet it draws), each with its `show…` variable. */
  sheets: Map<string, string>;
  /** Local names in the entry's lambda. */
  locals: NameScope;
}

/**
 * The flow as one Navigation Compose graph: a typed route per screen
 * (`@Serializable data object SignInRoute`), a `NavHost` whose start is the
 * flow's start, each screen a `composable<Route>` destination and each
 * dialog overlay a `dialog<Route>` destination, bottom-sheet overlays a
 * `ModalBottomSheet` in the entry that opens them. Every entry keeps the
 * state its screen hoisted (what a field shows, whether a box is checked)
 * and wires the screen's callbacks: the prototype's links to `navController`
 * calls, value callbacks to that state. Everything navigation does is here,
 * in one place; the screens stay free of it.
 */
export function renderNavigation(
  file: FileContext,
  flow: FlowPlan,
  screens: Map<string, EmittedScreen>,
  names: { navHost: string; routes: Map<string, string> },
  warnings: WarningList,
): { body: string; graph: Omit<FlowGraph, 'navHost'> } {
  const byId = new Map(flow.screens.map((s) => [s.id, s]));
  const linksOf = new Map<string, FlowLink[]>();
  for (const l of flow.links) linksOf.set(l.screen, [...(linksOf.get(l.screen) ?? []), l]);
  const w = new CodeWriter();
  file.use(
    `kotlinx.serialization.Serializable`,
    `${nav}.NavHostController`,
    `${nav}.compose.NavHost`,
    `${nav}.compose.rememberNavController`,
  );
  const usesUrl = flow.links.some((l) => l.steps.some((s) => s.kind === 'open-url'));

  // Routes: one per screen and dialog (sheets are state of the entry that shows them).
  for (const s of flow.screens) {
    const route = names.routes.get(s.id);
    if (!route) continue;
    w.line('@Serializable');
    w.line(`data object ${route}`);
    w.line();
  }

  const sheetsFrom = (id: string): string[] => {
    const out: string[] = [];
    for (const l of linksOf.get(id) ?? []) {
      for (const step of l.steps) {
        if (
          (step.kind === 'open-overlay' || step.kind === 'swap-overlay') &&
          byId.get(step.to)?.presentation === 'bottom-sheet' &&
          !out.includes(step.to)
        )
          out.push(step.to);
      }
    }
    return out;
  };

  const start = names.routes.get(flow.start);
  w.line(
    `/** The flow's screens and the prototype's links between them; it starts at ${flow.screens.find((s) => s.id === flow.start)?.name.replace(/\*\//g, '* /') ?? 'the first screen'}. */`,
  );
  w.line('@Composable');
  w.block(
    `fun ${names.navHost}(\n    modifier: Modifier = Modifier,\n    navController: NavHostController = rememberNavController(),\n)`,
    () => {
      if (usesUrl) {
        file.use(`${pkg.ui}.platform.LocalUriHandler`);
        w.line('val uriHandler = LocalUriHandler.current');
      }
      w.block(
        call(
          'NavHost',
          [
            { name: 'navController', value: 'navController' },
            { name: 'startDestination', value: start ?? 'Unit' },
            { name: 'modifier', value: 'modifier' },
          ],
          w.indent.length,
        ),
        () => {
          flow.screens.forEach((host, i) => {
            if (host.presentation === 'bottom-sheet') return;
            const route = names.routes.get(host.id) as string;
            const emitted = screens.get(host.id);
            if (!emitted) return;
            if (i > 0) w.line();
            const entry: Entry = {
              host,
              sheets: new Map(),
              locals: new NameScope(['navController', 'modifier', 'uriHandler', 'it']),
            };
            // Every sheet this entry can show: opened from it, or from a sheet it shows.
            const queue = sheetsFrom(host.id);
            for (let q = 0; q < queue.length; q++) {
              const id = queue[q] as string;
              for (const more of sheetsFrom(id)) if (!queue.includes(more)) queue.push(more);
            }
            let open: string;
            if (host.presentation === 'dialog') {
              file.use(`${nav}.compose.dialog`);
              const props: Arg[] = [];
              if (!host.dismissOnClickOutside)
                props.push({ name: 'dismissOnClickOutside', value: 'false' });
              // The overlay keeps its designed width, not the platform's dialog width.
              props.push({ name: 'usePlatformDefaultWidth', value: 'false' });
              file.use(`${pkg.ui}.window.DialogProperties`);
              open = call(
                `dialog<${route}>`,
                [{ name: 'dialogProperties', value: call('DialogProperties', props) }],
                w.indent.length,
              );
            } else {
              file.use(`${nav}.compose.composable`);
              open = `composable<${route}>`;
            }
            w.block(open, () => {
              for (const id of queue) {
                const sheet = byId.get(id);
                if (!sheet) continue;
                const shown = screens.get(id)?.functionName ?? sheet.name;
                const variable = entry.locals.claim(
                  camelCase(
                    /sheet$/i.test(shown) ? `show ${shown}` : `show ${shown} sheet`,
                    'showSheet',
                  ),
                );
                entry.sheets.set(id, variable);
                file.use(
                  `${pkg.runtime}.getValue`,
                  `${pkg.runtime}.setValue`,
                  `${pkg.runtime}.mutableStateOf`,
                  `${pkg.runtime}.saveable.rememberSaveable`,
                );
                w.line(`var ${variable} by rememberSaveable { mutableStateOf(false) }`);
              }
              const drawScreen = (shown: FlowScreen, modifier?: string): void => {
                const e = screens.get(shown.id);
                if (!e) return;
                const args = screenArgs(
                  file,
                  w,
                  entry,
                  shown,
                  e,
                  linksOf.get(shown.id) ?? [],
                  names.routes,
                  byId,
                  warnings,
                );
                if (modifier) args.unshift({ name: 'modifier', value: modifier });
                w.line(
                  args.length === 0
                    ? `${e.functionName}()`
                    : call(e.functionName, args, w.indent.length),
                );
              };
              const width = emitted.screen.style.box.width;
              if (host.presentation === 'dialog' && width > 0) {
                file.use(`${pkg.layout}.width`, `${pkg.unit}.dp`);
                drawScreen(host, `Modifier.width(${dp(width)})`);
              } else drawScreen(host);
              for (const id of queue) {
                const sheet = byId.get(id);
                const variable = entry.sheets.get(id);
                if (!sheet || !variable) continue;
                file.use(
                  `${pkg.m3}.ModalBottomSheet`,
                  `${pkg.graphics}.Color`,
                  `${pkg.graphics}.RectangleShape`,
                );
                file.optIn('material3');
                // The sheet's frame draws its own background, corners and handle.
                const args: Arg[] = [
                  { name: 'onDismissRequest', value: `{ ${variable} = false }` },
                  { name: 'shape', value: 'RectangleShape' },
                  { name: 'containerColor', value: 'Color.Transparent' },
                  { name: 'dragHandle', value: 'null' },
                ];
                w.block(`if (${variable})`, () =>
                  w.block(call('ModalBottomSheet', args, w.indent.length), () => drawScreen(sheet)),
                );
              }
            });
          });
        },
      );
    },
  );

  const graph: Omit<FlowGraph, 'navHost'> = {
    start: flow.start,
    screens: flow.screens.map((s) => ({
      nodeId: s.id,
      name: s.name,
      presentation: s.presentation,
      function: screens.get(s.id)?.functionName ?? '',
      file: screens.get(s.id)?.path ?? '',
      ...(names.routes.has(s.id) ? { route: names.routes.get(s.id) } : {}),
    })),
    links: flow.links.flatMap((l) =>
      l.steps.map((step) => ({
        from: l.screen,
        layer: l.layer,
        action: step.kind,
        ...('to' in step ? { to: step.to } : {}),
        ...(step.kind === 'open-url' ? { url: step.url } : {}),
        ...(callbackOf(screens.get(l.screen), l)
          ? { callback: callbackOf(screens.get(l.screen), l) }
          : {}),
      })),
    ),
    outside: flow.outside.map((o) => ({
      from: o.screen,
      layer: o.layer,
      destinationId: o.destinationId,
      ...(o.destinationName ? { destinationName: o.destinationName } : {}),
    })),
  };
  return { body: w.toString(), graph };
}

/** The screen function's callback a link's tap raises. */
function callbackOf(screen: EmittedScreen | undefined, link: FlowLink): string | undefined {
  const key = link.slot ? `${link.unit}#${link.slot}` : link.unit;
  return screen?.hoisted.state.get(key)?.onClick;
}

/** The initial state an entry keeps for a value the screen shows: empty text, else the design's value. */
function initialValue(declaration: string, sample: string): string {
  const type = declaration.slice(declaration.indexOf(':') + 1).trim();
  return type === 'String' ? '""' : sample;
}

/**
 * The arguments of one screen's call in its entry: state it keeps (declared
 * here as `var … by rememberSaveable`), value callbacks that update it, and
 * every link's callback as the navigation its steps say.
 */
function screenArgs(
  file: FileContext,
  w: CodeWriter,
  entry: Entry,
  shown: FlowScreen,
  emitted: EmittedScreen,
  links: FlowLink[],
  routes: Map<string, string>,
  byId: Map<string, FlowScreen>,
  warnings: WarningList,
): Arg[] {
  const { hoisted } = emitted;
  const args: Arg[] = [];
  const callbacks = new Map<string, string>();
  for (const [value, callback] of hoisted.pairs) callbacks.set(callback, value);
  const kept = new Map<string, string>();
  for (const p of hoisted.params) {
    if (p.sample === undefined) continue;
    if ([...hoisted.pairs.keys()].includes(p.name)) {
      const local = escapeKeyword(entry.locals.claim(p.name.replace(/`/g, '')));
      kept.set(p.name, local);
      file.use(
        `${pkg.runtime}.getValue`,
        `${pkg.runtime}.setValue`,
        `${pkg.runtime}.mutableStateOf`,
        `${pkg.runtime}.saveable.rememberSaveable`,
      );
      w.line(
        `var ${local} by rememberSaveable { mutableStateOf(${initialValue(p.declaration, p.sample)}) }`,
      );
      args.push({ name: p.name, value: local });
    } else args.push({ name: p.name, value: p.sample });
  }
  for (const [callback, value] of callbacks) {
    const local = kept.get(value);
    if (local) args.push({ name: callback, value: `{ ${local} = it }` });
  }
  for (const link of links) {
    const callback = callbackOf(emitted, link);
    if (!callback) {
      warnings.add(
        link.layer,
        'prototype-link',
        'This link has no callback in the generated screen to wire it to: it is not wired.',
      );
      continue;
    }
    if (args.some((a) => a.name === callback)) continue;
    const statements = link.steps.flatMap((step) =>
      stepCode(file, entry, shown, step, routes, byId),
    );
    if (statements.length === 0) continue;
    args.push({
      name: callback,
      value:
        statements.length === 1 && !statements[0]?.includes('\n')
          ? `{ ${statements[0]} }`
          : `{\n${statements.map((s) => `    ${s.replace(/\n/g, '\n    ')}`).join('\n')}\n}`,
    });
  }
  return args;
}

/** Kotlin statements for one step of a tap, in the entry that draws `shown`. */
function stepCode(
  file: FileContext,
  entry: Entry,
  shown: FlowScreen,
  step: FlowStep,
  routes: Map<string, string>,
  byId: Map<string, FlowScreen>,
): string[] {
  const route = (id: string): string => routes.get(id) ?? 'Unit';
  const hostRoute = route(entry.host.id);
  // What closes the overlay `shown` (when it is one): a sheet's variable, or the dialog's own back stack entry.
  const closeShown = (): string[] => {
    const sheet = entry.sheets.get(shown.id);
    if (shown.presentation === 'bottom-sheet' && sheet) return [`${sheet} = false`];
    return [];
  };
  switch (step.kind) {
    case 'navigate': {
      const closing = closeShown();
      // From a dialog, the dialog closes as the next screen opens (Figma closes every overlay).
      if (entry.host.presentation === 'dialog')
        return [
          ...closing,
          `navController.navigate(${route(step.to)}) {\n    popUpTo<${hostRoute}> { inclusive = true }\n}`,
        ];
      return [...closing, `navController.navigate(${route(step.to)})`];
    }
    case 'replace':
      return [
        `navController.navigate(${route(step.to)}) {\n    popUpTo<${hostRoute}> { inclusive = true }\n}`,
      ];
    case 'back':
      return ['navController.popBackStack()'];
    case 'open-overlay':
    case 'swap-overlay': {
      const target = byId.get(step.to);
      const closing = step.kind === 'swap-overlay' ? closeShown() : [];
      if (target?.presentation === 'bottom-sheet') {
        const variable = entry.sheets.get(step.to);
        return variable ? [...closing, `${variable} = true`] : closing;
      }
      // A dialog that makes way for another leaves the back stack as it opens it.
      if (step.kind === 'swap-overlay' && shown.presentation === 'dialog')
        return [
          `navController.navigate(${route(step.to)}) {\n    popUpTo<${hostRoute}> { inclusive = true }\n}`,
        ];
      return [...closing, `navController.navigate(${route(step.to)})`];
    }
    case 'close-overlay': {
      const closing = closeShown();
      if (closing.length > 0) return closing;
      return shown.presentation === 'dialog' ? ['navController.popBackStack()'] : [];
    }
    case 'open-url':
      file.use(`${pkg.ui}.platform.LocalUriHandler`);
      return [`uriHandler.openUri(${kotlinString(step.url)})`];
  }
}
