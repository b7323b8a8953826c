import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ResourceIds, type OutputFile } from './android-resources.ts';

/** One generated output to compile: its files and the package its drawables' `R` class is in. */
export interface JobOutput {
  /** The package of the `R` class the generated code refers to (`resourcePackage`, else `packageName`). */
  resourcePackage: string;
  files: OutputFile[];
}

export interface WrittenJob {
  /** The Kotlin sources folder (generated files and one `R.kt` per output). */
  sources: string;
  /** Where `compile` should put the classes. */
  classes: string;
  /** The `R.drawable` ids and their files, for `render`. */
  resources: { id: number; file: string }[];
}

/**
 * Writes generated outputs as an Android source set would hold them (`java/…` sources, each
 * output's `res/` in a folder of its own so equal drawable names never collide) plus the `R`
 * class of each output, into `dir`.
 */
export function writeJob(dir: string, outputs: JobOutput[]): WrittenJob {
  const sources = join(dir, 'src');
  const ids = new ResourceIds();
  outputs.forEach((output, i) => {
    const res = join(dir, 'res', String(i));
    for (const f of output.files) {
      const path = f.path.startsWith('res/')
        ? join(res, f.path.slice('res/'.length))
        : f.path.endsWith('.kt')
          ? join(sources, f.path)
          : undefined;
      if (!path) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.contents);
    }
    const rPath = join(sources, 'R', ...output.resourcePackage.split('.'), 'R.kt');
    mkdirSync(dirname(rPath), { recursive: true });
    writeFileSync(rPath, ids.rClass(output.resourcePackage, output.files, res));
  });
  mkdirSync(sources, { recursive: true });
  return { sources, classes: join(dir, 'classes'), resources: ids.table };
}
