import { strToU8, zipSync } from 'fflate';
import type { GeneratedFileAnswer } from '@app/shared/generate';
import { zipEntryName } from '@app/shared/generated-zip';
import { base64ToBytes } from './base64';

export { SOURCE_SET, zipFileName } from '@app/shared/generated-zip';

/** The files as zip entries under the app's source set (see @app/shared/generated-zip). */
export function zipEntries(files: readonly GeneratedFileAnswer[]): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    entries[zipEntryName(f.path)] =
      f.encoding === 'base64' ? base64ToBytes(f.content) : strToU8(f.content);
  }
  return entries;
}

/** The zip's bytes. */
export function buildZip(files: readonly GeneratedFileAnswer[]): Uint8Array {
  return zipSync(zipEntries(files), { level: 6 });
}
