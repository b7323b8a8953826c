import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { isDraining } from './readiness';
import { log } from '../log/logger';

/** How long a part may take to answer before it counts as down. */
export const HEALTH_TIMEOUT_MS = 2_000;

type PartState = 'ok' | 'unavailable';

/** Runs one check with a deadline; what went wrong is logged, never answered. */
async function probe(
  part: string,
  check: (signal: AbortSignal) => Promise<unknown>,
): Promise<PartState> {
  // The signal stops a check that can be stopped (an S3 request); the race answers anyway.
  const signal = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener(
      'abort',
      () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
      {
        once: true,
      },
    );
  });
  try {
    await Promise.race([check(signal), deadline]);
    return 'ok';
  } catch (err) {
    log.error(
      { part, reason: err instanceof Error ? err.message : String(err) },
      'health check: a part is unavailable',
    );
    return 'unavailable';
  }
}

/** Asks the database and the object store, both at once. */
async function checkParts(ctx: AppContext) {
  const [database, objectStore] = await Promise.all([
    probe('database', () => ctx.db.query('select 1')),
    probe('object store', (signal) => ctx.files.health(signal)),
  ]);
  const ok = database === 'ok' && objectStore === 'ok';
  return { ok, body: { status: ok ? 'ok' : 'unavailable', database, objectStore } };
}

/**
 * GET /health: 200 `{status:"ok", database:"ok", objectStore:"ok"}` when the database and the
 * object store both answer within HEALTH_TIMEOUT_MS, else 503 naming the part that did not.
 * GET /health/ready is what a load balancer checks: 503 `{status:"draining"}` from the moment
 * the instance received SIGTERM, else 200 `{status:"ready", ...parts}` when the parts it needs
 * answer and 503 naming the one that does not.
 */
export function healthRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get('/health', async (c: Context) => {
    const { ok, body } = await checkParts(ctx);
    c.header('cache-control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
  app.get('/health/ready', async (c: Context) => {
    c.header('cache-control', 'no-store');
    if (isDraining(ctx)) return c.json({ status: 'draining' }, 503);
    const { ok, body } = await checkParts(ctx);
    return c.json(ok ? { ...body, status: 'ready' } : body, ok ? 200 : 503);
  });
  return app;
}
