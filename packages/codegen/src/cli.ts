import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  FigmaInputError,
  GenerationError,
  InvalidOptionError,
  VariablesInputError,
  generate,
  type GenerateResult,
} from './index.ts';

const usage = `Usage: figma-compose <file.json> --out <dir> [--variables <variables.json>] [--node <id> | --flow <id,id,…>] [--package <name>] [--resource-package <name>] [--assets <dir>]

Generates Jetpack Compose (Material3) Kotlin, a theme and drawables from a saved
Figma REST response (GET /v1/files/:key or /v1/files/:key/nodes).

  --out <dir>        where to write the files (an Android source set, e.g. app/src/main)
  --variables <file> the design's variables (GET /v1/files/:key/variables/local): bound layers
                     reference the theme's colour schemes and tokens, one value per mode
  --node <id>        generate only this node (e.g. 12:34)
  --flow <id,id,…>   generate a flow: these frames (or the frames of one section or page)
                     as screens, with a navigation graph from their prototype links
  --package <name>   Kotlin package (default com.example.figma)
  --resource-package <name>
                     package of the app's R class (default: the Kotlin package)
  --assets <dir>     exported assets named <node id>.svg / <node id>.png (":" written as "-")
  --json             print the files written and the warnings as JSON on stdout`;

interface Args {
  input?: string;
  out?: string;
  node?: string;
  flow?: string[];
  packageName?: string;
  resourcePackage?: string;
  assets?: string;
  variables?: string;
  json?: boolean;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = (): string | undefined => argv[++i];
    if (a === '--out' || a === '-o') args.out = value();
    else if (a === '--node') args.node = value();
    else if (a === '--flow') {
      const ids = (value() ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0)
        return `--flow needs the ids of the flow's frames, or of one section or page (--flow 12:34,12:56).\n\n${usage}`;
      args.flow = ids;
    } else if (a === '--package') args.packageName = value();
    else if (a === '--resource-package') args.resourcePackage = value();
    else if (a === '--assets') args.assets = value();
    else if (a === '--variables') {
      args.variables = value();
      if (!args.variables) return `--variables needs the variables JSON file.\n\n${usage}`;
    } else if (a === '--json') args.json = true;
    else if (a === '--help' || a === '-h') return usage;
    else if (a.startsWith('-')) return `Unknown option ${a}\n\n${usage}`;
    else if (args.input === undefined) args.input = a;
    else return `Unexpected argument ${a}\n\n${usage}`;
  }
  if (!args.input || !args.out) return usage;
  return args;
}

async function readAssets(dir: string): Promise<Map<string, { svg?: string; png?: Uint8Array }>> {
  const { readdir } = await import('node:fs/promises');
  const assets = new Map<string, { svg?: string; png?: Uint8Array }>();
  for (const name of (await readdir(dir)).sort()) {
    const m = /^(.+)\.(svg|png)$/i.exec(name);
    if (!m) continue;
    const id = (m[1] as string).replace(/-/g, ':');
    const entry = assets.get(id) ?? {};
    if ((m[2] as string).toLowerCase() === 'svg')
      entry.svg = await readFile(join(dir, name), 'utf8');
    else entry.png = new Uint8Array(await readFile(join(dir, name)));
    assets.set(id, entry);
  }
  return assets;
}

/** The `figma-compose` command; returns the exit code. */
export async function main(
  argv: string[],
  out: (s: string) => void = (s) => process.stdout.write(s),
  err: (s: string) => void = (s) => process.stderr.write(s),
): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    (args === usage && argv.some((a) => a === '--help' || a === '-h') ? out : err)(`${args}\n`);
    return args === usage && argv.some((a) => a === '--help' || a === '-h') ? 0 : 2;
  }
  let text: string;
  try {
    text = await readFile(args.input as string, 'utf8');
  } catch (e) {
    err(`figma-compose: cannot read ${args.input}: ${(e as Error).message}\n`);
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    err(
      `figma-compose: ${args.input} is not Figma JSON: it is not valid JSON (${(e as Error).message}).\n`,
    );
    return 1;
  }
  let variables: unknown;
  if (args.variables !== undefined) {
    try {
      variables = JSON.parse(await readFile(args.variables, 'utf8'));
    } catch (e) {
      err(
        `figma-compose: cannot read the variables ${args.variables}: ${e instanceof SyntaxError ? `it is not valid JSON (${e.message})` : oneLine(e)}.\n`,
      );
      return 1;
    }
  }
  let result: GenerateResult;
  try {
    const assets = args.assets ? await readAssets(args.assets) : undefined;
    result = await generate(json, {
      nodeId: args.node,
      ...(args.flow ? { flow: args.flow } : {}),
      packageName: args.packageName,
      resourcePackage: args.resourcePackage,
      assets,
      ...(variables !== undefined ? { variables } : {}),
    });
  } catch (e) {
    if (e instanceof InvalidOptionError) {
      err(`figma-compose: ${e.message}\n`);
      return 2;
    }
    if (e instanceof VariablesInputError)
      err(`figma-compose: ${args.variables as string}: ${e.message}\n`);
    else if (e instanceof FigmaInputError || e instanceof GenerationError)
      err(`figma-compose: ${args.input}: ${e.message}\n`);
    else err(`figma-compose: ${args.input}: ${oneLine(e)}\n`);
    return 1;
  }
  const root = resolve(args.out as string);
  for (const f of result.files) {
    const path = join(root, f.path);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, f.contents);
    } catch (e) {
      err(`figma-compose: cannot write ${join(args.out as string, f.path)}: ${oneLine(e)}\n`);
      return 1;
    }
    if (!args.json) out(`wrote ${join(args.out as string, f.path)}\n`);
  }
  if (args.json) {
    const files = result.files.map((f) => join(args.out as string, f.path));
    out(
      `${JSON.stringify({ files, warnings: result.warnings, ...(result.flow ? { flow: result.flow } : {}) }, null, 2)}\n`,
    );
    return 0;
  }
  if (result.flow) {
    const flow = result.flow;
    const name = (id: string): string => flow.screens.find((s) => s.nodeId === id)?.name ?? id;
    out(
      `flow: ${flow.screens.length} screens, starting at "${name(flow.start)}"; ${flow.navHost.function} in ${join(args.out as string, flow.navHost.file)}\n`,
    );
    for (const l of flow.links)
      out(
        `  ${name(l.from)}: "${l.layer.name}" ${l.action}${l.to ? ` "${name(l.to)}"` : ''}${l.url ? ` ${l.url}` : ''}\n`,
      );
    for (const o of flow.outside)
      out(
        `  ${name(o.from)}: "${o.layer.name}" leads to "${o.destinationName ?? o.destinationId}", outside the flow: not wired\n`,
      );
  }
  out(`${result.files.length} files, ${result.warnings.length} warnings\n`);
  for (const w of result.warnings) {
    const more =
      w.count > 1
        ? ` (${w.count} layers: ${w.nodeIds.slice(0, 5).join(', ')}${w.count > 5 ? ', …' : ''})`
        : '';
    out(`warning [${w.code}] ${w.nodeId} "${w.nodeName}": ${w.message}${more}\n`);
  }
  return 0;
}

/** An unexpected error (a missing assets folder, a full disk) as one line: never a stack trace. */
function oneLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
}
