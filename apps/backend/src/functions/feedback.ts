import { FEEDBACK_MESSAGES, feedbackPayloadSchema } from '@app/shared/feedback';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import { edgeFunction, functionError, json, readJsonObject } from './function';

/** Stores a piece of feedback; the rating must be a whole number from 1 to 5. */
export const feedback = edgeFunction(
  ['POST'],
  'Use POST to send feedback',
  async (req, { ctx, caller, ip }) => {
    const body = await readJsonObject(req);
    if (!body) return functionError(400, 'The request body must be a JSON object');
    if (!body.email || body.rating === undefined || body.rating === null) {
      return functionError(400, FEEDBACK_MESSAGES.required);
    }
    const parsed = feedbackPayloadSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return functionError(
        400,
        field === 'rating'
          ? 'Rating must be a whole number from 1 to 5'
          : (parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.required),
      );
    }
    if (!(await ctx.rateLimiter.hit(`feedback:ip:${ip}`, { limit: 20, windowSeconds: 3600 }))) {
      return functionError(429, 'Too many messages from this address. Please try again later.');
    }
    const { email, rating, comments } = parsed.data;
    const stored = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
      tx.query<{ id: string }>(
        'insert into public.feedback (user_id, email, rating, comments) values ($1, $2, $3, $4) returning id',
        [caller.userId, email, rating, comments],
      ),
    );
    return json({ success: true, id: stored.rows[0]?.id });
  },
);
