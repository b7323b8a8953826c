import { zipEntryName, zipFileName } from '@app/shared/generated-zip';
import { FLOW_README, flowReadme } from '@app/shared/flow-readme';
import type { GenerationFlow } from '@app/shared/generate';
import type { GenerationFile } from '../api/get-generation-detail';
import { downloadGenerationObject } from '../api/get-generation-file';

export { zipFileName };

/**
 * Every file of the generation in one zip, laid out as an Android source set
 * (see @app/shared/generated-zip), and for a flow the README of how to show its graph, as the
 * plugin's zip has it. fflate is loaded only when the user asks for the zip.
 */
export async function downloadZip(
  name: string,
  files: readonly GenerationFile[],
  flow: GenerationFlow | null = null,
): Promise<void> {
  const [{ zipSync }, contents] = await Promise.all([
    import('fflate'),
    Promise.all(
      files.map(
        async (f) => new Uint8Array(await (await downloadGenerationObject(f.object)).arrayBuffer()),
      ),
    ),
  ]);
  const entries: Record<string, Uint8Array> = {};
  files.forEach((f, i) => {
    entries[zipEntryName(f.path)] = contents[i] as Uint8Array;
  });
  if (flow) {
    const readme = flowReadme(
      name,
      flow,
      files.map((f) => f.path),
    );
    entries[FLOW_README] = new TextEncoder().encode(readme);
  }
  const zipped = zipSync(entries, { level: 6 });
  const url = URL.createObjectURL(new Blob([zipped as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = zipFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
