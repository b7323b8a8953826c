import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { loadConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startServer, type RunningServer } from '../../src/server';
import { databaseTargets, freshPostgresDatabase, uniqueEmail } from '../support/harness';
import { spawnInstance, type SpawnedInstance } from '../support/spawn-instance';
import { PASSWORD } from './auth-helpers';

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer (the second one
 * a process of its own, sharing no memory with the first): a session signed out through one
 * is refused by the other from the very next request, on every API. (Several instances
 * share one database only on PostgreSQL; PGlite is in-process.)
 */
describe.each(databaseTargets().filter((t) => t === 'postgres'))(
  'revocation across server instances (%s)',
  () => {
    const secret = randomBytes(32).toString('base64url');
    let drop: () => Promise<void>;
    let one: RunningServer;
    let two: SpawnedInstance;
    const dirs: string[] = [];

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase();
      drop = fresh.drop;
      for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(path.join(os.tmpdir(), 'ftc-revoke-')));
      const config = loadConfig({
        PORT: '0',
        DATA_DIR: dirs[0]!,
        JWT_SECRET: secret,
        WEB_DIST_DIR: '',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
      });
      one = await startServer(config, await openPostgresDatabase(fresh.url, 4));
      two = await spawnInstance(fresh.url, secret, dirs[1]!);
    }, 150_000);
    afterAll(async () => {
      await two?.stop();
      await one?.close();
      await drop?.();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });

    it('a sign-out through one instance is seen by the other on the next request, ten times over', async () => {
      const anonKey = one.ctx.keys.anonKey;
      const email = uniqueEmail('two-instances');
      const created = await fetch(`${one.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: one.ctx.keys.serviceRoleKey,
          authorization: `Bearer ${one.ctx.keys.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
      });
      expect(created.status).toBe(200);

      const asUser = (token: string) => ({ apikey: anonKey, authorization: `Bearer ${token}` });
      const read = (token: string) =>
        fetch(`${two.url}/rest/v1/profiles?select=id`, { headers: asUser(token) });
      const call = (token: string) =>
        fetch(`${two.url}/functions/v1/feedback`, {
          method: 'POST',
          headers: { ...asUser(token), 'content-type': 'application/json' },
          body: JSON.stringify({ email, rating: 5 }),
        });
      const upload = (token: string) =>
        fetch(`${two.url}/storage/v1/object/issue-attachments/${Date.now()}-note.txt`, {
          method: 'POST',
          headers: { ...asUser(token), 'content-type': 'text/plain' },
          body: 'a note',
        });

      for (let round = 0; round < 10; round++) {
        const signedIn = await fetch(`${one.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        const { access_token: token } = (await signedIn.json()) as { access_token: string };
        // The other instance has just served this session: whatever it keeps, it keeps now.
        expect((await read(token)).status).toBe(200);
        expect((await call(token)).status).toBe(200);

        const out = await fetch(`${one.url}/auth/v1/logout?scope=local`, {
          method: 'POST',
          headers: asUser(token),
        });
        expect(out.status).toBe(204);

        const refused = await read(token);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toMatchObject({
          code: 'PGRST301',
          message: 'Session from session_id claim in JWT does not exist',
        });
        expect((await call(token)).status).toBe(401);
        expect((await upload(token)).status).toBe(401);
      }
    });

    it("a sign-out through one instance closes the session's realtime channel held by the other", async () => {
      const anonKey = one.ctx.keys.anonKey;
      const email = uniqueEmail('two-instances-rt');
      await fetch(`${one.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: one.ctx.keys.serviceRoleKey,
          authorization: `Bearer ${one.ctx.keys.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
      });
      const signedIn = await fetch(`${one.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const { access_token: token, user } = (await signedIn.json()) as {
        access_token: string;
        user: { id: string };
      };
      // The socket is held by the other instance, a process of its own.
      const client = createClient(two.url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
      await client.realtime.setAuth(token);
      const statuses: string[] = [];
      const channel = client.channel('held-elsewhere').on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'generations',
          filter: `user_id=eq.${user.id}`,
        },
        () => undefined,
      );
      await new Promise<void>((resolve) =>
        channel.subscribe((status) => {
          statuses.push(status);
          if (status === 'SUBSCRIBED') resolve();
        }),
      );
      const out = await fetch(`${one.url}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${token}` },
      });
      expect(out.status).toBe(204);
      const end = Date.now() + 10_000;
      while (!statuses.includes('CLOSED') && Date.now() < end)
        await new Promise((r) => setTimeout(r, 25));
      expect(statuses).toContain('CLOSED');
      await client.removeAllChannels();
      client.realtime.disconnect();
    });
  },
);
