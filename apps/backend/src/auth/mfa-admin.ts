import { Hono } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import { requireAdmin } from './guard';
import { notFound } from './errors';
import { factorJson, findOwnedFactor, loadFactors } from './mfa-factors';
import { lowerSessionsOfFactor } from './mfa-session';
import { findUserById, isUuid } from './users';

/**
 * The service role's view of a user's factors, as supabase-js `auth.admin.mfa` calls it:
 * GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factorId} (support
 * removing the factor of an owner who lost both the authenticator and the mailbox).
 */
export function mfaAdminRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  async function target(tx: Parameters<typeof findUserById>[0], id: string) {
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(tx, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  app.get('/admin/users/:id/factors', async (c) => {
    await requireAdmin(ctx, c);
    const factors = await inTransaction(ctx, async (tx) => {
      const user = await target(tx, c.req.param('id'));
      return (await loadFactors(tx, user.id)).map(factorJson);
    });
    return c.json(factors);
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    await requireAdmin(ctx, c);
    const removed = await inTransaction(ctx, async (tx) => {
      const user = await target(tx, c.req.param('id'));
      const factorId = c.req.param('factorId');
      if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
      const factor = await findOwnedFactor(tx, user.id, factorId, true);
      if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await lowerSessionsOfFactor(tx, user.id, factor.id);
      return factorJson(factor);
    });
    return c.json(removed);
  });

  return app;
}
