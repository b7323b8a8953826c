import { Hono } from 'hono';
import type { AppContext } from '../context';

/** The table API (/rest/v1): the PostgREST subset supabase-js uses. */
export function restRoutes(_ctx: AppContext): Hono {
  const app = new Hono();
  return app;
}
