import { renameGeneration } from '../generation/manage-generation';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { edgeFunction, functionError, json, readJsonObject } from './function';

const SIGN_IN = 'Sign in to change your generations.';

/** POST {id, name}: gives one of the caller's generations a new name. */
export const renameGenerationFunction = edgeFunction(
  ['POST'],
  'Use POST to rename a generation',
  async (req, { ctx, caller }) => {
    if (caller.role !== 'authenticated' || !caller.userId) return functionError(401, SIGN_IN);
    const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
    if (needsSecondFactor) return needsSecondFactor;
    const body = await readJsonObject(req);
    const outcome = await renameGeneration(ctx, caller.userId, body?.id, body?.name);
    if (!outcome.ok) return functionError(outcome.status, outcome.message, outcome.code);
    return json({ generation: outcome.value });
  },
);
