import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../src/db/request-context';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

describe.each(databaseTargets())('runAs on %s', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b.close();
  });

  it('hands the claims to Postgres unchanged, quotes and backslashes included, and runs as the role', async () => {
    const claims = {
      sub: '6f1d3c1e-51b4-4d3b-9a55-0d2b4f2c9e10',
      role: 'authenticated',
      user_metadata: { name: "O'Brien \\'); drop table public.profiles; --", note: 'a\\nb "quoted" \u00e9' },
    };
    const row = await runAs(
      b.server.ctx.db,
      { role: 'authenticated', userId: claims.sub, claims },
      async (tx) =>
        (
          await tx.query<{ claims: string; who: string; uid: string }>(
            "select current_setting('request.jwt.claims') as claims, current_user as who, auth.uid()::text as uid",
          )
        ).rows[0]!,
    );
    expect(JSON.parse(row.claims)).toEqual(claims);
    expect(row.who).toBe('authenticated');
    expect(row.uid).toBe(claims.sub);
    const profiles = await b.server.ctx.db.query("select to_regclass('public.profiles') is not null as present");
    expect(profiles.rows[0]).toEqual({ present: true });
  });
});
