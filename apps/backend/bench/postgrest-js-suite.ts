/**
 * Runs supabase-js's own PostgREST client suite (packages/core/postgrest-js/test of the
 * supabase-js repository) against this server, to measure how much of what the client's
 * tests expect from PostgREST the table API answers the same way.
 *
 *   POSTGREST_JS_TESTS=/path/to/supabase-js/packages/core/postgrest-js/test \
 *     [PJS_TARGET=postgres TEST_DATABASE_URL=postgres://...] npm run conformance:postgrest-js -w @app/backend
 *
 * The suite is not part of this repository: point the variable at a checkout. Its schema is
 * loaded as its own migration and seed say, without PostGIS (not installed here; the one
 * test that needs it fails) and with the API roles granted what the suite's `postgres`
 * anon role has. The server runs with the settings the suite's PostgREST runs with:
 * schemas public,personal, aggregates on, tx-end commit-allow-override, plans on. Files run
 * in name order against one database, as the suite's own sequencer runs them. Tests that
 * only exercise the client (fake fetch, timeouts, retries) are left out.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT_ONLY = new Set([
  'fetch-errors.test.ts',
  'maybe-single.test.ts',
  'retry.test.ts',
  'version-and-constants.test.ts',
  'headers-serialization.test.ts',
  'timeout-and-url-length.test.ts',
]);

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const harness = path.resolve(here, '../test/support/harness.ts');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const source = process.env.POSTGREST_JS_TESTS;
if (!source || !existsSync(path.join(source, 'supabase/seed.sql')))
  fail('Set POSTGREST_JS_TESTS to the test folder of supabase-js/packages/core/postgrest-js.');

const migrations = path.join(source, 'supabase/migrations');
const schemaSql = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
  .join('\n');

/** The suite's schema without what this machine cannot load (PostGIS, the authenticator role). */
function adaptSchema(sql: string): string {
  const withoutRole = sql.replace(/^alter role authenticator .*$/gim, '');
  const withoutPostgis = withoutRole.replace(/^create extension if not exists postgis.*$/gim, '');
  const shops = withoutPostgis.search(/create table public\.shops/i);
  const shopsEnd = shops < 0 ? -1 : withoutPostgis.indexOf(');', shops);
  const withoutShops =
    shops < 0
      ? withoutPostgis
      : withoutPostgis.slice(0, shops) + withoutPostgis.slice(shopsEnd + 2);
  return `${withoutShops}
grant usage on schema public, personal to anon, authenticated;
grant all on all tables in schema public, personal to anon, authenticated;
grant all on all sequences in schema public, personal to anon, authenticated;
grant execute on all functions in schema public, personal to anon, authenticated;
`;
}

function adaptSeed(sql: string): string {
  const shops = sql.search(/insert into shops/i);
  if (shops < 0) return sql;
  // The shop's geometry literal holds a semicolon: the statement ends at `');`.
  const end = sql.indexOf("');", shops);
  return sql.slice(0, shops) + sql.slice(end + 3);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-suite-'));
try {
  const tests = path.join(work, 'test');
  cpSync(source, tests, {
    recursive: true,
    filter: (file) => {
      const name = path.basename(file);
      return !CLIENT_ONLY.has(name) && !name.endsWith('.test-d.ts') && !file.includes('/supabase/');
    },
  });
  for (const file of readdirSync(tests, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.test.ts'),
  )) {
    const text = readFileSync(path.join(tests, file), 'utf8');
    writeFileSync(
      path.join(tests, file),
      text.replace(/'http:\/\/localhost:\d+(\/rest\/v1)?'/g, 'process.env.PJS_REST_URL!'),
    );
  }
  // The suite imports the client from its own source: the published package is the same code.
  const shim = path.join(work, 'src');
  for (const dir of ['select-query-parser', 'types'])
    mkdirSync(path.join(shim, dir), { recursive: true });
  writeFileSync(
    path.join(shim, 'index.ts'),
    "export * from '@supabase/postgrest-js';\nexport { PostgrestClient as default } from '@supabase/postgrest-js';\n",
  );
  for (const file of [
    'select-query-parser/utils.ts',
    'select-query-parser/types.ts',
    'types/types.ts',
  ])
    writeFileSync(path.join(shim, file), 'export {};\n');
  writeFileSync(
    path.join(shim, 'PostgrestFilterBuilder.ts'),
    'export class InvalidMethodError extends Error {}\n',
  );
  writeFileSync(path.join(work, 'schema.sql'), adaptSchema(schemaSql));
  writeFileSync(
    path.join(work, 'seed.sql'),
    adaptSeed(readFileSync(path.join(source, 'supabase/seed.sql'), 'utf8')),
  );
  writeFileSync(path.join(work, 'package.json'), '{"type":"module"}\n');
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'));
  writeFileSync(
    path.join(work, 'global-setup.ts'),
    `import { readFileSync, writeFileSync } from 'node:fs';
import { startTestBackend, type TestBackend } from ${JSON.stringify(harness)};
let backend: TestBackend | undefined;
export async function setup() {
  backend = await startTestBackend((process.env.PJS_TARGET ?? 'pglite') as 'pglite' | 'postgres', {
    DB_SCHEMAS: 'public,personal',
    DB_TX_END: 'commit-allow-override',
    DB_AGGREGATES_ENABLED: 'true',
    DB_PLAN_ENABLED: 'true',
  });
  await backend.server.ctx.db.exec(readFileSync(${JSON.stringify(path.join(work, 'schema.sql'))}, 'utf8'));
  await backend.server.ctx.db.exec(readFileSync(${JSON.stringify(path.join(work, 'seed.sql'))}, 'utf8'));
  writeFileSync(${JSON.stringify(path.join(work, 'server.json'))}, JSON.stringify({ url: backend.url, anon: backend.anonKey }));
}
export async function teardown() {
  await backend?.close();
}
`,
  );
  // PostgrestClient sends no apikey; the gateway in front of PostgREST needs one.
  writeFileSync(
    path.join(work, 'setup-file.ts'),
    `import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
const { url, anon } = JSON.parse(readFileSync(${JSON.stringify(path.join(work, 'server.json'))}, 'utf8'));
process.env.PJS_REST_URL = url + '/rest/v1';
const original = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('apikey')) headers.set('apikey', anon);
  return original(input, { ...init, headers });
}) as typeof fetch;
(globalThis as unknown as { jest: typeof vi }).jest = vi;
`,
  );
  writeFileSync(
    path.join(work, 'vitest.config.ts'),
    `import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
class ByName extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globals: true,
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup-file.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    sequence: { sequencer: ByName },
  },
});
`,
  );
  const run = spawnSync('npx', ['vitest', 'run', '--root', work, ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: work,
    env: process.env,
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
