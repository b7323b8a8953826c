// The import-cycle check of `npm test`: every workspace's TypeScript, with its own tsconfig
// (so the web app's `@/` paths resolve), type-only imports included, since a circle of types
// is still two modules that cannot be read or moved apart. A dynamic `import()` does not
// count: it runs after every module has loaded, and a lazy route that points back at the
// router is how code splitting works.
//
// A circle is a failure unless it is named in ALLOWED below, and an ALLOWED entry that no
// longer exists is a failure too, so the list only ever shrinks.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each allowed circle: its files (repo-relative, any rotation) and why it may stay. */
export const ALLOWED = [
  {
    files: [
      'packages/codegen/src/targets/compose/render.ts',
      'packages/codegen/src/targets/compose/material.ts',
    ],
    why: "The code generator's mutual recursion: a node renders as its Material component, whose slots render nodes.",
  },
  {
    files: [
      'packages/codegen/src/targets/compose/context.ts',
      'packages/codegen/src/targets/compose/sections.ts',
    ],
    why: 'Type-only: the file context carries the screen sections its writers fill.',
  },
  {
    files: [
      'packages/codegen/src/targets/compose/context.ts',
      'packages/codegen/src/targets/compose/fonts.ts',
    ],
    why: 'Type-only: the file context carries the fonts planned for the file.',
  },
];

/** A circle as one string whatever file it was found from. */
export function circleKey(files) {
  const start = files.indexOf([...files].sort()[0]);
  return [...files.slice(start), ...files.slice(0, start)].join(' -> ');
}

function workspaces() {
  const globs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter(
            (e) =>
              e.isDirectory() &&
              existsSync(path.join(root, glob.slice(0, -2), e.name, 'package.json')),
          )
          .map((e) => `${glob.slice(0, -2)}/${e.name}`)
      : [glob],
  );
}

/** The circles among a folder's own TypeScript files (and what they import), repo-relative. */
export async function circlesOf(workspace) {
  const dir = path.resolve(root, workspace);
  const tsconfig = path.join(dir, 'tsconfig.json');
  const tree = await parseDependencyTree(['**/*.ts', '**/*.tsx'], {
    cwd: dir,
    context: root,
    tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
    transform: false,
    skipDynamicImports: false,
    exclude: /\/(node_modules|dist|golden|test-results|playwright-report)\//,
  });
  return parseCircular(tree, true).map(circleKey);
}

async function main() {
  const found = new Map();
  for (const workspace of workspaces()) {
    for (const key of await circlesOf(workspace)) {
      if (!found.has(key)) found.set(key, workspace);
    }
  }
  const allowed = new Set(ALLOWED.map((a) => circleKey(a.files)));
  const unexpected = [...found.keys()].filter((key) => !allowed.has(key));
  const gone = [...allowed].filter((key) => !found.has(key));
  for (const key of unexpected) console.error(`Import cycle (${found.get(key)}): ${key}`);
  for (const key of gone)
    console.error(
      `No longer a cycle, remove it from ALLOWED in scripts/check-import-cycles.mjs: ${key}`,
    );
  if (unexpected.length || gone.length) process.exit(1);
  console.log(
    `No import cycle in ${workspaces().length} workspaces besides the ${allowed.size} allowed ones.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
