import type { TestBackend } from '../support/harness';
import { asServer } from '../support/users';

/**
 * A table made for the operator tests, open to both API roles (with RLS on and an
 * allow-all policy), so each operator can be checked against known rows. Lives only in
 * the test's own database.
 */
export async function createItemsTable(b: TestBackend): Promise<void> {
  await b.server.ctx.db.exec(`
    create table public.rest_items (
      id integer primary key,
      name text not null unique,
      score integer,
      tag text,
      flag boolean,
      labels text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    alter table public.rest_items enable row level security;
    create policy "test rows are open" on public.rest_items for all to anon, authenticated using (true) with check (true);
    grant select, insert, update, delete on public.rest_items to anon, authenticated;
  `);
  await asServer(
    b,
    `insert into public.rest_items (id, name, score, tag, flag) values
      (1, 'alpha', 10, 'a', true),
      (2, 'beta', 20, 'b', false),
      (3, 'gamma', 30, null, true),
      (4, 'delta', 40, 'a', null),
      (5, 'epsilon', null, 'b', false),
      (6, 'zeta', 60, 'c', true),
      (7, 'eta', null, null, null),
      (8, 'theta', 80, 'a', false),
      (9, 'iota', 90, 'c', true),
      (10, 'kappa, (the last)', 100, 'c', false)`,
  );
  await asServer(
    b,
    `update public.rest_items set labels = case id
       when 1 then '{red,green}'::text[] when 2 then '{red}'::text[] when 3 then '{green,blue}'::text[]
       else '{}'::text[] end`,
  );
}

export const ITEM_COUNT = 10;

/** A raw request to the table API with the anon key (supabase-js hides headers the tests want to see). */
export function rest(
  b: TestBackend,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', b.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${b.url}/rest/v1/${path}`, { ...init, headers });
}

/** Texts that must never reach a client: SQL, catalog names, stack frames. */
export const LEAK_PATTERNS: RegExp[] = [
  /syntax error at/i,
  /\bselect\s/i,
  /insert into/i,
  /\bpg_/i,
  /json_populate/i,
  /json_agg/i,
  /_src\b/,
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
];

export function expectNoLeak(body: string): void {
  for (const pattern of LEAK_PATTERNS) {
    if (pattern.test(body))
      throw new Error(`Response body leaks ${pattern}: ${body.slice(0, 300)}`);
  }
}
