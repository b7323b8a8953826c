import { GENERATE_MAX_BODY_BYTES, GENERATE_MESSAGES } from '@app/shared/generate';
import { createGeneration } from '../generation/create-generation';
import { ObjectStoreUnavailable } from '../storage/object-store';
import { discardBody, readCappedBodyOutcome } from '../http/body-limit';
import { instanceName } from '../jobs/jobs';
import { json, type EdgeFunction } from './function';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Turns a Figma frame into Compose code for the signed-in user (web or plugin session),
 * counting it against their allowance. See generation/create-generation.ts.
 */
export const generateFunction: EdgeFunction = async (req, { ctx, caller }) => {
  if (req.method !== 'POST')
    return json({ error: 'method_not_allowed', message: 'Use POST to generate code' }, 405);
  const userId = caller.role === 'authenticated' ? caller.userId : null;
  if (!userId) {
    discardBody(req);
    return json({ error: 'unauthorized', message: 'Sign in to generate code.' }, 401);
  }
  const key = req.headers.get('idempotency-key');
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    discardBody(req);
    return json(
      {
        error: 'invalid_request',
        message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
      },
      400,
    );
  }
  try {
    const reply = await createGeneration(
      {
        ctx,
        pool: ctx.generator,
        queue: ctx.generationQueue,
        instance: instanceName(ctx),
        ...(ctx.overage ? { overage: ctx.overage } : {}),
      },
      { ...caller, userId },
      { read: () => readCappedBodyOutcome(req, GENERATE_MAX_BODY_BYTES), discard: () => discardBody(req) },
      key,
    );
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  } catch (err) {
    // The files could not be stored: nothing was recorded or charged.
    if (err instanceof ObjectStoreUnavailable) {
      return json(
        { error: 'storage_unavailable', message: GENERATE_MESSAGES.storageUnavailable },
        503,
      );
    }
    throw err;
  }
};
