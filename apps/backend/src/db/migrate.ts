import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The backend's emulation of the hosted platform (roles, auth, storage, _app). */
export const PLATFORM_MIGRATIONS_DIR = path.resolve(here, '../../sql');
/** The product's schema: the same files run on PGlite, PostgreSQL and a hosted project. */
export const APP_MIGRATIONS_DIR = path.resolve(here, '../../../../supabase/migrations');

const MIGRATION_LOCK_KEY = 727_001;

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((n) => n.endsWith('.sql')).sort();
}

/**
 * Applies every migration not yet recorded, once each, in file-name order: first the
 * platform files, then the app's. Each file runs in its own transaction together with
 * its record, under an advisory lock so two servers starting at once do not race.
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
  });
  const applied: string[] = [];
  for (const [source, dir] of [
    ['platform', PLATFORM_MIGRATIONS_DIR],
    ['app', APP_MIGRATIONS_DIR],
  ] as const) {
    for (const name of await sqlFiles(dir)) {
      const sql = await readFile(path.join(dir, name), 'utf8');
      const ran = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const done = await tx.query(
          'select 1 from _app.schema_migrations where source = $1 and name = $2',
          [source, name],
        );
        if (done.rows.length > 0) return false;
        await tx.exec(sql);
        await tx.query('insert into _app.schema_migrations (source, name) values ($1, $2)', [
          source,
          name,
        ]);
        return true;
      });
      if (ran) applied.push(`${source}/${name}`);
    }
  }
  // Other running instances reload their table API schema cache, as PostgREST's does.
  if (applied.length > 0) await db.query(`select pg_notify('pgrst', 'reload schema')`);
  return applied;
}
