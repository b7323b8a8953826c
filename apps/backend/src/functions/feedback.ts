import { FEEDBACK_MESSAGES, feedbackPayloadSchema } from '@app/shared/feedback';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import { json, readJsonObject, type EdgeFunction } from './function';

/** Stores a piece of feedback; the rating must be a whole number from 1 to 5. */
export const feedback: EdgeFunction = async (req, { ctx, caller, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to send feedback' }, 405);
  const body = await readJsonObject(req);
  if (!body) return json({ error: 'The request body must be a JSON object' }, 400);
  if (!body.email || body.rating === undefined || body.rating === null) {
    return json({ error: FEEDBACK_MESSAGES.required }, 400);
  }
  const parsed = feedbackPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return json({ error: field === 'rating' ? 'Rating must be a whole number from 1 to 5' : parsed.error.issues[0]?.message }, 400);
  }
  if (!(await ctx.rateLimiter.hit(`feedback:ip:${ip}`, { limit: 20, windowSeconds: 3600 }))) {
    return json({ error: 'Too many messages from this address. Please try again later.' }, 429);
  }
  const { email, rating, comments } = parsed.data;
  const stored = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
    tx.query<{ id: string }>(
      'insert into public.feedback (user_id, email, rating, comments) values ($1, $2, $3, $4) returning id',
      [caller.userId, email, rating, comments],
    ),
  );
  return json({ success: true, id: stored.rows[0]?.id });
};
