/**
 * Every output of `generate()` on the Figma JSON files of the given folders,
 * written under `<out>/<folder name>/<file>/{plain,instrumented}/`: the
 * generated files, and the warnings, tags and flow as JSON. For changes that
 * must not change the output (speed work): write the outputs before and after
 * and `diff -r` the two folders. `--source` takes another checkout's
 * `src/index.ts`, so a base and a branch can be written side by side.
 *
 *   npx tsx scripts/corpus-outputs.ts <out> <folder>… [--source path/to/src/index.ts]
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { generate as Generate } from '../src/index.ts';

const args = process.argv.slice(2);
const sourceAt = args.indexOf('--source');
const source =
  sourceAt >= 0
    ? resolve(args[sourceAt + 1] as string)
    : join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'index.ts');
const [out, ...folders] = sourceAt >= 0 ? args.toSpliced(sourceAt, 2) : args;
if (!out || folders.length === 0) {
  process.stderr.write(
    'usage: corpus-outputs.ts <out> <folder of Figma JSON files>… [--source src/index.ts]\n',
  );
  process.exit(2);
}
const { generate } = (await import(source)) as { generate: typeof Generate };

let count = 0;
for (const folder of folders)
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const input = JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
    for (const instrument of [false, true]) {
      const dir = join(out, basename(resolve(folder)), name, instrument ? 'instrumented' : 'plain');
      mkdirSync(dir, { recursive: true });
      try {
        const result = await generate(input, { instrument });
        for (const f of result.files) {
          mkdirSync(dirname(join(dir, f.path)), { recursive: true });
          writeFileSync(join(dir, f.path), f.contents);
        }
        writeFileSync(join(dir, '_warnings.json'), JSON.stringify(result.warnings, null, 1));
        if (result.tags)
          writeFileSync(join(dir, '_tags.json'), JSON.stringify(result.tags, null, 1));
        if (result.flow)
          writeFileSync(join(dir, '_flow.json'), JSON.stringify(result.flow, null, 1));
      } catch (e) {
        // A file the generator refuses is an output too: the same refusal before and after.
        writeFileSync(join(dir, '_error.txt'), String(e));
      }
    }
    count++;
  }
console.log(`${count} designs written to ${out}`);
