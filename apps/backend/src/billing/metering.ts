import {
  currentCycleMonth,
  usageSummary,
  type AdditionalGenerations,
  type BillingCycleUsage,
} from '@app/shared/usage';
import {
  chargeForRun,
  isStarterTier,
  nextGenerationCharge,
  overageCapReached,
  type ChargeConsent,
  type ChargeFacts,
  type GenerationCharge,
  type RunCharge,
} from '@app/shared/overage';
import type { GenerationUsageAnswer } from '@app/shared/generate';
import type { Queryable } from '../db/database';
import { ownerBytesSql } from '../storage/objects';
import { CARD_ON_FILE, recordOverageGeneration } from './overage';

/** Where a metered generation was counted. */
export type MeteredSource = 'allowance' | 'pack' | 'overage';
/** Why a generation was not counted (see packages/shared's nextGenerationCharge). */
export type MeteringRefusal = Extract<GenerationCharge, { kind: 'refused' }>['reason'];

export type MeteringResult =
  | {
      ok: true;
      charged: boolean;
      source: MeteredSource;
      usage: GenerationUsageAnswer;
      /** The cycle row whose overage mails became due in this transaction, if any. */
      mailsDue: string | null;
    }
  | {
      ok: false;
      reason: MeteringRefusal;
      capCents: number;
      usage: GenerationUsageAnswer;
      mailsDue: string | null;
    };

/** The profile columns metering reads, under the user's metering lock. */
export interface MeteringProfile {
  tier: string | null;
  capCents: number;
  /** A card for overage is on file (read with the row, so under the same lock). */
  cardOnFile: boolean;
}

/**
 * Takes the user's metering lock for the rest of the transaction: every generation of one
 * user, on any server instance, waits here for the one before it, so the counts below are
 * read and written by one transaction at a time.
 */
export async function lockUserForMetering(tx: Queryable, userId: string): Promise<MeteringProfile> {
  const lock = () =>
    tx.query<{ subscription_tier: string | null; overage_cap_cents: number; card: boolean }>(
      `select subscription_tier, overage_cap_cents, ${CARD_ON_FILE} as card
         from public.profiles where id = $1 for update`,
      [userId],
    );
  let found = await lock();
  if (found.rows.length === 0) {
    // A user with no profile row yet (sign-up makes one): made here, then locked. Every other
    // generation finds the row and takes the lock in one statement.
    await tx.query('insert into public.profiles (id) values ($1) on conflict (id) do nothing', [
      userId,
    ]);
    found = await lock();
  }
  const row = found.rows[0];
  return {
    tier: row?.subscription_tier ?? null,
    capCents: row?.overage_cap_cents ?? 0,
    cardOnFile: row?.card === true,
  };
}

/** The usage the dashboard shows after this transaction: the same rule as the web app. */
export async function currentUsage(
  tx: Queryable,
  userId: string,
  tier: string | null,
  now: Date,
): Promise<GenerationUsageAnswer> {
  // One statement: the month's cycle (if any) and every pack, as the web app reads them.
  const found = await tx.query<
    Partial<BillingCycleUsage> & { packs: AdditionalGenerations[] | string }
  >(
    `select c.included_generations, c.extra_generations,
            coalesce((select json_agg(json_build_object('amount', a.amount, 'used', a.used, 'expires_at', a.expires_at))
                        from public.additional_generations a where a.user_id = $1), '[]'::json) as packs
       from (select 1) one
       left join public.billing_cycles c on c.user_id = $1 and c.cycle_month = $2`,
    [userId, currentCycleMonth(now)],
  );
  const row = found.rows[0]!;
  const packs =
    typeof row.packs === 'string' ? (JSON.parse(row.packs) as AdditionalGenerations[]) : row.packs;
  const summary = usageSummary({
    tier,
    context: 'dashboard',
    cycle:
      row.included_generations === null || row.included_generations === undefined
        ? null
        : {
            included_generations: row.included_generations,
            extra_generations: row.extra_generations ?? 0,
          },
    additional: packs,
    now,
  });
  return {
    used: summary.used,
    allowance: summary.allowance,
    additional: summary.unusedAdditional,
    remaining: summary.remaining,
  };
}

/** A purchased pack the next generation can use: unexpired at `now`, not used up. */
function usablePack(userId: string, now: string): string {
  return `user_id = ${userId} and expires_at > ${now} and used < amount`;
}

interface CycleRow {
  id: string;
  included_generations: number;
  extra_charge: number;
}

/**
 * The user's billing cycle row for the month, locked for the updates that follow. Read first:
 * only the month's first generation finds none, makes it and reads it again, so every later
 * one takes it in one statement. Runs after lockUserForMetering, which makes the user's
 * metering transactions wait for one another.
 */
async function lockedCycle(tx: Queryable, userId: string, cycleMonth: string): Promise<CycleRow> {
  const lock = () =>
    tx.query<CycleRow>(
      `select id, included_generations, extra_charge from public.billing_cycles
        where user_id = $1 and cycle_month = $2 for update`,
      [userId, cycleMonth],
    );
  let found = await lock();
  if (found.rows.length === 0) {
    await tx.query(
      `insert into public.billing_cycles (user_id, cycle_month) values ($1, $2)
       on conflict (user_id, cycle_month) do nothing`,
      [userId, cycleMonth],
    );
    found = await lock();
  }
  const row = found.rows[0];
  if (!row) throw new Error('The billing cycle row vanished inside its transaction');
  return row;
}

/**
 * The facts packages/shared's nextGenerationCharge decides on, in the metering transaction:
 * the month's cycle row (locked by lockedCycle) and the pack the generation would use, locked
 * for the update that follows.
 */
async function chargeFacts(
  tx: Queryable,
  userId: string,
  profile: MeteringProfile,
  cycle: CycleRow,
  options: { now: Date; consent: () => Promise<ChargeConsent> },
): Promise<{ facts: ChargeFacts; packId: string | null }> {
  const pack = await tx.query<{ id: string }>(
    `select id from public.additional_generations where ${usablePack('$1', '$2')}
      order by expires_at, created_at, id limit 1 for update`,
    [userId, options.now.toISOString()],
  );
  const cardOnFile = isStarterTier(profile.tier) && profile.cardOnFile;
  const facts: ChargeFacts = {
    tier: profile.tier,
    includedGenerations: cycle.included_generations,
    packAvailable: pack.rows.length > 0,
    cardOnFile,
    extraChargeCents: cycle.extra_charge,
    capCents: profile.capCents,
    // Asked only when the card would be charged: most generations never need it.
    consent: cardOnFile ? await options.consent() : 'ok',
  };
  return { facts, packId: pack.rows[0]?.id ?? null };
}

/**
 * How the user's next generation would be paid for, read without locking or writing: the
 * check made before the generator runs, so a user with nothing left (or past the cap, or in
 * a session that may not charge) costs no worker time. meterGeneration decides again, exactly.
 */
export async function previewGenerationCharge(
  q: Queryable,
  userId: string,
  options: {
    now: Date;
    consent: () => Promise<ChargeConsent>;
    /**
     * A bucket whose bytes the user keeps are read in the same statement (`storedBytes`), by
     * storage's ownerBytesSql.
     */
    storageBucket?: string;
  },
): Promise<{
  charge: GenerationCharge;
  capCents: number;
  tier: string | null;
  storedBytes: number;
}> {
  // The same facts lockedCycle and chargeFacts read, in one statement (this runs before every
  // generation, and on the embedded database every statement waits for the one connection).
  const found = await q.query<{
    subscription_tier: string | null;
    overage_cap_cents: number | null;
    card: boolean | null;
    included_generations: number | null;
    extra_charge: number | null;
    pack: boolean;
    stored_bytes: string | number | null;
  }>(
    `select p.subscription_tier, p.overage_cap_cents, ${CARD_ON_FILE} as card,
            c.included_generations, c.extra_charge,
            exists (select 1 from public.additional_generations where ${usablePack('u.id', '$3')}) as pack,
            ${ownerBytesSql('$4', 'u.id')} as stored_bytes
       from (select $1::uuid as id) u
       left join public.profiles p on p.id = u.id
       left join public.billing_cycles c on c.user_id = u.id and c.cycle_month = $2`,
    [
      userId,
      currentCycleMonth(options.now),
      options.now.toISOString(),
      options.storageBucket ?? null,
    ],
  );
  const row = found.rows[0]!;
  const profile: MeteringProfile = {
    tier: row.subscription_tier ?? null,
    capCents: row.overage_cap_cents ?? 0,
    cardOnFile: row.card === true,
  };
  const cardOnFile = isStarterTier(profile.tier) && profile.cardOnFile;
  const facts: ChargeFacts = {
    tier: profile.tier,
    includedGenerations: row.included_generations ?? 0,
    packAvailable: row.pack,
    cardOnFile,
    extraChargeCents: row.extra_charge ?? 0,
    capCents: profile.capCents,
    consent: cardOnFile ? await options.consent() : 'ok',
  };
  return {
    charge: nextGenerationCharge(facts),
    capCents: profile.capCents,
    tier: profile.tier,
    storedBytes: Number(row.stored_bytes ?? 0),
  };
}

/**
 * Counts one generation, the one place this happens. Must run in the transaction that
 * inserts the generation, after lockUserForMetering. In order: free within the month's
 * allowance; charged to the unexpired purchased pack that expires first; charged as
 * overage for starter users with a payment method, under their monthly cap, from a session
 * that may charge the card; otherwise refused, recording nothing but the cap's mail.
 */
export async function meterGeneration(
  tx: Queryable,
  userId: string,
  profile: MeteringProfile,
  options: { now: Date; consent: () => Promise<ChargeConsent> },
): Promise<MeteringResult> {
  const { now } = options;
  const cycleMonth = currentCycleMonth(now);
  const cycle = await lockedCycle(tx, userId, cycleMonth);
  const { facts, packId } = await chargeFacts(tx, userId, profile, cycle, options);
  const charge = nextGenerationCharge(facts);
  let mailsDue: string | null = null;

  if (charge.kind === 'allowance') {
    await tx.query(
      'update public.billing_cycles set included_generations = included_generations + 1, updated_at = now() where id = $1',
      [cycle.id],
    );
  } else if (charge.kind === 'pack') {
    await tx.query('update public.additional_generations set used = used + 1 where id = $1', [
      packId,
    ]);
  } else if (charge.kind === 'overage') {
    const recorded = await recordOverageGeneration(tx, userId, cycleMonth);
    // The month's first overage, and the generation that reaches the cap, each make a mail due once.
    mailsDue = await markOverageMails(tx, cycle.id, {
      started: true,
      capReached: overageCapReached(recorded.extraChargeCents, profile.capCents),
    });
  } else if (charge.reason === 'cap') {
    mailsDue = await markOverageMails(tx, cycle.id, { started: false, capReached: true });
  }

  const usage = await currentUsage(tx, userId, profile.tier, now);
  if (charge.kind === 'refused') {
    return { ok: false, reason: charge.reason, capCents: profile.capCents, usage, mailsDue };
  }
  return { ok: true, charged: charge.kind !== 'allowance', source: charge.kind, usage, mailsDue };
}

/**
 * Notes on the cycle row that a mail is due (the first time only, so each goes once a
 * month); returns the row's id when one became due now, for the sender to pick up after
 * the commit (billing/overage-mails.ts).
 */
async function markOverageMails(
  tx: Queryable,
  cycleId: string,
  due: { started: boolean; capReached: boolean },
): Promise<string | null> {
  const res = await tx.query<{ id: string }>(
    `update public.billing_cycles set
       overage_started_at = case when $2 then coalesce(overage_started_at, now()) else overage_started_at end,
       overage_cap_reached_at = case when $3 then coalesce(overage_cap_reached_at, now()) else overage_cap_reached_at end
     where id = $1
       and (($2 and overage_started_at is null) or ($3 and overage_cap_reached_at is null))
     returning id`,
    [cycleId, due.started, due.capReached],
  );
  return res.rows[0]?.id ?? null;
}

/** A run's refusal: why, and (for a run of several) how many it needs and how many are available. */
export type RunMeteringResult =
  | Extract<MeteringResult, { ok: true }>
  | (Extract<MeteringResult, { ok: false }> & {
      run?: Extract<RunCharge, { kind: 'refused' }>;
    });

/**
 * Counts a run of `count` generations (a flow: one per screen) in the caller's transaction,
 * after lockUserForMetering: all of them or none. One generation is meterGeneration itself.
 * For more, packages/shared's chargeForRun splits the run over the month's free generations,
 * the purchased packs (the one that expires first first) and starter overage under the cap,
 * with the rows locked for the updates that follow; a run that cannot be paid for in full
 * records nothing but the cap's mail, and says how many it needs and how many are available.
 */
export async function meterGenerations(
  tx: Queryable,
  userId: string,
  profile: MeteringProfile,
  count: number,
  options: { now: Date; consent: () => Promise<ChargeConsent> },
): Promise<RunMeteringResult> {
  if (count === 1) return meterGeneration(tx, userId, profile, options);
  const { now } = options;
  const cycleMonth = currentCycleMonth(now);
  const cycle = await lockedCycle(tx, userId, cycleMonth);
  const packs = (
    await tx.query<{ id: string; left: number }>(
      `select id, amount - used as left from public.additional_generations
        where ${usablePack('$1', '$2')} order by expires_at, created_at, id for update`,
      [userId, now.toISOString()],
    )
  ).rows;
  const cardOnFile = isStarterTier(profile.tier) && profile.cardOnFile;
  const charge = chargeForRun(
    {
      tier: profile.tier,
      includedGenerations: cycle.included_generations,
      packGenerationsLeft: packs.reduce((sum, p) => sum + p.left, 0),
      cardOnFile,
      extraChargeCents: cycle.extra_charge,
      capCents: profile.capCents,
      consent: cardOnFile ? await options.consent() : 'ok',
    },
    count,
  );
  if (charge.kind === 'refused') {
    const mailsDue =
      charge.reason === 'cap'
        ? await markOverageMails(tx, cycle.id, { started: false, capReached: true })
        : null;
    const usage = await currentUsage(tx, userId, profile.tier, now);
    return {
      ok: false,
      reason: charge.reason,
      capCents: profile.capCents,
      usage,
      mailsDue,
      run: charge,
    };
  }
  if (charge.allowance > 0) {
    await tx.query(
      'update public.billing_cycles set included_generations = included_generations + $2, updated_at = now() where id = $1',
      [cycle.id, charge.allowance],
    );
  }
  let fromPacks = charge.pack;
  for (const pack of packs) {
    if (fromPacks === 0) break;
    const take = Math.min(fromPacks, pack.left);
    await tx.query('update public.additional_generations set used = used + $2 where id = $1', [
      pack.id,
      take,
    ]);
    fromPacks -= take;
  }
  let mailsDue: string | null = null;
  if (charge.overage > 0) {
    let recorded = { extraGenerations: 0, extraChargeCents: cycle.extra_charge };
    for (let i = 0; i < charge.overage; i++) {
      recorded = await recordOverageGeneration(tx, userId, cycleMonth);
    }
    mailsDue = await markOverageMails(tx, cycle.id, {
      started: true,
      capReached: overageCapReached(recorded.extraChargeCents, profile.capCents),
    });
  }
  const usage = await currentUsage(tx, userId, profile.tier, now);
  const source: MeteredSource =
    charge.overage > 0 ? 'overage' : charge.pack > 0 ? 'pack' : 'allowance';
  return { ok: true, charged: charge.pack + charge.overage > 0, source, usage, mailsDue };
}
