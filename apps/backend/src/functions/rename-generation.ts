import { renameGeneration } from '../generation/manage-generation';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { json, readJsonObject, type EdgeFunction } from './function';

const SIGN_IN = 'Sign in to change your generations.';

/** POST {id, name}: gives one of the caller's generations a new name. */
export const renameGenerationFunction: EdgeFunction = async (req, { ctx, caller }) => {
  if (req.method !== 'POST')
    return json({ error: 'Use POST to rename a generation', code: 'method_not_allowed' }, 405);
  if (caller.role !== 'authenticated' || !caller.userId)
    return json({ error: SIGN_IN, message: SIGN_IN, code: 'unauthorized' }, 401);
  const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
  if (needsSecondFactor) return needsSecondFactor;
  const body = await readJsonObject(req);
  const outcome = await renameGeneration(ctx, caller.userId, body?.id, body?.name);
  if (!outcome.ok)
    return json(
      { error: outcome.message, message: outcome.message, code: outcome.code },
      outcome.status,
    );
  return json({ generation: outcome.value });
};
