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
  readonly table: { id: number; file: string }[] = [];

  /**
   * The `R` class Android's build would generate for the drawables among `files`, and their ids
   * registered against where each file is written (`resDir` + the name under `res/drawable/`).
   */
  rClass(packageName: string, files: OutputFile[], resDir: string): string {
    const fields: string[] = [];
    for (const f of files) {
      const m = /^res\/drawable\/([a-z0-9_]+)\.(xml|png)$/.exec(f.path);
      if (!m) continue;
      const id = this.next++;
      fields.push(`        const val ${m[1]} = ${id}`);
      this.table.push({ id, file: `${resDir}/drawable/${m[1]}.${m[2]}` });
    }
    return `package ${packageName}\n\nobject R {\n    object drawable {\n${fields.join('\n')}\n    }\n}\n`;
  }
}
