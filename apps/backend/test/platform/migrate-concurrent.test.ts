import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { databaseTargets, freshPostgresDatabase } from '../support/harness';

// Instances of a rolling deploy start at once on one PostgreSQL database.
describe.each(databaseTargets().filter((t) => t === 'postgres'))('migrations on %s', () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    for (let i = 0; i < 3; i++) dbs.push(await openPostgresDatabase(fresh.url, 2));
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await drop?.();
  });

  it('three servers migrating an empty database at once apply each file exactly once', async () => {
    const results = await Promise.all(dbs.map((db) => migrate(db)));
    const applied = results.flat();
    expect(applied.length).toBeGreaterThan(5);
    expect(new Set(applied).size).toBe(applied.length);
    const { rows } = await dbs[0]!.query<{ n: number }>(
      'select count(*)::int as n from _app.schema_migrations',
    );
    expect(rows[0]!.n).toBe(applied.length);
    expect(await migrate(dbs[1]!)).toEqual([]);
  });
});
