import { EXPORT_LIMITS } from '../limits';
import type { ExportedAsset, ExportPayload, ExportPhase } from '../messaging';
import { exportDesignSystem, type DesignSystemApi } from './design-system';

/** A layer the plugin can generate from (see FRAME_TYPES). */
export type FrameLike = FrameNode | ComponentNode | ComponentSetNode | InstanceNode;

export interface ExportDeps {
  /** figma.getImageByHash */
  getImageByHash(hash: string): Image | null;
  /** figma.root.name: the file's name, sent as the Figma JSON's name. */
  fileName: string;
  onProgress?(phase: ExportPhase, done: number, total: number): void;
  /** figma.variables and the local styles: the design system sent with the frame. */
  designSystem?: DesignSystemApi;
  limits?: Partial<Record<keyof typeof EXPORT_LIMITS, number>>;
  /** Export the frame's preview picture (a flow previews its first screen only). */
  preview?: boolean;
}

/** A node of the JSON_REST_V1 export, as far as the walk reads it. */
interface JsonNode {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  visible?: unknown;
  fills?: unknown;
  children?: unknown;
}

/** The generator's vector layers (packages/codegen parse/node.ts): drawn from an SVG export. */
const VECTOR_TYPES = new Set(['VECTOR', 'STAR', 'POLYGON', 'REGULAR_POLYGON', 'BOOLEAN_OPERATION']);
const SHAPE_TYPES = new Set(['RECTANGLE', 'ELLIPSE', 'LINE']);
const GROUP_TYPES = new Set(['FRAME', 'GROUP', 'INSTANCE', 'COMPONENT']);
/** Named as an icon the way the generator recognises one (passes/collapse-icons.ts). */
const ICON_NAME = /(^|[\s/_-])(icon|ic|glyph|logo|illustration)([\s/_-]|$)|^icons?\b/i;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const childrenOf = (n: JsonNode): JsonNode[] =>
  Array.isArray(n.children) ? (n.children as JsonNode[]) : [];
const imageRefsOf = (n: JsonNode): string[] =>
  Array.isArray(n.fills)
    ? (n.fills as { type?: unknown; imageRef?: unknown; visible?: unknown }[])
        .filter((f) => f.type === 'IMAGE' && typeof f.imageRef === 'string' && f.visible !== false)
        .map((f) => f.imageRef as string)
    : [];

/** Only vectors and plain shapes below, at least one vector, no text and no image: an icon. */
function isDrawingOnly(node: JsonNode): boolean {
  let vectors = 0;
  const stack = [...childrenOf(node)];
  while (stack.length) {
    const n = stack.pop() as JsonNode;
    const type = String(n.type);
    if (imageRefsOf(n).length) return false;
    if (VECTOR_TYPES.has(type)) vectors++;
    else if (!SHAPE_TYPES.has(type) && !GROUP_TYPES.has(type)) return false;
    if (type !== 'BOOLEAN_OPERATION') stack.push(...childrenOf(n));
  }
  return vectors > 0;
}

export interface AssetPlan {
  /** Node ids to export as SVG, in document order: vectors and icon frames. */
  svgIds: string[];
  /** Image fill hash -> the first visible node painted with it. */
  images: Map<string, string>;
  /** Layers in the export, hidden ones and those inside vectors included. */
  nodes: number;
}

function countLayers(document: JsonNode): number {
  let count = 0;
  const stack = [document];
  while (stack.length) {
    count++;
    stack.push(...childrenOf(stack.pop() as JsonNode));
  }
  return count;
}

/** Walks the JSON export for what needs an asset export (hidden layers are skipped). */
export function planAssets(document: JsonNode): AssetPlan {
  const svgIds: string[] = [];
  const images = new Map<string, string>();
  // Depth first in document order, with an explicit stack: designs nest deeper than recursion likes.
  const stack: { node: JsonNode; root: boolean }[] = [{ node: document, root: true }];
  while (stack.length) {
    const { node, root } = stack.pop() as { node: JsonNode; root: boolean };
    if (node.visible === false || typeof node.id !== 'string') continue;
    const type = String(node.type);
    for (const ref of imageRefsOf(node)) if (!images.has(ref)) images.set(ref, node.id);
    if (VECTOR_TYPES.has(type)) {
      svgIds.push(node.id);
      continue;
    }
    if (
      !root &&
      GROUP_TYPES.has(type) &&
      typeof node.name === 'string' &&
      ICON_NAME.test(node.name) &&
      isDrawingOnly(node)
    ) {
      svgIds.push(node.id);
      continue;
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as JsonNode, root: false });
  }
  return { svgIds, images, nodes: countLayers(document) };
}

function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * Exports the selected frame for the generate function: its JSON_REST_V1 export, SVGs of its
 * vectors and icon frames (keyed by node id), its image fills as PNG (keyed by image hash;
 * an image stored as JPEG or GIF is rendered to PNG from the layer it fills, keyed by that
 * layer's id) and a small PNG preview, within EXPORT_LIMITS. One export at a time, so Figma
 * stays responsive and progress can be shown.
 */
export async function exportFrame(frame: FrameLike, deps: ExportDeps): Promise<ExportPayload> {
  const limits: Record<keyof typeof EXPORT_LIMITS, number> = { ...EXPORT_LIMITS, ...deps.limits };
  const progress = deps.onProgress ?? (() => undefined);
  const notes: string[] = [];

  progress('layers', 0, 1);
  const exported = (await frame.exportAsync({ format: 'JSON_REST_V1' })) as { document?: JsonNode };
  if (!exported || typeof exported !== 'object' || !exported.document)
    throw new Error('Figma did not export this layer. Select a frame and try again.');
  const plan = planAssets(exported.document);
  if (plan.nodes > limits.maxNodes)
    throw new Error(
      `This frame has ${plan.nodes.toLocaleString('en-US')} layers; the plugin sends at most ${limits.maxNodes.toLocaleString('en-US')}. Select a smaller frame.`,
    );
  let bytes = JSON.stringify(exported).length;
  progress('layers', 1, 1);

  // The variables the frame is bound to (and the file's others) and the local styles, before the assets.
  progress('variables', 0, 1);
  const designSystem = deps.designSystem
    ? await exportDesignSystem(deps.designSystem, exported, {
        maxVariables: limits.maxVariables,
        maxStyles: limits.maxStyles,
        maxBytes: Math.min(limits.maxDesignSystemBytes, limits.maxRequestBytes - bytes),
      })
    : undefined;
  if (designSystem) {
    bytes += designSystem.bytes;
    notes.push(...designSystem.notes);
  }
  progress('variables', 1, 1);

  const wanted = new Set(plan.svgIds.slice(0, limits.maxSvgs));
  if (plan.svgIds.length > limits.maxSvgs)
    notes.push(
      `${plan.svgIds.length - limits.maxSvgs} of ${plan.svgIds.length} vector layers were not exported as SVG (the plugin exports at most ${limits.maxSvgs}); the generator draws them from the layer data.`,
    );
  const imageHolders = new Set(plan.images.values());
  // The frame itself may hold an image fill; findAll only searches below it.
  const found = new Map<string, SceneNode>([[frame.id, frame]]);
  if (wanted.size || imageHolders.size) {
    for (const n of frame.findAll((n) => wanted.has(n.id) || imageHolders.has(n.id)))
      found.set(n.id, n);
  }

  const assets: Record<string, ExportedAsset> = {};
  const svgIds = [...wanted];
  let skippedForSize = 0;
  for (const [i, id] of svgIds.entries()) {
    progress('vectors', i, svgIds.length);
    const node = found.get(id);
    if (!node) continue;
    const svg = await node.exportAsync({ format: 'SVG_STRING' });
    if (bytes + svg.length > limits.maxRequestBytes) {
      skippedForSize++;
      continue;
    }
    bytes += svg.length;
    assets[id] = { svg };
  }
  progress('vectors', svgIds.length, svgIds.length);

  const images = [...plan.images].slice(0, limits.maxImages);
  if (plan.images.size > limits.maxImages)
    notes.push(
      `${plan.images.size - limits.maxImages} of ${plan.images.size} images were left out (the plugin sends at most ${limits.maxImages}).`,
    );
  let tooBig = 0;
  for (const [i, [hash, holderId]] of images.entries()) {
    progress('images', i, images.length);
    let png: Uint8Array | null = null;
    let key = hash;
    const original = await deps.getImageByHash(hash)?.getBytesAsync();
    if (original && isPng(original)) png = original;
    else {
      const holder = found.get(holderId);
      if (holder) {
        png = await holder.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 1 } });
        key = holderId;
      }
    }
    if (!png) continue;
    if (png.length > limits.maxImageBytes) {
      tooBig++;
      continue;
    }
    if (bytes + base64Length(png.length) > limits.maxRequestBytes) {
      skippedForSize++;
      continue;
    }
    bytes += base64Length(png.length);
    assets[key] = { png };
  }
  progress('images', images.length, images.length);
  if (tooBig)
    notes.push(
      `${tooBig} image${tooBig === 1 ? ' is' : 's are'} larger than ${sizeText(limits.maxImageBytes)} and ${tooBig === 1 ? 'was' : 'were'} left out.`,
    );
  if (skippedForSize)
    notes.push(
      `${skippedForSize} asset${skippedForSize === 1 ? ' was' : 's were'} left out to keep the request under ${sizeText(limits.maxRequestBytes)}.`,
    );

  progress('preview', 0, 1);
  const longest = Math.max(frame.width, frame.height, 1);
  const scale = Math.min(1, limits.previewMaxSide / longest);
  let preview: Uint8Array | undefined =
    deps.preview === false
      ? undefined
      : await frame.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: scale } });
  if (preview && bytes + base64Length(preview.length) > limits.maxRequestBytes) preview = undefined;
  else if (preview) bytes += base64Length(preview.length);
  progress('preview', 1, 1);
  // How the prototype shows this frame as an overlay: the plugin API has it, the JSON export does not.
  const overlay = frame as Partial<
    Pick<FrameNode, 'overlayPositionType' | 'overlayBackgroundInteraction'>
  >;
  if (typeof overlay.overlayPositionType === 'string')
    Object.assign(exported.document, {
      overlayPositionType: overlay.overlayPositionType,
      overlayBackgroundInteraction: overlay.overlayBackgroundInteraction ?? 'NONE',
    });

  return {
    name: frame.name,
    nodeId: frame.id,
    figma: { name: deps.fileName, nodes: { [frame.id]: exported } },
    assets,
    ...(designSystem?.variables ? { variables: designSystem.variables } : {}),
    ...(designSystem?.styles ? { styles: designSystem.styles } : {}),
    ...(preview ? { preview } : {}),
    notes,
    stats: {
      nodes: plan.nodes,
      svgs: Object.values(assets).filter((a) => a.svg !== undefined).length,
      images: Object.values(assets).filter((a) => a.png !== undefined).length,
      variables: designSystem?.counts.variables ?? 0,
      styles: designSystem?.counts.styles ?? 0,
      bytes,
    },
  };
}

/**
 * Exports a flow: each frame as exportFrame does (the request's bounds shared by all of them,
 * the preview of the first only), in one GET /v1/files/:key/nodes answer with the page's
 * flow starting points, and the frames' ids as the request's `flow`; the variables and
 * styles once for the whole flow, as for a single frame.
 */
export async function exportFlow(
  frames: readonly FrameLike[],
  deps: ExportDeps & { name: string; startingPoints: { nodeId: string; name: string }[] },
): Promise<ExportPayload> {
  const limits: Record<keyof typeof EXPORT_LIMITS, number> = { ...EXPORT_LIMITS, ...deps.limits };
  const nodes: Record<string, unknown> = {};
  const assets: Record<string, ExportedAsset> = {};
  const notes: string[] = [];
  const stats = { nodes: 0, svgs: 0, images: 0, variables: 0, styles: 0, bytes: 0 };
  let preview: Uint8Array | undefined;
  // The design system is the file's, not a frame's: exported once below, for the variables every screen is bound to.
  const { designSystem: designSystemApi, ...frameDeps } = deps;
  for (const [i, frame] of frames.entries()) {
    const one = await exportFrame(frame, {
      ...frameDeps,
      preview: i === 0,
      limits: {
        ...deps.limits,
        maxNodes: limits.maxNodes - stats.nodes,
        maxRequestBytes: limits.maxRequestBytes - stats.bytes,
      },
    });
    Object.assign(nodes, one.figma.nodes);
    Object.assign(assets, one.assets);
    notes.push(...one.notes.map((n) => `${frame.name}: ${n}`));
    if (one.preview) preview = one.preview;
    stats.nodes += one.stats.nodes;
    stats.svgs += one.stats.svgs;
    stats.images += one.stats.images;
    stats.bytes += one.stats.bytes;
  }
  const progress = deps.onProgress ?? (() => undefined);
  progress('variables', 0, 1);
  const designSystem = designSystemApi
    ? await exportDesignSystem(designSystemApi, nodes, {
        maxVariables: limits.maxVariables,
        maxStyles: limits.maxStyles,
        maxBytes: Math.min(limits.maxDesignSystemBytes, limits.maxRequestBytes - stats.bytes),
      })
    : undefined;
  if (designSystem) {
    stats.bytes += designSystem.bytes;
    stats.variables = designSystem.counts.variables;
    stats.styles = designSystem.counts.styles;
    notes.push(...designSystem.notes);
  }
  progress('variables', 1, 1);
  return {
    name: deps.name,
    nodeId: frames[0]?.id ?? '',
    flow: frames.map((f) => f.id),
    figma: { name: deps.fileName, nodes, flowStartingPoints: deps.startingPoints },
    assets,
    ...(designSystem?.variables ? { variables: designSystem.variables } : {}),
    ...(designSystem?.styles ? { styles: designSystem.styles } : {}),
    ...(preview ? { preview } : {}),
    notes,
    stats,
  };
}
