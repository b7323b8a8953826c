import { generate, FigmaInputError, InvalidOptionError } from '@app/codegen';
import {
  generateRequestSchema,
  GENERATE_MESSAGES,
  type GenerateRequest,
  type GeneratedFileAnswer,
  type GenerationWarning,
} from '@app/shared/generate';
import { log } from '../http/logger';

/** What a worker answers for one request body: the generated code, or why there is none. */
export type GenerationOutcome =
  | {
      ok: true;
      request: Pick<GenerateRequest, 'name' | 'platform'>;
      files: GeneratedFileAnswer[];
      warnings: GenerationWarning[];
      /** The frame preview the plugin sent, checked to be a PNG. */
      preview: Uint8Array | null;
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

/**
 * The whole CPU-heavy part of a generation, run in a worker thread: parse the JSON body,
 * check it, run the code generator. Never throws for bad input; every refusal is a
 * message in the product's words.
 */
export async function runGeneration(body: Uint8Array): Promise<GenerationOutcome> {
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

  let preview: Uint8Array | null = null;
  if (request.preview) {
    preview = decodeBase64(request.preview);
    if (!isPng(preview))
      return { ok: false, status: 400, message: 'preview must be a base64 PNG image.' };
  }
  const assets: Record<string, { svg?: string; png?: Uint8Array }> = {};
  for (const [id, a] of Object.entries(request.assets ?? {})) {
    assets[id] = {
      ...(a.svg !== undefined ? { svg: a.svg } : {}),
      ...(a.png !== undefined ? { png: decodeBase64(a.png) } : {}),
    };
  }

  try {
    const result = await generate(request.figma, {
      ...(request.nodeId ? { nodeId: request.nodeId } : {}),
      ...(request.variables ? { variables: request.variables } : {}),
      ...(request.styles ? { styles: request.styles } : {}),
      ...(request.options?.packageName ? { packageName: request.options.packageName } : {}),
      ...(request.options?.resourcePackage
        ? { resourcePackage: request.options.resourcePackage }
        : {}),
      assets,
    });
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
