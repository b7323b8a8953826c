import type { MiddlewareHandler } from 'hono';
import { addMissing, withHeaders } from './response-headers';

export interface OpenCorsOptions {
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/**
 * CORS for any origin (`Access-Control-Allow-Origin: *`), answering as hono/cors does with
 * `origin: '*'`: a preflight (OPTIONS) gets 204 with the allowed methods and headers and
 * the max age; every other answer gets the origin and exposed headers.
 *
 * Unlike hono/cors, it leaves the handler's response as it is (withHeaders). hono/cors
 * writes them to `c.res` before the handler, and Hono then rebuilds the handler's response
 * around its body as a stream, which @hono/node-server writes through a stream reader instead
 * of writing the string at once (a fixed cost on every API answer, measured in
 * BENCHMARKS.md).
 */
export function openCors(options: OpenCorsOptions): MiddlewareHandler {
  const expose = options.exposeHeaders.join(',');
  const preflight: [string, string][] = [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', expose],
    ['Access-Control-Max-Age', String(options.maxAge)],
    ['Access-Control-Allow-Methods', options.allowMethods.join(',')],
    ['Access-Control-Allow-Headers', options.allowHeaders.join(',')],
    ['Vary', 'Access-Control-Request-Headers'],
  ];
  const answer: [string, string][] = [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', expose],
  ];
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, { status: 204, statusText: 'No Content', headers: preflight });
    }
    if (withHeaders(c, answer) === 'set') return next();
    await next();
    addMissing(c, answer);
  };
}
