import { generate, FigmaInputError, InvalidOptionError } from '@app/codegen';
import {
  DESIGN_NUMBER_LIMIT,
  DESIGN_STRING_LIMIT,
  FLOW_MAX_SCREENS,
  generateRequestSchema,
  type GenerationFlow,
  GENERATE_MESSAGES,
  type ExportedAsset,
  type GenerateRequest,
  type GeneratedFileAnswer,
  type GenerationWarning,
} from '@app/shared/generate';
import { log } from '../log/logger';
import { encodeRenderInput } from '../jobs/render/render-input';

/** What a worker answers for one request body: the generated code, or why there is none. */
export type GenerationOutcome =
  | {
      ok: true;
      request: Pick<GenerateRequest, 'name' | 'platform'>;
      files: GeneratedFileAnswer[];
      warnings: GenerationWarning[];
      /** The frame preview the plugin sent, checked to be a PNG. */
      preview: Uint8Array | null;
      /** The design and options, gzipped, for the render job (jobs/render/render-input.ts); null where renders are not made. */
      renderInput: Uint8Array | null;
      /** Generations this run uses: 1, or one per screen of a flow. */
      screens: number;
      /** A flow's graph. */
      flow?: GenerationFlow;
    }
  | { ok: false; status: 400 | 413 | 422; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.map(String).join('.');
  return where && !issue.message.includes(where.split('.')[0] ?? '')
    ? `${where}: ${issue.message}`
    : issue.message;
}

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number;
}

function pathOf(visit: Visit): string {
  const parts: (string | number)[] = [];
  for (let v: Visit | null = visit; v; v = v.parent) parts.push(v.key);
  return parts
    .reverse()
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`))
    .join('');
}

/**
 * The first value in the design the generator must not be given, with its path such as
 * figma.nodes.1:2.document.x: a number that is not finite (JSON's 1e999 parses as Infinity)
 * or far past any real coordinate, or a text longer than DESIGN_STRING_LIMIT. Null when
 * there is none. Walked with a stack of its own, since designs nest deeply.
 */
export function designProblem(figma: unknown): { kind: 'number' | 'text'; where: string } | null {
  // Almost every design has none: a scan that allocates nothing says so (a third of the time
  // of the walk below on a 1,000-layer frame), and only a design with one is walked for its path.
  return hasBadValue(figma) ? firstBadValue(figma) : null;
}

function isBadValue(value: unknown): 'number' | 'text' | null {
  if (typeof value === 'number')
    return !Number.isFinite(value) || Math.abs(value) > DESIGN_NUMBER_LIMIT ? 'number' : null;
  if (typeof value === 'string') return value.length > DESIGN_STRING_LIMIT ? 'text' : null;
  return null;
}

function hasBadValue(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') {
      if (isBadValue(value)) return true;
    } else if (Array.isArray(value)) {
      for (const child of value) stack.push(child);
    } else {
      const record = value as Record<string, unknown>;
      for (const key in record) stack.push(record[key]);
    }
  }
  return false;
}

function firstBadValue(figma: unknown): { kind: 'number' | 'text'; where: string } | null {
  const stack: Visit[] = [{ value: figma, parent: null, key: 'figma' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    const kind = isBadValue(value);
    if (kind) return { kind, where: pathOf(visit) };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], parent: visit, key: i });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        stack.push({ value: child, parent: visit, key });
    }
  }
  return null;
}

/** A length written from a number that was not finite: Kotlin that can never compile. */
const NON_FINITE_LITERAL = /\b(?:Infinity|NaN)(?:\.dp|\.sp|f)\b/;

/**
 * The whole CPU-heavy part of a generation, run in a worker thread: parse the JSON body,
 * check it, run the code generator. Never throws for bad input; every refusal is a
 * message in the product's words.
 */
export async function runGeneration(
  body: Uint8Array,
  options: { renderInput?: boolean } = {},
): Promise<GenerationOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { ok: false, status: 400, message: GENERATE_MESSAGES.notJson };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, status: 400, message: GENERATE_MESSAGES.notJson };
  }
  const checked = generateRequestSchema.safeParse(parsed);
  if (!checked.success) return { ok: false, status: 400, message: firstIssue(checked.error) };
  const request = checked.data;
  const problem = designProblem(request.figma);
  if (problem?.kind === 'number')
    return { ok: false, status: 422, message: GENERATE_MESSAGES.numberOutOfRange(problem.where) };
  if (problem?.kind === 'text')
    return { ok: false, status: 413, message: GENERATE_MESSAGES.layerTooLarge(problem.where) };

  let preview: Uint8Array | null = null;
  if (request.preview) {
    preview = decodeBase64(request.preview);
    if (!isPng(preview))
      return { ok: false, status: 400, message: 'preview must be a base64 PNG image.' };
  }
  const assets: Record<string, ExportedAsset> = {};
  for (const [id, a] of Object.entries(request.assets ?? {})) {
    assets[id] = {
      ...(a.svg !== undefined ? { svg: a.svg } : {}),
      ...(a.png !== undefined ? { png: decodeBase64(a.png) } : {}),
    };
  }

  try {
    const result = await generate(request.figma, {
      ...(request.nodeId ? { nodeId: request.nodeId } : {}),
      ...(request.flow ? { flow: request.flow } : {}),
      ...(request.variables ? { variables: request.variables } : {}),
      ...(request.styles ? { styles: request.styles } : {}),
      ...(request.options?.packageName ? { packageName: request.options.packageName } : {}),
      ...(request.options?.resourcePackage
        ? { resourcePackage: request.options.resourcePackage }
        : {}),
      assets,
    });
    // The last guard: code with a non-finite length is refused, uncharged, never stored.
    if (
      result.files.some(
        (f) =>
          typeof f.contents === 'string' &&
          f.path.endsWith('.kt') &&
          NON_FINITE_LITERAL.test(f.contents),
      )
    ) {
      return { ok: false, status: 422, message: GENERATE_MESSAGES.nonFiniteCode };
    }
    // A section or page given as the flow may hold more frames than a run takes: refused, uncharged.
    const screens = result.flow ? result.flow.screens.length : 1;
    if (screens > FLOW_MAX_SCREENS) {
      return { ok: false, status: 413, message: GENERATE_MESSAGES.flowTooLong(screens) };
    }
    const files = result.files.map((f): GeneratedFileAnswer =>
      typeof f.contents === 'string'
        ? { path: f.path, content: f.contents, encoding: 'utf8' }
        : { path: f.path, content: Buffer.from(f.contents).toString('base64'), encoding: 'base64' },
    );
    return {
      ok: true,
      request: { name: request.name, platform: request.platform },
      files,
      warnings: result.warnings,
      preview,
      // Packing the design costs milliseconds of this thread: only when a render will read it.
      renderInput: options.renderInput === false ? null : encodeRenderInput(request),
      screens,
      ...(result.flow ? { flow: result.flow as GenerationFlow } : {}),
    };
  } catch (err) {
    if (err instanceof FigmaInputError || err instanceof InvalidOptionError) {
      return { ok: false, status: 422, message: err.message };
    }
    log.error({ err }, 'the generator failed');
    return {
      ok: false,
      status: 422,
      message:
        'The code generator could not convert this design. Try a smaller selection, or report the issue at /report-issue.',
    };
  }
}
