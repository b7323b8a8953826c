import { FRAME_TYPES, type SelectionState } from '../messaging';

/** The fields of a selected layer the plugin reads (a SceneNode in Figma). */
export type SelectedLayer = Pick<SceneNode, 'id' | 'name' | 'type' | 'width' | 'height'>;

const frameTypes: readonly string[] = FRAME_TYPES;

/**
 * What the current selection means for Generate: exactly one frame, component, component
 * set or instance can be generated (a screen or a reusable part); anything else is explained
 * to the user by the UI.
 */
export function describeSelection(selection: readonly SelectedLayer[]): SelectionState {
  if (selection.length === 0) return { kind: 'none' };
  if (selection.length > 1) return { kind: 'many', count: selection.length };
  const node = selection[0] as SelectedLayer;
  if (!frameTypes.includes(node.type)) return { kind: 'not-frame', name: node.name, type: node.type };
  return {
    kind: 'frame',
    id: node.id,
    name: node.name,
    type: node.type,
    width: Math.round(node.width),
    height: Math.round(node.height),
  };
}
