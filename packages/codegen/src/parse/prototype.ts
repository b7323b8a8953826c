import type { OverlaySettings, PrototypeAction, PrototypeGraph, PrototypeReaction } from './ir.ts';
import { arr, bool, isObject, obj, str, type Json } from './json.ts';

/**
 * Figma's prototype, read from the JSON of the generated screens: what a
 * click or tap on a layer does (the REST API's `interactions`, or the older
 * `reactions` the plugin API also spells), the overlay settings of frames
 * (the plugin adds `overlayPositionType` and `overlayBackgroundInteraction`,
 * which the REST API leaves out) and the pages' flow starting points.
 */

const isNode = (v: unknown): v is Json =>
  isObject(v) && typeof v.type === 'string' && typeof v.id === 'string';

/** Triggers that are a tap on a phone: a click in the prototype. Hover, drag, key and timer triggers are not navigation a user starts by tapping. */
const tapTrigger = /^ON_(CLICK|TAP)$/;

function readAction(raw: Json): PrototypeAction | undefined {
  const type = str(raw.type);
  if (type === 'BACK') return { kind: 'back' };
  if (type === 'CLOSE') return { kind: 'close' };
  if (type === 'URL') {
    const url = str(raw.url);
    return /^https?:\/\//i.test(url)
      ? { kind: 'url', url }
      : { kind: 'other', what: 'Open a link that is not http(s)' };
  }
  if (type === 'NODE') {
    const destinationId = str(raw.destinationId);
    const navigation = str(raw.navigation, 'NAVIGATE');
    if (navigation === 'CHANGE_TO')
      return { kind: 'other', what: "Change to (an interactive component's variant)" };
    if (!destinationId) return undefined;
    const kind = (
      { NAVIGATE: 'navigate', SWAP: 'swap', OVERLAY: 'overlay', SCROLL_TO: 'scroll-to' } as const
    )[navigation as 'NAVIGATE'];
    return kind ? { kind, destinationId } : { kind: 'other', what: navigation };
  }
  const names: Record<string, string> = {
    SET_VARIABLE: 'Set variable',
    SET_VARIABLE_MODE: 'Set variable mode',
    CONDITIONAL: 'Conditional',
    UPDATE_MEDIA_RUNTIME: 'Video control',
  };
  return type ? { kind: 'other', what: names[type] ?? type } : undefined;
}

/** The actions a tap on this layer runs, in order: its `interactions` (REST), else its `reactions`. */
export function tapActions(raw: Json): PrototypeAction[] {
  const list = Array.isArray(raw.interactions) ? arr(raw.interactions) : arr(raw.reactions);
  const out: PrototypeAction[] = [];
  for (const r of list) {
    const reaction = obj(r);
    if (!reaction || !tapTrigger.test(str(obj(reaction.trigger)?.type))) continue;
    const actions = Array.isArray(reaction.actions)
      ? arr(reaction.actions)
      : reaction.action
        ? [reaction.action]
        : [];
    for (const a of actions) {
      const action = obj(a) ? readAction(obj(a) as Json) : undefined;
      if (action) out.push(action);
    }
  }
  return out;
}

const positions: Record<string, OverlaySettings['position']> = {
  CENTER: 'center',
  TOP_LEFT: 'top',
  TOP_CENTER: 'top',
  TOP_RIGHT: 'top',
  BOTTOM_LEFT: 'bottom',
  BOTTOM_CENTER: 'bottom',
  BOTTOM_RIGHT: 'bottom',
  MANUAL: 'manual',
};

function readOverlay(raw: Json): OverlaySettings | undefined {
  const position = positions[str(raw.overlayPositionType)];
  if (!position) return undefined;
  return {
    position,
    closeOnClickOutside: str(raw.overlayBackgroundInteraction) === 'CLOSE_ON_CLICK_OUTSIDE',
  };
}

/**
 * The prototype of `screens` (the raw frames generated), with `roots` (the
 * whole input) for destination names, overlay settings and starting points,
 * and `extra` (the input's top level) for the starting points the plugin
 * sends next to a selection.
 */
export function readPrototype(screens: Json[], roots: Json[], extra: unknown): PrototypeGraph {
  const frameNames = new Map<string, string>();
  const overlays = new Map<string, OverlaySettings>();
  const startingPoints: string[] = [];
  const addStarts = (list: unknown): void => {
    for (const p of arr(list)) {
      const id = str(obj(p)?.nodeId);
      if (id && !startingPoints.includes(id)) startingPoints.push(id);
    }
  };
  if (isObject(extra)) addStarts(extra.flowStartingPoints);
  const stack = [...roots];
  while (stack.length > 0) {
    const n = stack.pop() as Json;
    const id = str(n.id);
    frameNames.set(id, str(n.name, id));
    const type = str(n.type);
    if (type === 'CANVAS') {
      addStarts(n.flowStartingPoints);
      const legacy = str(n.prototypeStartNodeID);
      if (legacy && !startingPoints.includes(legacy)) startingPoints.push(legacy);
    }
    const overlay =
      type === 'FRAME' || type === 'COMPONENT' || type === 'INSTANCE' ? readOverlay(n) : undefined;
    if (overlay) overlays.set(id, overlay);
    for (const c of arr(n.children)) if (isNode(c)) stack.push(c);
  }

  const reactions: PrototypeReaction[] = [];
  for (const screen of screens) {
    const screenId = str(screen.id);
    // Document order, with the path from the screen down: a pass may draw a layer as part of an ancestor.
    const walk: [Json, string[]][] = [[screen, [screenId]]];
    while (walk.length > 0) {
      const [n, path] = walk.pop() as [Json, string[]];
      if (!bool(n.visible, true)) continue;
      const actions = tapActions(n);
      if (actions.length > 0)
        reactions.push({
          screenId,
          layer: { id: str(n.id), name: str(n.name, str(n.type)) },
          path,
          actions,
        });
      const children = arr(n.children).filter(isNode);
      for (let i = children.length - 1; i >= 0; i--) {
        const c = children[i] as Json;
        walk.push([c, [...path, str(c.id)]]);
      }
    }
  }
  return { reactions, overlays, startingPoints, frameNames };
}
