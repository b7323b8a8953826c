/** Operator settings of the table API, named after PostgREST's own (db-schemas, db-aggregates-enabled, db-tx-end, db-plan-enabled). */
export interface RestSettings {
  /** Schemas the API exposes; the first is the default (DB_SCHEMAS, default `public`). */
  schemas: string[];
  /** `count()`, `sum()`... in select (DB_AGGREGATES_ENABLED, off by default as in PostgREST). */
  aggregates: boolean;
  /** Whether `Prefer: tx=rollback` is honoured (DB_TX_END=commit-allow-override). */
  txAllowOverride: boolean;
  /**
   * `Accept: application/vnd.pgrst.plan` answers the request's EXPLAIN (DB_PLAN_ENABLED, off by
   * default as in PostgREST: a plan shows the schema's insides).
   */
  planEnabled: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
const TX_END = ['commit', 'commit-allow-override'];

export class RestSettingsError extends Error {}

export function readRestSettings(env: NodeJS.ProcessEnv): RestSettings {
  const schemas = (env.DB_SCHEMAS ?? 'public')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = schemas.filter(
    (s) => !SCHEMA_NAME.test(s) || ['pg_catalog', 'information_schema', 'auth'].includes(s),
  );
  if (schemas.length === 0 || bad.length > 0) {
    throw new RestSettingsError(
      `DB_SCHEMAS must list schema names (lower case, digits, _) other than auth and the system schemas, got "${env.DB_SCHEMAS}"`,
    );
  }
  const txEnd = env.DB_TX_END ?? 'commit';
  if (!TX_END.includes(txEnd)) {
    throw new RestSettingsError(`DB_TX_END must be one of ${TX_END.join(', ')}, got "${txEnd}"`);
  }
  const aggregates = (env.DB_AGGREGATES_ENABLED ?? 'false').toLowerCase();
  if (!['true', 'false'].includes(aggregates)) {
    throw new RestSettingsError(
      `DB_AGGREGATES_ENABLED must be true or false, got "${env.DB_AGGREGATES_ENABLED}"`,
    );
  }
  const plan = (env.DB_PLAN_ENABLED ?? 'false').toLowerCase();
  if (!['true', 'false'].includes(plan)) {
    throw new RestSettingsError(
      `DB_PLAN_ENABLED must be true or false, got "${env.DB_PLAN_ENABLED}"`,
    );
  }
  return {
    schemas: [...new Set(schemas)],
    aggregates: aggregates === 'true',
    txAllowOverride: txEnd === 'commit-allow-override',
    planEnabled: plan === 'true',
  };
}
