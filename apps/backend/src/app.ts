import { Hono } from 'hono';
import type { AppContext } from './context';
import { DatabaseBusyError } from './db/database';
import { authRoutes } from './auth/routes';
import { restRoutes } from './rest/routes';
import { storageRoutes } from './storage/routes';
import { functionRoutes } from './functions/routes';
import { devRoutes } from './dev/routes';
import { webRoutes } from './http/web';
import { healthRoutes } from './http/health';
import { stripeStandInApi } from './dev/stripe/routes';
import { playgroundPolicy } from './dev/figma-plugin-playground';
import { log } from './log/logger';
import { requestLogging } from './http/request-log';
import { compress } from './http/compress';
import { openCors } from './http/cors';
import { closeWhileDraining } from './http/readiness';
import { securityHeadersFor } from './http/security-headers';

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];

/** One origin serves everything: the four Supabase protocols, the stand-ins and the web app. */
export function createApp(ctx: AppContext): Hono {
  const app = new Hono();

  // Request id, X-Instance and one log line per request.
  app.use('*', requestLogging(ctx.config));
  app.use('*', closeWhileDraining(ctx));
  // gzip/deflate for clients that ask (the app's scripts shrink to about a third).
  app.use('*', compress());
  // The plugin playground frames the plugin UI, so it answers with a policy of its own.
  if (ctx.config.appEnv !== 'production') app.use('/_dev/figma-plugin/*', playgroundPolicy);
  // The security headers (CSP and the rest) on every answer, added without rebuilding it.
  app.use('*', securityHeadersFor(ctx.config));
  // API calls carry their credentials in headers, never cookies, so any origin may call
  // them, as on the hosted service (the Figma plugin runs on a null origin).
  for (const prefix of API_PREFIXES) {
    app.use(
      `${prefix}/*`,
      openCors({
        allowHeaders: [
          'authorization',
          'apikey',
          'content-type',
          'x-client-info',
          'prefer',
          'range',
          'accept-profile',
          'content-profile',
          'x-supabase-api-version',
          'x-upsert',
          'cache-control',
          'idempotency-key',
        ],
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: [
          'content-range',
          'x-supabase-api-version',
          'content-location',
          'x-request-id',
        ],
        maxAge: 86400,
      }),
    );
  }

  app.route('/auth/v1', authRoutes(ctx));
  app.route('/rest/v1', restRoutes(ctx));
  app.route('/storage/v1', storageRoutes(ctx));
  app.route('/functions/v1', functionRoutes(ctx));
  if (ctx.config.appEnv !== 'production') app.route('/_dev', devRoutes(ctx));
  // Local Stripe stand-in: the SDK has no path option, so Stripe's /v1 paths are served here.
  if (ctx.config.appEnv !== 'production' && ctx.config.stripe.standIn)
    app.route('/v1', stripeStandInApi(ctx));
  // /health and /health/ready: database, object store, and whether this instance drains.
  app.route('/', healthRoutes(ctx));
  app.route('/', webRoutes(ctx));

  app.onError((err, c) => {
    if (err instanceof DatabaseBusyError) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      return c.json({ message: err.message }, 503);
    }
    // Never a stack trace or SQL in a response: log it, answer in plain words.
    log.error(
      { err, requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'request failed',
    );
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
