import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { inRequest, log } from '../log/logger';
import { trustedProxyHops } from './client-ip';
import { addMissing, withHeaders } from './response-headers';

/** A request id we accept from a trusted proxy: short, printable, no spaces. */
const REQUEST_ID = /^[\w.:@/+=-]{1,200}$/;

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/**
 * One log line per request (method, path without its query, status, duration, request id,
 * and the user id when the API the request went to identified a signed-in caller). The
 * request id is the X-Request-Id header when a trusted proxy sends one
 * (TRUSTED_PROXY_HOPS > 0), else a new UUID; it is echoed in the response and carried into
 * error logs. With INSTANCE_ID set, X-Instance names the instance.
 */
export function requestLogging(config: Pick<Config, 'instanceId'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && trustedProxyHops() > 0 && REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    const headers: [string, string][] = [['X-Request-Id', requestId]];
    if (config.instanceId) headers.push(['X-Instance', config.instanceId]);
    // Added without rebuilding the answer (withHeaders).
    const added = withHeaders(c, headers);
    await inRequest(requestId, next);
    if (added === 'later') addMissing(c, headers);
    if (!log.isLevelEnabled('info')) return;
    // Who called was worked out once, by the identity middleware of the API it went to.
    const userId = c.get('identity')?.caller.userId;
    log.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(userId ? { userId } : {}),
      },
      'request',
    );
  };
}
