import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The one migration tree: `NNNN_<what>.sql`, numbered from 0001 without gaps or twins and
 * applied in that order. Files named `NNNN_platform…` are the backend's emulation of what a
 * hosted Supabase project provides (API roles, the auth and storage schemas, `_app`); the
 * rest is the product's schema, which runs unchanged on PGlite, PostgreSQL and a hosted project.
 */
export const MIGRATIONS_DIR = path.resolve(here, '../../../../supabase/migrations');

/** What `_app.schema_migrations.source` says for a file of the one tree. */
const SOURCE = 'migrations';

/**
 * A database migrated before the two trees became one recorded each file as (tree, old name).
 * Each pair is renamed to the file's number in the one tree, so nothing is applied twice.
 */
export const FORMER_NAMES: ReadonlyArray<readonly [source: string, name: string, now: string]> = [
  ['platform', '0001_platform.sql', '0001_platform.sql'],
  ['platform', '0002_auth.sql', '0002_platform_auth.sql'],
  ['platform', '0003_mfa.sql', '0003_platform_mfa.sql'],
  ['platform', '0003_realtime.sql', '0004_platform_realtime.sql'],
  ['platform', '0004_hardening.sql', '0005_platform_hardening.sql'],
  ['platform', '0006_stripe_stand_in.sql', '0006_platform_stripe_stand_in.sql'],
  ['platform', '0007_job_runs.sql', '0007_platform_job_runs.sql'],
  ['platform', '0008_auth_session_checks.sql', '0008_platform_auth_session_checks.sql'],
  ['platform', '0008_mfa_challenge_session.sql', '0009_platform_mfa_challenge_session.sql'],
  ['platform', '0008_realtime_rls.sql', '0010_platform_realtime_rls.sql'],
  ['platform', '0009_mfa_recovery_codes.sql', '0011_platform_mfa_recovery_codes.sql'],
  ['platform', '0010_anonymous_uploads.sql', '0012_platform_anonymous_uploads.sql'],
  ['platform', '0010_generation_limits.sql', '0013_platform_generation_limits.sql'],
  ['platform', '0010_storage_owner_usage.sql', '0014_platform_storage_owner_usage.sql'],
  ['app', '20261121000100_initial_schema.sql', '0015_initial_schema.sql'],
  ['app', '20261123000100_plugin_link.sql', '0016_plugin_link.sql'],
  ['app', '20261123000200_billing.sql', '0017_billing.sql'],
  ['app', '20261123000300_hardening.sql', '0018_hardening.sql'],
  ['app', '20261123000400_generations.sql', '0019_generations.sql'],
  ['app', '20261123000500_mfa.sql', '0020_mfa.sql'],
  ['app', '20261126010000_overage_cap.sql', '0021_overage_cap.sql'],
  ['app', '20261126010100_figma_oauth_state_limits.sql', '0022_figma_oauth_state_limits.sql'],
  ['app', '20261126040000_generation_history.sql', '0023_generation_history.sql'],
];

const MIGRATION_LOCK_KEY = 727_001;

/** The tree's files in the order they apply (their four-digit numbers). */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((n) => n.endsWith('.sql')).sort();
}

/**
 * Applies every migration not yet recorded, once each, in file-name order. Each file runs in
 * its own transaction together with its record, under an advisory lock so two servers
 * starting at once do not race.
 */
export async function migrate(db: Database): Promise<string[]> {
  // Under the same lock: two instances starting at once on an empty database would otherwise
  // race to create the schema (a unique violation in the catalog).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists _app;
      create table if not exists _app.schema_migrations (
        source text not null,
        name text not null,
        applied_at timestamptz not null default now(),
        primary key (source, name)
      );
    `);
    await tx.query(
      `update _app.schema_migrations m set source = $4, name = f.now
         from unnest($1::text[], $2::text[], $3::text[]) as f(source, name, now)
        where m.source = f.source and m.name = f.name`,
      [
        FORMER_NAMES.map((f) => f[0]),
        FORMER_NAMES.map((f) => f[1]),
        FORMER_NAMES.map((f) => f[2]),
        SOURCE,
      ],
    );
  });
  const applied: string[] = [];
  for (const name of await migrationFiles()) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query(
        'select 1 from _app.schema_migrations where source = $1 and name = $2',
        [SOURCE, name],
      );
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into _app.schema_migrations (source, name) values ($1, $2)', [
        SOURCE,
        name,
      ]);
      return true;
    });
    if (ran) applied.push(name);
  }
  // Other running instances reload their table API schema cache, as PostgREST's does.
  if (applied.length > 0) await db.query(`select pg_notify('pgrst', 'reload schema')`);
  return applied;
}
