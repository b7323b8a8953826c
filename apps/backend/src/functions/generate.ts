import { GENERATE_MAX_BODY_BYTES, GENERATE_MESSAGES } from '@app/shared/generate';
import { createGeneration } from '../generation/create-generation';
import { ObjectStoreUnavailable } from '../storage/object-store';
import { discardBody, readCappedBodyOutcome } from '../http/body-limit';
import { instanceName } from '../jobs/jobs';
import { edgeFunction, functionError } from './function';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Turns a Figma frame into Compose code for the signed-in user (web or plugin session),
 * counting it against their allowance. See generation/create-generation.ts.
 */
export const generateFunction = edgeFunction(
  ['POST'],
  'Use POST to generate code',
  async (req, { ctx, caller }) => {
    const userId = caller.role === 'authenticated' ? caller.userId : null;
    if (!userId) {
      discardBody(req);
      return functionError(401, 'Sign in to generate code.');
    }
    const key = req.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      discardBody(req);
      return functionError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    try {
      const reply = await createGeneration(
        {
          ctx,
          pool: ctx.generator,
          queue: ctx.generationQueue,
          instance: instanceName(ctx),
        },
        { ...caller, userId },
        {
          read: () => readCappedBodyOutcome(req, GENERATE_MAX_BODY_BYTES),
          discard: () => discardBody(req),
        },
        key,
      );
      const text = JSON.stringify(reply.body);
      // Its length known, the answer is compressed in one call off the event loop (compress.ts).
      return new Response(text, {
        status: reply.status,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
          ...reply.headers,
        },
      });
    } catch (err) {
      // The files could not be stored: nothing was recorded or charged.
      if (err instanceof ObjectStoreUnavailable) {
        return functionError(503, GENERATE_MESSAGES.storageUnavailable, 'storage_unavailable');
      }
      throw err;
    }
  },
);
