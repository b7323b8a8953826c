import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { configureLogging } from '../../src/log/logger';
import { databaseTargets, freshPostgresDatabase } from '../support/harness';

type Line = Record<string, unknown> & { err?: { message?: unknown; stack?: unknown } };

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A connection PostgreSQL drops (a restart, a failover, an administrator) is reported in the
 * server's logs as one JSON line with the error, not as text on the console.
 */
describe.each(databaseTargets().filter((t) => t === 'postgres'))('lost connections on %s', () => {
  let drop: () => Promise<void>;
  let name: string;
  let db: Database;
  let admin: pg.Client;
  const lines: Line[] = [];
  const terminate = (where: string) =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and ${where}`,
      [name],
    );

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    name = new URL(fresh.url).pathname.slice(1);
    db = await openPostgresDatabase(fresh.url, 2);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await db?.close();
    await admin?.end();
    await drop?.();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    configureLogging({ format: 'json', level: 'info', instanceId: null });
  });

  function capture() {
    lines.length = 0;
    configureLogging(
      { format: 'json', level: 'info', instanceId: null },
      { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    );
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    return () => [...consoleError.mock.calls, ...consoleWarn.mock.calls];
  }

  function expectErrorLine(line: Line | undefined, fields: Record<string, unknown>) {
    expect(line).toMatchObject({ level: 50, component: 'db', ...fields });
    expect(line!.err?.message).toEqual(expect.any(String));
    expect(line!.err?.stack).toEqual(expect.stringContaining(String(line!.err?.message)));
  }

  it('logs an idle pooled connection the server ends, and the pool goes on with a new one', async () => {
    const consoleCalls = capture();
    const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]!.pid;
    // The connection is back in the pool, idle, when PostgreSQL ends it.
    expect(
      (await admin.query('select pg_terminate_backend($1) as ended', [pid])).rows[0].ended,
    ).toBe(true);
    await until('the idle client error line', () =>
      lines.some((l) => l.msg === 'idle client error'),
    );
    expectErrorLine(
      lines.find((l) => l.msg === 'idle client error'),
      {},
    );
    const again = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
    expect(again.rows[0]!.pid).not.toBe(pid);
    expect(consoleCalls()).toEqual([]);
  });

  it('logs a LISTEN connection the server ends, then listens again on a new one', async () => {
    const consoleCalls = capture();
    const received: string[] = [];
    const stop = await db.listen('logs_test', (payload) => received.push(payload));
    try {
      const listening = `query = 'listen "logs_test"'`;
      await until(
        'the listening connection',
        async () => (await terminate(listening)).rowCount === 1,
      );
      await until('the listen connection lost line', () =>
        lines.some((l) => l.msg === 'listen connection lost; reconnecting'),
      );
      expectErrorLine(
        lines.find((l) => l.msg === 'listen connection lost; reconnecting'),
        { channel: 'logs_test' },
      );
      // It reconnects after a second; a notification sent then arrives.
      await until('a notification after the reconnect', async () => {
        await db.query("select pg_notify('logs_test', 'after')");
        await new Promise((r) => setTimeout(r, 100));
        return received.includes('after');
      });
    } finally {
      await stop();
    }
    expect(consoleCalls()).toEqual([]);
  });
});
