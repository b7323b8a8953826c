import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { createTestUser } from '../support/users';

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  job_title: 'Engineer',
  email: 'ada@example.com',
  company_size: '1-10',
  message: 'We would like a team plan.',
};

/**
 * What the public anon key alone can do, bounded. The server trusts one proxy here, so
 * each test speaks from its own client address in X-Forwarded-For.
 */
describe.each(databaseTargets())('anonymous writes and lookups are bounded (%s)', (target) => {
  let backend: TestBackend;
  const saved = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    await backend.close();
  });

  const rest = (path: string, ip: string, body: unknown) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify(body),
    });
  const rows = async (sql: string, params: unknown[] = []) =>
    (await backend.server.ctx.db.query(sql, params)).rows;

  it('contact_requests: an array of 700 is refused whole; one request is one row with server-set id and time', async () => {
    const many = await rest(
      'contact_requests',
      '198.51.110.1',
      Array.from({ length: 700 }, () => ({ ...CONTACT, message: 'flood' })),
    );
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ message: 'Send one contact request at a time' });
    expect(
      await rows("select 1 from public.contact_requests where message = 'flood'"),
    ).toHaveLength(0);

    const id = '00000000-0000-4000-8000-000000000001';
    const one = await rest('contact_requests', '198.51.110.1', {
      ...CONTACT,
      id,
      created_at: '9999-01-01T00:00:00Z',
      message: 'dated',
    });
    expect(one.status).toBe(201);
    const [stored] = (await rows(
      "select id, created_at > now() - interval '1 minute' and created_at <= now() as fresh from public.contact_requests where message = 'dated'",
    )) as { id: string; fresh: boolean }[];
    expect(stored?.id).not.toBe(id);
    expect(stored?.fresh).toBe(true);
  });

  it('contact_requests: 10 an hour per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await rest('contact_requests', '198.51.111.1', CONTACT)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await rest('contact_requests', '198.51.111.2', CONTACT)).status).toBe(201);
  });

  it('validate_email_for_signup: says nothing about unconfirmed accounts, still names confirmed ones', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    expect(
      (await backend.anonClient().auth.signUp({ email: unconfirmed, password: 'Correct-Horse-9' }))
        .error,
    ).toBeNull();
    const confirmed = uniqueEmail('confirmed');
    await backend.serviceClient().auth.admin.createUser({
      email: confirmed,
      password: 'Correct-Horse-9',
      email_confirm: true,
    });
    const check = async (email: string) =>
      (await rest('rpc/validate_email_for_signup', '198.51.112.1', { user_email: email })).json();
    expect(await check(unconfirmed)).toEqual({
      exists: false,
      provider: null,
      action: 'allow_signup',
      message: 'Email is available',
    });
    expect(await check(confirmed)).toEqual({
      exists: true,
      provider: 'email',
      action: 'redirect_to_signin',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('validate_email_for_signup: 30 an hour per IP, 600 an hour from all IPs together', async () => {
    const call = (ip: string) =>
      rest('rpc/validate_email_for_signup', ip, { user_email: 'someone@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call('198.51.113.1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const over = await call('198.51.113.1');
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({
      code: 'PT429',
      message: 'Too many requests. Please try again later.',
    });
    // 30 counted so far (plus 2 from the previous test); spread the rest over many IPs.
    let ok = 0;
    for (let i = 0; i < 600; i++)
      if ((await call(`10.${Math.floor(i / 250)}.${i % 250}.1`)).status === 200) ok++;
    expect(ok).toBe(600 - 32);
    // The service role (the server's own calls) is never limited.
    const service = await fetch(`${backend.url}/rest/v1/rpc/validate_email_for_signup`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ user_email: 'someone@example.com' }),
    });
    expect(service.status).toBe(200);
  }, 180_000);

  /** An upload from `ip`, as a visitor, or with `token` as a signed-in user. */
  const upload = (name: string, ip: string, body: BodyInit, token?: string) =>
    fetch(`${backend.url}/storage/v1/object/issue-attachments/${name}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'text/plain',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });

  // Signed-in users here: visitors have tighter limits per day (test/storage/anonymous-uploads.test.ts).
  it('storage: 30 uploads an hour per IP', async () => {
    const user = await createTestUser(backend, 'uploads');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await upload(`${Date.now()}-${i}.txt`, '198.51.114.1', 'note', user.token)).status,
      );
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
  });

  it('storage: 100 MB an hour per IP', async () => {
    const user = await createTestUser(backend, 'bytes');
    await rows(
      "update storage.buckets set file_size_limit = 52428800, allowed_mime_types = null where id = 'issue-attachments'",
    );
    try {
      const fifty = new Uint8Array(50 * 1024 * 1024).fill(0x41);
      expect((await upload(`${Date.now()}-a.txt`, '198.51.115.1', fifty, user.token)).status).toBe(
        200,
      );
      expect((await upload(`${Date.now()}-b.txt`, '198.51.115.1', fifty, user.token)).status).toBe(
        200,
      );
      const over = await upload(`${Date.now()}-c.txt`, '198.51.115.1', 'one more', user.token);
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({
        message: 'Too many uploads from this address. Please try again later.',
      });
    } finally {
      await rows(
        "update storage.buckets set file_size_limit = 10485760, allowed_mime_types = array['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] where id = 'issue-attachments'",
      );
    }
  });

  it('storage: a bucket holds at most its quota, even under concurrent uploads', async () => {
    const used = Number(
      (
        (await rows(
          "select coalesce(sum((metadata->>'size')::bigint), 0) as used from storage.objects where bucket_id = 'issue-attachments'",
        )) as { used: string }[]
      )[0]!.used,
    );
    await rows("update storage.buckets set quota_bytes = $1 where id = 'issue-attachments'", [
      used + 1000,
    ]);
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          upload(`${Date.now()}-q${i}.txt`, `198.51.116.${i}`, 'x'.repeat(300)),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 413, 413, 413, 413, 413]);
      const body = await results.find((r) => r.status === 413)!.json();
      expect(body).toMatchObject({
        error: 'quota_exceeded',
        message: 'The bucket is full: it has reached its storage quota',
      });
    } finally {
      await rows("update storage.buckets set quota_bytes = null where id = 'issue-attachments'");
    }
  });

  /** A row the table API accepts from a visitor, for each table a visitor may insert into. */
  const VISITOR_ROWS: Record<string, () => Record<string, unknown>> = {
    contact_requests: () => CONTACT,
    figma_oauth_state: () => ({
      state: `state-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`,
      session_id: 'web',
      user_id: null,
    }),
  };

  it('every table the API roles may insert into takes one row per request, never an array', async () => {
    // Found in the catalog, so a table that becomes insertable later is checked too (and
    // fails here until it has a row above and its own one-row rule).
    const insertable = (await rows(
      `select distinct c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
          and (has_any_column_privilege('anon', c.oid, 'INSERT')
               or has_any_column_privilege('authenticated', c.oid, 'INSERT'))
        order by 1`,
    )) as { name: string }[];
    expect(insertable.map((t) => t.name)).toEqual(Object.keys(VISITOR_ROWS).sort());
    for (const [i, { name }] of insertable.entries()) {
      const make = VISITOR_ROWS[name]!;
      const before = (await rows(`select count(*)::int as n from public.${name}`)) as {
        n: number;
      }[];
      const two = await rest(name, `198.51.120.${i + 1}`, [make(), make()]);
      expect(two.status, name).toBe(400);
      const after = (await rows(`select count(*)::int as n from public.${name}`)) as {
        n: number;
      }[];
      expect(after[0]!.n, name).toBe(before[0]!.n);
      expect((await rest(name, `198.51.120.${i + 1}`, make())).status, name).toBe(201);
    }
  });

  it('figma_oauth_state: 30 an hour per address, and 10,000 live states in all', async () => {
    const state = VISITOR_ROWS.figma_oauth_state!;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await rest('figma_oauth_state', '198.51.121.1', state())).status);
    expect(statuses).toEqual([...Array(30).fill(201), 429]);
    expect((await rest('figma_oauth_state', '198.51.121.2', state())).status).toBe(201);

    // Fill the table to its ceiling as the server (not limited): the next visitor waits.
    const live = (await rows(
      'select count(*)::int as n from public.figma_oauth_state where expires_at > now()',
    )) as { n: number }[];
    await rows(
      `insert into public.figma_oauth_state (state, session_id)
       select 'planted-state-' || lpad(g::text, 8, '0'), 'web' from generate_series(1, $1) g`,
      [10_000 - live[0]!.n],
    );
    const full = await rest('figma_oauth_state', '198.51.121.3', state());
    expect(full.status).toBe(429);
    expect(await full.json()).toMatchObject({
      message:
        'Too many Figma connections are being set up right now. Please try again in a few minutes.',
    });
    // Expired states do not count: once the cleanup's minute has passed, visitors go on.
    await rows(
      "update public.figma_oauth_state set expires_at = now() - interval '1 second' where state like 'planted-state-%'",
    );
    expect((await rest('figma_oauth_state', '198.51.121.3', state())).status).toBe(201);
  }, 60_000);
});
