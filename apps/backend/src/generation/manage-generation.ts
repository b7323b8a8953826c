import {
  GENERATION_MESSAGES,
  generationNameError,
  normalizeGenerationName,
} from '@app/shared/generations';
import type { AppContext } from '../context';
import { log } from '../log/logger';
import { forgetArtifacts, removeArtifactFiles } from './artifacts';
import { isUuid } from '@app/shared/uuid';

/**
 * A user's own changes to a generation after it was made: a new name, or deleting it with its
 * files. Neither touches usage: what was counted in billing_cycles and additional_generations
 * when the generation was made stays counted.
 */

export type ManageOutcome<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 404; code: string; message: string };

const notFound = {
  ok: false,
  status: 404,
  code: 'not_found',
  message: GENERATION_MESSAGES.notFound,
} as const;

export async function renameGeneration(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  generationId: unknown,
  name: unknown,
): Promise<ManageOutcome<{ id: string; name: string }>> {
  if (typeof generationId !== 'string' || !isUuid(generationId)) return notFound;
  const problem =
    typeof name === 'string' ? generationNameError(name) : GENERATION_MESSAGES.nameRequired;
  if (problem) return { ok: false, status: 400, code: 'invalid_name', message: problem };
  const updated = await ctx.db.query<{ id: string; name: string }>(
    'update public.generations set name = $3 where id = $1 and user_id = $2 returning id, name',
    [generationId, userId, normalizeGenerationName(name as string)],
  );
  const row = updated.rows[0];
  return row ? { ok: true, value: row } : notFound;
}

export async function deleteGeneration(
  ctx: Pick<AppContext, 'db' | 'files'>,
  userId: string,
  generationId: unknown,
): Promise<ManageOutcome<{ id: string }>> {
  if (typeof generationId !== 'string' || !isUuid(generationId)) return notFound;
  const objects = await ctx.db.transaction(async (tx) => {
    const deleted = await tx.query(
      'delete from public.generations where id = $1 and user_id = $2 returning id',
      [generationId, userId],
    );
    if (deleted.rows.length === 0) return null;
    return forgetArtifacts(tx, userId, generationId);
  });
  if (objects === null) return notFound;
  // After the commit: a failed transaction must not leave a row without its files.
  await removeArtifactFiles(ctx.files, objects, (name, err) =>
    log.error(
      { err, file: `generations/${name}` },
      'removing a file of a deleted generation failed',
    ),
  );
  return { ok: true, value: { id: generationId } };
}
