import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCycleMonth, TIER_ALLOWANCE } from '@app/shared/usage';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import {
  DEFAULT_OVERAGE_CAP_CENTS,
  nextGenerationCharge,
  overageGenerationsWithinCap,
} from '@app/shared/overage';
import { AAL2_REQUIRED_MESSAGE } from '../../src/auth/assurance';
import { PLUGIN_PAYMENTS_OFF_MESSAGE } from '../../src/billing/charge-consent';
import { lockUserForMetering, meterGeneration } from '../../src/billing/metering';
import { sendDueOverageMails } from '../../src/billing/overage-mails';
import { runAs, SERVICE_CALLER } from '../../src/db/request-context';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import {
  asServer,
  clientWithToken,
  createTestUser,
  sessionOf,
  withVerifiedFactor,
  type TestUser,
} from '../support/users';
import { callGenerate, generateBody } from '../generation/design';
import { callFunction, PRICES } from './billing-helpers';

const month = currentCycleMonth();

describe.each(databaseTargets())(
  'overage: cap, second factor and plugin consent (%s)',
  (target) => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend(target);
    });
    afterAll(async () => {
      await b?.close();
    });

    /** A starter at the month's allowance with a card on file, with `extraCents` of overage so far. */
    async function starterWithCard(label: string, extraCents = 0): Promise<TestUser> {
      const user = await createTestUser(b, label);
      await asServer(
        b,
        'update public.profiles set stripe_customer_id = $2, overage_payment_method_id = $3 where id = $1',
        [user.id, `cus_test_${user.id.slice(0, 8)}`, 'pm_card_visa'],
      );
      await asServer(
        b,
        `insert into public.billing_cycles (user_id, cycle_month, included_generations, extra_generations, extra_charge)
       values ($1, $2, $3, $4, $5)`,
        [user.id, month, TIER_ALLOWANCE.starter, extraCents / 40, extraCents],
      );
      return user;
    }
    const cycle = async (userId: string) =>
      (
        await asServer<{ extra_generations: number; extra_charge: number }>(
          b,
          'select extra_generations, extra_charge from public.billing_cycles where user_id = $1 and cycle_month = $2',
          [userId, month],
        )
      )[0];
    const generations = async (userId: string) =>
      (
        await asServer<{ n: number }>(
          b,
          'select count(*)::int as n from public.generations where user_id = $1',
          [userId],
        )
      )[0]!.n;
    /** The mails to `email` with a subject containing `about`, once the sender has run. */
    async function mails(email: string, about: string) {
      await sendDueOverageMails(b.server.ctx);
      return (await b.mailTo(email)).filter((m) => m.subject.includes(about));
    }

    it('gives every account a $20 cap and no plugin charges until the owner changes them', async () => {
      const user = await createTestUser(b, 'defaults');
      const { data } = await user.client
        .from('profiles')
        .select('overage_cap_cents, plugin_charges_allowed')
        .single();
      expect(data).toEqual({
        overage_cap_cents: DEFAULT_OVERAGE_CAP_CENTS,
        plugin_charges_allowed: false,
      });
      expect(DEFAULT_OVERAGE_CAP_CENTS).toBe(2000);
    });

    it('charges up to the cap, then answers 402 naming it; mails the owner when overage starts and at the cap, once each', async () => {
      const user = await starterWithCard('cap');
      await asServer(b, 'update public.profiles set overage_cap_cents = 100 where id = $1', [
        user.id,
      ]);
      // $1 pays for two extra generations at $0.40; the third would pass it.
      for (let i = 0; i < 2; i++) {
        const res = await callGenerate(b, user.token, generateBody(`Extra ${i}`));
        expect(res.status).toBe(200);
        expect(res.body.generation).toMatchObject({ charged: true });
      }
      const refused = await callGenerate(b, user.token, generateBody('Past the cap'));
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({
        code: 'overage_cap_reached',
        error: GENERATE_MESSAGES.overageCapReached(100),
      });
      expect(String(refused.body.error)).toContain('$1.00 (2 extra generations)');
      expect(await cycle(user.id)).toEqual({ extra_generations: 2, extra_charge: 80 });
      expect(await generations(user.id)).toBe(2);
      // Another try does not mail again.
      expect((await callGenerate(b, user.token, generateBody())).status).toBe(402);

      const started = await mails(user.email, 'now using extra generations');
      expect(started).toHaveLength(1);
      expect(started[0]!.text).toContain('$0.40');
      expect(started[0]!.text).toContain('$1.00 (2 extra generations)');
      expect(started[0]!.text).toContain(`${b.url}/billing`);
      const capped = await mails(user.email, 'reached your limit');
      expect(capped).toHaveLength(1);
      expect(capped[0]!.text).toContain('You have used $0.80 of extra generations');

      // The owner raises the cap on /billing: generation goes on, and no mail is sent again this month.
      const saved = await user.client
        .from('profiles')
        .update({ overage_cap_cents: 300 })
        .eq('id', user.id);
      expect(saved.error).toBeNull();
      expect((await callGenerate(b, user.token, generateBody('After raising'))).status).toBe(200);
      expect(await cycle(user.id)).toEqual({ extra_generations: 3, extra_charge: 120 });
      expect(await mails(user.email, 'now using extra generations')).toHaveLength(1);
      expect(await mails(user.email, 'reached your limit')).toHaveLength(1);
    });

    it('refuses past the cap before the generator runs: no worker time, nothing stored', async () => {
      const user = await starterWithCard('precheck', DEFAULT_OVERAGE_CAP_CENTS);
      const run = b.server.ctx.generator.run;
      let ran = 0;
      b.server.ctx.generator.run = (...args) => {
        ran++;
        return run(...args);
      };
      try {
        const res = await callGenerate(b, user.token, generateBody());
        expect(res.status).toBe(402);
        expect(res.body.code).toBe('overage_cap_reached');
        expect(ran).toBe(0);
      } finally {
        b.server.ctx.generator.run = run;
      }
    });

    it('a cap of $0 stops at the free allowance, even with a card on file', async () => {
      const user = await starterWithCard('zero');
      await user.client.from('profiles').update({ overage_cap_cents: 0 }).eq('id', user.id);
      const res = await callGenerate(b, user.token, generateBody());
      expect(res.status).toBe(402);
      expect(res.body.error).toBe(GENERATE_MESSAGES.overageCapReached(0));
      expect(await cycle(user.id)).toEqual({ extra_generations: 0, extra_charge: 0 });
    });

    it('a password-only session of an account with two-factor on gets 403 for overage; aal2 is charged', async () => {
      const user = await starterWithCard('aal');
      await withVerifiedFactor(b, user.id);
      const aal1 = await sessionOf(b, user, { aal: 'aal1' });
      const refused = await callGenerate(b, aal1, generateBody());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'insufficient_aal',
        error: AAL2_REQUIRED_MESSAGE,
      });
      expect(await cycle(user.id)).toEqual({ extra_generations: 0, extra_charge: 0 });
      const aal2 = await sessionOf(b, user, { aal: 'aal2' });
      expect((await callGenerate(b, aal2, generateBody())).status).toBe(200);
      expect(await cycle(user.id)).toEqual({ extra_generations: 1, extra_charge: 40 });
      // Within the allowance or a pack, nothing is charged to the card: aal1 generates as before.
      const fresh = await createTestUser(b, 'aal-free');
      await withVerifiedFactor(b, fresh.id);
      expect((await callGenerate(b, await sessionOf(b, fresh), generateBody())).status).toBe(200);
    });

    it('a plugin session is not charged overage until the owner allows it from a web session', async () => {
      const user = await starterWithCard('plugin');
      const plugin = await sessionOf(b, user, { plugin: true });
      const refused = await callGenerate(b, plugin, generateBody());
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({
        code: 'plugin_charges_off',
        error: GENERATE_MESSAGES.pluginChargesOff,
      });
      expect(await cycle(user.id)).toEqual({ extra_generations: 0, extra_charge: 0 });

      // The plugin cannot allow itself.
      const self = await clientWithToken(b, plugin)
        .from('profiles')
        .update({ plugin_charges_allowed: true })
        .eq('id', user.id)
        .select('plugin_charges_allowed');
      expect(self.data ?? []).toEqual([]);
      const [row] = await asServer<{ plugin_charges_allowed: boolean }>(
        b,
        'select plugin_charges_allowed from public.profiles where id = $1',
        [user.id],
      );
      expect(row!.plugin_charges_allowed).toBe(false);

      const allowed = await user.client
        .from('profiles')
        .update({ plugin_charges_allowed: true })
        .eq('id', user.id);
      expect(allowed.error).toBeNull();
      expect((await callGenerate(b, plugin, generateBody())).status).toBe(200);
      expect(await cycle(user.id)).toEqual({ extra_generations: 1, extra_charge: 40 });
    });

    it('checkout and the portal refuse a plugin session unless allowed, and aal1 of a two-factor account', async () => {
      const user = await createTestUser(b, 'plugin-pay');
      const plugin = await sessionOf(b, user, { plugin: true });
      for (const [name, body] of [
        ['create-checkout', { priceId: PRICES.proMonthly, mode: 'subscription' }],
        ['create-checkout', { priceId: null, mode: 'setup' }],
        ['create-portal-session', {}],
      ] as const) {
        const res = await callFunction(b, name, plugin, { body });
        expect(res.status, name).toBe(403);
        expect(res.body).toMatchObject({
          code: 'plugin_charges_off',
          error: PLUGIN_PAYMENTS_OFF_MESSAGE,
        });
      }
      await asServer(b, 'update public.profiles set plugin_charges_allowed = true where id = $1', [
        user.id,
      ]);
      const opened = await callFunction(b, 'create-checkout', plugin, {
        body: { priceId: null, mode: 'setup' },
      });
      expect(opened.status).toBe(200);

      await withVerifiedFactor(b, user.id);
      const aal1 = await sessionOf(b, user, { aal: 'aal1' });
      const second = await callFunction(b, 'create-checkout', aal1, {
        body: { priceId: null, mode: 'setup' },
      });
      expect(second).toMatchObject({ status: 403, body: { code: 'insufficient_aal' } });
    });

    it('the cap and the plugin setting: only their owner changes them, in range, with the second factor', async () => {
      const user = await createTestUser(b, 'settings');
      const other = await createTestUser(b, 'settings-other');
      const set = (client = user.client, patch: Record<string, unknown> = {}, id = user.id) =>
        client.from('profiles').update(patch).eq('id', id).select('overage_cap_cents');

      expect((await set(user.client, { overage_cap_cents: 5000 })).data).toEqual([
        { overage_cap_cents: 5000 },
      ]);
      for (const bad of [-100, 50001 * 100, 1050, 60000]) {
        const res = await set(user.client, { overage_cap_cents: bad });
        expect(res.status, String(bad)).toBe(400);
        expect(res.error?.code).toBe('23514');
      }
      // Another user's row is not theirs to change; nor is anything else on their own.
      expect((await set(other.client, { overage_cap_cents: 0 }, user.id)).data).toEqual([]);
      const tier = await set(user.client, { subscription_tier: 'pro' });
      expect(tier.status).toBe(403);
      const anon = await b
        .anonClient()
        .from('profiles')
        .update({ overage_cap_cents: 0 })
        .eq('id', user.id);
      expect(anon.status).toBe(401);

      await withVerifiedFactor(b, user.id);
      const aal1 = clientWithToken(b, await sessionOf(b, user, { aal: 'aal1' }));
      expect((await set(aal1, { overage_cap_cents: 50000 })).data).toEqual([]);
      const aal2 = clientWithToken(b, await sessionOf(b, user, { aal: 'aal2' }));
      expect((await set(aal2, { overage_cap_cents: 10000 })).data).toEqual([
        { overage_cap_cents: 10000 },
      ]);
    });

    it('concurrent transactions charge exactly to the cap: the server stops where packages/shared says', async () => {
      const user = await starterWithCard('exact');
      const capCents = 300;
      await asServer(b, 'update public.profiles set overage_cap_cents = $2 where id = $1', [
        user.id,
        capCents,
      ]);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          runAs(b.server.ctx.db, SERVICE_CALLER, async (tx) => {
            const profile = await lockUserForMetering(tx, user.id);
            return meterGeneration(tx, user.id, profile, {
              now: new Date(),
              consent: () => Promise.resolve('ok'),
            });
          }),
        ),
      );
      const charged = results.filter((r) => r.ok).length;
      expect(charged).toBe(overageGenerationsWithinCap(capCents));
      expect(charged).toBe(7);
      expect(results.filter((r) => !r.ok && r.reason === 'cap')).toHaveLength(20 - 7);
      const after = await cycle(user.id);
      expect(after).toEqual({ extra_generations: 7, extra_charge: 280 });
      // The next one is refused by the same rule the pages use.
      expect(
        nextGenerationCharge({
          tier: 'starter',
          includedGenerations: TIER_ALLOWANCE.starter,
          packAvailable: false,
          cardOnFile: true,
          extraChargeCents: after!.extra_charge,
          capCents,
          consent: 'ok',
        }),
      ).toEqual({ kind: 'refused', reason: 'cap' });
      // One mail of each kind became due however many transactions ran.
      expect(await sendDueOverageMails(b.server.ctx)).toBe(2);
      expect(await mails(user.email, 'FrameToCode')).toHaveLength(2);
    });

    it('a mail that cannot be sent stays due and goes out on the next run', async () => {
      const user = await starterWithCard('mail-retry');
      const send = b.server.ctx.mailer.send;
      b.server.ctx.mailer.send = () => Promise.reject(new Error('SMTP is down'));
      try {
        expect((await callGenerate(b, user.token, generateBody())).status).toBe(200);
        expect(await sendDueOverageMails(b.server.ctx)).toBe(0);
      } finally {
        b.server.ctx.mailer.send = send;
      }
      expect(await b.mailTo(user.email)).toHaveLength(0);
      expect(await sendDueOverageMails(b.server.ctx)).toBe(1);
      expect(await mails(user.email, 'now using extra generations')).toHaveLength(1);
    });
  },
);
