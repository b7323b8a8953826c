import { deleteGeneration } from '../generation/manage-generation';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { edgeFunction, functionError, json, readJsonObject } from './function';

const SIGN_IN = 'Sign in to change your generations.';

/** POST {id}: deletes one of the caller's generations and its files; usage counted stays. */
export const deleteGenerationFunction = edgeFunction(
  ['POST'],
  'Use POST to delete a generation',
  async (req, { ctx, caller }) => {
    if (caller.role !== 'authenticated' || !caller.userId) return functionError(401, SIGN_IN);
    const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
    if (needsSecondFactor) return needsSecondFactor;
    const body = await readJsonObject(req);
    const outcome = await deleteGeneration(ctx, caller.userId, body?.id);
    if (!outcome.ok) return functionError(outcome.status, outcome.message, outcome.code);
    return json({ deleted: outcome.value });
  },
);
