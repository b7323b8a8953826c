import { Hono, type MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';

const draining = new WeakSet<AppContext>();

/** From now on the instance is shutting down: not ready, and every answer closes its connection. */
export function markDraining(ctx: AppContext): void {
  draining.add(ctx);
}

export function isDraining(ctx: AppContext): boolean {
  return draining.has(ctx);
}

/** While draining, answers carry `Connection: close`, so keep-alive clients move to another instance. */
export function closeWhileDraining(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining.has(ctx)) c.header('Connection', 'close');
  };
}

/**
 * GET /health/ready: 200 when this instance takes traffic (its database answers), 503 while it
 * drains on SIGTERM or cannot reach the database. A load balancer's health check points here.
 */
export function readinessRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining.has(ctx)) return c.json({ status: 'draining' }, 503);
    try {
      await ctx.db.query('select 1');
    } catch {
      return c.json({ status: 'unavailable', message: 'The database does not answer.' }, 503);
    }
    return c.json({ status: 'ready' }, 200);
  });
  return app;
}
