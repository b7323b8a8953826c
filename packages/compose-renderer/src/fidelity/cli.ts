/**
 * npm run fidelity -- <figma.json> --out <dir> [--variables <variables.json>] [--node <id> | --flow <id,id,…>] [--rescore] [--json]
 *
 * With --flow (the flow's frames, or one section or page), the flow's screens and its navigation
 * graph are generated and compiled together, and every screen is rendered and scored.
 * Generates the instrumented Compose output of a Figma REST JSON file into <dir> (or, with
 * --rescore, takes the Kotlin already there), compiles it against Compose Multiplatform desktop,
 * renders every preview to <dir>/render/*.png, scores each frame layer by layer against the
 * design and writes <dir>/fidelity.html. With the design's variables, a screen whose theme has
 * light and dark modes is rendered and scored in each (against the design in that mode). Exit 0 when it measured (whatever the score), 2 when the
 * Kotlin did not compile, 1 for bad input (with a one-line message).
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FigmaInputError,
  GenerationError,
  InvalidOptionError,
  hasLightAndDark,
} from '@app/codegen';
import { ComposeJvm } from '../jvm.ts';
import { DesignIndexError, indexDesign, type DesignNode } from './design.ts';
import { FidelityInputError, hasKotlin, measure, publicJson } from './measure.ts';

const usage =
  'usage: npm run fidelity -- <figma.json> --out <dir> [--variables <variables.json>] [--node <id> | --flow <id,id,…>] [--rescore] [--json]';

interface Args {
  file: string;
  out: string;
  node: string | undefined;
  flow: string[] | undefined;
  variables: string | undefined;
  rescore: boolean;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  let file: string | undefined;
  let out: string | undefined;
  let node: string | undefined;
  let flow: string[] | undefined;
  let variables: string | undefined;
  let rescore = false;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--out' || a === '--node' || a === '--flow' || a === '--variables') {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--'))
        throw new FidelityInputError(`${a} needs a value. ${usage}`);
      if (a === '--out') out = v;
      else if (a === '--node') node = v;
      else if (a === '--variables') variables = v;
      else {
        flow = v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (flow.length === 0)
          throw new FidelityInputError(
            `--flow needs the ids of the flow's frames, or of one section or page (--flow 12:34,12:56). ${usage}`,
          );
      }
    } else if (a === '--rescore') rescore = true;
    else if (a === '--json') json = true;
    else if (a.startsWith('--')) throw new FidelityInputError(`Unknown option ${a}. ${usage}`);
    else if (file === undefined) file = a;
    else
      throw new FidelityInputError(
        `One Figma JSON file at a time (got ${file} and ${a}). ${usage}`,
      );
  }
  if (!file) throw new FidelityInputError(`No Figma JSON file given. ${usage}`);
  if (!out) throw new FidelityInputError(`No output folder given (--out <dir>). ${usage}`);
  if (node && flow)
    throw new FidelityInputError(
      `Give either --node (one frame) or --flow (several), not both. ${usage}`,
    );
  return { file, out, node, flow, variables, rescore, json };
}

function readDesign(file: string): unknown {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new FidelityInputError(`No such file: ${file}`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new FidelityInputError(`${file} is not JSON: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Runs the command; returns the exit code. A caller that holds a warm JVM may lend it (tests do). */
export async function main(argv: string[], lent?: ComposeJvm): Promise<number> {
  let args: Args;
  let design: unknown;
  let variables: unknown;
  let index: Map<string, DesignNode>;
  try {
    args = parseArgs(argv);
    design = readDesign(args.file);
    if (args.variables !== undefined) {
      variables = readDesign(args.variables);
      // Checked before anything starts: a file that is not Figma's variables is refused in one line.
      hasLightAndDark(variables);
    }
    index = indexDesign(design);
    if (args.node && !index.has(args.node))
      throw new FidelityInputError(`No node ${args.node} in ${args.file}.`);
    const missing = (args.flow ?? []).filter((id) => !index.has(id));
    if (missing.length > 0)
      throw new FidelityInputError(`No node ${missing.join(', ')} in ${args.file}.`);
    if (existsSync(args.out) && !statSync(args.out).isDirectory())
      throw new FidelityInputError(`--out ${args.out} is a file, not a folder.`);
    if (args.rescore && !hasKotlin(args.out))
      throw new FidelityInputError(
        `No generated Kotlin in ${resolve(args.out, 'java')} to rescore: run without --rescore first.`,
      );
    mkdirSync(args.out, { recursive: true });
  } catch (e) {
    return fail(e);
  }
  const jvm = lent ?? ComposeJvm.start();
  try {
    const started = performance.now();
    const result = await measure(jvm, {
      design,
      index,
      out: resolve(args.out),
      nodeId: args.node,
      rescore: args.rescore,
      ...(args.flow ? { generateOptions: { flow: args.flow } } : {}),
      ...(variables !== undefined ? { variables } : {}),
    });
    if (args.json) process.stdout.write(`${JSON.stringify(publicJson(result))}\n`);
    else {
      if (!result.compiled) process.stdout.write(`Did not compile:\n${result.errors.join('\n')}\n`);
      for (const f of result.frames) {
        const r = f.responsive
          .map(
            (v) =>
              `${v.width} dp: ${v.clippedText} clipped text, ${v.newOverlaps} new overlaps, ${v.offscreen} off screen`,
          )
          .join('; ');
        process.stdout.write(
          `${f.name} (${f.nodeId || 'untagged'})${f.mode === 'design' ? '' : ` in ${f.mode === 'dark' ? 'Dark' : 'Light'}`}: ${f.layers === 0 ? 'no tagged layers' : `${Math.round(f.score * 100)}%, ${f.withinTolerance} of ${f.layers} layers within 1 dp`}${f.error ? ` — ${f.error}` : ''}${r ? `; ${r}` : ''}\n`,
        );
      }
      for (const font of result.fonts.filter((x) => !x.installed))
        process.stdout.write(`Font ${font.family} is not installed: drawn with Roboto.\n`);
      process.stdout.write(
        `Report: ${resolve(args.out, 'fidelity.html')} (${Math.round(performance.now() - started)} ms)\n`,
      );
    }
    return result.compiled ? 0 : 2;
  } catch (e) {
    return fail(e);
  } finally {
    if (!lent) await jvm.close();
  }
}

function fail(e: unknown): number {
  if (
    e instanceof FidelityInputError ||
    e instanceof DesignIndexError ||
    e instanceof FigmaInputError ||
    e instanceof InvalidOptionError ||
    e instanceof GenerationError
  ) {
    process.stderr.write(`fidelity: ${e.message.split('\n')[0]}\n`);
    return 1;
  }
  throw e;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(
        `fidelity: ${String(e instanceof Error ? e.message : e).split('\n')[0]}\n`,
      );
      process.exitCode = 1;
    },
  );
}
