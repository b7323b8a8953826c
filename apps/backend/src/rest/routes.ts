import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
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
import type { RestRequest } from './rest-request';
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

/** The table API (/rest/v1): the PostgREST subset supabase-js uses, with PostgREST's errors. */
export function restRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const catalog = new Catalog();

  const serve =
    (resolveHandler: (method: string) => Handler | null, param: 'table' | 'fn') =>
    async (c: Context) => {
      const method = c.req.method;
      const head = method === 'HEAD';
      const header = (name: string) => c.req.header(name);
      const rawQuery = new URL(c.req.url).search.slice(1);
      const pairs = queryPairs(rawQuery);
      const who = await resolveCaller(
        ctx,
        { get: header },
        pairs.find(([k]) => k === 'apikey')?.[1] ?? null,
      );
      if (!who.ok) {
        const { problem } = who;
        if (problem.kind === 'invalid-jwt')
          return errorResponse(jwtError(problem.message, problem.expired), head);
        return c.json(problem.kind === 'no-api-key' ? NO_API_KEY_BODY : INVALID_API_KEY_BODY, 401);
      }
      const name = c.req.param(param) ?? '';
      try {
        const handler = resolveHandler(method);
        if (!handler) throw unsupportedMethod(method);
        const req: RestRequest = {
          ctx,
          catalog,
          caller: who.caller,
          method,
          pairs,
          header,
          profile: checkProfile(header, method),
          readBody: () => c.req.text(),
        };
        return await handler(req, name);
      } catch (err) {
        return failureResponse(
          err,
          who.caller.role as 'anon' | 'authenticated' | 'service_role',
          `${method} ${c.req.path}`,
          head,
        );
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
