import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ComposeJvm, formatMessage, type CompileAnswer } from '@app/compose-renderer/jvm';
import { writeJob, type JobOutput, type WrittenJob } from '@app/compose-renderer/job';
import type { GenerateResult } from '../../src/index.ts';

export { ComposeJvm, formatMessage, writeJob, type JobOutput, type WrittenJob };

/** A generate() result as a job output whose drawables' `R` class is in `resourcePackage`. */
export const outputOf = (resourcePackage: string, result: GenerateResult): JobOutput => ({
  resourcePackage,
  files: result.files,
});

/**
 * Writes outputs as a source set, compiles them with the real Kotlin compiler and Compose plugin
 * against Compose Multiplatform desktop and the shim (packages/compose-renderer), and returns the
 * compiler's errors as `file:line:column: error: message` lines.
 */
export async function compileOutputs(
  jvm: ComposeJvm,
  outputs: JobOutput[],
  dir = mkdtempSync(join(tmpdir(), 'codegen-compose-')),
): Promise<{ job: WrittenJob; errors: string[]; answer: CompileAnswer }> {
  const job = writeJob(dir, outputs);
  const answer = await jvm.compile([job.sources], job.classes);
  const errors = answer.messages.map(formatMessage);
  if (!answer.ok && errors.length === 0)
    errors.push('error: the compiler failed without a message');
  return { job, errors, answer };
}
