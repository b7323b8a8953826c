/**
 * `npm run attack`: the bounded abuse checks, run against a running server with
 * the public anon key only, printing a table of held / broke / skipped.
 *
 *   ATTACK_URL         the server (default http://127.0.0.1:3000); loopback only
 *   SERVER_PID         the server's process id: the body-size check then samples its memory
 *   ATTACK_PROXY_HOPS  set to 1 when the server runs with TRUSTED_PROXY_HOPS=1 (or
 *                      TRUST_PROXY=true): the checks that need a second client address then
 *                      write X-Forwarded-For as an appending proxy would
 *
 * Run it once against a throwaway server: it uses up the per-IP limits of the loopback
 * address for an hour (a second run inside that hour finds them spent and reports checks
 * that need a fresh allowance as broke), and creates a few accounts, rows and files. Every request goes to 127.0.0.1
 * and the whole run is bounded (a few thousand requests, about a minute).
 */
import { readFileSync } from 'node:fs';
import moneyAndGeneration from './attack/money-generation';
import realtimeAndAuth from './attack/realtime-auth';
import type { AttackKit, Outcome } from './attack/kit';

const base = (process.env.ATTACK_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const host = new URL(base).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`Refusing to attack ${host}: loopback addresses only.`);
  process.exit(2);
}
const proxyHops = Number(process.env.ATTACK_PROXY_HOPS ?? 0);
const serverPid = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : null;

const results: { item: string; check: string; outcome: Outcome; detail: string }[] = [];
const record = (item: string, check: string, outcome: Outcome, detail: string) => {
  results.push({ item, check, outcome, detail });
  console.log(`  ${outcome.padEnd(7)} ${item.padEnd(3)} ${check}`);
};

let anonKey = '';
const headers = (extra: Record<string, string> = {}) => ({
  apikey: anonKey,
  'content-type': 'application/json',
  ...extra,
});
/** X-Forwarded-For as the trusted proxy would send it for a client at `ip`, with a spoofed entry on the left. */
const from = (ip: string): Record<string, string> =>
  proxyHops > 0
    ? { 'x-forwarded-for': ['6.6.6.6', ip, ...Array(proxyHops - 1).fill('10.9.9.9')].join(', ') }
    : {};
const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: headers(extra), body: JSON.stringify(body) });
const randomIp = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A chunked body of `bytes` bytes of `fill` made as it is sent; counts what the server let
 * through. Zeros by default; text uploads send letters, since storage refuses NUL in text
 * before any size cap.
 */
function zeros(bytes: number, fill = 0) {
  const chunk = new Uint8Array(256 * 1024).fill(fill);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

async function hugePost(
  path: string,
  bytes: number,
  contentType: string,
  extra: Record<string, string> = {},
  fill = 0,
) {
  const body = zeros(bytes, fill);
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': contentType, ...extra },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    await res.arrayBuffer();
    return { status: res.status, sentMb: body.sent() / 1024 / 1024 };
  } catch (err) {
    return { status: 0, sentMb: body.sent() / 1024 / 1024, error: String(err) };
  }
}

async function bodySize() {
  const before = serverPid ? rssMb(serverPid) : null;
  let peak = before ?? 0;
  const sampler = serverPid
    ? setInterval(() => {
        peak = Math.max(peak, rssMb(serverPid) ?? 0);
      }, 50)
    : null;
  const three = await Promise.all(
    [1, 2, 3].map(() => hugePost('/functions/v1/feedback', 400_000_000, 'application/json')),
  );
  if (sampler) clearInterval(sampler);
  const all413 = three.every((r) => r.status === 413);
  const sent = three.map((r) => r.sentMb.toFixed(0)).join('/');
  const growth = before === null ? null : peak - before;
  const memoryOk = growth === null || growth < 100;
  record(
    '1',
    '3 x 400 MB chunked posts to /functions/v1/feedback',
    all413 && memoryOk ? 'held' : 'broke',
    `statuses ${three.map((r) => r.status).join('/')}, MB sent ${sent}` +
      (growth === null
        ? ' (set SERVER_PID to measure memory)'
        : `, server RSS ${before!.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)})`),
  );
  for (const [path, type] of [
    ['/rest/v1/contact_requests', 'application/json'],
    [`/storage/v1/object/issue-attachments/attack-${Date.now()}.txt`, 'text/plain'],
  ] as const) {
    const r = await hugePost(
      path,
      300_000_000,
      type,
      from(randomIp()),
      type === 'text/plain' ? 0x41 : 0,
    );
    record(
      '1',
      `300 MB chunked post to ${path.split('/').slice(0, 4).join('/')}`,
      r.status === 413 && r.sentMb < 150 ? 'held' : 'broke',
      `status ${r.status} after ${r.sentMb.toFixed(0)} MB sent`,
    );
  }
}

async function enumeration() {
  const unconfirmed = uniqueEmail('attack-unconfirmed');
  await post(
    '/auth/v1/signup',
    { email: unconfirmed, password: 'Attack-Passw0rd' },
    from(randomIp()),
  );
  const answer = (await (
    await post(
      '/rest/v1/rpc/validate_email_for_signup',
      { user_email: unconfirmed },
      from(randomIp()),
    )
  ).json()) as { exists?: boolean; provider?: unknown };
  record(
    '2',
    'validate_email_for_signup on an unconfirmed account',
    answer.exists === false && answer.provider === null ? 'held' : 'broke',
    JSON.stringify(answer),
  );
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++)
    statuses.push(
      (
        await post('/rest/v1/rpc/validate_email_for_signup', {
          user_email: `probe${i}@example.com`,
        })
      ).status,
    );
  const first429 = statuses.indexOf(429);
  record(
    '2',
    '40 lookups from one IP',
    first429 >= 0 && first429 <= 30 ? 'held' : 'broke',
    first429 >= 0 ? `429 from lookup ${first429 + 1}` : 'never limited',
  );
}

/** A confirmed account of the attacker's own making, through the dev mailbox (local mode). */
async function confirmedAccount(): Promise<{ email: string; password: string } | null> {
  const email = uniqueEmail('attack-victim');
  const password = 'Attack-Passw0rd';
  const signup = await post('/auth/v1/signup', { email, password }, from(randomIp()));
  if (signup.status !== 200) return null;
  const mail = await fetch(`${base}/_dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  if (!mail.ok) return null;
  const [latest] = (await mail.json()) as { text: string }[];
  const link = latest?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\S*/)?.[0];
  if (!link) return null;
  const url = new URL(link);
  await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
  return { email, password };
}

async function signIn(email: string, password: string, ip = randomIp()) {
  return post('/auth/v1/token?grant_type=password', { email, password }, from(ip));
}

async function lockout(victim: { email: string; password: string } | null) {
  if (!victim || proxyHops === 0) {
    const why = !victim
      ? 'needs the dev mailbox (local mode) to make a victim account'
      : 'needs ATTACK_PROXY_HOPS and a server trusting that many proxies, to act from two addresses';
    record('3', 'wrong passwords from one IP lock out the owner', 'skipped', why);
    record('3', '5 /recover calls block the owner’s reset', 'skipped', why);
    return;
  }
  for (let i = 0; i < 10; i++) await signIn(victim.email, 'wrong-password', '198.18.200.1');
  const owner = await signIn(victim.email, victim.password, '198.18.200.2');
  record(
    '3',
    '10 wrong passwords from one IP, then the owner from another',
    owner.status === 200 ? 'held' : 'broke',
    `owner got ${owner.status}`,
  );
  for (let i = 0; i < 5; i++)
    await post('/auth/v1/recover', { email: victim.email }, from('198.18.200.3'));
  const reset = await post('/auth/v1/recover', { email: victim.email }, from('198.18.200.4'));
  record(
    '3',
    '5 /recover calls, then the owner’s own reset',
    reset.status === 200 ? 'held' : 'broke',
    `owner got ${reset.status}`,
  );
}

async function forwardedFor() {
  if (proxyHops === 0) {
    record(
      '4',
      'spoofed X-Forwarded-For bypasses per-IP limits',
      'skipped',
      'needs ATTACK_PROXY_HOPS and a server trusting that many proxies',
    );
    return;
  }
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const spoofed = `10.66.${i}.1, 198.18.201.1${', 10.9.9.9'.repeat(proxyHops - 1)}`;
    statuses.push(
      (
        await post(
          '/functions/v1/feedback',
          { email: 'attack@example.com', rating: 1 },
          { 'x-forwarded-for': spoofed },
        )
      ).status,
    );
  }
  record(
    '4',
    '21 feedback posts, a new leftmost X-Forwarded-For each',
    statuses.includes(429) ? 'held' : 'broke',
    `last status ${statuses.at(-1)}`,
  );
}

async function anonymousWrites() {
  const row = {
    first_name: 'A',
    last_name: 'B',
    company: 'C',
    country: 'D',
    job_title: 'E',
    email: 'attack@example.com',
    company_size: '1-10',
    message: 'attack',
  };
  const array = await post(
    '/rest/v1/contact_requests',
    Array.from({ length: 700 }, () => row),
    from(randomIp()),
  );
  record(
    '5',
    'contact_requests with a 700-element array',
    array.status >= 400 && array.status < 500 ? 'held' : 'broke',
    `status ${array.status}`,
  );
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await post('/rest/v1/contact_requests', row)).status);
  record(
    '5',
    '12 contact requests from one IP',
    statuses.includes(429) ? 'held' : 'broke',
    `statuses ${statuses.join(' ')}`,
  );
  const uploads: number[] = [];
  for (let i = 0; i < 32; i++) {
    const res = await fetch(
      `${base}/storage/v1/object/issue-attachments/attack-${Date.now()}-${i}.txt`,
      {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'text/plain' },
        body: 'x'.repeat(1024),
      },
    );
    uploads.push(res.status);
  }
  const firstLimited = uploads.indexOf(429);
  record(
    '5',
    '32 anonymous uploads from one IP',
    firstLimited >= 0 ? 'held' : 'broke',
    firstLimited >= 0 ? `429 from upload ${firstLimited + 1}` : 'never limited',
  );
}

async function revocation(victim: { email: string; password: string } | null) {
  if (!victim) {
    record(
      '6',
      'revoked sessions on every API',
      'skipped',
      'needs the dev mailbox (local mode) to make an account',
    );
    return;
  }
  const session = (await (await signIn(victim.email, victim.password)).json()) as {
    access_token: string;
    refresh_token: string;
  };
  const bearer = { authorization: `Bearer ${session.access_token}` };
  await fetch(`${base}/auth/v1/logout`, { method: 'POST', headers: headers(bearer) });
  const rest = await fetch(`${base}/rest/v1/profiles?select=id`, { headers: headers(bearer) });
  const fn = await post(
    '/functions/v1/feedback',
    { email: 'attack@example.com', rating: 1 },
    bearer,
  );
  record(
    '6',
    'access token after sign-out: table API and functions',
    rest.status === 401 && fn.status === 401 ? 'held' : 'broke',
    `rest ${rest.status}, functions ${fn.status}`,
  );
  const fresh = (await (await signIn(victim.email, victim.password)).json()) as {
    refresh_token: string;
  };
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      post(
        '/auth/v1/token?grant_type=refresh_token',
        { refresh_token: fresh.refresh_token },
        from(randomIp()),
      ),
    ),
  );
  const tokens = new Set(
    await Promise.all(
      answers.map(async (a) => ((await a.json()) as { refresh_token?: string }).refresh_token),
    ),
  );
  record(
    '6',
    '20 parallel reuses of one refresh token',
    tokens.size === 1 ? 'held' : 'broke',
    `${tokens.size} distinct successors`,
  );
}

async function hostileInput() {
  const upload = (name: string) =>
    fetch(`${base}/storage/v1/object/issue-attachments/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'text/plain', ...from(randomIp()) },
      body: 'x',
    });
  const is4xx = (s: number) => s >= 400 && s < 500;
  const long = await upload(`${'a'.repeat(300)}.txt`);
  record(
    '8',
    'storage name part over 255 bytes',
    is4xx(long.status) ? 'held' : 'broke',
    `status ${long.status}`,
  );
  const parent = `attack-${Date.now()}.txt`;
  await upload(parent);
  const below = await upload(`${parent}/below.txt`);
  record(
    '8',
    "object below an existing object's name",
    is4xx(below.status) ? 'held' : 'broke',
    `status ${below.status}`,
  );
  const nul = await post(
    '/functions/v1/feedback',
    { email: 'attack@example.com', rating: 3, comments: 'a\u0000b' },
    from(randomIp()),
  );
  record(
    '8',
    'NUL byte in feedback text',
    is4xx(nul.status) ? 'held' : 'broke',
    `status ${nul.status}`,
  );
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const row = await fetch(`${base}/rest/v1/contact_requests`, {
    method: 'POST',
    headers: headers(from(randomIp())),
    body: `{"first_name":${deep}}`,
  });
  const rpc = await fetch(`${base}/rest/v1/rpc/validate_email_for_signup`, {
    method: 'POST',
    headers: headers(from(randomIp())),
    body: `{"user_email":${deep}}`,
  });
  record(
    '8',
    'JSON nested 5,000 deep in a row and an RPC argument',
    is4xx(row.status) && is4xx(rpc.status) ? 'held' : 'broke',
    `row ${row.status}, rpc ${rpc.status}`,
  );
}

/**
 * What a module of checks gets from the runner (its type in `scripts/attack/kit.ts`): the
 * target, the anon key, request helpers and `record`. Each area of checks lives in its own
 * file under `scripts/attack/` and exports one `async (kit: AttackKit) => void`; `main` calls
 * them in order.
 */
const kit = (): AttackKit => ({
  base,
  anonKey,
  proxyHops,
  serverPid,
  record,
  headers,
  from,
  post,
  randomIp,
  uniqueEmail,
  rssMb,
  hugePost,
  confirmedAccount,
  signIn,
});

/** Later rounds' checks, one module per area (see AttackKit). */
const areas: ((kit: AttackKit) => Promise<void>)[] = [moneyAndGeneration, realtimeAndAuth];

async function main() {
  const config = await fetch(`${base}/runtime-config.js`).then((r) => r.text());
  anonKey = /"anonKey":"([^"]+)"/.exec(config)?.[1] ?? process.env.ANON_KEY ?? '';
  if (!anonKey)
    throw new Error(
      `No anon key: ${base}/runtime-config.js did not name one and ANON_KEY is not set`,
    );
  console.log(
    `Attacking ${base} with the anon key only${proxyHops ? `, through ${proxyHops} trusted proxy hop(s)` : ''}\n`,
  );
  await bodySize();
  await hostileInput();
  await enumeration();
  const victim = await confirmedAccount();
  await lockout(victim);
  await forwardedFor();
  await anonymousWrites();
  await revocation(victim);
  for (const area of areas) await area(kit());
  record(
    '9',
    'service_role key on stdout in production',
    'skipped',
    'not visible over HTTP: see startup-banner.test.ts',
  );

  console.log('\n| item | check | result | detail |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.item} | ${r.check} | ${r.outcome} | ${r.detail} |`);
  const broke = results.filter((r) => r.outcome === 'broke').length;
  console.log(
    `\n${results.filter((r) => r.outcome === 'held').length} held, ${broke} broke, ${results.filter((r) => r.outcome === 'skipped').length} skipped`,
  );
  process.exit(broke > 0 ? 1 : 0);
}

await main();
