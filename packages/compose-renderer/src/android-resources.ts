/** A generated file as `generate()` returns it (a path under the source set, text or bytes). */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * Hands out `R.drawable` ids for one compile-and-render job. Android numbers a module's
 * drawables itself; here several generated packages may share one job (the goldens, a corpus),
 * so ids are unique across the job, which is all the shim's `painterResource(id)` needs.
 */
export class ResourceIds {
  private next = 0x7f080000;
  private arrays = 0;
  readonly table: { id: number; file: string }[] = [];

  /**
   * The `R` class Android's build would generate for `files`: a `drawable` id for each file under
   * `res/drawable/` (registered against where it is written: `resDir` + its name), and an `array`
   * id for each array a `res/values/*.xml` file declares (the Google Fonts certificates).
   */
  rClass(packageName: string, files: OutputFile[], resDir: string): string {
    const drawables: string[] = [];
    const arrays: string[] = [];
    for (const f of files) {
      const m = /^res\/drawable\/([a-z0-9_]+)\.(xml|png)$/.exec(f.path);
      if (m) {
        const id = this.next++;
        drawables.push(`        const val ${m[1]} = ${id}`);
        this.table.push({ id, file: `${resDir}/drawable/${m[1]}.${m[2]}` });
      } else if (/^res\/values\/[^/]+\.xml$/.test(f.path) && typeof f.contents === 'string') {
        for (const a of f.contents.matchAll(
          /<(?:array|string-array|integer-array)\s+name="([A-Za-z0-9_.]+)"/g,
        )) {
          arrays.push(
            `        const val ${(a[1] as string).replaceAll('.', '_')} = ${0x7f030000 + this.arrays++}`,
          );
        }
      }
    }
    const arrayClass = arrays.length > 0 ? `    object array {\n${arrays.join('\n')}\n    }\n` : '';
    return `package ${packageName}\n\nobject R {\n    object drawable {\n${drawables.join('\n')}\n    }\n${arrayClass}}\n`;
  }
}
