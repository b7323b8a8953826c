import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, type Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { startTestBackend, type TestBackend } from '../support/harness';

/**
 * Holds PGlite's one connection for `ms` in an open transaction (waiting on a timer, not
 * in pg_sleep, which would block Node's event loop with it); resolves once it has it.
 */
async function holdConnection(db: Database, ms: number): Promise<{ done: Promise<void> }> {
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction(async (tx) => {
    await tx.query('select 1');
    started();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await holding;
  return { done };
}

describe('PGlite queue', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase(null, undefined, 6);
  });
  afterAll(async () => {
    await db.close();
  });

  it('serves waiting queries first come, first served', async () => {
    const held = await holdConnection(db, 200);
    const order: number[] = [];
    const waiting = Array.from({ length: 5 }, (_, i) =>
      db.query<{ n: number }>('select $1::int as n', [i]).then((r) => order.push(r.rows[0]!.n)),
    );
    await Promise.all([held.done, ...waiting]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses work past the queue limit at once, and serves again once the queue drains', async () => {
    const held = await holdConnection(db, 300);
    const admitted = Array.from({ length: 5 }, (_, i) => db.query('select $1::int as n', [i]));
    const started = Date.now();
    const refused = await db.query('select 1').catch((err: unknown) => err);
    expect(Date.now() - started).toBeLessThan(100);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as DatabaseBusyError).message).toBe(
      'The server is busy right now. Please try again in a moment.',
    );
    await Promise.all([held.done, ...admitted]);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('a full PGlite queue over HTTP', () => {
  let b: TestBackend;
  const before = process.env.PGLITE_QUEUE_LIMIT;
  beforeAll(async () => {
    process.env.PGLITE_QUEUE_LIMIT = '1';
    b = await startTestBackend('pglite');
  });
  afterEach(() => {
    if (before === undefined) delete process.env.PGLITE_QUEUE_LIMIT;
    else process.env.PGLITE_QUEUE_LIMIT = before;
  });
  afterAll(async () => {
    await b.close();
  });

  it('answers the table API 503 with Retry-After in plain words, and 200 once the database is free', async () => {
    const url = `${b.url}/rest/v1/profiles?select=id`;
    const headers = { apikey: b.serviceRoleKey };
    expect((await fetch(url, { headers })).status).toBe(200); // warm: the first request compiles routes
    const held = await holdConnection(b.server.ctx.db, 500);
    const busy = await fetch(url, { headers });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toEqual({
      code: 'PGRST003',
      message: 'The server is busy right now. Please try again in a moment.',
      details: null,
      hint: null,
    });
    await held.done;
    const ok = await fetch(url, { headers });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([]);
  });

  it('answers the auth API 503 with Retry-After, not 500', async () => {
    const held = await holdConnection(b.server.ctx.db, 500);
    const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-real-password' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(((await res.json()) as { msg: string }).msg).toBe(
      'The server is busy right now. Please try again in a moment.',
    );
    await held.done;
  });
});
