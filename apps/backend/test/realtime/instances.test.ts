import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { loadConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startServer, type RunningServer } from '../../src/server';
import { databaseTargets, freshPostgresDatabase } from '../support/harness';

// Several server instances share one database only on PostgreSQL (PGlite is in-process).
describe.each(databaseTargets().filter((t) => t === 'postgres'))(
  'realtime across server instances (%s)',
  () => {
    const secret = randomBytes(32).toString('base64url');
    let drop: () => Promise<void>;
    const servers: RunningServer[] = [];
    const dirs: string[] = [];

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase();
      drop = fresh.drop;
      for (let i = 0; i < 2; i++) {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-rt-'));
        dirs.push(dir);
        const config = loadConfig({
          PORT: '0',
          DATA_DIR: dir,
          JWT_SECRET: secret,
          WEB_DIST_DIR: '',
          RATE_LIMITS: 'off',
        });
        servers.push(await startServer(config, await openPostgresDatabase(fresh.url, 4)));
      }
    });
    afterAll(async () => {
      for (const s of servers) await s.close();
      await drop?.();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });

    it('a generation recorded through one instance reaches a subscriber of another', async () => {
      const [one, two] = servers as [RunningServer, RunningServer];
      const id = randomUUID();
      await one.ctx.db.query(
        'insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())',
        [id, `rt-${id}@example.com`],
      );
      const token = await one.ctx.keys.sign(
        { sub: id, role: 'authenticated', aud: 'authenticated' },
        3600,
      );
      const client = createClient(one.url, one.ctx.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      await client.realtime.setAuth(token);
      const names: unknown[] = [];
      const channel = client
        .channel('cross-instance')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'generations', filter: `user_id=eq.${id}` },
          (p) => names.push(p.new.name),
        );
      await new Promise<void>((resolve) =>
        channel.subscribe((s) => s === 'SUBSCRIBED' && resolve()),
      );

      await two.ctx.db.query(
        "insert into public.generations (user_id, name) values ($1, 'made on instance two')",
        [id],
      );
      const end = Date.now() + 10_000;
      while (names.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      expect(names).toEqual(['made on instance two']);
      await client.removeAllChannels();
    });
  },
);
