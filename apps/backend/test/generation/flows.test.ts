import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFixture } from '@app/codegen/fixtures/flow';
import { currentCycleMonth, TIER_ALLOWANCE } from '@app/shared/usage';
import { FLOW_MAX_SCREENS, GENERATE_MESSAGES, type GenerationFlow } from '@app/shared/generate';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate } from './design';

const month = currentCycleMonth();

/** The four-frame checkout flow (Sign in, Orders, Order details, the "Delete order?" dialog). */
function flowBody(name = 'Checkout flow', extra: Record<string, unknown> = {}) {
  const f = flowFixture();
  return { name, platform: 'android', figma: f.file, flow: [f.sectionId], ...extra };
}

describe.each(databaseTargets())('flows: a run of N screens uses N generations (%s)', (target) => {
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
  async function used(user: TestUser, included: number) {
    await asServer(
      b,
      'insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, $2, $3)',
      [user.id, month, included],
    );
  }
  async function rows(user: TestUser) {
    return asServer<{ screens: number; charged: boolean; flow: GenerationFlow | null }>(
      b,
      'select screens, charged, flow from public.generations where user_id = $1',
      [user.id],
    );
  }

  it('generates the four screens and their graph in one run, counted as four generations on one row', async () => {
    const user = await createTestUser(b);
    const res = await callGenerate(b, user.token, flowBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({
      name: 'Checkout flow',
      charged: false,
      screens: 4,
    });
    const flow = res.body.flow as GenerationFlow;
    expect(flow.screens.map((s) => s.name)).toEqual([
      'Sign in',
      'Orders',
      'Order details',
      'Delete order?',
    ]);
    expect(flow.outside.map((o) => o.destinationName)).toEqual(['Reset password']);
    const files = res.body.files as { path: string }[];
    expect(files.map((f) => f.path)).toContain(flow.navHost.file);
    expect(res.body.usage).toMatchObject({ used: 4, remaining: TIER_ALLOWANCE.starter - 4 });
    expect(await cycle(user)).toMatchObject({ included_generations: 4, extra_generations: 0 });
    const stored = await rows(user);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ screens: 4, charged: false });
    expect(stored[0]?.flow?.start).toBe(flow.start);
    // The lifetime count counts each screen: what the dashboard and the history show.
    const { data: total, error } = await user.client.rpc('generation_total');
    expect(error).toBeNull();
    expect(Number(total)).toBe(4);
  });

  it('one generation short: 402 naming how many are needed, and nothing generated or counted', async () => {
    const user = await createTestUser(b);
    await used(user, TIER_ALLOWANCE.starter - 3);
    const res = await callGenerate(b, user.token, flowBody());
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'generation_limit_reached',
      needed: 4,
      available: 3,
      error: GENERATE_MESSAGES.flowNeedsMore(
        { kind: 'refused', reason: 'limit', needed: 4, available: 3 },
        0,
      ),
    });
    expect(res.body.error).toContain('This flow has 4 screens, so it needs 4 generations');
    expect(await rows(user)).toHaveLength(0);
    expect(await cycle(user)).toMatchObject({
      included_generations: TIER_ALLOWANCE.starter - 3,
      extra_generations: 0,
    });
    const objects = await asServer(
      b,
      "select 1 from storage.objects where bucket_id = 'generations' and owner = $1",
      [user.id],
    );
    expect(objects).toHaveLength(0);
  });

  it("meters a run for a user with neither a profile row nor the month's cycle row: both made, the screens counted from 0", async () => {
    const user = await createTestUser(b);
    await asServer(b, 'delete from public.profiles where id = $1', [user.id]);
    expect(await cycle(user)).toBeNull();
    const res = await callGenerate(b, user.token, flowBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ charged: false, screens: 4 });
    expect(res.body.usage).toMatchObject({ used: 4, remaining: TIER_ALLOWANCE.starter - 4 });
    const profiles = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from public.profiles where id = $1',
      [user.id],
    );
    expect(profiles[0]?.n).toBe(1);
    expect(await cycle(user)).toMatchObject({
      included_generations: 4,
      extra_generations: 0,
      extra_charge: 0,
    });
    // The next run finds both rows and counts on the same one.
    expect((await callGenerate(b, user.token, flowBody('Again'))).status).toBe(200);
    expect(await cycle(user)).toMatchObject({ included_generations: 8, extra_generations: 0 });
  });

  it('two runs at once, the first of the month for a user with no profile row: one cycle row counts both', async () => {
    const user = await createTestUser(b);
    await asServer(b, 'delete from public.profiles where id = $1', [user.id]);
    const both = await Promise.all([
      callGenerate(b, user.token, flowBody('First')),
      callGenerate(b, user.token, flowBody('Second')),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const cycles = await asServer<{ n: number; included: number }>(
      b,
      `select count(*)::int as n, sum(included_generations)::int as included
         from public.billing_cycles where user_id = $1 and cycle_month = $2`,
      [user.id, month],
    );
    expect(cycles[0]).toEqual({ n: 1, included: 8 });
    expect(await rows(user)).toHaveLength(2);
  }, 60_000);

  it('splits a run over the free generations left, then the pack that expires first, in one transaction', async () => {
    const user = await createTestUser(b);
    await used(user, TIER_ALLOWANCE.starter - 1);
    await asServer(
      b,
      `insert into public.additional_generations (user_id, amount, used, expires_at) values
         ($1, 10, 0, now() + interval '60 days'),
         ($1, 2, 0, now() + interval '5 days')`,
      [user.id],
    );
    const res = await callGenerate(b, user.token, flowBody());
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ charged: true, screens: 4 });
    expect(await cycle(user)).toMatchObject({ included_generations: TIER_ALLOWANCE.starter });
    const packs = await asServer<{ amount: number; used: number }>(
      b,
      'select amount, used from public.additional_generations where user_id = $1 order by expires_at',
      [user.id],
    );
    expect(packs).toEqual([
      { amount: 2, used: 2 },
      { amount: 10, used: 1 },
    ]);
  });

  it('charges starter overage per screen past the allowance, and refuses a run the cap cannot cover whole', async () => {
    const user = await createTestUser(b);
    await used(user, TIER_ALLOWANCE.starter - 1);
    await asServer(
      b,
      'update public.profiles set stripe_customer_id = $2, overage_payment_method_id = $3, overage_cap_cents = $4 where id = $1',
      [user.id, `cus_test_${user.id.slice(0, 8)}`, 'pm_card_visa', 200],
    );
    const first = await callGenerate(b, user.token, flowBody());
    expect(first.status).toBe(200);
    expect(await cycle(user)).toMatchObject({
      included_generations: TIER_ALLOWANCE.starter,
      extra_generations: 3,
      extra_charge: 120,
    });
    // $2.00 allows 5 extra generations; 3 are charged, so 4 more would pass it: refused whole.
    const second = await callGenerate(b, user.token, flowBody('Again'));
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ code: 'overage_cap_reached', needed: 4, available: 2 });
    expect(await cycle(user)).toMatchObject({ extra_generations: 3, extra_charge: 120 });
  });

  it('a retried run with the same Idempotency-Key is answered again and charged once', async () => {
    const user = await createTestUser(b);
    const first = await callGenerate(b, user.token, flowBody(), 'flow-key');
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => callGenerate(b, user.token, flowBody(), 'flow-key')),
    );
    expect(first.status).toBe(200);
    for (const r of retries) expect(r).toEqual(first);
    expect(await rows(user)).toHaveLength(1);
    expect(await cycle(user)).toMatchObject({ included_generations: 4 });
  }, 60_000);

  it('runs sent at once: one key is charged once, and two flows racing for the last generations are not both run', async () => {
    const user = await createTestUser(b);
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => callGenerate(b, user.token, flowBody(), 'burst-key')),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(burst.map((r) => (r.body.generation as { id: string }).id)).size).toBe(1);
    expect(await rows(user)).toHaveLength(1);
    expect(await cycle(user)).toMatchObject({ included_generations: 4, extra_generations: 0 });

    // Five left: room for one flow of four screens, not for two.
    const racer = await createTestUser(b);
    await used(racer, TIER_ALLOWANCE.starter - 5);
    const race = await Promise.all([
      callGenerate(b, racer.token, flowBody('First')),
      callGenerate(b, racer.token, flowBody('Second')),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 402]);
    const refused = race.find((r) => r.status === 402)!;
    expect(refused.body).toMatchObject({ needed: 4, available: 1 });
    expect(await rows(racer)).toHaveLength(1);
    expect(await cycle(racer)).toMatchObject({
      included_generations: TIER_ALLOWANCE.starter - 1,
      extra_generations: 0,
    });
  }, 90_000);

  it('refuses a bad flow in the product words and charges nothing', async () => {
    const user = await createTestUser(b);
    const unknown = await callGenerate(b, user.token, flowBody('Bad', { flow: ['9:99'] }));
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: 'Node 9:99 is not in the input.' },
    });
    const both = await callGenerate(b, user.token, flowBody('Bad', { nodeId: '1:13' }));
    expect(both.status).toBe(400);
    expect(both.body.error).toContain('not both');
    const tooMany = await callGenerate(
      b,
      user.token,
      flowBody('Bad', { flow: Array.from({ length: FLOW_MAX_SCREENS + 1 }, () => '1:13') }),
    );
    expect(tooMany.status).toBe(400);
    expect(await rows(user)).toHaveLength(0);
    expect(await cycle(user)).toBeNull();
  });
});
