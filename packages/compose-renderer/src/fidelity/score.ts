import { readFileSync } from 'node:fs';
import type { TagMap, TaggedFunction } from '@app/codegen';
import { PNG } from 'pngjs';
import type { RenderedImage, RenderedNode, RenderedPreview } from '../jvm.ts';
import {
  clippedAway,
  isWithin,
  paintedOver,
  relativeBox,
  seenFill,
  type Box,
  type DesignNode,
} from './design.ts';

/** A layer to score: the tag the render shows, the design node it stands for, and what the output draws it as. */
export interface ScoredLayer {
  tag: string;
  id: string;
  name: string;
  /** `text`, `shape`, `image`, `material`, `container`, `component`, `slot` (the instrumented output's kinds), or the design's type. */
  kind: string;
  /** A layer inside a component call: the drawn element of that call (its tag is the same in every call). */
  rendered?: RenderedNode | undefined;
}

/** Position and size within this many dp of the design count as right. */
export const TOLERANCE_DP = 1;
/** A rendered colour within this much of the fill on every channel (0–255) counts as right. */
export const COLOUR_TOLERANCE = 10;

export interface LayerScore {
  nodeId: string;
  name: string;
  kind: string;
  /** Largest of the x, y, width and height differences in dp; null when the layer was not drawn. */
  errorDp: number | null;
  design: Box;
  rendered: Box | null;
  /** The fill as designed and the colour drawn most inside the layer (not under its children). */
  fill?: { want: string; got: string | null; ok: boolean };
  /** TEXT layers: the characters as designed and as drawn inside the box, and whether the text is cut. */
  text?: { want: string; got: string; clipped: boolean; ok: boolean };
  withinTolerance: boolean;
}

export interface ResponsiveResult {
  width: number;
  clippedText: number;
  newOverlaps: number;
  offscreen: number;
  /** What was counted, by name, for people (the report page). */
  named: { clippedText: string[]; newOverlaps: string[]; offscreen: string[] };
  png: string | null;
  error?: string;
}

export interface FrameScore {
  nodeId: string;
  name: string;
  /** The colour mode the preview shows: its design's own (`design`), or the other of light and dark. */
  mode: PreviewMode;
  width: number;
  height: number;
  png: string | null;
  layers: number;
  withinTolerance: number;
  score: number;
  worst: { nodeId: string; name: string; kind: string; errorDp: number | null }[];
  responsive: ResponsiveResult[];
  /** Every scored layer, worst first (the report page shows them). */
  details: LayerScore[];
  /** Set when the preview could not be drawn. */
  error?: string;
}

export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A PNG file's RGBA pixels. */
export function readPng(path: string | null): Pixels | undefined {
  if (!path) return undefined;
  const png = PNG.sync.read(readFileSync(path));
  return { width: png.width, height: png.height, data: png.data };
}

const boxOf = (n: RenderedNode): Box => ({ x: n.left, y: n.top, width: n.width, height: n.height });

const hex = (r: number, g: number, b: number): string =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

const channels = (h: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];

/** Whether two colours are within the tolerance on every channel. */
export function sameColour(a: string, b: string): boolean {
  const x = channels(a);
  const y = channels(b);
  return x.every((v, i) => Math.abs(v - (y[i] as number)) <= COLOUR_TOLERANCE);
}

/**
 * The colour drawn most often inside `box`, 2 dp in from its edges (anti-aliasing and rounded
 * corners), leaving out the boxes of what is drawn on it (its tagged layers and texts). A pixel
 * (x, y) is left out when some cover has c.x <= x < c.x + c.width and c.y <= y < c.y + c.height;
 * on a tie the colour met first, row by row, wins.
 */
export function dominantColour(
  pixels: Pixels,
  box: Box,
  cover: Box[],
  keep?: (x: number, y: number) => boolean,
): string | null {
  const counts = new Map<number, number>();
  const x0 = Math.max(0, Math.ceil(box.x + 2));
  const y0 = Math.max(0, Math.ceil(box.y + 2));
  const x1 = Math.min(pixels.width, Math.floor(box.x + box.width - 2));
  const y1 = Math.min(pixels.height, Math.floor(box.y + box.height - 2));
  if (x1 <= x0 || y1 <= y0) return null;
  // The covered pixels as a mask over the sampled area, painted once per cover: testing every
  // pixel against every cover made a frame with a thousand layers take seconds. For whole
  // pixels, c.x <= x < c.x + c.width is ceil(c.x) <= x < ceil(c.x + c.width).
  const w = x1 - x0;
  const covered = cover.length > 0 ? new Uint8Array(w * (y1 - y0)) : null;
  if (covered)
    for (const c of cover) {
      const cx0 = Math.max(x0, Math.ceil(c.x));
      const cx1 = Math.min(x1, Math.ceil(c.x + c.width));
      const cy0 = Math.max(y0, Math.ceil(c.y));
      const cy1 = Math.min(y1, Math.ceil(c.y + c.height));
      if (cx1 <= cx0) continue;
      for (let y = cy0; y < cy1; y++)
        covered.fill(1, (y - y0) * w + (cx0 - x0), (y - y0) * w + (cx1 - x0));
    }
  const data = pixels.data;
  // Runs of one colour are counted together (a fill is mostly one colour). A colour's first run
  // ends before any later colour's does, so the map keeps the order colours are first met in.
  let run = -1;
  let length = 0;
  for (let y = y0; y < y1; y++) {
    const row = (y - y0) * w;
    for (let x = x0; x < x1; x++) {
      if (covered && covered[row + x - x0] === 1) continue;
      if (keep && !keep(x, y)) continue;
      const i = (y * pixels.width + x) * 4;
      const key =
        ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number);
      if (key === run) {
        length++;
        continue;
      }
      if (length > 0) counts.set(run, (counts.get(run) ?? 0) + length);
      run = key;
      length = 1;
    }
  }
  if (length > 0) counts.set(run, (counts.get(run) ?? 0) + length);
  let best: number | undefined;
  let most = 0;
  for (const [k, c] of counts) if (c > most) [best, most] = [k, c];
  return best === undefined ? null : hex((best >> 16) & 255, (best >> 8) & 255, best & 255);
}

const normaliseText = (s: string): string => s.replace(/[\u2028\u2029\r\n\t ]+/g, ' ').trim();

/** The function of the instrumented output a preview draws (`<name>Preview` in the file of `<name>`). */
/**
 * Which colour mode a preview shows: `<Name>Preview` the design as drawn, `<Name>DarkPreview` and
 * `<Name>LightPreview` the screen in the other of its theme's light and dark modes.
 */
export type PreviewMode = 'design' | 'light' | 'dark';

export function previewMode(preview: Pick<RenderedPreview, 'function'>): PreviewMode {
  return preview.function.endsWith('DarkPreview')
    ? 'dark'
    : preview.function.endsWith('LightPreview')
      ? 'light'
      : 'design';
}

export function functionOf(
  preview: RenderedPreview,
  tags: TagMap | undefined,
): TaggedFunction | undefined {
  const cls = preview.name.split('.').at(-2) ?? '';
  const mode = previewMode(preview);
  const suffix = mode === 'dark' ? 'DarkPreview' : mode === 'light' ? 'LightPreview' : 'Preview';
  return tags?.functions.find(
    (f) =>
      `${f.name}${suffix}` === preview.function &&
      `${f.path.split('/').at(-1)?.replace(/\.kt$/, '')}Kt` === cls,
  );
}

/**
 * The design node a tag stands for. A screen's tags are node ids; a component's are paths inside
 * it (its layer id, `4:9;6:7` for a layer of an instance nested in it), which are the design's ids
 * inside the component (`I4:9;6:7` for the nested one), or inside the instance the function was
 * read from when the file lacks the component (`I<instance>;<path>`).
 */
export function designIdOf(
  tag: string,
  fn: TaggedFunction,
  design: Map<string, DesignNode>,
): string | undefined {
  if (fn.tags === 'absolute') return design.has(tag) ? tag : undefined;
  return [tag, `I${tag}`, `I${fn.nodeId};${tag}`].find(
    (id) => design.has(id) && isWithin(design, id, fn.nodeId),
  );
}

/** The child indices from `rootId` down to `id` in the design, or undefined when `id` is not below it. */
function pathIn(design: Map<string, DesignNode>, rootId: string, id: string): number[] | undefined {
  const path: number[] = [];
  for (let cur = design.get(id); cur && cur.id !== rootId;) {
    const parent = cur.parentId === undefined ? undefined : design.get(cur.parentId);
    if (!parent) return undefined;
    path.unshift(parent.childIds.indexOf(cur.id));
    cur = parent;
  }
  return design.has(rootId) ? path : undefined;
}

/**
 * The layers inside the screen's component calls, each as drawn by its own call: a call is
 * one tagged element in the screen, and the function it calls tags its layers by their path
 * in the component, the same in every call, so each is found among the elements with that
 * tag as the one drawn inside the call's box, and stands for its own layer of the design: the
 * instance's (`I<instance>;<path>`), or for frames the design repeats (copies, not instances)
 * the layer at the same place in that copy as the path's layer in the copy the function was
 * written from. Without this, a call counted as one unit and nothing inside it was judged.
 */
function layersInCalls(
  fn: TaggedFunction,
  tags: TagMap,
  design: Map<string, DesignNode>,
  nodes: RenderedNode[],
  firstByTag: Map<string, RenderedNode>,
): ScoredLayer[] {
  const byTag = new Map<string, RenderedNode[]>();
  for (const n of nodes)
    if (n.tag !== null) {
      const list = byTag.get(n.tag);
      if (list) list.push(n);
      else byTag.set(n.tag, [n]);
    }
  const out: ScoredLayer[] = [];
  const seen = new Set<string>();
  for (const call of fn.layers) {
    if (call.kind !== 'component' || !call.variant || !call.calls || call.definition) continue;
    const callId = designIdOf(call.tag, fn, design);
    const drawn = firstByTag.get(call.tag);
    const body = tags.functions.find((f) => f.kind === 'component' && f.name === call.calls);
    if (!callId || !drawn || !body) continue;
    // What the call draws is what lies below its element in the render's tree, wherever it is
    // drawn (a text that runs on below its instance, window chrome past its edges); a call whose
    // element has nothing below it falls back to what is drawn inside its box.
    const below = descendantsOf(nodes, drawn);
    const inside = (n: RenderedNode): boolean => {
      if (below.size > 0) return below.has(n);
      const cx = n.left + n.width / 2;
      const cy = n.top + n.height / 2;
      return (
        cx >= drawn.left - 0.5 &&
        cx <= drawn.left + drawn.width + 0.5 &&
        cy >= drawn.top - 0.5 &&
        cy <= drawn.top + drawn.height + 0.5
      );
    };
    for (const layer of body.layers) {
      if (layer.variant !== undefined && layer.variant !== call.variant) continue;
      let id: string | undefined = `I${callId};${layer.tag}`;
      if (!design.has(id)) {
        // A copy of repeated frames: the same place in this copy as in the one the body is.
        const path = pathIn(design, call.variant, layer.tag);
        id = path?.reduce<string | undefined>(
          (at, i) => (at === undefined ? undefined : design.get(at)?.childIds[i]),
          callId,
        );
      }
      if (!id || seen.has(id) || !isWithin(design, id, callId)) continue;
      seen.add(id);
      const d = design.get(id) as DesignNode;
      out.push({
        tag: layer.tag,
        id,
        name: d.name,
        kind: layer.kind,
        rendered: byTag.get(layer.tag)?.find(inside),
      });
    }
  }
  return out;
}

/**
 * The nodes below `node` in the render's tree. The renderer lists nodes in pre-order, each with
 * its nearest tagged ancestor's tag, so they are the run of nodes after it whose nearest tagged
 * ancestor is it or one of them.
 */
function descendantsOf(nodes: RenderedNode[], node: RenderedNode): Set<RenderedNode> {
  const out = new Set<RenderedNode>();
  const i = nodes.indexOf(node);
  if (i < 0 || node.tag === null) return out;
  const tags = new Set<string>([node.tag]);
  for (let k = i + 1; k < nodes.length; k++) {
    const n = nodes[k] as RenderedNode;
    if (n.parentTag === null || !tags.has(n.parentTag)) break;
    out.add(n);
    if (n.tag !== null) tags.add(n.tag);
  }
  return out;
}

/** Tagged nodes that lie inside `tag` (by the nearest-tagged-ancestor links), and text nodes in it. */
function drawnOn(nodes: RenderedNode[], tag: string): RenderedNode[] {
  const parentOf = new Map<string, string | null>();
  for (const n of nodes)
    if (n.tag !== null && !parentOf.has(n.tag)) parentOf.set(n.tag, n.parentTag);
  const inside = (t: string | null): boolean => {
    for (
      let cur = t, guard = 0;
      cur !== null && guard < 10_000;
      cur = parentOf.get(cur) ?? null, guard++
    )
      if (cur === tag) return true;
    return false;
  };
  return nodes.filter(
    (n) =>
      (n.tag !== null && n.tag !== tag && inside(n.parentTag)) ||
      (n.tag === null && (n.text !== null || n.editableText !== null) && inside(n.parentTag)),
  );
}

function scoreLayer(
  layer: ScoredLayer,
  designNode: DesignNode,
  frame: DesignNode,
  rendered: RenderedNode | undefined,
  all: RenderedNode[],
  pixels: Pixels | undefined,
  /** The colour the design shows over the layer's fill (see `seenFill`). */
  seen: string | undefined,
  /** Where layers painted over part of it are drawn (see `paintedOver`): not sampled for its fill. */
  above: Box[],
): LayerScore | undefined {
  const design = relativeBox(designNode, frame);
  if (!design) return undefined;
  if (!rendered)
    return {
      nodeId: layer.id,
      name: layer.name,
      kind: layer.kind,
      errorDp: null,
      design,
      rendered: null,
      withinTolerance: false,
    };
  // The preview draws the frame at its top-left corner, at the frame's size.
  const drawn = {
    x: rendered.left,
    y: rendered.top,
    width: rendered.width,
    height: rendered.height,
  };
  const error = (b: Box): number =>
    Math.max(
      Math.abs(b.x - design.x),
      Math.abs(b.y - design.y),
      Math.abs(b.width - design.width),
      Math.abs(b.height - design.height),
    );
  // A turned layer's tag measures it upright; the design's box is the one it covers turned.
  const turned = designNode.rotation !== 0 ? covering(drawn, designNode.rotation) : drawn;
  const box = error(turned) < error(drawn) ? turned : drawn;
  const errorDp = error(box);
  const out: LayerScore = {
    nodeId: layer.id,
    name: layer.name,
    kind: layer.kind,
    errorDp: Math.round(errorDp * 100) / 100,
    design,
    rendered: box,
    withinTolerance: false,
  };
  // Judged to the hundredth of a dp: Figma's float noise (382.9999999 for 383) is not a design's intent.
  let ok = (out.errorDp as number) <= TOLERANCE_DP;
  if (designNode.characters !== undefined) {
    // A text drawn as several (a Column of one Text per paragraph, a component's label): its
    // texts in order, each its own line, and cut when any of them is.
    const parts =
      rendered.text === null && rendered.editableText === null
        ? drawnOn(all, layer.tag).filter((n) => n.text !== null || n.editableText !== null)
        : [];
    const drawn =
      rendered.text ??
      rendered.editableText ??
      parts.map((n) => n.text ?? n.editableText ?? '').join('\n');
    const visible =
      rendered.visibleChars === undefined ? drawn : drawn.slice(0, rendered.visibleChars);
    // What is left after the visible end: cut text, unless only spaces or newlines (the renderer
    // counts a line's visible end, which leaves out the spaces that end it).
    const clipped =
      rendered.clipped === true ||
      drawn.slice(visible.length).trim() !== '' ||
      parts.some((n) => n.clipped === true);
    const textOk = normaliseText(drawn) === normaliseText(designNode.characters) && !clipped;
    out.text = { want: designNode.characters, got: visible, clipped, ok: textOk };
    ok &&= textOk;
  } else if (seen && pixels) {
    const cover = [...drawnOn(all, layer.tag).map(boxOf), ...above];
    // The fill shows only inside the band its strokes paint over.
    const inset = Math.min(designNode.strokeInset, rendered.width / 2, rendered.height / 2);
    const sampled = {
      x: rendered.left + inset,
      y: rendered.top + inset,
      width: rendered.width - 2 * inset,
      height: rendered.height - 2 * inset,
    };
    // An arc's fill shows only in the band it sweeps (its strokes paint the band's edges).
    const arc = designNode.arc;
    const got = arc
      ? dominantColour(
          pixels,
          { x: rendered.left, y: rendered.top, width: rendered.width, height: rendered.height },
          cover,
          onArc(rendered, arc, designNode.rotation),
        )
      : dominantColour(pixels, sampled, cover);
    // Nothing left to sample (children cover it all): the fill cannot be seen, so it is not judged.
    if (got !== null) {
      const fillOk = sameColour(got, seen);
      out.fill = { want: seen, got, ok: fillOk };
      ok &&= fillOk;
    }
  }
  out.withinTolerance = ok;
  return out;
}

/**
 * Whether a pixel lies well inside the band an arc paints (see `DesignNode.arc`): between its
 * hole and its edge and within its sweep, each 2 dp (or 3 degrees) in from where anti-aliasing
 * blends it with what lies around. `box` is the ellipse as drawn; `turned` the degrees it is
 * turned by, clockwise.
 */
export function onArc(
  box: { left: number; top: number; width: number; height: number },
  arc: { start: number; sweep: number; inner: number },
  turned: number,
): (x: number, y: number) => boolean {
  const rx = box.width / 2;
  const ry = box.height / 2;
  const cx = box.left + rx;
  const cy = box.top + ry;
  const margin = 2 / Math.max(1, Math.min(rx, ry));
  const from = arc.sweep >= 0 ? arc.start : arc.start + arc.sweep;
  const sweep = Math.abs(arc.sweep);
  return (x, y) => {
    const dx = x + 0.5 - cx;
    const dy = y + 0.5 - cy;
    const r = Math.hypot(dx / rx, dy / ry);
    if (r < arc.inner + margin || r > 1 - margin) return false;
    if (sweep >= 360) return true;
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI - turned;
    const along = (((angle - from) % 360) + 360) % 360;
    return along >= 3 && along <= sweep - 3;
  };
}

/** The box a box covers once turned by `degrees` about its centre. */
function covering(b: Box, degrees: number): Box {
  const a = (degrees * Math.PI) / 180;
  const [c, s] = [Math.abs(Math.cos(a)), Math.abs(Math.sin(a))];
  const width = b.width * c + b.height * s;
  const height = b.width * s + b.height * c;
  return { x: b.x + b.width / 2 - width / 2, y: b.y + b.height / 2 - height / 2, width, height };
}

/** Two boxes share more than 1 dp on both axes: the scorer's tolerance, so layers drawn at whole-dp sizes that touch do not count. */
const overlaps = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/**
 * How far past each edge of its frame the design itself draws a layer (a photo that bleeds, a sheet
 * a dp taller than the screen); 0 for a layer inside it or not in this frame.
 */
function designOverhang(
  design: Map<string, DesignNode>,
  tag: string | null,
  frame: DesignNode | undefined,
): { left: number; right: number; top: number; bottom: number } {
  const d = tag ? design.get(tag) : undefined;
  if (!d?.box || !frame?.box || !tag || !isWithin(design, tag, frame.id))
    return { left: 0, right: 0, top: 0, bottom: 0 };
  const [b, f] = [d.box, frame.box];
  return {
    left: Math.max(0, f.x - b.x),
    right: Math.max(0, b.x + b.width - (f.x + f.width)),
    top: Math.max(0, f.y - b.y),
    bottom: Math.max(0, b.y + b.height - (f.y + f.height)),
  };
}

/** How far past an edge a layer may reach: half a dp, or what the design draws past it plus that; a layer the design bleeds by more than the tolerance may. */
const allowedPast = (designed: number): number =>
  designed > TOLERANCE_DP ? Infinity : designed + 0.5;

/**
 * A text set in line boxes smaller than its font that wrapped onto more lines at this width and
 * whose box grew by a line box for each (as tall a box per line as at the design's width, `base`):
 * its further lines have room of their own, and are not drawn over what lies around it.
 */
function grewWithLines(n: RenderedNode, base: RenderedNode | undefined): boolean {
  if (n.clippedBy !== 'wrap' || !base || base.clipped) return false;
  const [lines, baseLines] = [n.lineCount ?? 0, base.lineCount ?? 0];
  return baseLines > 0 && lines > baseLines && n.height / lines >= base.height / baseLines - 0.5;
}

/**
 * Clipped text, sibling overlaps the design does not have, and content off screen with no way to
 * scroll, at one width. Off screen is past the edge by more than the design draws that layer past
 * its frame (`frame`: the preview's frame in the design); `base`, the nodes of the render at the
 * design's width, tells a text that grew a line box per wrapped line from one drawn over its neighbours.
 */
export function responsiveCheck(
  image: RenderedImage & { width: number },
  height: number,
  design: Map<string, DesignNode>,
  frame?: DesignNode,
  base: RenderedNode[] = [],
): ResponsiveResult {
  // The same text at the design's width: by tag, the k-th node with a tag against the k-th there.
  const baseByTag = new Map<string, RenderedNode[]>();
  for (const b of base) if (b.tag) baseByTag.set(b.tag, [...(baseByTag.get(b.tag) ?? []), b]);
  const seenTag = new Map<string, number>();
  const baseOf = (n: RenderedNode): RenderedNode | undefined => {
    if (!n.tag) return undefined;
    const k = seenTag.get(n.tag) ?? 0;
    seenTag.set(n.tag, k + 1);
    return baseByTag.get(n.tag)?.[k];
  };
  const named = {
    clippedText: [] as string[],
    newOverlaps: [] as string[],
    offscreen: [] as string[],
  };
  const label = (n: RenderedNode): string =>
    (n.tag && design.get(n.tag)?.name) ||
    (n.text ?? n.editableText ?? n.tag ?? 'layer').slice(0, 40);
  const offscreenTags = new Set<string>();
  for (const n of image.nodes) {
    const twin = baseOf(n);
    const past = designOverhang(design, n.tag, frame);
    const outX =
      !n.scrollX &&
      (-n.left > allowedPast(past.left) ||
        n.left + n.width - image.width > allowedPast(past.right));
    const outY =
      !n.scrollY &&
      (-n.top > allowedPast(past.top) || n.top + n.height - height > allowedPast(past.bottom));
    if ((outX || outY) && n.width > 0 && n.height > 0) {
      if (n.tag) offscreenTags.add(n.tag);
      // Counted once, at the outermost layer that leaves the screen.
      if (!(n.parentTag && offscreenTags.has(n.parentTag))) named.offscreen.push(label(n));
      continue;
    }
    if (n.clipped && !grewWithLines(n, twin)) named.clippedText.push(label(n));
  }
  const byParent = new Map<string, RenderedNode[]>();
  for (const n of image.nodes) {
    if (!n.tag || !n.parentTag || !design.get(n.tag)?.box) continue;
    byParent.set(n.parentTag, [...(byParent.get(n.parentTag) ?? []), n]);
  }
  for (const siblings of byParent.values()) {
    for (let i = 0; i < siblings.length; i++) {
      for (let j = i + 1; j < siblings.length; j++) {
        const a = siblings[i] as RenderedNode;
        const b = siblings[j] as RenderedNode;
        const da = design.get(a.tag as string)?.box as Box;
        const db = design.get(b.tag as string)?.box as Box;
        if (overlaps(boxOf(a), boxOf(b)) && !overlaps(da, db))
          named.newOverlaps.push(`${label(a)} × ${label(b)}`);
      }
    }
  }
  return {
    width: image.width,
    clippedText: named.clippedText.length,
    newOverlaps: named.newOverlaps.length,
    offscreen: named.offscreen.length,
    named,
    png: image.png,
    ...(image.error ? { error: image.error } : {}),
  };
}

/**
 * Scores one rendered preview against its frame in the design. With the instrumented output's tag
 * map, the frame is the node its function draws and the scored layers are the function's tagged
 * layers (a layer drawn inside a single drawable or a Material component carries no tag of its own,
 * so it counts as that unit); a screen's component calls are scored as their own elements and,
 * layer by layer, inside (see layersInCalls).
 * Without one (hand-tagged Kotlin), the frame is the outermost tag and every tag the render shows
 * inside it is scored. `pixels` are the preview's PNG when the caller has decoded it already.
 */
export function scoreFrame(
  preview: RenderedPreview,
  design: Map<string, DesignNode>,
  tags?: TagMap,
  pixels?: Pixels,
): FrameScore {
  const fn = functionOf(preview, tags);
  const firstByTag = new Map<string, RenderedNode>();
  for (const n of preview.nodes)
    if (n.tag !== null && !firstByTag.has(n.tag)) firstByTag.set(n.tag, n);
  let frame: DesignNode | undefined;
  let candidates: ScoredLayer[];
  if (fn) {
    frame = design.get(fn.nodeId);
    candidates = fn.layers.flatMap((l) => {
      const id = designIdOf(l.tag, fn, design);
      return id ? [{ tag: l.tag, id, name: l.name, kind: l.kind }] : [];
    });
    if (tags && fn.kind === 'screen')
      candidates.push(...layersInCalls(fn, tags, design, preview.nodes, firstByTag));
  } else {
    const root = preview.nodes.find(
      (n) => n.tag !== null && n.parentTag === null && design.has(n.tag),
    );
    frame = root?.tag ? design.get(root.tag) : undefined;
    candidates = [...firstByTag.keys()].flatMap((tag) => {
      const d = design.get(tag);
      return d && frame && isWithin(design, tag, frame.id)
        ? [{ tag, id: tag, name: d.name, kind: d.type.toLowerCase() }]
        : [];
    });
  }
  const responsive = preview.variants.map((v) =>
    responsiveCheck(v, preview.heightDp, design, frame, preview.nodes),
  );
  const base = {
    mode: previewMode(preview),
    width: preview.widthDp,
    height: preview.heightDp,
    png: preview.png,
    responsive,
    ...(preview.error ? { error: preview.error } : {}),
  };
  if (!frame)
    return {
      nodeId: fn?.nodeId ?? '',
      name: fn?.nodeName ?? preview.function.replace(/(Dark|Light)?Preview$/, ''),
      ...base,
      layers: 0,
      withinTolerance: 0,
      score: 0,
      worst: [],
      details: [],
    };
  const drawn = pixels ?? readPng(preview.png);
  const details: LayerScore[] = [];
  for (const layer of candidates) {
    const d = design.get(layer.id) as DesignNode;
    // What the design does not show (hidden, or wholly past a clipping frame's edge) is not scored.
    if (!d.visible || clippedAway(design, d, frame.id)) continue;
    const seen = seenFill(design, d, frame.id);
    const s = scoreLayer(
      layer,
      d,
      frame,
      'rendered' in layer ? layer.rendered : firstByTag.get(layer.tag),
      preview.nodes,
      drawn,
      seen,
      seen === undefined
        ? []
        : paintedOver(design, d, frame.id).flatMap((o) => {
            const r = firstByTag.get(o.id);
            return r ? [boxOf(r)] : [];
          }),
    );
    if (s) details.push(s);
  }
  details.sort(
    (a, b) =>
      Number(a.withinTolerance) - Number(b.withinTolerance) ||
      (b.errorDp ?? Infinity) - (a.errorDp ?? Infinity) ||
      a.nodeId.localeCompare(b.nodeId),
  );
  const within = details.filter((d) => d.withinTolerance).length;
  return {
    nodeId: frame.id,
    name: frame.name,
    ...base,
    layers: details.length,
    withinTolerance: within,
    score: details.length === 0 ? 0 : Math.round((within / details.length) * 1000) / 1000,
    worst: details
      .filter((d) => !d.withinTolerance)
      .slice(0, 10)
      .map(({ nodeId, name, kind, errorDp }) => ({ nodeId, name, kind, errorDp })),
    details,
  };
}
