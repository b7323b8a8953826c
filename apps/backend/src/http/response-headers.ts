import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The Node response @hono/node-server will write this request's answer to, when it serves
 * the request (its HttpBindings); none under `app.request()`, as in some tests.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.outgoing;
}

/**
 * Adds headers to whatever answer the request gets, the handler's, an error's or a
 * middleware's, without touching the answer itself. On the Node server they go on
 * its response with `setHeader`, which Node merges into the head it writes, so the answer
 * keeps its plain header object: reading or setting `c.res.headers` after the handler turns
 * that object into WHATWG `Headers` and the response into a full `Response`, about 0.1 ms of
 * every answer (BENCHMARKS.md). In both cases a header the answer sets itself wins.
 */
export function withHeaders(
  c: Context,
  headers: readonly (readonly [string, string])[],
): 'set' | 'later' {
  const out = nodeResponse(c);
  if (!out) return 'later';
  for (const [name, value] of headers) out.setHeader(name, value);
  return 'set';
}

/** After the handler, without a Node response: the same headers on Hono's response. */
export function addMissing(c: Context, headers: readonly (readonly [string, string])[]): void {
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}

/** A middleware that adds `headers` to every answer it sees (see withHeaders). */
export function fixedHeaders(headers: readonly (readonly [string, string])[]): MiddlewareHandler {
  return async (c, next) => {
    if (withHeaders(c, headers) === 'set') return next();
    await next();
    addMissing(c, headers);
  };
}
