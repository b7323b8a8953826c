import { Hono } from 'hono';
import type { AppContext } from '../context';

/** The auth protocol (/auth/v1), compatible with supabase-js v2. */
export function authRoutes(_ctx: AppContext): Hono {
  const app = new Hono();
  return app;
}
