import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCycleMonth, TIER_ALLOWANCE, usageSummary } from '@app/shared/usage';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate, generateBody } from './design';

const month = currentCycleMonth();

describe.each(databaseTargets())('generate function and metering (%s)', (target) => {
  let b: TestBackend;

  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b?.close();
  });

  async function cycle(user: TestUser) {
    const rows = await asServer<{
      included_generations: number;
      extra_generations: number;
      extra_charge: number;
    }>(
      b,
      'select included_generations, extra_generations, extra_charge from public.billing_cycles where user_id = $1 and cycle_month = $2',
      [user.id, month],
    );
    return rows[0] ?? null;
  }
  async function generationCount(user: TestUser): Promise<number> {
    const rows = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from public.generations where user_id = $1',
      [user.id],
    );
    return rows[0]?.n ?? 0;
  }
  async function atAllowance(user: TestUser) {
    await asServer(
      b,
      'insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, $2, $3)',
      [user.id, month, TIER_ALLOWANCE.starter],
    );
  }

  /** A card on file, as a setup-mode checkout leaves it: starter overage may be charged. */
  async function cardOnFile(user: TestUser) {
    await asServer(
      b,
      'update public.profiles set stripe_customer_id = $2, overage_payment_method_id = $3 where id = $1',
      [user.id, `cus_test_${user.id.slice(0, 8)}`, 'pm_card_visa'],
    );
  }

  it('counts a generation within the allowance as free and answers code, warnings and usage', async () => {
    const user = await createTestUser(b);
    const res = await callGenerate(b, user.token, generateBody('Sign in screen'));
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({
      name: 'Sign in screen',
      type: 'android',
      charged: false,
    });
    const files = res.body.files as { path: string; content: string; encoding: string }[];
    expect(
      files.some(
        (f) => f.path.endsWith('.kt') && f.encoding === 'utf8' && f.content.includes('@Composable'),
      ),
    ).toBe(true);
    expect(Array.isArray(res.body.warnings)).toBe(true);
    expect(res.body.usage).toEqual({
      used: 1,
      allowance: TIER_ALLOWANCE.starter,
      additional: 0,
      remaining: TIER_ALLOWANCE.starter - 1,
    });
    expect(await cycle(user)).toMatchObject({ included_generations: 1, extra_generations: 0 });
    // The answer's usage is what the dashboard computes from the rows it reads.
    const { data: cycleRow } = await user.client
      .from('billing_cycles')
      .select('included_generations, extra_generations')
      .eq('cycle_month', month)
      .single();
    const { data: packs } = await user.client
      .from('additional_generations')
      .select('amount, used, expires_at');
    const dashboard = usageSummary({
      tier: 'starter',
      context: 'dashboard',
      cycle: cycleRow,
      additional: packs ?? [],
      now: new Date(),
    });
    expect(res.body.usage).toEqual({
      used: dashboard.used,
      allowance: dashboard.allowance,
      additional: dashboard.unusedAdditional,
      remaining: dashboard.remaining,
    });
    const { data } = await user.client
      .from('generations')
      .select('id, name, charged')
      .eq('user_id', user.id);
    expect(data).toEqual([
      { id: (res.body.generation as { id: string }).id, name: 'Sign in screen', charged: false },
    ]);
  });

  it('meters a user whose profile row is missing: the row is made, then the month counts from 1', async () => {
    const user = await createTestUser(b);
    await asServer(b, 'delete from public.profiles where id = $1', [user.id]);
    const res = await callGenerate(b, user.token, generateBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ charged: false });
    const profiles = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from public.profiles where id = $1',
      [user.id],
    );
    expect(profiles[0]?.n).toBe(1);
    expect(await cycle(user)).toMatchObject({ included_generations: 1, extra_generations: 0 });
    // The next one finds both rows.
    expect((await callGenerate(b, user.token, generateBody())).status).toBe(200);
    expect(await cycle(user)).toMatchObject({ included_generations: 2, extra_generations: 0 });
  });

  it('past the allowance, charges the unexpired pack that expires first', async () => {
    const user = await createTestUser(b);
    await atAllowance(user);
    const packs = await asServer<{ id: string }>(
      b,
      `insert into public.additional_generations (user_id, amount, used, expires_at) values
         ($1, 200, 0, now() + interval '60 days'),
         ($1, 200, 3, now() + interval '10 days'),
         ($1, 200, 0, now() - interval '1 day'),
         ($1, 5, 5, now() + interval '1 day')
       returning id`,
      [user.id],
    );
    const res = await callGenerate(b, user.token, generateBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ charged: true });
    const used = await asServer<{ id: string; used: number }>(
      b,
      'select id, used from public.additional_generations where user_id = $1',
      [user.id],
    );
    const byId = new Map(used.map((r) => [r.id, r.used]));
    expect(packs.map((p) => byId.get(p.id))).toEqual([0, 4, 0, 5]);
    // Dashboard rule: unused additional over unexpired packs = 200 + 196 + 0.
    expect(res.body.usage).toEqual({ used: 10, allowance: 10, additional: 396, remaining: 396 });
    expect(await cycle(user)).toMatchObject({ included_generations: 10, extra_generations: 0 });
  });

  it('for starter with a payment method, charges $0.40 overage on the billing cycle through the billing module', async () => {
    const user = await createTestUser(b);
    await atAllowance(user);
    await cardOnFile(user);
    const res = await callGenerate(b, user.token, generateBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ charged: true });
    expect(await cycle(user)).toEqual({
      included_generations: 10,
      extra_generations: 1,
      extra_charge: 40,
    });
  });

  it('a pro user past the allowance with no pack gets 402, even with overage on file', async () => {
    const user = await createTestUser(b);
    await asServer(b, "update public.profiles set subscription_tier = 'pro' where id = $1", [
      user.id,
    ]);
    await asServer(
      b,
      'insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, $2, $3)',
      [user.id, month, TIER_ALLOWANCE.pro],
    );
    await cardOnFile(user);
    const res = await callGenerate(b, user.token, generateBody());
    expect(res.status).toBe(402);
    expect(await cycle(user)).toEqual({
      included_generations: 200,
      extra_generations: 0,
      extra_charge: 0,
    });
  });

  it('with nothing left answers 402 in the product words and records nothing', async () => {
    const user = await createTestUser(b);
    await atAllowance(user);
    const res = await callGenerate(b, user.token, generateBody());
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'generation_limit_reached',
      error: GENERATE_MESSAGES.limitReached,
    });
    expect(res.body.error).toMatch(/\/upgrade/);
    expect(await generationCount(user)).toBe(0);
    expect(await cycle(user)).toMatchObject({ included_generations: 10, extra_generations: 0 });
    const objects = await asServer(
      b,
      "select 1 from storage.objects where bucket_id = 'generations' and owner = $1",
      [user.id],
    );
    expect(objects).toHaveLength(0);
  });

  it('200 simultaneous calls of one user: a few queue, the rest get 429; the edge is charged exactly', async () => {
    const user = await createTestUser(b);
    await asServer(
      b,
      "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 5, now() + interval '30 days')",
      [user.id],
    );
    const burst = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const res = await fetch(`${b.url}/functions/v1/generate`, {
          method: 'POST',
          headers: {
            apikey: b.anonKey,
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(generateBody()),
        });
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as Record<string, unknown>,
        };
      }),
    );
    // Never an error: each is generated, refused for want of generations, or sent back to wait.
    expect(burst.every((r) => [200, 402, 429].includes(r.status))).toBe(true);
    const waited = burst.filter((r) => r.status === 429);
    expect(waited.length).toBeGreaterThan(100);
    expect(waited.every((r) => Number(r.retryAfter) >= 1)).toBe(true);
    expect(waited[0]!.body).toMatchObject({
      code: 'too_many_requests',
      error: GENERATE_MESSAGES.busy,
    });
    const first = burst.filter((r) => r.status === 200).length;
    expect(first).toBeGreaterThan(0);
    // Then one at a time to the edge: allowance + pack in all, never one more.
    const later = [];
    for (let i = first; i < TIER_ALLOWANCE.starter + 5 + 2; i++)
      later.push(await callGenerate(b, user.token, generateBody()));
    const ok = [...burst, ...later].filter((r) => r.status === 200);
    expect(ok).toHaveLength(TIER_ALLOWANCE.starter + 5);
    expect(later.at(-1)!.status).toBe(402);
    expect(ok.filter((r) => (r.body.generation as { charged: boolean }).charged)).toHaveLength(5);
    expect(await generationCount(user)).toBe(TIER_ALLOWANCE.starter + 5);
    expect(await cycle(user)).toMatchObject({ included_generations: TIER_ALLOWANCE.starter });
    const pack = await asServer<{ used: number }>(
      b,
      'select used from public.additional_generations where user_id = $1',
      [user.id],
    );
    expect(pack[0]?.used).toBe(5);
    const remaining = ok
      .map((r) => (r.body.usage as { remaining: number }).remaining)
      .sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: 15 }, (_, i) => i));
  }, 240_000);

  it('a repeated Idempotency-Key returns the first answer and charges once, also when sent at once', async () => {
    const user = await createTestUser(b);
    const first = await callGenerate(b, user.token, generateBody('Once'), 'key-1');
    const again = await callGenerate(b, user.token, generateBody('Once'), 'key-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => callGenerate(b, user.token, generateBody('Burst'), 'key-2')),
    );
    const ids = new Set(burst.map((r) => (r.body.generation as { id: string }).id));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await generationCount(user)).toBe(2);
    expect(await cycle(user)).toMatchObject({ included_generations: 2 });
    // The key belongs to its user: another user's same key is a new generation.
    const other = await createTestUser(b);
    const theirs = await callGenerate(b, other.token, generateBody('Once'), 'key-1');
    expect((theirs.body.generation as { id: string }).id).not.toBe(
      (first.body.generation as { id: string }).id,
    );
  }, 60_000);

  it('bad, hostile and huge inputs answer 4xx with a clear message and charge nothing', async () => {
    const user = await createTestUser(b);
    const cases: [unknown, number, RegExp][] = [
      ['{not json', 400, /JSON object/],
      ['[1,2]', 400, /JSON object/],
      [{ platform: 'android', figma: {} }, 400, /name/i],
      [{ name: 'x', platform: 'ios', figma: {} }, 400, /android/],
      [{ name: 'x', platform: 'android', figma: 'nope' }, 400, /Figma/],
      [{ name: 'x', platform: 'android', figma: { hello: 'world' } }, 422, /Figma|node/i],
      [{ ...generateBody(), nodeId: '9:9' }, 422, /9:9/],
      [{ ...generateBody(), options: { packageName: 'Not A Package' } }, 422, /package/i],
      [{ ...generateBody(), preview: Buffer.from('GIF89a').toString('base64') }, 400, /PNG/],
      [{ ...generateBody(), options: { evil: true } }, 400, /evil|Unrecognized/i],
      [JSON.stringify({ ...generateBody(), pad: 'x'.repeat(50 * 1024 * 1024) }), 413, /50 MB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await callGenerate(b, user.token, body);
      const what = (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 80);
      expect(res.status, what).toBe(status);
      expect(String(res.body.error)).toMatch(message);
    }
    const badKey = await callGenerate(b, user.token, generateBody(), 'x'.repeat(300));
    expect(badKey.status).toBe(400);
    const anon = await callGenerate(b, b.anonKey, generateBody());
    expect(anon.status).toBe(401);
    expect(await generationCount(user)).toBe(0);
    expect(await cycle(user)).toBeNull();

    // 100,000 nested frames: converted or refused in words, never a crash; the server goes on.
    const depth = 100_000;
    const deep = await callGenerate(
      b,
      user.token,
      `{"name":"deep","platform":"android","figma":${'{"id":"1:1","name":"f","type":"FRAME","children":['.repeat(depth)}${']}'.repeat(depth)}}`,
    );
    expect([200, 422]).toContain(deep.status);
    if (deep.status === 422)
      expect(String(deep.body.error)).toMatch(/could not convert this design/);
    expect((await callGenerate(b, user.token, generateBody())).status).toBe(200);
  }, 120_000);

  it('stores files and the preview privately: the owner reads them, another user and anon cannot', async () => {
    const owner = await createTestUser(b);
    const other = await createTestUser(b);
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const res = await callGenerate(b, owner.token, generateBody('Private', { preview: png }));
    const id = (res.body.generation as { id: string }).id;
    const { data: row } = await owner.client
      .from('generations')
      .select('files, preview_path')
      .eq('id', id)
      .single();
    const stored = (row as { files: { path: string; object: string }[]; preview_path: string })
      .files;
    const kt = stored.find((f) => f.path.endsWith('.kt'));
    if (!kt) throw new Error('no Kotlin file stored');
    const answered = (res.body.files as { path: string; content: string }[]).find(
      (f) => f.path === kt.path,
    );

    const mine = await owner.client.storage.from('generations').download(kt.object);
    expect(mine.error).toBeNull();
    expect(await mine.data?.text()).toBe(answered?.content);
    const preview = await owner.client.storage
      .from('generations')
      .download((row as { preview_path: string }).preview_path);
    expect(Buffer.from(await (preview.data as Blob).arrayBuffer()).toString('base64')).toBe(png);

    const theirs = await other.client.storage.from('generations').download(kt.object);
    expect(theirs.data).toBeNull();
    const anon = await b.anonClient().storage.from('generations').download(kt.object);
    expect(anon.data).toBeNull();
    const publicUrl = b.anonClient().storage.from('generations').getPublicUrl(kt.object)
      .data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);

    const seen = await other.client.from('generations').select('id').eq('id', id);
    expect(seen.data).toEqual([]);
    const objects = await other.client.schema('storage').from('objects').select('name');
    expect(objects.data ?? []).toEqual([]);
    // The idempotency records are the server's: no verb for users or anon.
    for (const client of [owner.client, b.anonClient()]) {
      expect((await client.from('generation_requests').select('*')).data).toBeNull();
      const forged = { user_id: owner.id, idempotency_key: 'k', generation_id: id, response: {} };
      expect(
        (await client.from('generation_requests').insert(forged)).status,
      ).toBeGreaterThanOrEqual(401);
      expect(
        (await client.from('generation_requests').delete().eq('user_id', owner.id)).error,
      ).not.toBeNull();
    }
    expect(
      await asServer(b, 'select 1 from public.generation_requests where user_id = $1', [owner.id]),
    ).toHaveLength(0);
  });
});
