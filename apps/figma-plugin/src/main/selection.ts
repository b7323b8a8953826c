import { FRAME_TYPES, type FlowScreens, type SelectionState } from '../messaging';

/** The fields of a selected layer the plugin reads (a SceneNode in Figma). */
export type SelectedLayer = Pick<SceneNode, 'id' | 'name' | 'type' | 'width' | 'height'> & {
  readonly visible?: boolean;
  readonly children?: readonly SelectedLayer[];
};

const frameTypes: readonly string[] = FRAME_TYPES;

/** Layers a flow's screen can be: what Figma's prototype navigates between. */
const screenTypes: readonly string[] = ['FRAME', 'INSTANCE', 'COMPONENT'];

const isScreen = (n: SelectedLayer): boolean => screenTypes.includes(n.type) && n.visible !== false;

/** The frames of a section, or of a page (its top-level frames and those of its sections). */
export function framesIn(layers: readonly SelectedLayer[]): SelectedLayer[] {
  const out: SelectedLayer[] = [];
  for (const n of layers) {
    if (n.visible === false) continue;
    if (n.type === 'SECTION') out.push(...framesIn(n.children ?? []));
    else if (isScreen(n)) out.push(n);
  }
  return out;
}

const screensOf = (frames: readonly SelectedLayer[]) =>
  frames.map((f) => ({ id: f.id, name: f.name }));

/**
 * What the current selection means for Generate: one frame, component, component set or
 * instance is one generation (a screen or a reusable part); several frames, or a section,
 * are a flow of screens with their prototype links, one generation each. With nothing
 * selected, the page's frames are offered as a flow. Anything else is explained by the UI.
 */
export function describeSelection(
  selection: readonly SelectedLayer[],
  page?: { name: string; children: readonly SelectedLayer[] },
): SelectionState {
  if (selection.length === 0) {
    const frames = page ? framesIn(page.children ?? []) : [];
    return frames.length > 0
      ? { kind: 'none', page: { name: page?.name ?? 'Page', screens: screensOf(frames) } }
      : { kind: 'none' };
  }
  if (selection.length > 1) {
    if (selection.every(isScreen))
      return {
        kind: 'flow',
        source: 'frames',
        name: flowName(selection),
        screens: screensOf(selection),
      };
    return { kind: 'many', count: selection.length };
  }
  const node = selection[0] as SelectedLayer;
  if (node.type === 'SECTION') {
    const frames = framesIn(node.children ?? []);
    if (frames.length > 0)
      return { kind: 'flow', source: 'section', name: node.name, screens: screensOf(frames) };
  }
  if (!frameTypes.includes(node.type))
    return { kind: 'not-frame', name: node.name, type: node.type };
  return {
    kind: 'frame',
    id: node.id,
    name: node.name,
    type: node.type,
    width: Math.round(node.width),
    height: Math.round(node.height),
  };
}

/** A flow of selected frames is named after its first screen: "Sign in flow". */
function flowName(frames: readonly SelectedLayer[]): string {
  return `${frames[0]?.name ?? 'Screens'} flow`;
}

export type { FlowScreens };
