import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { asServer, createTestUser } from '../support/users';
import { PASSWORD } from '../auth/auth-helpers';

const SESSION_ENDED = 'Session from session_id claim in JWT does not exist';

interface Watched {
  statuses: string[];
  system: Record<string, unknown>[];
  received: unknown[];
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A socket's token is checked on every message, and its channels are shut down the way the
 * hosted service shuts one down (a `system` error, then `phx_close`, which realtime-js
 * reports as CLOSED) when its session ends: sign-out, a revoked plugin session, expiry, a
 * password change. The clients here hold on to their token, as a client that does not
 * cooperate would.
 */
describe.each(databaseTargets())('realtime ends with the session (%s)', (target) => {
  let b: TestBackend;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) {
      await c.removeAllChannels();
      c.realtime.disconnect();
    }
  });
  afterAll(async () => {
    await b?.close();
  });

  const newClient = (options: { heartbeatIntervalMs?: number } = {}) => {
    const c = createClient(b.url, b.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: options,
    });
    clients.push(c);
    return c;
  };

  /** Subscribes with `token` to the user's new generations and records what happens. */
  async function watch(token: string, userId: string, client = newClient()): Promise<Watched> {
    await client.realtime.setAuth(token);
    const watched: Watched = { statuses: [], system: [], received: [] };
    const channel = client.channel(`session-${Math.random().toString(36).slice(2)}`);
    channel.on('system', {}, (payload: Record<string, unknown>) => watched.system.push(payload));
    channel.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'generations', filter: `user_id=eq.${userId}` },
      (p) => watched.received.push(p),
    );
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, err) => {
        watched.statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(err ?? new Error(status));
      });
    });
    return watched;
  }

  /** Closed as the hosted service closes a channel, with the reason in its system message. */
  async function expectShutDown(watched: Watched, reason: string): Promise<void> {
    await until(() => watched.statuses.includes('CLOSED'), `the channel to close (${reason})`);
    expect(watched.system).toContainEqual(
      expect.objectContaining({ status: 'error', message: reason }),
    );
  }

  /** A password account, signed in `times` times: its id and the access tokens. */
  async function passwordUser(times = 1): Promise<{ id: string; email: string; tokens: string[] }> {
    const email = uniqueEmail('rt-session');
    const { data } = await b
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const tokens: string[] = [];
    for (let i = 0; i < times; i++) {
      const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: b.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    return { id: data.user!.id, email, tokens };
  }

  /** A generation for the user that a fresh subscriber receives: after it, nothing else will come. */
  async function generationSeenBy(userId: string, token: string): Promise<void> {
    const fresh = await watch(token, userId);
    await asServer(b, "insert into public.generations (user_id, name) values ($1, 'Next one')", [
      userId,
    ]);
    await until(() => fresh.received.length === 1, 'the fresh subscriber to get it');
  }

  it('sign-out closes the channel at once; the next generation does not reach it; a new join is refused', async () => {
    const user = await passwordUser(2);
    const [token, other] = user.tokens as [string, string];
    const watched = await watch(token, user.id);
    const out = await fetch(`${b.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: b.anonKey, authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    await expectShutDown(watched, SESSION_ENDED);

    await generationSeenBy(user.id, other);
    expect(watched.received).toEqual([]);

    const again = await watch(token, user.id).then(
      () => 'joined',
      (err: Error) => err.message,
    );
    expect(again).toBe(SESSION_ENDED);
  });

  it('revoking a plugin session on /account closes the plugin’s socket', async () => {
    const owner = await createTestUser(b, 'plugin-owner');
    const [session] = await asServer<{ id: string }>(
      b,
      "insert into auth.sessions (user_id, aal, amr, refreshed_at) values ($1, 'aal1', $2::jsonb, now()) returning id",
      [owner.id, JSON.stringify([{ method: 'plugin', timestamp: Math.floor(Date.now() / 1000) }])],
    );
    await asServer(b, 'insert into public.plugin_sessions (session_id, user_id) values ($1, $2)', [
      session!.id,
      owner.id,
    ]);
    const pluginToken = await b.server.ctx.keys.sign(
      {
        sub: owner.id,
        role: 'authenticated',
        aud: 'authenticated',
        session_id: session!.id,
        amr: [{ method: 'plugin', timestamp: Math.floor(Date.now() / 1000) }],
      },
      3600,
    );
    const watched = await watch(pluginToken, owner.id);
    const revoked = await owner.client.rpc('revoke_plugin_session', {
      plugin_session_id: session!.id,
    });
    expect(revoked.data).toBe(true);
    await expectShutDown(watched, SESSION_ENDED);
    await generationSeenBy(owner.id, owner.token);
    expect(watched.received).toEqual([]);
  });

  it('a token that expires closes its channel when it does', async () => {
    const user = await createTestUser(b, 'expiring');
    const [session] = await asServer<{ id: string }>(
      b,
      "insert into auth.sessions (user_id, aal, refreshed_at) values ($1, 'aal1', now()) returning id",
      [user.id],
    );
    const shortLived = await b.server.ctx.keys.sign(
      { sub: user.id, role: 'authenticated', aud: 'authenticated', session_id: session!.id },
      2,
    );
    const watched = await watch(shortLived, user.id);
    await expectShutDown(watched, 'Token has expired');
    await generationSeenBy(user.id, user.token);
    expect(watched.received).toEqual([]);
  });

  it("a password change ends the other sessions' channels, and keeps its own", async () => {
    const user = await passwordUser(2);
    const [changer, other] = user.tokens as [string, string];
    const mine = await watch(changer, user.id);
    const theirs = await watch(other, user.id);
    const changed = await fetch(`${b.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${changer}`,
        'content-type': 'application/json',
      },
      // With the current password, as a password change may require it.
      body: JSON.stringify({ password: 'Brand-New-Pass-7', current_password: PASSWORD }),
    });
    expect(changed.status).toBe(200);
    await expectShutDown(theirs, SESSION_ENDED);
    await asServer(b, "insert into public.generations (user_id, name) values ($1, 'Still mine')", [
      user.id,
    ]);
    await until(() => mine.received.length === 1, 'the changer’s own channel to get it');
    expect(theirs.received).toEqual([]);
  });

  it('without the announcement, the next delivery and the next heartbeat still find the session ended', async () => {
    await asServer(b, 'alter table auth.sessions disable trigger _app_session_ended');
    try {
      const user = await passwordUser(2);
      const [gone, other] = user.tokens as [string, string];
      const watched = await watch(gone, user.id);
      await asServer(b, "delete from auth.sessions where id = ($1::jsonb ->> 'session_id')::uuid", [
        JSON.stringify(JSON.parse(Buffer.from(gone.split('.')[1]!, 'base64url').toString())),
      ]);
      await generationSeenBy(user.id, other);
      await expectShutDown(watched, SESSION_ENDED);
      expect(watched.received).toEqual([]);

      // A socket that is only kept alive: its heartbeat finds the session ended.
      const idle = await passwordUser(1);
      const quiet = await watch(
        idle.tokens[0]!,
        idle.id,
        newClient({ heartbeatIntervalMs: 1_000 }),
      );
      await asServer(b, 'delete from auth.sessions where user_id = $1', [idle.id]);
      await expectShutDown(quiet, SESSION_ENDED);
    } finally {
      await asServer(b, 'alter table auth.sessions enable trigger _app_session_ended');
    }
  });
});
