import { WarningList } from '../warnings.ts';
import { plainWords, type Words } from '../words.ts';
import { ParseContext } from './context.ts';
import type {
  ComponentDefinition,
  ComponentPropertyDefinition,
  ContainerNode,
  IrDocument,
  IrNode,
} from './ir.ts';
import { arr, isObject, obj, str, type Json } from './json.ts';
import { parseVariantName, readNode } from './node.ts';
import { readPrototype } from './prototype.ts';
import { FigmaInputError } from '../errors.ts';

export { FigmaInputError } from '../errors.ts';

export interface ParseOptions {
  /** Generate only this node (a frame, component or instance id). */
  nodeId?: string | undefined;
  /**
   * The design's variables: a `GET /v1/files/:key/variables/local` response
   * (the plugin sends the same shape). Layers bound to them reference the
   * theme's colour roles and the generated tokens instead of literals.
   */
  variables?: unknown;
  /**
   * The file's local styles as Figma's REST API gives a style's properties
   * (`GET /v1/files/:key/nodes` of the styles' nodes: a rectangle painted
   * with a colour style, a text set in a text style), as the plugin sends
   * them: styles named after Material's roles fill the colour scheme and
   * Typography even where the selection does not use them.
   */
  styles?: unknown;
  /**
   * Generate a flow: these frames (or the frames of one section or page) as
   * screens, with the prototype links between them.
   */
  flow?: readonly string[] | undefined;
}

/** Layer types a flow's screens can be: what Figma's prototype navigates between. */
const screenTypes = new Set(['FRAME', 'COMPONENT', 'INSTANCE', 'GROUP']);

/** The frames a flow names: frames themselves, and the top-level frames of a section or page, each once, in the order given. */
function flowScreens(roots: Json[], ids: readonly string[]): Json[] {
  const out: Json[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const picked = findById(roots, id);
    if (!picked) throw new FigmaInputError(`Node ${id} is not in the input.`);
    const type = str(picked.type);
    let frames: Json[];
    if (type === 'SECTION' || type === 'CANVAS') frames = screenRoots([picked]);
    else if (screenTypes.has(type)) frames = [picked];
    else
      throw new FigmaInputError(
        `Node ${id} (${str(picked.name, type)}) is a ${type.toLowerCase()}, not a frame, section or page: a flow is made of frames.`,
      );
    for (const f of frames) {
      const fid = str(f.id);
      if (seen.has(fid)) continue;
      seen.add(fid);
      out.push(f);
    }
  }
  if (out.length === 0)
    throw new FigmaInputError(`The flow ${ids.join(', ')} holds no visible frames.`);
  return out;
}

const isNode = (v: unknown): v is Json =>
  isObject(v) && typeof v.type === 'string' && typeof v.id === 'string';

function readPropertyDefinitions(raw: Json): ComponentPropertyDefinition[] {
  const out: ComponentPropertyDefinition[] = [];
  for (const [name, value] of Object.entries(obj(raw.componentPropertyDefinitions) ?? {})) {
    const d = obj(value);
    if (!d) continue;
    const type = (
      { TEXT: 'text', BOOLEAN: 'boolean', INSTANCE_SWAP: 'swap', VARIANT: 'variant' } as const
    )[str(d.type) as 'TEXT'];
    if (!type) continue;
    const dv = d.defaultValue;
    out.push({
      name,
      type,
      defaultValue: typeof dv === 'boolean' ? dv : String(dv ?? ''),
      variantOptions: arr(d.variantOptions).map((o) => String(o)),
    });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Top-level nodes of the input, each with the response maps that describe it. */
function rootsOf(input: unknown): { roots: Json[]; maps: Json[]; name: string } {
  if (Array.isArray(input)) {
    const roots = input.filter(isNode);
    if (roots.length === 0)
      throw new FigmaInputError(
        'Input is an array but holds no Figma nodes (objects with "id" and "type").',
      );
    return { roots, maps: [], name: 'Selection' };
  }
  if (!isObject(input))
    throw new FigmaInputError(
      'Input is not Figma JSON: expected an object from the Figma REST API or the plugin.',
    );
  if (isObject(input.document)) {
    if (!isNode(input.document))
      throw new FigmaInputError('Input has a "document" that is not a Figma node.');
    return { roots: [input.document], maps: [input], name: str(input.name, 'Design') };
  }
  if (isObject(input.nodes)) {
    const roots: Json[] = [];
    const maps: Json[] = [];
    for (const entry of Object.values(input.nodes)) {
      const e = obj(entry);
      if (!e) continue;
      if (isNode(e.document)) roots.push(e.document);
      maps.push(e);
    }
    if (roots.length === 0)
      throw new FigmaInputError(
        'Input is a /nodes response without any node documents (were the ids valid?).',
      );
    return { roots, maps, name: str(input.name, 'Design') };
  }
  if (isNode(input)) return { roots: [input], maps: [input], name: str(input.name, 'Design') };
  throw new FigmaInputError(
    'Input is not Figma JSON: expected "document" (GET /v1/files/:key), "nodes" (GET /v1/files/:key/nodes) or a node with "id" and "type".',
  );
}

function findById(nodes: Json[], id: string): Json | undefined {
  const stack = [...nodes];
  while (stack.length > 0) {
    const n = stack.pop() as Json;
    if (n.id === id) return n;
    for (const c of arr(n.children)) if (isNode(c)) stack.push(c);
  }
  return undefined;
}

/** Frames to generate as screens: top-level frames of pages, or the given nodes. */
function screenRoots(roots: Json[]): Json[] {
  const out: Json[] = [];
  const visit = (n: Json, depth: number): void => {
    const type = str(n.type);
    if (type === 'DOCUMENT' || type === 'CANVAS' || type === 'SECTION') {
      for (const c of arr(n.children)) if (isNode(c)) visit(c, depth + 1);
      return;
    }
    if (type === 'COMPONENT' || type === 'COMPONENT_SET') return;
    if (n.visible === false) return;
    out.push(n);
  };
  for (const r of roots) visit(r, 0);
  return out;
}

function collectDefinitions(roots: Json[], ctx: ParseContext): ComponentDefinition[] {
  const defs: ComponentDefinition[] = [];
  // An explicit stack, in document order: files nest deeper than the call stack allows.
  const stack: [Json, Json | undefined][] = roots
    .map((r) => [r, undefined] as [Json, Json | undefined])
    .reverse();
  while (stack.length > 0) {
    const [n, set] = stack.pop() as [Json, Json | undefined];
    const type = str(n.type);
    if (type === 'COMPONENT') {
      const root = readNode(n, undefined, ctx);
      if (root && root.kind === 'container') {
        const id = str(n.id);
        const info = ctx.components.get(id);
        const setInfo = set ? ctx.componentSets.get(str(set.id)) : undefined;
        defs.push({
          id,
          key: info?.key ?? id,
          name: set ? str(n.name) : (info?.name ?? str(n.name)),
          setName: set ? (setInfo?.name ?? str(set.name)) : undefined,
          setKey: set ? (setInfo?.key ?? str(set.id)) : undefined,
          variant: set ? parseVariantName(str(n.name)) : [],
          properties: readPropertyDefinitions(set ?? n),
          root,
        });
      }
      continue;
    }
    if (type === 'INSTANCE') continue;
    const children = arr(n.children).filter(isNode);
    for (let i = children.length - 1; i >= 0; i--)
      stack.push([children[i] as Json, type === 'COMPONENT_SET' ? n : undefined]);
  }
  return defs;
}

/** The style definitions of a `/nodes` answer of style nodes; anything else is refused. */
function readStyleNodes(input: unknown, ctx: ParseContext): IrNode[] {
  if (!isObject(input) || !isObject(input.nodes)) {
    throw new FigmaInputError(
      'The styles input is not Figma JSON: expected "nodes", as GET /v1/files/:key/nodes answers for the styles\' nodes.',
    );
  }
  const out: IrNode[] = [];
  for (const entry of Object.values(input.nodes)) {
    const e = obj(entry);
    if (!e || !isNode(e.document)) continue;
    ctx.addMaps(e);
    const node = readNode(e.document, undefined, ctx);
    if (node) out.push(node);
  }
  return out;
}

/**
 * A frame's `absoluteBoundingBox` must hold the numbers Figma writes (`x`, `y`, `width`,
 * `height`): another tool's re-export (a .NET object model that writes `X`, `Width`, …) would
 * otherwise read as layers of no size, and the screen would come out empty without a word.
 */
function requireBounds(raw: Json): void {
  const b = raw.absoluteBoundingBox;
  if (b === undefined || b === null) return;
  const box = obj(b);
  if (box && ['x', 'y', 'width', 'height'].every((k) => typeof box[k] === 'number')) return;
  throw new FigmaInputError(
    `Frame "${str(raw.name, str(raw.id))}" has no position or size Figma wrote: its absoluteBoundingBox needs numbers "x", "y", "width" and "height" (found ${
      box
        ? Object.keys(box)
            .slice(0, 4)
            .map((k) => `"${k}"`)
            .join(', ') || 'none'
        : 'no object'
    }). Send the JSON as Figma's REST API or the plugin gives it, not another tool's copy of it.`,
  );
}

/** Stage 1: Figma JSON (any of the shapes the REST API or plugin produce) to the intermediate tree. */
export function parseFigma(
  input: unknown,
  warnings: WarningList,
  options: ParseOptions = {},
  words: Words = plainWords,
): IrDocument {
  const { roots, maps, name } = rootsOf(input);
  const ctx = new ParseContext(warnings, words);
  for (const m of maps) ctx.addMaps(m);
  if (options.variables !== undefined && options.variables !== null)
    ctx.addVariables(options.variables);
  const styles =
    options.styles !== undefined && options.styles !== null
      ? readStyleNodes(options.styles, ctx)
      : [];
  let screenSources = screenRoots(roots);
  let focus: Set<string> | undefined;
  if (options.flow !== undefined) {
    screenSources = flowScreens(roots, options.flow);
    focus = new Set(
      collectDefinitions(screenSources, new ParseContext(new WarningList(), words)).map(
        (d) => d.id,
      ),
    );
  } else if (options.nodeId !== undefined) {
    const picked = findById(roots, options.nodeId);
    if (!picked) throw new FigmaInputError(`Node ${options.nodeId} is not in the input.`);
    const type = str(picked.type);
    screenSources = type === 'COMPONENT' || type === 'COMPONENT_SET' ? [] : [picked];
    // Every definition in the file stays available, so instances in the picked node get their real bodies.
    focus = new Set(
      collectDefinitions([picked], new ParseContext(new WarningList(), words)).map((d) => d.id),
    );
  }
  const screens: ContainerNode[] = [];
  for (const raw of screenSources) {
    requireBounds(raw);
    const node = readNode(raw, undefined, ctx);
    if (!node) continue;
    if (node.kind === 'container') screens.push(node);
    else
      screens.push({
        id: node.id,
        name: node.name,
        // The wrapper only places the node: its paint stays on the node itself.
        style: {
          ...node.style,
          fills: [],
          stroke: undefined,
          effects: [],
          corners: [0, 0, 0, 0],
          ellipse: false,
          clip: false,
          opacity: 1,
          rotation: 0,
          blendMode: 'PASS_THROUGH',
        },
        refs: {},
        hidden: false,
        kind: 'container',
        figmaType: 'FRAME',
        children: [node],
      });
  }
  return {
    name,
    screens,
    definitions: collectDefinitions(roots, ctx),
    focus,
    variables: ctx.variables,
    styles,
    prototype: options.flow !== undefined ? readPrototype(screenSources, roots, input) : undefined,
  };
}
