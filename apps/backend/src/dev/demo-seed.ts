import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import { TIER_ALLOWANCE, currentCycleMonth } from '@app/shared/usage';
import type { GenerationWarning } from '@app/shared/generate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import {
  discardArtifacts,
  recordArtifacts,
  stageArtifacts,
  type StagedArtifacts,
} from '../generation/artifacts';
import { demoDesign } from './demo-design';

/**
 * The demo account a newcomer signs in with after the first `npm start` (local mode only):
 * a starter user with four months of history, so every dashboard card has something to show,
 * and each generation in it has the code the generator made for it (a detail page to open, a
 * zip to download).
 * Its password is random, kept in DATA_DIR/demo-account.json and printed at every start.
 */
export const DEMO_EMAIL = 'demo@frametocode.app';
const MARKER_FILE = 'demo-account.json';

export interface DemoAccount {
  email: string;
  password: string;
  userId: string;
}

/** Generations per month, oldest first; the last is the current month (8: the low-usage warning shows). */
export const DEMO_MONTHLY_GENERATIONS = [6, 12, 11, 8] as const;
/** Purchased generations still unused, as the limited-time Starter offer grants them. */
export const DEMO_ADDITIONAL_GENERATIONS = 40;

const SCREENS = [
  'Onboarding / Welcome',
  'Onboarding / Permissions',
  'Sign in',
  'Sign up / Email',
  'Home / Feed',
  'Components / Primary Button',
  'Search / Results',
  'Product / Detail',
  'Cart',
  'Checkout – Shipping',
  'Checkout – Payment',
  'Checkout – Confirmation',
  'Components / Product Card',
  'Profile / Overview',
  'Profile / Edit',
  'Settings / Notifications',
  'Components / Bottom Navigation',
  'Orders / History',
  'Order / Tracking',
  'Chat / Conversation',
  'Home / Empty state',
  'Components / Rating Bar',
  'Settings / Privacy',
  'Dialogs / Delete confirmation',
];

/** Whether this start may create the demo account: local mode, and SEED_DEMO not turned off. */
export function demoSeedEnabled(
  appEnv: 'local' | 'production',
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (appEnv === 'production') return false;
  const flag = env.SEED_DEMO?.trim().toLowerCase();
  return !(flag && ['false', '0', 'no', 'off'].includes(flag));
}

/** A password that passes every sign-up rule (length, upper, lower, digit) and cannot be guessed. */
function demoPassword(): string {
  return `Ftc-${randomBytes(12).toString('base64url')}-9z`;
}

/** The hosted service's hash format: bcrypt cost 10 with the $2a$ prefix (same algorithm as $2b$). */
async function hashPassword(password: string): Promise<string> {
  return (await bcrypt.hash(password, 10)).replace(/^\$2b\$/, '$2a$');
}

interface DemoGeneration {
  name: string;
  type: string;
  charged: boolean;
  createdAt: Date;
}

/** A demo generation's code, made by the real generator and written to the object store. */
interface DemoArtifacts {
  id: string;
  staged: StagedArtifacts;
  warnings: GenerationWarning[];
}

/**
 * Runs the code generator on each demo generation's design, as the generate function would,
 * and stores the files under the generation's id (before the transaction that records them,
 * as createGeneration does). The designs are small: about a second for the whole history.
 */
async function generateDemoArtifacts(
  ctx: AppContext,
  userId: string,
  history: { items: DemoGeneration[] }[],
): Promise<DemoArtifacts[]> {
  const items = history.flatMap((month) => month.items);
  const made: DemoArtifacts[] = [];
  try {
    for (const item of items) {
      const body = new TextEncoder().encode(
        JSON.stringify({ name: item.name, platform: 'android', figma: demoDesign(item.name) }),
      );
      const outcome = await ctx.generator.run(body);
      if (!outcome.ok)
        throw new Error(`The demo design "${item.name}" did not generate: ${outcome.message}`);
      const id = randomUUID();
      made.push({
        id,
        staged: await stageArtifacts(ctx.files, userId, id, outcome.files, null),
        warnings: outcome.warnings,
      });
    }
  } catch (err) {
    await Promise.all(made.map((m) => discardArtifacts(ctx.files, m.staged)));
    throw err;
  }
  return made;
}

/**
 * The history: per month, generations spread over the days elapsed, the first ten of a month
 * free (the starter allowance) and the rest charged. The current month's all lie before `now`.
 */
export function demoGenerations(now: Date): { month: string; items: DemoGeneration[] }[] {
  const months = DEMO_MONTHLY_GENERATIONS.length;
  let screen = 0;
  return DEMO_MONTHLY_GENERATIONS.map((count, index) => {
    const offset = index - (months - 1);
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const end =
      offset === 0
        ? new Date(now.getTime() - 1000)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 1));
    const span = Math.max(end.getTime() - start.getTime(), 0);
    const items = Array.from({ length: count }, (_, i) => {
      const name = SCREENS[screen++ % SCREENS.length]!;
      // Evenly spread, nudged by a fixed pattern so the times do not look machine-made.
      const slot = span / (count + 1);
      const nudge = (((i * 7) % 5) - 2) * Math.min(slot / 6, 3 * 3600_000);
      return {
        name,
        type: name.startsWith('Components /') ? 'component' : 'full_screen',
        charged: i >= TIER_ALLOWANCE.starter,
        // Minutes vary too, but never past the end of the span (for this month: now).
        createdAt: new Date(
          Math.min(
            start.getTime() + slot * (i + 1) + nudge + ((i * 23 + index * 11) % 60) * 60_000,
            start.getTime() + span,
          ),
        ),
      };
    });
    return { month: currentCycleMonth(start), items };
  });
}

async function insertDemoData(
  tx: Queryable,
  userId: string,
  email: string,
  passwordHash: string,
  now: Date,
  history: { month: string; items: DemoGeneration[] }[],
  artifacts: DemoArtifacts[],
): Promise<void> {
  const joinedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  await tx.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, $5::jsonb, $6::jsonb, $4, $4)`,
    [
      userId,
      email,
      passwordHash,
      joinedAt.toISOString(),
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ auth_provider: 'email' }),
    ],
  );
  await tx.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, 'email', $2, $3::jsonb, now())`,
    [
      userId,
      userId,
      JSON.stringify({ sub: userId, email, email_verified: true, phone_verified: false }),
    ],
  );
  // The sign-up trigger made the profile; the demo user is on the free Starter plan, and has
  // been since joining four months ago (the billing page's "Active since").
  const current = history[history.length - 1]!;
  await tx.query(
    `insert into public.profiles (id, subscription_tier, free_generations_used, created_at) values ($1, 'starter', $2, $3)
     on conflict (id) do update set subscription_tier = excluded.subscription_tier,
       free_generations_used = excluded.free_generations_used, created_at = excluded.created_at`,
    [userId, current.items.filter((g) => !g.charged).length, joinedAt.toISOString()],
  );
  let next = 0;
  for (const { month, items } of history) {
    for (const g of items) {
      const made = artifacts[next++]!;
      await tx.query(
        `insert into public.generations (id, user_id, name, type, charged, created_at, files, warnings)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          made.id,
          userId,
          g.name,
          g.type,
          g.charged,
          g.createdAt.toISOString(),
          JSON.stringify(made.staged.files),
          JSON.stringify(made.warnings),
        ],
      );
      await recordArtifacts(tx, userId, made.staged);
    }
    const included = items.filter((g) => !g.charged).length;
    const extra = items.length - included;
    await tx.query(
      `insert into public.billing_cycles (user_id, cycle_month, included_generations, extra_generations, extra_charge, status)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        userId,
        month,
        included,
        extra,
        extra * STARTER_EXTRA_GENERATION_CENTS,
        month === current.month ? 'pending' : 'paid',
      ],
    );
  }
  await tx.query(
    `insert into public.additional_generations (user_id, amount, used, expires_at, created_at)
     values ($1, $2, 0, $3, $4)`,
    [
      userId,
      DEMO_ADDITIONAL_GENERATIONS,
      new Date(now.getTime() + 90 * 24 * 3600_000).toISOString(),
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    ],
  );
}

async function readMarker(file: string): Promise<DemoAccount | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<DemoAccount>;
    return parsed.email && parsed.password && parsed.userId
      ? { email: parsed.email, password: parsed.password, userId: parsed.userId }
      : null;
  } catch {
    return null;
  }
}

/**
 * Creates the demo account on the first local start, and on later starts hands back its
 * credentials for printing. It is created once: when its owner deletes it, or the email is
 * already taken by someone else, nothing is (re)created.
 */
export async function seedDemoAccount(
  ctx: AppContext,
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date(),
): Promise<DemoAccount | null> {
  if (!demoSeedEnabled(ctx.config.appEnv, env)) return null;
  const markerFile = path.join(ctx.config.dataDir, MARKER_FILE);
  const marker = await readMarker(markerFile);
  if (marker) {
    const still = await ctx.db.query(
      'select 1 from auth.users where id = $1 and deleted_at is null',
      [marker.userId],
    );
    return still.rows.length > 0 ? marker : null;
  }
  const taken = await ctx.db.query('select 1 from auth.users where lower(email) = lower($1)', [
    DEMO_EMAIL,
  ]);
  if (taken.rows.length > 0) return null;

  const account: DemoAccount = {
    email: DEMO_EMAIL,
    password: demoPassword(),
    userId: randomUUID(),
  };
  const passwordHash = await hashPassword(account.password);
  const history = demoGenerations(now);
  const artifacts = await generateDemoArtifacts(ctx, account.userId, history);
  try {
    await ctx.db.transaction((tx) =>
      insertDemoData(tx, account.userId, account.email, passwordHash, now, history, artifacts),
    );
  } catch (err) {
    // Files whose rows were not recorded are not left behind.
    await Promise.all(artifacts.map((m) => discardArtifacts(ctx.files, m.staged)));
    throw err;
  }
  await writeFile(markerFile, JSON.stringify(account, null, 2) + '\n', { mode: 0o600 });
  return account;
}
