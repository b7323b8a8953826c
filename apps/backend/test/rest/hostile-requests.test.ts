import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { createItemsTable, LEAK_PATTERNS } from './fixtures';

// Bounded: each property sends RUNS requests over loopback per database.
const RUNS = Number(process.env.REST_FUZZ_RUNS ?? 120);

const TABLES = [
  'generations',
  'profiles',
  'figma_oauth_state',
  'contact_requests',
  'subscriptions',
  'rest_items',
  'no_such_table',
];
const COLUMNS = [
  'id',
  'user_id',
  'name',
  'type',
  'created_at',
  'charged',
  'state',
  'score',
  'subscription_tier',
  'email',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'fts',
  'not.eq',
  'not.in',
  'not.is',
  'eq(any)',
  'like(any)',
  'ilike(all)',
  'eq(all)',
  'nope',
  '',
];

const INJECTIONS = [
  "' or 1=1 --",
  '1); drop table public.generations; --',
  '"; select pg_sleep(1); --',
  'id"--',
  '$1',
  '\\',
  '*',
  '%',
  '(1,2',
  '("a,b",c)',
  'null',
  'true',
  '{1,2}',
  '\u0000',
  "Robert'); DROP TABLE students;--",
  'id) or (1=1',
  'pg_catalog.pg_authid',
  '../../etc/passwd',
  'ünïcødé 😀',
  '00000000-0000-4000-8000-000000000000',
];

const ident = fc.oneof(
  { arbitrary: fc.constantFrom(...COLUMNS), weight: 4 },
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 1 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);
const value = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
);

const filterParam = fc
  .tuple(ident, fc.constantFrom(...OPERATORS), value)
  .map(
    ([col, op, v]) =>
      [col, op === 'in' || op === 'not.in' ? `${op}.(${v},${v})` : `${op}.${v}`] as [
        string,
        string,
      ],
  );
const logicParam = fc
  .tuple(
    fc.constantFrom('or', 'and', 'not.or'),
    fc.array(fc.tuple(ident, fc.constantFrom(...OPERATORS), value), { maxLength: 3 }),
  )
  .map(
    ([k, parts]) =>
      [k, `(${parts.map(([c, o, v]) => `${c}.${o}.${v}`).join(',')})`] as [string, string],
  );
const selectParam = fc
  .array(
    fc.oneof(
      ident,
      fc.constant('*'),
      fc.tuple(ident, ident).map(([a, c]) => `${a}:${c}`),
      fc.constant('profiles(*)'),
      // The embedding, JSON path, cast and aggregate grammar.
      fc.constantFrom(
        'generations(*)',
        'generations!inner(id)',
        'p:profiles!user_id(*)',
        '...profiles(email)',
        'profiles(count)',
        'count()',
        'id.sum()',
        'users!messages_username_fkey(name)',
      ),
      fc.tuple(ident, value).map(([c, k]) => `${c}->${k}`),
      fc.tuple(ident, value).map(([c, k]) => `${c}->>${k}::int`),
      fc.tuple(ident, ident).map(([c, t]) => `${c}::${t}`),
    ),
    { maxLength: 4 },
  )
  .map((cols) => ['select', cols.join(',')] as [string, string]);
const orderParam = fc
  .tuple(ident, fc.constantFrom('', '.asc', '.desc', '.desc.nullslast', '.nullsfirst', '.sideways'))
  .map(([c, d]) => ['order', `${c}${d}`] as [string, string]);
const windowParam = fc
  .tuple(
    fc.constantFrom('limit', 'offset'),
    fc.oneof(fc.integer({ min: -5, max: 50 }).map(String), value),
  )
  .map(([k, v]) => [k, v] as [string, string]);
// Filters, order and limits aimed at JSON paths and at embedded resources.
const pathParam = fc
  .tuple(
    ident,
    fc.constantFrom('->', '->>', '.', '.order', '.limit'),
    value,
    fc.constantFrom(...OPERATORS),
  )
  .map(([c, sep, k, op]) => [`${c}${sep}${k}`, `${op}.${k}`] as [string, string]);
const queryString = fc
  .array(fc.oneof(filterParam, logicParam, selectParam, orderParam, windowParam, pathParam), {
    maxLength: 5,
  })
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );
// Unencoded junk too, with broken percent escapes and reserved characters.
const rawQuery = fc.string({
  unit: fc.constantFrom(...'abcdeqlt.,()=&%"\'*:;-!<>[]{}\\ 0123456789zZ'.split('')),
  maxLength: 40,
});

/** Header values fetch accepts: printable ASCII. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
const preferHeader = fc.oneof(
  headerText,
  fc
    .subarray([
      'return=representation',
      'return=minimal',
      'return=headers-only',
      'count=exact',
      'count=planned',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
      'handling=strict',
      'tx=rollback',
      'missing=default',
      'bogus=1',
    ])
    .map((p) => p.join(', ')),
);
const rangeHeader = fc.oneof(
  headerText,
  fc
    .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -1, max: 30 }))
    .map(([a, z]) => `${a}-${z < 0 ? '' : z}`),
);
const acceptHeader = fc.oneof(
  headerText,
  fc.constantFrom(
    'application/json',
    'application/vnd.pgrst.object+json',
    'application/vnd.pgrst.object+json;nulls=stripped',
    'text/csv',
    '*/*',
    'text/html;q=0.9, */*;q=0.1',
  ),
);

const jsonBody = fc.oneof(
  fc.json(),
  headerText,
  fc
    .dictionary(ident, fc.oneof(value, fc.integer(), fc.boolean(), fc.constant(null)), {
      maxKeys: 4,
    })
    .map((o) => JSON.stringify(o)),
  fc
    .array(fc.dictionary(ident, value, { maxKeys: 3 }), { maxLength: 3 })
    .map((a) => JSON.stringify(a)),
);

describe.each(databaseTargets())('hostile requests to /rest/v1 (%s)', (target) => {
  let b: TestBackend;
  let victim: TestUser;
  let attacker: TestUser;
  let secrets: string[];
  let victimSnapshot: unknown[];

  const snapshot = () =>
    asServer(
      b,
      `select (select json_agg(g order by g.id) from public.generations g where g.user_id = $1) as generations,
              (select row_to_json(p) from public.profiles p where p.id = $1) as profile,
              (select json_agg(f order by f.state) from public.figma_oauth_state f where f.user_id = $1) as states`,
      [victim.id],
    );

  beforeAll(async () => {
    b = await startTestBackend(target);
    await createItemsTable(b);
    victim = await createTestUser(b, 'victim');
    attacker = await createTestUser(b, 'attacker');
    await asServer(
      b,
      "insert into public.generations (user_id, name) select $1, 'secret generation ' || i from generate_series(1, 5) i",
      [victim.id],
    );
    await asServer(
      b,
      "insert into public.generations (user_id, name) values ($1, 'attacker generation')",
      [attacker.id],
    );
    await asServer(
      b,
      "insert into public.figma_oauth_state (state, session_id, user_id) values ('victim-state-0000000001', 'victim-session', $1)",
      [victim.id],
    );
    await asServer(
      b,
      "insert into public.subscriptions (user_id, plan, status, stripe_subscription_id) values ($1, 'pro', 'active', 'sub_victim_secret')",
      [victim.id],
    );
    const genIds = await asServer<{ id: string }>(
      b,
      'select id from public.generations where user_id = $1',
      [victim.id],
    );
    secrets = [
      victim.id,
      victim.email,
      'secret generation',
      'victim-session',
      'sub_victim_secret',
      ...genIds.map((g) => g.id),
    ];
    victimSnapshot = await snapshot();
  });
  afterAll(async () => {
    await b?.close();
  });

  const statuses = new Map<number, number>();

  /** Sends one request and checks the invariants every answer must keep. */
  async function probe(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<void> {
    const res = await fetch(`${b.url}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: init.headers ?? {},
      ...(init.body !== undefined && init.method !== 'GET' && init.method !== 'HEAD'
        ? { body: init.body }
        : {}),
    });
    const body = await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const asked = [
      decodeURIComponentSafe(path),
      JSON.stringify(init.headers ?? {}),
      init.body ?? '',
    ].join(' ');
    expect(
      res.status,
      `${init.method ?? 'GET'} ${path.slice(0, 200)} -> ${body.slice(0, 200)}`,
    ).toBeLessThan(500);
    // Known PostgREST wordings that name a query parameter are not leaks.
    const scrubbed = body
      .replaceAll('select parameter', '')
      .replaceAll("'select' query parameter", '');
    for (const pattern of LEAK_PATTERNS) {
      if (pattern.test(scrubbed) && !pattern.test(asked)) {
        throw new Error(
          `${init.method ?? 'GET'} ${path.slice(0, 200)} leaked ${pattern}: ${body.slice(0, 300)}`,
        );
      }
    }
    for (const secret of secrets) {
      if (body.includes(secret) && !asked.includes(secret)) {
        throw new Error(
          `${init.method ?? 'GET'} ${path.slice(0, 200)} returned another user's data (${secret}): ${body.slice(0, 300)}`,
        );
      }
    }
  }

  type Who = 'attacker' | 'anon' | 'junk' | 'none' | 'wrong-key';
  // Mostly the signed-in attacker: that is where rows come back and RLS must hold.
  const auth = () =>
    fc.oneof(
      { arbitrary: fc.constant<Who>('attacker'), weight: 6 },
      { arbitrary: fc.constantFrom<Who>('anon', 'junk', 'none', 'wrong-key'), weight: 2 },
    );
  const headersFor = (who: Who): Record<string, string> => {
    if (who === 'none') return {};
    if (who === 'wrong-key') return { apikey: 'not-a-key' };
    const h: Record<string, string> = { apikey: b.anonKey };
    if (who === 'attacker') h.Authorization = `Bearer ${attacker.token}`;
    if (who === 'junk')
      h.Authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.';
    return h;
  };

  it('random filters, select lists, order and windows: no 500, no SQL, no other user’s rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TABLES),
        fc.oneof(queryString, rawQuery),
        auth(),
        async (table, query, who) => {
          await probe(`${table}?${query}`, { headers: headersFor(who) });
        },
      ),
      { numRuns: RUNS },
    );
    // The generators must reach real answers too, not only parse errors.
    const served = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    expect(served).toBeGreaterThan(RUNS / 10);
  });

  it('deep nesting and long lists answer in 4xx, never by exhausting the server', async () => {
    const headers = headersFor('attacker');
    const deep = `${'or('.repeat(1500)}id.eq.1${')'.repeat(1500)}`;
    await probe(`generations?or=(${deep})`, { headers });
    const list = Array.from({ length: 3000 }, (_, i) => i).join(',');
    await probe(`rest_items?id=in.(${list})&select=id`, { headers });
    await probe(`rest_items?select=${Array.from({ length: 1500 }, () => 'id').join(',')}`, {
      headers,
    });
    await probe(`rest_items?order=${Array.from({ length: 1500 }, () => 'id.desc').join(',')}`, {
      headers,
    });
    await probe(
      `rest_items?select=${Array.from({ length: 1500 }, (_, i) => `a${i}:id`).join(',')}`,
      {
        headers,
      },
    );
    for (const path of [
      '%zz',
      'generations%00',
      'rpc/%E2%80%AE',
      'rpc/',
      'a/b/c',
      '',
      'pg_catalog.pg_authid',
      '..%2F_app',
    ]) {
      await probe(path, { headers });
    }
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
  });

  it('random Prefer, Range, Accept and Authorization headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TABLES),
        queryString,
        fc.record(
          {
            prefer: preferHeader,
            range: rangeHeader,
            accept: acceptHeader,
            profile: fc.constantFrom('public', 'auth', '_app', 'storage', ''),
          },
          { requiredKeys: [] },
        ),
        auth(),
        fc.constantFrom('GET', 'HEAD'),
        async (table, query, h, who, method) => {
          const headers = headersFor(who);
          if (h.prefer !== undefined) headers.Prefer = h.prefer;
          if (h.range !== undefined) headers.Range = h.range;
          if (h.accept !== undefined) headers.Accept = h.accept;
          if (h.profile !== undefined) headers['Accept-Profile'] = h.profile;
          await probe(`${table}?${query}`, { method, headers });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('random bodies and filters on writes and RPCs: nothing of another user changes', async () => {
    const rpcNames = [
      'validate_email_for_signup',
      'create_missing_profile',
      'cleanup_expired_oauth_state',
      'handle_new_user',
      'pg_sleep',
      'nope',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...TABLES),
          fc.constantFrom(...rpcNames).map((n) => `rpc/${n}`),
        ),
        fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
        fc.oneof(queryString, fc.constant(`user_id=eq.VICTIM`), fc.constant('')),
        jsonBody,
        preferHeader,
        auth(),
        async (path, method, query, body, prefer, who) => {
          const headers = {
            ...headersFor(who),
            'Content-Type': 'application/json',
            Prefer: prefer,
          };
          await probe(`${path}?${query.replace('VICTIM', victim.id)}`, { method, headers, body });
        },
      ),
      { numRuns: RUNS },
    );
    // A user with the victim's id in hand still could not reach their rows.
    for (const method of ['PATCH', 'DELETE']) {
      await probe(`generations?user_id=eq.${victim.id}`, {
        method,
        headers: {
          ...headersFor('attacker'),
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
        },
        body: JSON.stringify({ name: 'taken over', user_id: attacker.id }),
      });
    }
    expect(await snapshot()).toEqual(victimSnapshot);
    // 120 random writes and RPCs, each checked against the victim's rows: slow on a busy machine.
  }, 120_000);
});

function decodeURIComponentSafe(text: string): string {
  try {
    return `${text} ${decodeURIComponent(text)}`;
  } catch {
    return text;
  }
}
