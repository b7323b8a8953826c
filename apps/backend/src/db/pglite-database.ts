import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

// Both drivers agree on value shapes: bigint as a JS number (counts), dates and
// timestamps as the strings Postgres prints.
const asString = (v: string) => v;
const PARSERS = { 20: (v: string) => Number(v), 1082: asString, 1114: asString, 1184: asString };

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(conn: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await conn.query<T>(sql, params);
      return {
        rows: res.rows,
        rowCount: res.affectedRows ?? res.rows.length,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await conn.exec(sql);
    },
  };
}

/**
 * PGlite (Postgres compiled to WASM) persisted in a directory. It is a single connection,
 * so PGlite itself serialises transactions; a `null` dataDir keeps everything in memory.
 */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PARSERS });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close: () => pg.close(),
  };
}
