/**
 * Issue 24's realtime and auth checks for `npm run attack`: realtime that leaks nothing and
 * cannot be flooded (item 2), two-factor attempts a stranger cannot spend (item 5), and the
 * smaller auth items (item 7). Accounts are made through the dev mailbox (local mode), as
 * the runner's own checks make them. Bounded: a few hundred requests and WebSocket messages
 * (the floods are cut by the server after about a hundred), and every wait has a timeout;
 * about a minute and a half in all.
 */
import WebSocket from 'ws';
import { Secret, TOTP } from 'otpauth';
import { smallDesign } from '@app/codegen/fixtures/small-design';
import type { AttackKit } from './kit';

type Json = Record<string, unknown>;
interface Account {
  email: string;
  password: string;
}
interface Session {
  token: string;
  userId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const REALTIME = '24.2';
const TWO_FACTOR = '24.5';
const SMALLER = '24.7';

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(25);
  }
  return true;
}

/** A Phoenix socket as realtime-js speaks it (vsn 2.0.0), with what it received. */
class PhoenixSocket {
  readonly changes: { topic: string; record: Json; type: string }[] = [];
  readonly closedTopics = new Set<string>();
  closeCode: number | null = null;
  private readonly replies = new Map<string, { status: string; response: Json }>();
  private ref = 0;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const [, ref, topic, event, payload] = JSON.parse(data.toString()) as [
        unknown,
        string | null,
        string,
        string,
        Json,
      ];
      if (event === 'phx_reply' && ref) this.replies.set(ref, payload as never);
      if (event === 'phx_close') this.closedTopics.add(topic);
      if (event === 'postgres_changes') {
        const d = (payload.data ?? {}) as Json;
        this.changes.push({
          topic,
          type: String(d.type),
          record: (d.record ?? d.old_record ?? {}) as Json,
        });
      }
    });
    ws.on('close', (code) => (this.closeCode = code));
  }

  /** Opens a socket (from `address` when the server trusts a proxy); null with the refusal's status. */
  static open(kit: AttackKit, address?: string): Promise<PhoenixSocket | { refused: number }> {
    const url = `${kit.base.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${kit.anonKey}&vsn=2.0.0`;
    return new Promise((resolve) => {
      const ws = new WebSocket(url, { headers: address ? kit.from(address) : {} });
      ws.once('open', () => resolve(new PhoenixSocket(ws)));
      ws.once('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
      ws.once('error', () => resolve({ refused: 0 }));
    });
  }

  send(topic: string, event: string, payload: Json): string {
    const ref = String(++this.ref);
    if (this.ws.readyState === this.ws.OPEN)
      this.ws.send(JSON.stringify([ref, ref, topic, event, payload]));
    return ref;
  }

  /** Joins `topic` with bindings on public tables; the reply (null on a timeout). */
  async join(
    topic: string,
    bindings: Json[],
    token?: string,
  ): Promise<{ status: string; response: Json } | null> {
    const ref = this.send(`realtime:${topic}`, 'phx_join', {
      ...(token ? { access_token: token } : {}),
      config: { postgres_changes: bindings },
    });
    await until(() => this.replies.has(ref) || this.closeCode !== null, 5_000);
    return this.replies.get(ref) ?? null;
  }

  /** Bytes sent and not yet taken by the server. */
  get buffered(): number {
    return this.ws.bufferedAmount;
  }

  heartbeatFlood(count: number): void {
    for (let i = 0; i < count; i++) this.send('phoenix', 'heartbeat', {});
  }

  close(): void {
    this.ws.terminate();
  }
}

const isSocket = (s: PhoenixSocket | { refused: number }): s is PhoenixSocket =>
  s instanceof PhoenixSocket;

export default async function realtimeAndAuth(kit: AttackKit): Promise<void> {
  const sockets: PhoenixSocket[] = [];
  const open = async (address?: string) => {
    const s = await PhoenixSocket.open(kit, address);
    if (isSocket(s)) sockets.push(s);
    return s;
  };
  const bearer = (token: string) => kit.headers({ authorization: `Bearer ${token}` });

  const account = async (): Promise<Account | null> => kit.confirmedAccount();
  const signIn = async (a: Account): Promise<Session | null> => {
    const res = await kit.signIn(a.email, a.password);
    if (res.status !== 200) return null;
    const body = (await res.json()) as { access_token: string; user: { id: string } };
    return { token: body.access_token, userId: body.user.id };
  };
  const generate = (s: Session, name: string) =>
    fetch(`${kit.base}/functions/v1/generate`, {
      method: 'POST',
      headers: bearer(s.token),
      body: JSON.stringify({ name, platform: 'android', figma: smallDesign() }),
    });
  const generations = { event: '*', schema: 'public', table: 'generations' };

  const run = async (item: string, check: string, body: () => Promise<void>) => {
    try {
      await body();
    } catch (err) {
      kit.record(item, check, 'broke', `the check failed: ${String(err)}`);
    } finally {
      // Each check starts with no socket of the last one open.
      for (const socket of sockets.splice(0)) socket.close();
      await sleep(300);
    }
  };

  try {
    const [alice, bob] = [await account(), await account()];
    const a = alice && (await signIn(alice));
    const b = bob && (await signIn(bob));
    if (!alice || !bob || !a || !b) {
      kit.record(
        REALTIME,
        'realtime and auth checks',
        'skipped',
        'needs the dev mailbox (local mode) to make accounts',
      );
      return;
    }

    await run(
      REALTIME,
      "a deleted account's rows reach no other user and no anonymous socket",
      async () => {
        const secretName = `Secret Project Falcon ${Date.now()}`;
        const watcher = await open();
        const anon = await open();
        if (!isSocket(watcher) || !isSocket(anon)) throw new Error('no socket');
        await watcher.join('all', [generations], a.token);
        await watcher.join('probe', [{ ...generations, filter: `name=eq.${secretName}` }], a.token);
        await anon.join('anon', [
          generations,
          { event: '*', schema: 'public', table: 'billing_cycles' },
        ]);
        await generate(b, secretName);
        const deleted = await fetch(`${kit.base}/functions/v1/delete-account`, {
          method: 'POST',
          headers: bearer(b.token),
          body: JSON.stringify({ confirm_email: bob.email }),
        });
        // Alice's own generation: changes are delivered in commit order, so once it is in,
        // everything of Bob's has been dealt with.
        const sentinel = `Sentinel ${Date.now()}`;
        await generate(a, sentinel);
        const arrived = await until(
          () => watcher.changes.some((c) => c.record.name === sentinel),
          15_000,
        );
        const leaked = watcher.changes.filter((c) => c.record.user_id !== a.userId);
        kit.record(
          REALTIME,
          "a deleted account's rows reach no other user and no anonymous socket",
          arrived && deleted.status === 200 && leaked.length === 0 && anon.changes.length === 0
            ? 'held'
            : 'broke',
          `delete-account ${deleted.status}; the other user got ${leaked.length} of its events, the anon socket ${anon.changes.length}${arrived ? '' : ' (the sentinel never arrived)'}`,
        );
        const probed = watcher.changes.filter((c) => c.topic === 'realtime:probe');
        kit.record(
          REALTIME,
          "a filter on another user's value answers nothing (no oracle)",
          arrived && probed.length === 0 ? 'held' : 'broke',
          `name=eq.<their generation's name> matched ${probed.length} event(s)`,
        );
      },
    );

    await run(REALTIME, 'a signed-out token keeps no socket', async () => {
      // An account of its own: the password change below ends its other sessions.
      const carol = await account();
      if (!carol) throw new Error('no account');
      const first = await signIn(carol);
      const second = await signIn(carol);
      const socket = await open();
      if (!first || !second || !isSocket(socket)) throw new Error('no session or socket');
      await socket.join(
        'mine',
        [{ ...generations, filter: `user_id=eq.${first.userId}` }],
        first.token,
      );
      await fetch(`${kit.base}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: bearer(first.token),
      });
      const closed = await until(() => socket.closedTopics.has('realtime:mine'), 5_000);
      await generate(second, `After sign-out ${Date.now()}`);
      await sleep(1_000);
      kit.record(
        REALTIME,
        'a signed-out token keeps no socket',
        closed && socket.changes.length === 0 ? 'held' : 'broke',
        `${closed ? 'channel closed' : 'channel still open'}, ${socket.changes.length} later event(s) received`,
      );
      const third = await signIn(carol);
      const watched = await open();
      if (!third || !isSocket(watched)) throw new Error('no session or socket');
      await watched.join('other', [generations], third.token);
      const changed = await fetch(`${kit.base}/auth/v1/user`, {
        method: 'PUT',
        headers: bearer(second.token),
        body: JSON.stringify({ password: `${carol.password}-2`, current_password: carol.password }),
      });
      const ended = await until(() => watched.closedTopics.has('realtime:other'), 5_000);
      kit.record(
        REALTIME,
        "a password change closes the other sessions' sockets",
        changed.status === 200 && ended ? 'held' : 'broke',
        `password change ${changed.status}, other session's channel ${ended ? 'closed' : 'still open'}`,
      );
    });

    await run(REALTIME, 'caps per socket, per user and per address', async () => {
      const s = await open();
      if (!isSocket(s)) throw new Error('no socket');
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) => s.join(`burst-${i}`, [generations])),
      );
      const refused = burst.filter((r) =>
        String(r?.response.reason ?? '').startsWith('ClientJoinRateLimitReached'),
      );
      kit.record(
        REALTIME,
        '30 joins at once on one socket',
        refused.length > 0 && burst.filter((r) => r?.status === 'ok').length <= 10
          ? 'held'
          : 'broke',
        `${burst.filter((r) => r?.status === 'ok').length} joined, ${refused.length} refused as too many joins per second`,
      );

      const many = await open();
      if (!isSocket(many)) throw new Error('no socket');
      const outcomes: string[] = [];
      for (let i = 0; i < 105; i += 4) {
        const replies = await Promise.all(
          Array.from({ length: Math.min(4, 105 - i) }, (_, j) =>
            many.join(`room-${i + j}`, [generations]),
          ),
        );
        outcomes.push(
          ...replies.map((r) => (r?.status === 'ok' ? 'ok' : String(r?.response.reason ?? 'none'))),
        );
        await sleep(500);
      }
      const accepted = outcomes.filter((o) => o === 'ok').length;
      kit.record(
        REALTIME,
        '105 channels on one socket',
        accepted <= 100 && outcomes.some((o) => o.startsWith('ChannelRateLimitReached'))
          ? 'held'
          : 'broke',
        `${accepted} joined, then: ${[...new Set(outcomes.filter((o) => o !== 'ok'))].join('; ') || 'nothing refused'}`,
      );

      const tabs: string[] = [];
      for (let i = 0; i < 11; i++) {
        const tab = await open();
        if (!isSocket(tab)) break;
        const reply = await tab.join(`tab-${i}`, [generations], a.token);
        tabs.push(reply?.status === 'ok' ? 'ok' : String(reply?.response.reason ?? 'none'));
      }
      kit.record(
        REALTIME,
        '11 sockets of one user',
        tabs.filter((t) => t === 'ok').length <= 10 &&
          tabs.at(-1)?.startsWith('ConnectionRateLimitReached')
          ? 'held'
          : 'broke',
        `${tabs.filter((t) => t === 'ok').length} joined, the last: ${tabs.at(-1)}`,
      );

      const flooder = await open();
      if (!isSocket(flooder)) throw new Error('no socket');
      flooder.heartbeatFlood(300);
      await until(() => flooder.closeCode !== null, 5_000);
      kit.record(
        REALTIME,
        '300 messages at once on one socket',
        flooder.closeCode === 1008 ? 'held' : 'broke',
        `socket ${flooder.closeCode === null ? 'still open' : `closed with ${flooder.closeCode}`}`,
      );

      for (const socket of sockets.splice(0)) socket.close();
      await sleep(500);
      const address = kit.proxyHops > 0 ? kit.randomIp() : undefined;
      let opened = 0;
      let refusal = 0;
      for (let i = 0; i < 60 && refusal === 0; i++) {
        const socket = await open(address);
        if (isSocket(socket)) opened++;
        else refusal = socket.refused;
      }
      kit.record(
        REALTIME,
        '60 sockets from one address',
        opened <= 50 && refusal === 429 ? 'held' : 'broke',
        `${opened} opened, then ${refusal || 'no refusal'}`,
      );
      for (const socket of sockets.splice(0)) socket.close();
      await sleep(500);
    });

    await run(REALTIME, 'a join flood: 3 sockets x 200,000 joins from one client', async () => {
      const before = kit.serverPid ? kit.rssMb(kit.serverPid) : null;
      const probe = startLatencyProbe(kit);
      const floods = await Promise.all(
        [1, 2, 3].map(async (n) => {
          const s = await open();
          if (!isSocket(s)) return 0;
          // As fast as the server takes them: never more than a megabyte waiting, so this
          // process (which also times /health) is not the one that stalls.
          for (let i = 0; i < 200_000 && s.closeCode === null; i++) {
            s.send(`realtime:flood-${n}-${i}`, 'phx_join', {
              config: { postgres_changes: [generations] },
            });
            if (i % 1_000 === 999) await sleep(1);
            while (s.buffered > 1024 * 1024 && s.closeCode === null) await sleep(10);
          }
          await until(() => s.closeCode !== null, 5_000);
          return s.closeCode ?? 0;
        }),
      );
      await sleep(1_000);
      const latency = await probe.stop();
      const after = kit.serverPid ? kit.rssMb(kit.serverPid) : null;
      const growth = before !== null && after !== null ? after - before : null;
      kit.record(
        REALTIME,
        'a join flood: 3 sockets x 200,000 joins from one client',
        // Held on the cut and the memory; /health's time is reported (on a shared machine it
        // measures the machine as much as the server).
        floods.every((code) => code === 1008) && (growth === null || growth < 50)
          ? 'held'
          : 'broke',
        `sockets closed with ${floods.join('/')}` +
          (growth === null
            ? ' (set SERVER_PID to measure memory)'
            : `, server RSS ${before!.toFixed(0)} -> ${after!.toFixed(0)} MB`) +
          `; /health during it: p99 ${latency.p99} ms, max ${latency.max} ms`,
      );
      for (const socket of sockets.splice(0)) socket.close();
    });

    await run(REALTIME, 'database changes with 4,000 anonymous channels open', async () => {
      const address = kit.proxyHops > 0 ? kit.randomIp() : undefined;
      const crowd: PhoenixSocket[] = [];
      for (let i = 0; i < 40; i++) {
        const s = await open(address);
        if (isSocket(s)) crowd.push(s);
      }
      for (let sent = 0; sent < 100; sent += 4) {
        await Promise.all(
          crowd.flatMap((s) =>
            Array.from({ length: 4 }, (_, j) => s.join(`crowd-${sent + j}`, [generations])),
          ),
        );
        await sleep(500);
      }
      const owner = await open();
      if (!isSocket(owner)) throw new Error('no socket');
      await owner.join(
        'owner',
        [{ ...generations, filter: `user_id=eq.${a.userId}` }],
        (await signIn(alice))?.token,
      );
      const probe = startLatencyProbe(kit);
      const delivered: number[] = [];
      for (let i = 0; i < 5; i++) {
        const name = `Crowded ${i} ${Date.now()}`;
        const started = Date.now();
        await generate(a, name);
        if (await until(() => owner.changes.some((c) => c.record.name === name), 10_000))
          delivered.push(Date.now() - started);
      }
      const latency = await probe.stop();
      kit.record(
        REALTIME,
        'database changes with 4,000 anonymous channels open',
        delivered.length === 5 && latency.max < 500 ? 'held' : 'broke',
        `${crowd.length} sockets; owner got ${delivered.length}/5 (generate + delivery max ${Math.max(0, ...delivered)} ms); /health meanwhile p99 ${latency.p99} ms, max ${latency.max} ms; anonymous events ${crowd.reduce((n, s) => n + s.changes.length, 0)}`,
      );
      for (const socket of sockets.splice(0)) socket.close();
    });

    await run(
      TWO_FACTOR,
      "a stranger with the anon key and a factor id spends none of the owner's attempts",
      async () => {
        const owner = await account();
        const session = owner && (await signIn(owner));
        if (!owner || !session) throw new Error('no account');
        const enrolled = (await (
          await fetch(`${kit.base}/auth/v1/factors`, {
            method: 'POST',
            headers: bearer(session.token),
            body: JSON.stringify({ factor_type: 'totp' }),
          })
        ).json()) as { id: string; totp: { secret: string } };
        const totp = new TOTP({
          secret: Secret.fromBase32(enrolled.totp.secret),
          algorithm: 'SHA1',
          digits: 6,
          period: 30,
        });
        const challenge = async (token: string) =>
          (
            (await (
              await fetch(`${kit.base}/auth/v1/factors/${enrolled.id}/challenge`, {
                method: 'POST',
                headers: bearer(token),
                body: '{}',
              })
            ).json()) as { id: string }
          ).id;
        const verify = (token: string | null, challengeId: string, code: string) =>
          fetch(`${kit.base}/auth/v1/factors/${enrolled.id}/verify`, {
            method: 'POST',
            headers: token ? bearer(token) : kit.headers(),
            body: JSON.stringify({ challenge_id: challengeId, code }),
          });
        const first = await verify(session.token, await challenge(session.token), totp.generate());
        if (first.status !== 200) throw new Error(`enrolment ${first.status}`);

        const later = await signIn(owner);
        if (!later) throw new Error('no second session');
        const ownersChallenge = await challenge(later.token);
        const strangers: number[] = [];
        for (let i = 0; i < 12; i++)
          strangers.push((await verify(null, ownersChallenge, '000000')).status);
        for (let i = 0; i < 12; i++)
          strangers.push((await verify(a.token, ownersChallenge, '000000')).status);
        const next = totp.generate({ timestamp: Date.now() + 30_000 });
        const owners = await verify(later.token, ownersChallenge, next);
        kit.record(
          TWO_FACTOR,
          "24 wrong codes from strangers, then the owner's right code",
          owners.status === 200 ? 'held' : 'broke',
          `strangers got ${[...new Set(strangers)].join('/')}, the owner ${owners.status}`,
        );
      },
    );

    await run(SMALLER, 'sign-up of a registered address looks like a new one', async () => {
      const shape = (v: unknown): unknown =>
        Array.isArray(v)
          ? v.map(shape)
          : v && typeof v === 'object'
            ? Object.fromEntries(
                Object.entries(v)
                  .map(([k, x]) => [k, shape(x)])
                  .sort(),
              )
            : typeof v;
      const signUp = async (email: string) =>
        (await (
          await kit.post(
            '/auth/v1/signup',
            { email, password: 'Attack-Passw0rd-2' },
            kit.from(kit.randomIp()),
          )
        ).json()) as Json;
      const fresh = await signUp(kit.uniqueEmail('attack-fresh'));
      const registered = await signUp(alice.email);
      const same =
        JSON.stringify(shape(fresh)) === JSON.stringify(shape(registered)) &&
        registered.role === fresh.role;
      kit.record(
        SMALLER,
        'sign-up of a registered address looks like a new one',
        same ? 'held' : 'broke',
        `role ${JSON.stringify(registered.role)} vs ${JSON.stringify(fresh.role)}, identities ${(registered.identities as unknown[] | undefined)?.length} vs ${(fresh.identities as unknown[] | undefined)?.length}`,
      );
    });

    await run(SMALLER, 'recover takes as long for an account as for nobody', async () => {
      // Ten each, each from an address of its own; without a trusted proxy, four (the mail
      // limit of one address and client is 5 an hour).
      const samples = kit.proxyHops > 0 ? 10 : 4;
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < samples; i++) {
        for (const kind of ['known', 'unknown'] as const) {
          const email = kind === 'known' ? alice.email : kit.uniqueEmail('nobody');
          const started = performance.now();
          await kit.post('/auth/v1/recover', { email }, kit.from(kit.randomIp()));
          times[kind].push(performance.now() - started);
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      const gap = Math.abs(median(times.known) - median(times.unknown));
      kit.record(
        SMALLER,
        'recover takes as long for an account as for nobody',
        gap < 5 ? 'held' : 'broke',
        `median ${median(times.known).toFixed(1)} ms with an account, ${median(times.unknown).toFixed(1)} ms without (${samples} each)`,
      );
    });

    await run(SMALLER, 'the reset link carries no token in its query string', async () => {
      const mail = await fetch(
        `${kit.base}/_dev/mailbox/messages?to=${encodeURIComponent(alice.email)}`,
      );
      const latest = ((await mail.json()) as { text: string }[]).find((m) =>
        m.text.includes('type=recovery'),
      );
      const link = latest?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\S*/)?.[0];
      if (!link) throw new Error('no reset mail');
      const url = new URL(link);
      const landing = await fetch(`${kit.base}${url.pathname}${url.search}`, {
        redirect: 'manual',
      });
      const target = new URL(landing.headers.get('location') ?? '', kit.base);
      const fragment = new URLSearchParams(target.hash.slice(1));
      kit.record(
        SMALLER,
        'the reset link carries no token in its query string',
        !target.searchParams.has('access_token') &&
          !target.searchParams.has('refresh_token') &&
          fragment.has('access_token')
          ? 'held'
          : 'broke',
        `lands on ${target.pathname} with ${[...target.searchParams.keys()].join(', ') || 'no query'}${fragment.has('access_token') ? ', the session in the fragment' : ''}`,
      );
    });

    await run(SMALLER, 'sign-out is seen from the very next request, 10 times', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const s = await signIn(alice);
        if (!s) throw new Error('no session');
        await fetch(`${kit.base}/rest/v1/profiles?select=id`, { headers: bearer(s.token) });
        await fetch(`${kit.base}/auth/v1/logout?scope=local`, {
          method: 'POST',
          headers: bearer(s.token),
        });
        statuses.push(
          (await fetch(`${kit.base}/rest/v1/profiles?select=id`, { headers: bearer(s.token) }))
            .status,
        );
      }
      kit.record(
        SMALLER,
        'sign-out is seen from the very next request, 10 times',
        statuses.every((s) => s === 401) ? 'held' : 'broke',
        `reads after the 204: ${statuses.join(' ')}`,
      );
    });

    await run(
      SMALLER,
      'the owner who mistypes once still gets in after a stranger’s 50 failures',
      async () => {
        const victim = kit.proxyHops > 0 ? await account() : null;
        if (!victim) {
          kit.record(
            SMALLER,
            'the owner who mistypes once still gets in after a stranger’s 50 failures',
            'skipped',
            kit.proxyHops === 0
              ? 'needs ATTACK_PROXY_HOPS and a server trusting that many proxies, to act from several addresses'
              : 'needs the dev mailbox',
          );
          return;
        }
        for (let ip = 1; ip <= 5; ip++)
          for (let i = 0; i < 10; i++)
            await kit.signIn(victim.email, 'wrong-password', `198.18.210.${ip}`);
        const stranger = (await kit.signIn(victim.email, victim.password, '198.18.210.3')).status;
        const mistype = (await kit.signIn(victim.email, `${victim.password}x`, '198.18.211.1'))
          .status;
        const owner = (await kit.signIn(victim.email, victim.password, '198.18.211.1')).status;
        kit.record(
          SMALLER,
          'the owner who mistypes once still gets in after a stranger’s 50 failures',
          owner === 200 && stranger === 429 ? 'held' : 'broke',
          `a failing address with the right password ${stranger}; the owner's mistype ${mistype}, then ${owner}`,
        );
      },
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** Samples GET /health every 20 ms until stopped: how long the server takes to answer. */
function startLatencyProbe(kit: AttackKit): { stop(): Promise<{ p99: number; max: number }> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${kit.base}/health`).catch(() => undefined);
      samples.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = samples.sort((x, y) => x - y);
      return {
        p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
