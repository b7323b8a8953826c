import pg from 'pg';
import { log } from '../log/logger';
import type { Database, Queryable, QueryResult } from './database';
import { PreparedReads } from './prepared-reads';

// Both drivers agree on value shapes: bigint as a JS number (counts), dates and
// timestamps as the strings Postgres prints.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    if (oid === 1114 || oid === 1184 || oid === 1082) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query({ text: sql, values: params, types });
      return {
        rows: res.rows as T[],
        rowCount: res.rowCount ?? res.rows.length,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** The result of a message's last statement (node-postgres answers a list for several). */
function lastResult<T>(res: pg.QueryResult | pg.QueryResult[]): QueryResult<T> {
  const last = Array.isArray(res) ? res[res.length - 1]! : res;
  return {
    rows: last.rows as T[],
    rowCount: last.rowCount ?? last.rows.length,
    fields: last.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** The reads each pooled connection has prepared (a connection the pool drops takes its own along). */
const preparedOn = new WeakMap<pg.PoolClient, PreparedReads>();

/** A real PostgreSQL server through node-postgres, one pooled connection per transaction. */
export async function openPostgresDatabase(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err) => log.error({ err, component: 'db' }, 'idle client error'));
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn, prelude) {
      const client = await pool.connect();
      try {
        // Simple query protocol: BEGIN and the prelude in one round trip.
        await client.query(prelude ? `begin; ${prelude}` : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async queryInOneTrip<T>(
      prelude: string,
      sql: string,
      options?: { prepared?: boolean },
    ): Promise<QueryResult<T>> {
      // No values: node-postgres sends one simple-protocol Query message, and the pool takes
      // a connection for just this message (no BEGIN, no COMMIT).
      if (!options?.prepared)
        return lastResult<T>(await pool.query({ text: `${prelude}; ${sql}`, types }));
      const client = await pool.connect();
      let failure: unknown;
      try {
        let reads = preparedOn.get(client);
        if (!reads) preparedOn.set(client, (reads = new PreparedReads()));
        return await reads.run(sql, prelude, async (text) =>
          lastResult<T>(await client.query({ text, types })),
        );
      } catch (err) {
        failure = err;
        throw err;
      } finally {
        // An error Postgres answered leaves the connection ready for the next message (the
        // message's implicit transaction is rolled back); any other error retires it.
        client.release(
          failure && !(failure instanceof pg.DatabaseError) ? (failure as Error) : undefined,
        );
      }
    },
    async script(sql) {
      // No values: one simple-protocol message on one pooled connection; node-postgres
      // answers a list of results when it held several statements.
      const client = await pool.connect();
      try {
        const res = (await client.query({ text: sql, types })) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(res) ? res : [res]).flatMap((r) => r.rows ?? []) };
      } catch (err) {
        // A script that failed inside its own BEGIN leaves the connection in an aborted transaction.
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage) => listenOn(url, channel, onMessage),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to
 * other transactions). When it drops, it reconnects after a second and listens again.
 */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = (): void => {
    setTimeout(() => {
      if (!stopped) connect().catch(retry);
    }, 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', (err) => {
      log.error({ err, component: 'db', channel }, 'listen connection lost; reconnecting');
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      if (!stopped) retry();
    });
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
