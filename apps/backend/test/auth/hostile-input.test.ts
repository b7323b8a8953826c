import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, confirmedUser } from './auth-helpers';

/**
 * Property tests: whatever arrives at /auth/v1 (random or hostile JSON, form and text
 * bodies, query strings, headers), the answer is never a 5xx and never shows SQL, database
 * errors or a stack trace.
 */

const LEAKS: [string, RegExp][] = [
  ['syntax error', /syntax error/i],
  ['select ', /\bselect\s/i],
  ['relation ', /\brelation\s/i],
  ['column "', /column "/i],
  ['violates', /violates/i],
  ['invalid input syntax', /invalid input syntax/i],
  ['duplicate key', /duplicate key/i],
  ['stack frame', /\bat\s+\S+\s+\(.*:\d+:\d+\)|\bat\s+(file|node):/],
  ['node_modules', /node_modules/],
  ['postgres', /postgres|pglite|pg_catalog/i],
];

/** Metadata is the user's own stored text, shown back on purpose; it is not where a leak would be. */
function withoutStoredData(body: string): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (typeof v !== 'object' || v === null) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'user_metadata' && k !== 'app_metadata' && k !== 'identity_data')
        .map(([k, x]) => [k, strip(x)]),
    );
  };
  try {
    return JSON.stringify(strip(JSON.parse(body)));
  } catch {
    return body;
  }
}

function decodeForm(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** SQL words in the answer count only if the request did not carry them itself (echoed input is no leak). */
function assertNoLeak(status: number, body: string, sent: string): void {
  expect(status, body).toBeLessThan(500);
  const shown = withoutStoredData(body);
  for (const [name, pattern] of LEAKS) {
    if (pattern.test(shown) && !pattern.test(sent))
      throw new Error(`response leaks ${name}: ${shown.slice(0, 300)}`);
  }
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    "'; drop table auth.users; --",
    'select * from auth.users',
    '\\x00',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '{"$gt": ""}',
    'a@b.co',
    'x'.repeat(5000),
    '😀'.repeat(50),
    '\ud800',
    'javascript:alert(1)',
    '//evil.example',
    '00000000-0000-0000-0000-000000000000',
  ),
);

const jsonLeaf = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  jsonLeaf,
  fc.array(jsonLeaf, { maxLength: 4 }),
  fc.dictionary(hostileText, jsonLeaf, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);

const FIELDS = [
  'email',
  'password',
  'phone',
  'data',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'type',
  'token',
  'token_hash',
  'redirect_to',
  'user_metadata',
  'app_metadata',
  'email_confirm',
  'ban_duration',
  'id',
  'role',
  'nonce',
  'should_soft_delete',
];

const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 })
    .map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  hostileText,
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    'null',
    '[]',
    '"x"',
    '{"data":' + '['.repeat(200) + ']'.repeat(200) + '}',
  ),
);

const POSTS = [
  '/signup',
  '/token?grant_type=password',
  '/token?grant_type=refresh_token',
  '/token?grant_type=pkce',
  '/token',
  '/recover',
  '/resend',
  '/verify',
  '/logout',
  '/admin/users',
];

describe.each(databaseTargets())('auth: hostile input never breaks the server (%s)', (target) => {
  let backend: TestBackend;
  let userToken = '';
  beforeAll(async () => {
    backend = await startTestBackend(target);
    const email = uniqueEmail('fuzz');
    await confirmedUser(backend, email);
    userToken = (await backend.anonClient().auth.signInWithPassword({ email, password: PASSWORD }))
      .data.session!.access_token;
  });
  afterAll(async () => {
    await backend?.close();
  });

  const bearer = () => fc.constantFrom('anon', 'service', 'user', 'garbage', 'none');
  const authHeaders = (who: string): Record<string, string> => {
    const token =
      {
        anon: backend.anonKey,
        service: backend.serviceRoleKey,
        user: userToken,
        garbage: 'e30.e30.e30',
        none: '',
      }[who] ?? '';
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  it('answers random query strings and headers on the GET endpoints without 5xx or leaks', async () => {
    const query = fc.dictionary(
      fc.constantFrom(
        'token',
        'type',
        'redirect_to',
        'provider',
        'scopes',
        'code_challenge',
        'code_challenge_method',
        'state',
        'code',
        'error',
        'page',
        'per_page',
        'scope',
        'apikey',
        'auth_provider',
        'access_type',
      ),
      hostileText,
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/verify',
          '/authorize',
          '/callback',
          '/settings',
          '/user',
          '/admin/users',
          '/admin/users/abc',
          '/.well-known/jwks.json',
          '/nope',
          '/logout',
        ),
        query,
        bearer(),
        fc.option(
          hostileText.filter((s) => /^[\t\x20-\x7e]*$/.test(s)),
          { nil: undefined },
        ),
        async (path, params, who, rawHeader) => {
          const qs = new URLSearchParams(params).toString();
          const headers: Record<string, string> = { apikey: backend.anonKey, ...authHeaders(who) };
          if (rawHeader !== undefined) {
            headers['x-supabase-api-version'] = rawHeader;
            headers.referer = rawHeader;
          }
          const method = path === '/logout' ? 'POST' : 'GET';
          const res = await fetch(`${backend.url}/auth/v1${path}${qs ? `?${qs}` : ''}`, {
            method,
            headers,
            redirect: 'manual',
          });
          const text = await res.text();
          // Compare decoded text on both sides: the query went out URL-encoded, a Location comes back so.
          const location = decodeForm(res.headers.get('location') ?? '');
          assertNoLeak(
            res.status,
            `${text} ${location}`,
            `${JSON.stringify(params)} ${rawHeader ?? ''}`,
          );
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('answers random bodies on every POST and PUT endpoint without 5xx or leaks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ...POSTS,
          'PUT /user',
          'PUT /admin/users/00000000-0000-0000-0000-000000000001',
          'DELETE /admin/users/x',
        ),
        body,
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          '',
        ),
        fc.constantFrom('2024-01-01', '', 'nonsense', '1999-01-01'),
        bearer(),
        async (endpoint, text, contentType, version, who) => {
          const [method, path] = endpoint.includes(' ') ? endpoint.split(' ') : ['POST', endpoint];
          const headers: Record<string, string> = { apikey: backend.anonKey, ...authHeaders(who) };
          if (contentType) headers['content-type'] = contentType;
          if (version) headers['x-supabase-api-version'] = version;
          const res = await fetch(`${backend.url}/auth/v1${path}`, { method, headers, body: text });
          assertNoLeak(res.status, await res.text(), text);
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('stores or refuses random metadata through sign-up, PUT /user and the admin API, never with 5xx', async () => {
    const metadata = fc.dictionary(hostileText, hostileValue, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('signup', 'user', 'admin'),
        metadata,
        hostileText,
        async (where, data, password) => {
          const sent = JSON.stringify(data) + password;
          let res: Response;
          if (where === 'signup') {
            res = await fetch(
              `${backend.url}/auth/v1/signup?${new URLSearchParams({ redirect_to: password })}`,
              {
                method: 'POST',
                headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
                body: JSON.stringify({ email: uniqueEmail('prop'), password, data }),
              },
            );
          } else if (where === 'user') {
            res = await fetch(`${backend.url}/auth/v1/user`, {
              method: 'PUT',
              headers: {
                apikey: backend.anonKey,
                authorization: `Bearer ${userToken}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ data }),
            });
          } else {
            res = await fetch(`${backend.url}/auth/v1/admin/users`, {
              method: 'POST',
              headers: {
                apikey: backend.serviceRoleKey,
                authorization: `Bearer ${backend.serviceRoleKey}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                email: uniqueEmail('prop'),
                password,
                user_metadata: data,
                app_metadata: data,
              }),
            });
          }
          assertNoLeak(res.status, await res.text(), sent);
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it('answers hostile authorization and apikey headers with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
        fc.constantFrom('/user', '/admin/users', '/logout', '/settings'),
        fc.boolean(),
        async (token, path, asApiKey) => {
          const headers: Record<string, string> = asApiKey
            ? { apikey: token }
            : { apikey: backend.anonKey, authorization: `Bearer ${token}` };
          const res = await fetch(`${backend.url}/auth/v1${path}`, {
            method: path === '/logout' ? 'POST' : 'GET',
            headers,
          });
          const text = await res.text();
          assertNoLeak(res.status, text, token);
          // Only /settings ignores the bearer token; everything else refuses a made-up credential.
          if (asApiKey || path !== '/settings') expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses bodies over the limit, declared or streamed, with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(400_000) });
    const declared = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error_code: 'request_entity_too_large' });

    const chunks = new TextEncoder().encode(big);
    const streamed = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunks.length; i += 16_384)
            controller.enqueue(chunks.slice(i, i + 16_384));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('refuses metadata the database could not store with 400, not 500', async () => {
    for (const data of [
      { note: 'a\u0000b' },
      { note: 'x\ud800y' },
      JSON.parse('{"a":' + '['.repeat(40) + ']'.repeat(40) + '}'),
    ]) {
      const res = await fetch(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('nul'), password: PASSWORD, data }),
      });
      expect(res.status).toBe(400);
    }
  });
});
