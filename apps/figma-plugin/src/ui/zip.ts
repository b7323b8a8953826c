import { strToU8, zipSync } from 'fflate';
import type { GenerateAnswer, GeneratedFileAnswer } from '@app/shared/generate';
import { FLOW_README, flowReadme } from '@app/shared/flow-readme';
import { base64ToBytes } from './base64';

/**
 * The generator's paths are relative to an Android source set (`java/<package>/ui/...kt`,
 * `res/drawable/...`); in the zip they sit under the app module's main source set, so
 * unzipping at the root of an Android Studio project drops every file in place.
 */
export const SOURCE_SET = 'app/src/main/';

/** The files as zip entries; a path that could leave the project (absolute, `..`) is refused. */
export function zipEntries(files: readonly GeneratedFileAnswer[]): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    const parts = f.path.split('/');
    if (f.path.startsWith('/') || parts.some((p) => p === '..' || p === '.' || p === ''))
      throw new Error(`The file path "${f.path}" cannot go into the zip.`);
    entries[`${SOURCE_SET}${f.path}`] =
      f.encoding === 'base64' ? base64ToBytes(f.content) : strToU8(f.content);
  }
  return entries;
}

/** The zip's bytes; a flow's zip adds a README (how to call the graph from an Activity) at its root. */
export function buildZip(files: readonly GeneratedFileAnswer[], flow?: Pick<GenerateAnswer, 'flow' | 'generation'>): Uint8Array {
  const entries = zipEntries(files);
  if (flow?.flow) entries[FLOW_README] = strToU8(flowReadme(flow.generation.name, flow.flow, files.map((f) => f.path)));
  return zipSync(entries, { level: 6 });
}

/** A file name for the zip: the generation's name in lower kebab case (as the web app names it). */
export function zipFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'generation'}.zip`;
}
