import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { createTestUser } from '../support/users';
import { LIMIT_REASONS, REALTIME_LIMITS } from '../../src/realtime/limits';

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What subscribing one channel led to: SUBSCRIBED, or the error realtime-js reported. */
function subscribe(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(status);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        resolve(`${status}: ${err?.message ?? ''}`);
    });
  });
}

/**
 * What one client may hold of the realtime server is bounded, and each refusal is the reply
 * realtime-js understands: the join's Phoenix error reply with the hosted reason (reported
 * as CHANNEL_ERROR with that text, then retried with realtime-js's back-off), or 429 at the
 * handshake for a socket over the address's limit.
 */
describe.each(databaseTargets())('realtime limits (%s)', (target) => {
  let b: TestBackend;
  const clients: SupabaseClient[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) {
      await c.removeAllChannels();
      c.realtime.disconnect();
    }
    for (const s of sockets.splice(0)) s.terminate();
    // The server counts a socket as gone when its close reaches it.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await b?.close();
  });

  const newClient = (token?: string) => {
    const c = createClient(b.url, b.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    });
    clients.push(c);
    return c;
  };
  const channelOn = (client: SupabaseClient, name: string) =>
    client
      .channel(name)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'generations' },
        () => undefined,
      );

  /** A raw socket (the ws library), for what a browser client would not do. */
  const rawSocket = (): Promise<{ socket: WebSocket; status: number }> =>
    new Promise((resolve) => {
      const socket = new WebSocket(
        `${b.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${b.anonKey}&vsn=2.0.0`,
      );
      sockets.push(socket);
      socket.once('open', () => resolve({ socket, status: 101 }));
      socket.once('unexpected-response', (_req, res) =>
        resolve({ socket, status: res.statusCode ?? 0 }),
      );
      socket.once('error', () => resolve({ socket, status: 0 }));
    });

  it(`refuses the socket past ${REALTIME_LIMITS.socketsPerAddress} from one address with 429`, async () => {
    const opened: number[] = [];
    for (let i = 0; i < REALTIME_LIMITS.socketsPerAddress; i++)
      opened.push((await rawSocket()).status);
    expect(opened.every((s) => s === 101)).toBe(true);
    expect((await rawSocket()).status).toBe(429);
    // One closes: its place is free again.
    const first = sockets[0]!;
    await new Promise<void>((resolve) => {
      first.once('close', () => resolve());
      first.close();
    });
    await new Promise((r) => setTimeout(r, 200));
    expect((await rawSocket()).status).toBe(101);
  });

  it(`refuses a channel of a user past ${REALTIME_LIMITS.socketsPerUser} sockets of theirs`, async () => {
    const user = await createTestUser(b, 'many-tabs');
    const results: string[] = [];
    for (let i = 0; i <= REALTIME_LIMITS.socketsPerUser; i++) {
      const client = newClient();
      await client.realtime.setAuth(user.token);
      results.push(await subscribe(channelOn(client, `tab-${i}`)));
    }
    expect(results.slice(0, REALTIME_LIMITS.socketsPerUser)).toEqual(
      Array(REALTIME_LIMITS.socketsPerUser).fill('SUBSCRIBED'),
    );
    expect(results.at(-1)).toBe(`CHANNEL_ERROR: ${LIMIT_REASONS.userSockets}`);
  });

  it('refuses a join past the joins per second, and realtime-js gets in on its retry', async () => {
    const client = newClient();
    const count = REALTIME_LIMITS.joinsPerSecond + 1;
    const statuses: string[][] = Array.from({ length: count }, () => []);
    const errors: string[] = [];
    for (let i = 0; i < count; i++) {
      client.channel(`burst-${i}`).subscribe((status, err) => {
        statuses[i]!.push(status);
        if (err) errors.push(err.message);
      });
    }
    await until(() => statuses.every((s) => s.includes('SUBSCRIBED')), 'every channel to join');
    expect(errors).toEqual([LIMIT_REASONS.joins]);
    expect(statuses.filter((s) => s[0] === 'CHANNEL_ERROR')).toHaveLength(1);
  });

  it(`refuses the channel past ${REALTIME_LIMITS.channelsPerSocket} on one socket`, async () => {
    const client = newClient();
    const results: Promise<string>[] = [];
    // Within the joins allowed per second, with room to spare: half of them every 600 ms.
    const batch = REALTIME_LIMITS.joinsPerSecond / 2;
    for (let i = 0; i < REALTIME_LIMITS.channelsPerSocket; i++) {
      results.push(subscribe(channelOn(client, `many-${i}`)));
      if (i % batch === batch - 1) await new Promise((r) => setTimeout(r, 600));
    }
    expect(new Set(await Promise.all(results))).toEqual(new Set(['SUBSCRIBED']));
    expect(await subscribe(channelOn(client, 'one-too-many'))).toBe(
      `CHANNEL_ERROR: ${LIMIT_REASONS.channels}`,
    );
  });

  it('closes a socket that sends more messages a second than a client ever does (1008)', async () => {
    const { socket } = await rawSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < REALTIME_LIMITS.messagesPerSecond + 20; i++)
      socket.send(JSON.stringify([null, String(i), 'phoenix', 'heartbeat', {}]));
    expect(await closed).toBe(1008);
  });

  it('refuses a message larger than it takes, and a channel with too many bindings', async () => {
    const { socket } = await rawSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(REALTIME_LIMITS.messageBytes + 1));
    expect(await closed).toBe(1009);

    const client = newClient();
    const channel = client.channel('crowded');
    for (let i = 0; i <= REALTIME_LIMITS.bindingsPerChannel; i++)
      channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'generations' },
        () => undefined,
      );
    expect(await subscribe(channel)).toBe(`CHANNEL_ERROR: ${LIMIT_REASONS.bindings}`);
  });
});
