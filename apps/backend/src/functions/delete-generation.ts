import { deleteGeneration } from '../generation/manage-generation';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { json, readJsonObject, type EdgeFunction } from './function';

const SIGN_IN = 'Sign in to change your generations.';

/** POST {id}: deletes one of the caller's generations and its files; usage counted stays. */
export const deleteGenerationFunction: EdgeFunction = async (req, { ctx, caller }) => {
  if (req.method !== 'POST')
    return json({ error: 'Use POST to delete a generation', code: 'method_not_allowed' }, 405);
  if (caller.role !== 'authenticated' || !caller.userId)
    return json({ error: SIGN_IN, message: SIGN_IN, code: 'unauthorized' }, 401);
  const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
  if (needsSecondFactor) return needsSecondFactor;
  const body = await readJsonObject(req);
  const outcome = await deleteGeneration(ctx, caller.userId, body?.id);
  if (!outcome.ok)
    return json(
      { error: outcome.message, message: outcome.message, code: outcome.code },
      outcome.status,
    );
  return json({ deleted: outcome.value });
};
