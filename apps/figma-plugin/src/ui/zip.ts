import { strToU8, zipSync } from 'fflate';
import type { GenerateAnswer, GeneratedFileAnswer } from '@app/shared/generate';
import { zipEntryName } from '@app/shared/generated-zip';
import { FLOW_README, flowReadme } from '@app/shared/flow-readme';
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

/** The zip's bytes; a flow's zip adds a README (how to call the graph from an Activity) at its root. */
export function buildZip(
  files: readonly GeneratedFileAnswer[],
  flow?: Pick<GenerateAnswer, 'flow' | 'generation'>,
): Uint8Array {
  const entries = zipEntries(files);
  if (flow?.flow)
    entries[FLOW_README] = strToU8(
      flowReadme(
        flow.generation.name,
        flow.flow,
        files.map((f) => f.path),
      ),
    );
  return zipSync(entries, { level: 6 });
}
