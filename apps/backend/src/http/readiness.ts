import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { nodeResponse } from './response-headers';

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
    if (!draining.has(ctx)) return;
    // On Node's response when there is one, so the answer itself stays as it is (no copy of its headers on the hot path).
    const out = nodeResponse(c);
    if (out) out.setHeader('Connection', 'close');
    else c.res.headers.set('Connection', 'close');
  };
}
