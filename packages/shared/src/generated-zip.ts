/**
 * How a generation's files are laid out in the zip the web app and the plugin both offer.
 * The generator's paths are relative to an Android source set (`java/<package>/ui/...kt`,
 * `res/drawable/...`); in the zip they sit under the app module's main source set, so
 * unzipping at the root of an Android Studio project drops every file in place.
 */
export const SOURCE_SET = 'app/src/main/';

/** A file's name in the zip; a path that could leave the project (absolute, `..`) is refused. */
export function zipEntryName(path: string): string {
  const parts = path.split('/');
  if (path.startsWith('/') || parts.some((p) => p === '..' || p === '.' || p === ''))
    throw new Error(`The file path "${path}" cannot go into the zip.`);
  return `${SOURCE_SET}${path}`;
}

/** A file name for the zip: the generation's name in lower kebab case. */
export function zipFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'generation'}.zip`;
}
