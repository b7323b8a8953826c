import { test, expect } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { startCluster, type Cluster } from '../support/cluster';
import { uniqueEmail } from '../support/server';
import { smallDesign } from '@app/codegen/fixtures/small-design';
import { GOOD_CARD, payWithCard } from './billing-helpers';

const PASSWORD = 'Sturdy-Passw0rd';

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  cluster = await startCluster({ SHOW_PRICING: 'true' });
});
test.afterAll(async () => {
  await cluster?.stop();
});

test('the journey runs on two instances behind haproxy and survives one being killed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // `at`: when the request started (ms since the epoch), so answers are told apart by when they
  // were asked for, not by when their event reached the test.
  const seen: { instance: string; status: number; path: string; at: number }[] = [];
  const record = (instance: string | null | undefined, status: number, url: string, at: number) => {
    const path = new URL(url).pathname;
    // Static files (hashed assets, the favicon) may come from the browser's cache, with the
    // headers of the first answer: only the API and the pages count.
    const staticFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (instance && !staticFile) seen.push({ instance, status, path, at });
  };
  page.on('response', (r) =>
    record(r.headers()['x-instance'], r.status(), r.url(), r.request().timing().startTime),
  );
  // The realtime socket's handshake names the instance that holds it.
  const sockets: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const headers = e.response.headers as Record<string, string>;
    const instance = headers['X-Instance'] ?? headers['x-instance'];
    if (instance) sockets.push(instance);
  });

  // supabase-js in Node, as the Figma plugin calls the API (through the load balancer too).
  const fetchSeen: typeof fetch = async (input, init) => {
    const at = Date.now();
    const res = await fetch(input, init);
    record(res.headers.get('x-instance'), res.status, res.url, at);
    return res;
  };
  const plugin = createClient(cluster.url, cluster.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchSeen },
  });
  const generate = async (name: string) => {
    const { data } = await plugin.auth.getSession();
    const res = await fetchSeen(`${cluster.url}/functions/v1/generate`, {
      method: 'POST',
      headers: {
        apikey: cluster.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
        'idempotency-key': `multi-${name.replace(/\W+/g, '-')}`,
      },
      body: JSON.stringify({ name, platform: 'android', figma: smallDesign('Welcome back') }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  // Sign-up → confirmation mail (the dev mailbox is in PostgreSQL: either instance reads it).
  const email = uniqueEmail('cluster');
  await page.goto(`${cluster.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!', { exact: false })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const res = await fetchSeen(
        `${cluster.url}/_dev/mailbox/messages?to=${encodeURIComponent(email)}`,
      );
      const [latest] = (await res.json()) as { text: string }[];
      link =
        latest?.text.match(/https?:\/\/[^\s<>"')]+/g)?.find((l) => l.includes('/auth/v1/verify')) ??
        '';
      return link;
    })
    .toContain('/auth/v1/verify');
  await page.goto(link);
  // The link signs the new account in.
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  // Sign out, then sign in → dashboard.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  const remaining = page
    .getByRole('region', { name: 'Remaining Generations' })
    .locator('.usage-card__value');
  const recent = page.getByRole('list', { name: 'Recent generations' });
  await expect(remaining).toHaveText('10');
  await expect(page.getByText('No recent generations')).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);

  // Generate from "the plugin": the open dashboard updates live.
  expect((await plugin.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  await generate('Made on two instances');
  await expect(recent.getByRole('link', { name: 'Made on two instances' })).toBeVisible();
  await expect(remaining).toHaveText('9');

  // Purchase through the Stripe stand-in (its state is in PostgreSQL too).
  await page.goto(`${cluster.url}/upgrade`);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByText('Subscription Activated!')).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro');
  await expect(remaining).toHaveText('199');

  // Requests alternated: both instances answered, and none failed on our side.
  expect(new Set(seen.map((s) => s.instance))).toEqual(new Set(['a', 'b']));
  expect(seen.filter((s) => s.status >= 500)).toEqual([]);

  // A sign-out through one instance is seen by both from the very next request: a session
  // both have just served, then signed out, then read through each instance in turn.
  const readProfile = (token: string) =>
    fetchSeen(`${cluster.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: cluster.anonKey, authorization: `Bearer ${token}` },
    });
  const refusedBy = new Set<string | null>();
  for (let round = 0; round < 3; round++) {
    const other = createClient(cluster.url, cluster.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchSeen },
    });
    const { data } = await other.auth.signInWithPassword({ email, password: PASSWORD });
    const token = data.session!.access_token;
    const served = [await readProfile(token), await readProfile(token)];
    expect(served.map((r) => r.status)).toEqual([200, 200]);
    const out = await fetchSeen(`${cluster.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: cluster.anonKey, authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    const refused = [await readProfile(token), await readProfile(token)];
    expect(refused.map((r) => r.status)).toEqual([401, 401]);
    for (const r of refused) refusedBy.add(r.headers.get('x-instance'));
  }
  expect(refusedBy).toEqual(new Set(['a', 'b']));

  // Kill the instance that holds the dashboard's realtime socket, without warning.
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const victim = sockets.at(-1)!;
  const survivor = victim === 'a' ? 'b' : 'a';
  const socketsBefore = sockets.length;
  await cluster.kill(victim);
  const killedAt = Date.now();

  // The socket reconnects (through haproxy, to the survivor) and the journey goes on.
  await expect.poll(() => sockets.slice(socketsBefore), { timeout: 20_000 }).toContain(survivor);
  await page.waitForTimeout(1_000);
  await generate('Made after the crash');
  await expect(recent.getByRole('link', { name: 'Made after the crash' })).toBeVisible();
  await expect(remaining).toHaveText('198');

  await page.getByRole('link', { name: 'Made after the crash' }).click();
  await expect(page.getByRole('heading', { name: 'Made after the crash' })).toBeVisible();
  await page.goto(`${cluster.url}/dashboard`);
  await expect(recent.getByRole('link', { name: 'Made on two instances' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Every request asked for after the kill was answered by the survivor (an answer the victim
  // gave just before dying may reach the test's event queue later: it started earlier).
  const after = seen.filter((s) => s.at > killedAt);
  expect(after.length).toBeGreaterThan(3);
  expect(after.filter((s) => s.instance !== survivor)).toEqual([]);
  expect(after.filter((s) => s.status >= 500)).toEqual([]);
});
