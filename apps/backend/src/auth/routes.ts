import { Hono } from 'hono';
import type { AppContext } from '../context';
import {
  AuthApiError,
  API_VERSION_HEADER,
  errorResponse,
  requestApiVersion,
  unexpectedErrorResponse,
} from './errors';
import { apiKeyProblem } from './guard';
import { signupRoutes } from './signup';
import { tokenRoutes } from './token';
import { userRoutes } from './user';
import { verifyRoutes } from './verify';
import { recoverRoutes } from './recover';
import { adminRoutes } from './admin';
import { settingsRoutes } from './settings';
import { oauthRoutes } from './oauth';
import { mfaRoutes } from './mfa';

/** Routes a browser opens directly (mail links, OAuth round trips): the gateway lets them through without a key. */
const OPEN_ROUTES = new Set([
  '/verify',
  '/callback',
  '/authorize',
  '/.well-known/jwks.json',
  '/health',
]);

/** The auth protocol (/auth/v1), compatible with supabase-js v2. */
export function authRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const version = requestApiVersion(c);
    const path = c.req.path.replace(/^\/auth\/v1/, '') || '/';
    const open = OPEN_ROUTES.has(path) && c.req.method === 'GET';
    if (!open) {
      const problem = apiKeyProblem(ctx, c);
      if (problem) return problem;
    }
    await next();
    if (version) c.header(API_VERSION_HEADER, version);
  });

  app.route('/', settingsRoutes(ctx));
  app.route('/', signupRoutes(ctx));
  app.route('/', tokenRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', verifyRoutes(ctx));
  app.route('/', recoverRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  app.route('/', oauthRoutes(ctx));
  app.route('/', mfaRoutes(ctx));

  app.all('*', (c) => errorResponse(c, new AuthApiError(404, 'not_found', 'Not Found')));

  app.onError((err, c) =>
    err instanceof AuthApiError ? errorResponse(c, err) : unexpectedErrorResponse(c, err),
  );
  return app;
}
