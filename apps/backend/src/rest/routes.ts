import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { resolveCaller } from '../http/caller';
import { Catalog } from './catalog';
import {
  INVALID_API_KEY_BODY,
  invalidPath,
  jwtError,
  NO_API_KEY_BODY,
  RestError,
  unsupportedMethod,
} from './errors';
import { queryPairs } from './query-params';
import { readTable } from './read-handler';
import { checkProfile } from './request-headers';
import { errorResponse, failureResponse } from './respond';
import { REST_BODY_LIMIT, type RestRequest } from './rest-request';
import { readCappedText } from '../http/body-limit';
import { clientIp } from '../http/client-ip';
import { callFunction } from './rpc-handler';
import { deleteFrom, insertInto, updateTable } from './write-handler';

type Handler = (req: RestRequest, name: string) => Promise<Response>;

const TABLE_METHODS: Record<string, Handler> = {
  GET: readTable,
  HEAD: readTable,
  POST: insertInto,
  PATCH: updateTable,
  DELETE: deleteFrom,
};

/**
 * Who calls, as the hosted gateway and PostgREST decide it: an `apikey` (header or query
 * parameter) is required and must be one of the project's keys; a bearer JWT, when sent,
 * must verify. Failures answer with the gateway's or PostgREST's bodies.
 */
async function identify(
  ctx: AppContext,
  header: (name: string) => string | undefined,
  pairs: [string, string][],
): Promise<{ caller: Caller } | Response> {
  const apikeyParam = pairs.find(([k]) => k === 'apikey')?.[1] ?? null;
  const unauthorized = (body: object) => Response.json(body, { status: 401 });
  if (!header('apikey') && !apikeyParam) return unauthorized(NO_API_KEY_BODY);
  // Every table API request runs as the caller, so its session is checked in its own message.
  const who = await resolveCaller(ctx, { get: header }, apikeyParam, { sessionCheckedInQuery: true });
  if (who.ok) return { caller: who.caller };
  const { problem } = who;
  if (problem.kind === 'no-api-key') return unauthorized(NO_API_KEY_BODY);
  if (problem.kind === 'invalid-api-key') return unauthorized(INVALID_API_KEY_BODY);
  if (problem.expired) return errorResponse(jwtError('JWT expired', true));
  // PostgREST's wording: a token that is not three dot-separated parts, or one that does not verify.
  const token = /^Bearer\s+(\S+)$/i.exec(header('authorization')?.trim() ?? '')?.[1] ?? '';
  const parts = token.split('.').length;
  let message = problem.message;
  if (parts !== 3) message = `Expected 3 parts in JWT; got ${parts}`;
  else if (problem.message === 'Invalid JWT') message = 'JWT cryptographic operation failed';
  return errorResponse(jwtError(message, false));
}

/** The table API (/rest/v1): the PostgREST subset supabase-js uses, with PostgREST's errors. */
export function restRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  // One catalog per exposed schema; Accept-Profile/Content-Profile picks it.
  const catalogs = new Map(ctx.config.rest.schemas.map((s) => [s, new Catalog(s)]));

  const serve =
    (resolveHandler: (method: string) => Handler | null, param: 'table' | 'fn') =>
    async (c: Context) => {
      const method = c.req.method;
      const head = method === 'HEAD';
      const header = (name: string) => c.req.header(name);
      const rawQuery = new URL(c.req.url).search.slice(1);
      const pairs = queryPairs(rawQuery);
      const who = await identify(ctx, header, pairs);
      if (who instanceof Response) return who;
      const name = c.req.param(param) ?? '';
      try {
        const handler = resolveHandler(method);
        if (!handler) throw unsupportedMethod(method);
        const profile = checkProfile(header, method, ctx.config.rest.schemas);
        let ip: string | undefined;
        const req: RestRequest = {
          ctx,
          catalog: catalogs.get(profile.schema)!,
          caller: who.caller,
          // Only the abuse limits of writes ask for it.
          get ip() {
            return (ip ??= clientIp(c));
          },
          method,
          pairs,
          rawQuery,
          header,
          ...profile,
          readBody: () => readCappedText(c.req.raw, REST_BODY_LIMIT),
        };
        return await handler(req, name);
      } catch (err) {
        return failureResponse(err, who.caller.role, `${method} ${c.req.path}`, head);
      }
    };

  app.all(
    '/rpc/:fn',
    serve(() => callFunction, 'fn'),
  );
  app.all(
    '/:table',
    serve((method) => TABLE_METHODS[method] ?? null, 'table'),
  );
  app.all('*', (c) =>
    errorResponse(
      c.req.path.replace(/\/+$/, '').endsWith('/rest/v1') ? rootDisabled() : invalidPath(),
      c.req.method === 'HEAD',
    ),
  );
  return app;
}

/** GET /rest/v1/ serves PostgREST's OpenAPI description there; this server does not publish one. */
const rootDisabled = () => new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
