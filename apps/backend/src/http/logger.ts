import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppContext } from '../context';
import { trustedProxyHops } from './client-ip';
import { addMissing, withHeaders } from './response-headers';

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request a log call is made for: every line logged while serving it carries its id. */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

function createLogger(
  format: LogFormat,
  level: LogLevel,
  instance: string | null,
  destination?: pino.DestinationStream,
): Logger {
  const base = instance ? { instance } : {};
  const mixin = () => {
    const request = currentRequest.getStore();
    return request ? { requestId: request.requestId } : {};
  };
  if (format === 'pretty') {
    return pino({ level, base, mixin }, pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }));
  }
  const options = { level, base, mixin, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The server's logger (pino). Until the server has read its configuration, it logs JSON at
 * info level; startServer calls configureLogging with LOG_FORMAT and LOG_LEVEL.
 */
export let log: Logger = createLogger('json', 'info', null);

/** `destination`: where JSON lines go instead of stdout (tests read them). */
export function configureLogging(
  settings: { format: LogFormat; level: LogLevel; instanceId: string | null },
  destination?: pino.DestinationStream,
): void {
  log = createLogger(settings.format, settings.level, settings.instanceId, destination);
}

/** A request id we accept from a trusted proxy: short, printable, no spaces. */
const REQUEST_ID = /^[\w.:@/+=-]{1,200}$/;

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/**
 * One log line per request (method, path without its query, status, duration, request id,
 * user id when the bearer token names one). The request id is the X-Request-Id header when a
 * trusted proxy sends one (TRUSTED_PROXY_HOPS > 0), else a new UUID; it is echoed in the
 * response and carried into error logs. With INSTANCE_ID set, X-Instance names the instance.
 */
export function requestLogging(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && trustedProxyHops() > 0 && REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    const headers: [string, string][] = [['X-Request-Id', requestId]];
    if (ctx.config.instanceId) headers.push(['X-Instance', ctx.config.instanceId]);
    // Added without rebuilding the answer (issue 15; withHeaders).
    const added = withHeaders(c, headers);
    await currentRequest.run({ requestId }, next);
    if (added === 'later') addMissing(c, headers);
    if (!log.isLevelEnabled('info')) return;
    const token = bearer(c.req.header('authorization'));
    const userId = token
      ? await ctx.keys
          .verify(token)
          .then((claims) => (claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : undefined))
          .catch(() => undefined)
      : undefined;
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
