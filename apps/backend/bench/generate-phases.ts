/**
 * Where one generation's time goes, at concurrency 1: 30 generations of the 1,000-node orders
 * frame (after 5 to warm up) against a PGlite server, with the server's database calls, the
 * generator worker and the file writes timed inside the process. Prints the request's median
 * and mean, and per request the time and count of each.
 *
 *   npx tsx bench/generate-phases.ts [<checkout>]
 *   BENCH_STATEMENTS=1 npx tsx bench/generate-phases.ts   # and each SQL statement's time and count
 *
 * `<checkout>` (default: this one) is another checkout's root, to measure its server with the
 * same probe (its test harness and users module are loaded from there; the frame from here).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { callGenerate } from '../test/generation/design';
import { design } from './orders-frame';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(here, '../../..'));
const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/backend', file)).href);
const { startTestBackend } = await load('test/support/harness.ts');
const { asServer, createTestUser } = await load('test/support/users.ts');

type Query = (sql: string, ...rest: unknown[]) => Promise<unknown>;
interface Queries {
  query: Query;
  transaction: (fn: (tx: Queries) => Promise<unknown>, ...rest: unknown[]) => Promise<unknown>;
}

/** Times each SQL statement (its first 90 characters) on the database and in its transactions. */
function timeStatements(db: Queries, spent: Map<string, { ms: number; calls: number }>): void {
  const timed =
    (query: Query, owner: unknown, prefix: string): Query =>
    async (sql, ...rest) => {
      const start = performance.now();
      try {
        return await query.call(owner, sql, ...rest);
      } finally {
        const label = `${prefix}${sql.replace(/\s+/g, ' ').slice(0, 90)}`;
        const s = spent.get(label) ?? { ms: 0, calls: 0 };
        s.ms += performance.now() - start;
        s.calls += 1;
        spent.set(label, s);
      }
    };
  db.query = timed(db.query, db, '  sql ');
  const transaction = db.transaction;
  db.transaction = (fn, ...rest) =>
    transaction.call(
      db,
      (tx) =>
        fn(
          Object.assign(Object.create(tx) as Queries, {
            query: timed(tx.query, tx, '  in transaction: '),
          }),
        ),
      ...rest,
    );
}

const WARM_UP = 5;
const MEASURED = 30;

const backend = await startTestBackend('pglite');
try {
  const user = await createTestUser(backend, 'phases');
  await asServer(
    backend,
    "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 100000, now() + interval '1 day')",
    [user.id],
  );
  const ctx = backend.server.ctx as Record<string, Record<string, unknown>>;
  const spent = new Map<string, { ms: number; calls: number }>();
  const time = (owner: Record<string, unknown>, method: string, label: string) => {
    const original = owner[method];
    if (typeof original !== 'function') return;
    owner[method] = async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(owner, args);
      } finally {
        const s = spent.get(label) ?? { ms: 0, calls: 0 };
        s.ms += performance.now() - start;
        s.calls += 1;
        spent.set(label, s);
      }
    };
  };
  for (const m of ['query', 'transaction', 'queryInOneTrip']) time(ctx.db!, m, `database ${m}`);
  if (process.env.BENCH_STATEMENTS) timeStatements(ctx.db as unknown as Queries, spent);
  time(ctx.generator!, 'run', 'generator worker');
  time(ctx.files!, 'write', 'file writes');
  const { body } = design();
  const totals: number[] = [];
  for (let i = 0; i < WARM_UP + MEASURED; i++) {
    if (i === WARM_UP) spent.clear();
    const start = performance.now();
    const res = await callGenerate(backend, user.token, body);
    if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
    if (i >= WARM_UP) totals.push(performance.now() - start);
  }
  totals.sort((a, b) => a - b);
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  console.log(
    `${root}: request p50 ${totals[totals.length >> 1]!.toFixed(1)} ms, mean ${mean.toFixed(1)} ms`,
  );
  for (const [label, s] of spent)
    console.log(
      `  ${label}: ${(s.ms / MEASURED).toFixed(2)} ms in ${(s.calls / MEASURED).toFixed(1)} calls a request`,
    );
} finally {
  await backend.close();
}
