import type {
  ContainerNode,
  IrNode,
  LayerRef,
  MaterialNode,
  PrototypeGraph,
  PrototypeReaction,
} from '../parse/ir.ts';
import { walk } from '../parse/walk.ts';
import type { WarningList } from '../warnings.ts';

/**
 * A flow: several screens and the prototype's links between them, by
 * meaning. Which navigation library draws it is the target's business.
 */

/** How a screen of the flow is shown: in place of the screen before it, or over it as an overlay. */
export type FlowPresentation = 'screen' | 'dialog' | 'bottom-sheet';

export interface FlowScreen {
  /** The frame's node id, which is the screen's id in `GenerationPlan.screens`. */
  id: string;
  name: string;
  presentation: FlowPresentation;
  /** An overlay: a tap outside it closes it. */
  dismissOnClickOutside: boolean;
}

/** One step of what a tap does, in the flow's terms. */
export type FlowStep =
  /** Show another screen; Back returns here. */
  | { kind: 'navigate'; to: string }
  /** Show another screen in this one's place: Back does not return here (Figma's swap on a screen). */
  | { kind: 'replace'; to: string }
  /** The screen before this one (Figma's back). */
  | { kind: 'back' }
  /** Show an overlay over this screen (or overlay). */
  | { kind: 'open-overlay'; to: string }
  /** This overlay makes way for another (Figma's swap on an overlay). */
  | { kind: 'swap-overlay'; to: string }
  /** This overlay closes (Figma's close, or back on an overlay). */
  | { kind: 'close-overlay' }
  | { kind: 'open-url'; url: string };

export interface FlowLink {
  /** The screen the tapped layer is on. */
  screen: string;
  /** The design's layer that carries the reaction. */
  layer: LayerRef;
  /** The node of the screen's tree that draws it: the layer itself, or the widget or drawing it is part of. */
  unit: string;
  /** A part of a widget the tap is on: a top app bar's navigation icon (`nav`) or its action `action<i>`. */
  slot?: string | undefined;
  steps: FlowStep[];
}

/** A link whose destination is not one of the flow's screens: reported, not wired. */
export interface OutsideLink {
  screen: string;
  layer: LayerRef;
  destinationId: string;
  destinationName?: string | undefined;
}

export interface FlowPlan {
  /** Where the flow starts: the screen the app shows first. */
  start: string;
  screens: FlowScreen[];
  links: FlowLink[];
  outside: OutsideLink[];
}

/** Material widgets a tap on as a whole is theirs to take: they have a click of their own (or a card, which can have one). */
const tappable = new Set([
  'button',
  'icon-button',
  'fab',
  'extended-fab',
  'chip',
  'list-item',
  'card',
]);

interface Drawn {
  unit: IrNode;
  slot?: string | undefined;
}

/** Every layer id the screen's tree draws, to the node that draws it (itself, or the unit it is part of). */
function drawnLayers(screen: ContainerNode): Map<string, Drawn> {
  const out = new Map<string, Drawn>();
  const add = (id: string, d: Drawn): void => {
    if (!out.has(id)) out.set(id, d);
  };
  const slotLayers = (m: MaterialNode, icon: IrNode | undefined, slot: string): void => {
    if (!icon) return;
    for (const n of walk(icon)) {
      add(n.id, { unit: m, slot });
      for (const c of n.covers ?? []) add(c.id, { unit: m, slot });
    }
  };
  for (const n of walk(screen)) {
    if (n.kind === 'material' && n.widget.type === 'top-app-bar') {
      // The bar's icons are controls of their own: the navigation icon, then the actions.
      slotLayers(n, n.icon, 'nav');
      n.items.forEach((item, i) => slotLayers(n, item.icon, `action${i}`));
    }
    add(n.id, { unit: n });
    for (const c of n.covers ?? []) add(c.id, { unit: n });
  }
  return out;
}

function presentationOf(
  id: string,
  root: ContainerNode | undefined,
  prototype: PrototypeGraph,
  warnings: WarningList,
): Pick<FlowScreen, 'presentation' | 'dismissOnClickOutside'> {
  const settings = prototype.overlays.get(id);
  const node = { id, name: root?.name ?? prototype.frameNames.get(id) ?? id };
  if (settings) {
    if (settings.position === 'bottom')
      return { presentation: 'bottom-sheet', dismissOnClickOutside: settings.closeOnClickOutside };
    if (settings.position !== 'center') {
      warnings.add(
        node,
        'overlay',
        `The prototype places this overlay ${settings.position === 'manual' ? 'where the link says' : `at the ${settings.position}`}; it is shown as a dialog centred on the screen.`,
      );
    }
    return { presentation: 'dialog', dismissOnClickOutside: settings.closeOnClickOutside };
  }
  // A REST file has no overlay settings: a sheet by what the frame is, else a dialog that a tap outside closes (Figma's default).
  const sheet =
    root !== undefined &&
    (/\bsheet\b/i.test(root.name) ||
      root.children.some((c) => c.kind === 'material' && c.widget.type === 'bottom-sheet'));
  return { presentation: sheet ? 'bottom-sheet' : 'dialog', dismissOnClickOutside: true };
}

/**
 * The flow of the generated screens: which are overlays (every link to them
 * opens them as one), where it starts (the page's flow starting point among
 * them, else the first screen no other screen leads to, else the first), and
 * each tap's steps, attached to the node that draws the tapped layer. A link
 * to a frame outside the flow, or on a layer drawn inside a component or a
 * widget that takes no tap as a whole, is reported and not wired.
 */
export function planFlow(
  screens: ContainerNode[],
  prototype: PrototypeGraph,
  warnings: WarningList,
): FlowPlan {
  const ids = new Set(screens.map((s) => s.id));
  const rootOf = new Map(screens.map((s) => [s.id, s]));
  const navigated = new Set<string>();
  const overlaid = new Set<string>();
  for (const r of prototype.reactions) {
    for (const a of r.actions) {
      if (a.kind === 'navigate' && ids.has(a.destinationId) && a.destinationId !== r.screenId)
        navigated.add(a.destinationId);
      if (a.kind === 'overlay' && ids.has(a.destinationId)) overlaid.add(a.destinationId);
    }
  }
  // A swap from an overlay opens an overlay; from a screen it is a screen. Repeat until nothing changes.
  const overlays = new Set([...overlaid].filter((id) => !navigated.has(id)));
  for (let changed = true; changed;) {
    changed = false;
    for (const r of prototype.reactions) {
      for (const a of r.actions) {
        if (a.kind !== 'swap' || !ids.has(a.destinationId) || a.destinationId === r.screenId)
          continue;
        if (overlays.has(r.screenId)) {
          if (!navigated.has(a.destinationId) && !overlays.has(a.destinationId)) {
            overlays.add(a.destinationId);
            changed = true;
          }
        } else if (!navigated.has(a.destinationId)) {
          navigated.add(a.destinationId);
          if (overlays.delete(a.destinationId)) changed = true;
        }
      }
    }
  }
  const first = screens.find((s) => !overlays.has(s.id)) ?? screens[0];
  if (first && overlays.has(first.id)) overlays.delete(first.id);
  const flowScreens: FlowScreen[] = screens.map((s) =>
    overlays.has(s.id)
      ? { id: s.id, name: s.name, ...presentationOf(s.id, s, prototype, warnings) }
      : { id: s.id, name: s.name, presentation: 'screen', dismissOnClickOutside: false },
  );
  const isScreen = (id: string): boolean => ids.has(id) && !overlays.has(id);
  const start =
    prototype.startingPoints.find(isScreen) ??
    screens.find((s) => isScreen(s.id) && !navigated.has(s.id))?.id ??
    first?.id ??
    '';

  const drawn = new Map(screens.map((s) => [s.id, drawnLayers(s)]));
  const links: FlowLink[] = [];
  const outside: OutsideLink[] = [];
  const wired = new Set<string>();
  const nameOf = (id: string): string => rootOf.get(id)?.name ?? prototype.frameNames.get(id) ?? id;
  for (const r of prototype.reactions) {
    const target = resolve(r, drawn.get(r.screenId), warnings);
    const onOverlay = overlays.has(r.screenId);
    const steps: FlowStep[] = [];
    for (const a of r.actions) {
      if (a.kind === 'other') {
        warnings.add(
          r.layer,
          'prototype-action',
          `The prototype's "${a.what}" on this layer is not generated.`,
        );
        continue;
      }
      if (a.kind === 'url') {
        steps.push({ kind: 'open-url', url: a.url });
        continue;
      }
      if (a.kind === 'back') {
        steps.push(onOverlay ? { kind: 'close-overlay' } : { kind: 'back' });
        continue;
      }
      if (a.kind === 'close') {
        if (onOverlay) steps.push({ kind: 'close-overlay' });
        else
          warnings.add(
            r.layer,
            'prototype-action',
            `"Close overlay" on a screen that is not shown as an overlay does nothing; it is not generated.`,
          );
        continue;
      }
      if (a.kind === 'scroll-to') {
        warnings.add(
          r.layer,
          'prototype-action',
          `"Scroll to" ${nameOf(a.destinationId)} is not generated: scroll the screen's content to that layer in the generated callback.`,
        );
        continue;
      }
      const to = a.destinationId;
      if (!ids.has(to)) {
        outside.push({
          screen: r.screenId,
          layer: r.layer,
          destinationId: to,
          ...(prototype.frameNames.has(to)
            ? { destinationName: prototype.frameNames.get(to) }
            : {}),
        });
        warnings.add(
          r.layer,
          'prototype-link',
          `This layer links to "${nameOf(to)}" (${to}), which is not one of the flow's screens: the link is not wired. Add that frame to the flow to wire it.`,
        );
        continue;
      }
      if (a.kind === 'navigate') steps.push({ kind: 'navigate', to });
      else if (a.kind === 'overlay') {
        if (overlays.has(to)) steps.push({ kind: 'open-overlay', to });
        else {
          warnings.add(
            r.layer,
            'prototype-link',
            `"${nameOf(to)}" is opened as an overlay here but navigated to as a screen elsewhere: it is generated as a screen, and this link navigates to it.`,
          );
          steps.push({ kind: 'navigate', to });
        }
      } else if (onOverlay)
        steps.push(overlays.has(to) ? { kind: 'swap-overlay', to } : { kind: 'navigate', to });
      else steps.push(overlays.has(to) ? { kind: 'open-overlay', to } : { kind: 'replace', to });
    }
    if (!target || steps.length === 0) continue;
    const key = `${target.unit.id}#${target.slot ?? ''}`;
    if (wired.has(key)) continue;
    wired.add(key);
    links.push({
      screen: r.screenId,
      layer: r.layer,
      unit: target.unit.id,
      ...(target.slot ? { slot: target.slot } : {}),
      steps,
    });
  }
  return { start, screens: flowScreens, links, outside };
}

/** The node that takes the tap on the reaction's layer, or undefined (reported) when no control of the output draws it alone. */
function resolve(
  r: PrototypeReaction,
  drawn: Map<string, Drawn> | undefined,
  warnings: WarningList,
): Drawn | undefined {
  if (!drawn) return undefined;
  for (let i = r.path.length - 1; i >= 0; i--) {
    const found = drawn.get(r.path[i] as string);
    if (!found) continue;
    const { unit } = found;
    const own =
      unit.id === r.layer.id ||
      (unit.covers ?? []).some((c) => c.id === r.layer.id) ||
      found.slot !== undefined;
    if (unit.kind === 'call' && unit.id !== r.layer.id) {
      warnings.add(
        r.layer,
        'prototype-link',
        `This link is on a layer inside the component instance "${unit.name}", which is drawn by the component's function: it is not wired. Put the interaction on the instance itself.`,
      );
      return undefined;
    }
    if (!own) break;
    if (unit.kind === 'material' && !found.slot && !tappable.has(unit.widget.type)) {
      warnings.add(
        r.layer,
        'prototype-link',
        `This link is on a layer drawn inside a ${unit.widget.type.replace(/-/g, ' ')}, which takes no tap as a whole: it is not wired. Wire the widget's own callback in the navigation graph.`,
      );
      return undefined;
    }
    return found;
  }
  warnings.add(
    r.layer,
    'prototype-link',
    'This link is on a layer the output does not draw on its own: it is not wired.',
  );
  return undefined;
}
