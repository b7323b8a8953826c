import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { FORMER_NAMES, MIGRATIONS_DIR, migrate, migrationFiles } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { databaseTargets, freshPostgresDatabase } from '../support/harness';

const repoRoot = path.resolve(MIGRATIONS_DIR, '../..');
const TREE = path.relative(repoRoot, MIGRATIONS_DIR);
const NAME = /^(\d{4})_[a-z0-9]+(?:_[a-z0-9]+)*\.sql$/;

/**
 * What is wrong with a migration tree: a name not `NNNN_<what>.sql`, two files with one
 * number, a number skipped, or an SQL file anywhere else in the repository (a migration
 * left in a folder the runner does not read would never be applied).
 */
function treeProblems(names: string[], sqlFilesInRepo: string[]): string[] {
  const problems: string[] = [];
  const byNumber = new Map<number, string[]>();
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) {
      problems.push(`${name}: a migration is named NNNN_<what>.sql (lower case, digits, _)`);
      continue;
    }
    const n = Number(m[1]);
    byNumber.set(n, [...(byNumber.get(n) ?? []), name]);
  }
  for (const [n, files] of byNumber) {
    if (files.length > 1)
      problems.push(`${String(n).padStart(4, '0')} is taken by ${files.join(' and ')}`);
  }
  const highest = Math.max(0, ...byNumber.keys());
  for (let n = 1; n <= highest; n++) {
    if (!byNumber.has(n)) problems.push(`${String(n).padStart(4, '0')} is missing`);
  }
  for (const file of sqlFilesInRepo) {
    if (path.dirname(file) !== TREE) problems.push(`${file}: migrations live in ${TREE}`);
  }
  return problems;
}

function sqlFilesInRepo(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.sql'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean);
}

describe('the migration tree', () => {
  it('is one folder numbered from 0001 without gaps or twins, and no SQL file lives elsewhere', async () => {
    expect(treeProblems(await migrationFiles(), sqlFilesInRepo())).toEqual([]);
  });

  it('names twins, gaps, odd names and a file outside the tree', () => {
    expect(
      treeProblems(
        ['0001_a.sql', '0002_b.sql', '0002_c.sql', '0004_d.sql', '20261126_e.sql'],
        [`${TREE}/0001_a.sql`, 'apps/backend/sql/0011_f.sql'],
      ),
    ).toEqual([
      '20261126_e.sql: a migration is named NNNN_<what>.sql (lower case, digits, _)',
      '0002 is taken by 0002_b.sql and 0002_c.sql',
      '0003 is missing',
      'apps/backend/sql/0011_f.sql: migrations live in supabase/migrations',
    ]);
  });

  it('keeps the order the two former trees applied in: the platform files, then the app files', async () => {
    const files = await migrationFiles();
    const former = FORMER_NAMES.map(([, , now]) => now);
    expect(files.slice(0, former.length)).toEqual(former);
    const lastPlatform = FORMER_NAMES.findLastIndex(([source]) => source === 'platform');
    expect(
      FORMER_NAMES.slice(0, lastPlatform + 1).every(([, , now]) => /^\d{4}_platform/.test(now)),
    ).toBe(true);
    const formerOrder = (source: string) =>
      FORMER_NAMES.filter(([s]) => s === source).map(([, name]) => name);
    expect(formerOrder('platform')).toEqual([...formerOrder('platform')].sort());
    expect(formerOrder('app')).toEqual([...formerOrder('app')].sort());
  });
});

describe.each(databaseTargets())('a database migrated under the former names on %s', (target) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (target === 'postgres') {
      const fresh = await freshPostgresDatabase();
      drop = fresh.drop;
      db = await openPostgresDatabase(fresh.url, 2);
    } else {
      db = await openPgliteDatabase(null);
    }
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('is renamed to the one tree and applies nothing again', async () => {
    const files = await migrationFiles();
    expect(await migrate(db)).toEqual(files);
    // As a database migrated from the two trees recorded them; files added to the tree since it
    // became one have no former name and keep their record.
    const renamed = FORMER_NAMES.map(([, , now]) => now);
    await db.query('delete from _app.schema_migrations where name = any($1)', [renamed]);
    for (const [source, name] of FORMER_NAMES) {
      await db.query('insert into _app.schema_migrations (source, name) values ($1, $2)', [
        source,
        name,
      ]);
    }
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ source: string; name: string }>(
      'select source, name from _app.schema_migrations order by name',
    );
    expect(rows).toEqual(files.map((name) => ({ source: 'migrations', name })));
  });
});
