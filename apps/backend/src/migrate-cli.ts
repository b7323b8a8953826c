import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './server';

/**
 * `npm run migrate`: applies the migrations not yet recorded to DATABASE_URL (or the local
 * PGlite database) and exits. Run it once before a rolling deploy; servers starting later
 * find nothing left to do (and two at once wait on the same advisory lock).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot migrate: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    console.log(
      applied.length === 0
        ? `The ${db.kind} database is up to date; no migration to apply.`
        : `Applied ${applied.length} migration(s) to the ${db.kind} database:\n${applied.map((m) => `  ${m}`).join('\n')}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
