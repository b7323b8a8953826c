import { GENERATE_MAX_BODY_BYTES, GENERATE_MESSAGES } from '@app/shared/generate';
import { createGeneration } from '../generation/create-generation';
import { ObjectStoreUnavailable } from '../storage/object-store';
import { readCappedBody } from '../generation/read-body';
import { json, type EdgeFunction } from './function';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Turns a Figma frame into Compose code for the signed-in user (web or plugin session),
 * counting it against their allowance. See generation/create-generation.ts.
 */
export const generateFunction: EdgeFunction = async (req, { ctx, caller }) => {
  if (req.method !== 'POST')
    return json({ error: 'method_not_allowed', message: 'Use POST to generate code' }, 405);
  if (caller.role !== 'authenticated' || !caller.userId) {
    return json({ error: 'unauthorized', message: 'Sign in to generate code.' }, 401);
  }
  const key = req.headers.get('idempotency-key');
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return json(
      {
        error: 'invalid_request',
        message: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
      },
      400,
    );
  }
  const body = await readCappedBody(req, GENERATE_MAX_BODY_BYTES);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? json({ error: 'payload_too_large', message: GENERATE_MESSAGES.tooLarge }, 413)
      : json({ error: 'invalid_request', message: 'The request body could not be read.' }, 400);
  }
  try {
    const reply = await createGeneration(
      { ctx, pool: ctx.generator, ...(ctx.overage ? { overage: ctx.overage } : {}) },
      caller.userId,
      body.bytes,
      key,
    );
    return json(reply.body, reply.status);
  } catch (err) {
    // The files could not be stored: nothing was recorded or charged.
    if (err instanceof ObjectStoreUnavailable) {
      return json({ error: 'storage_unavailable', message: GENERATE_MESSAGES.storageUnavailable }, 503);
    }
    throw err;
  }
};
