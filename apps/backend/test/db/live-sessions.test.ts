import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database';
import { LIVE_SESSION_REMEMBERED_MS, LiveSessions } from '../../src/db/live-sessions';
import { queryAs } from '../../src/db/request-context';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

/** The memory of live sessions, against the real database's sessions (PGlite and PostgreSQL). */
describe.each(databaseTargets())('live sessions remembered (%s)', (target) => {
  let b: TestBackend;
  let db: Queryable;
  beforeAll(async () => {
    b = await startTestBackend(target);
    db = b.server.ctx.db;
  });
  afterAll(async () => {
    await b.close();
  });

  /** A user with one session, ending at `notAfter` (SQL) or never. */
  async function session(
    notAfter = 'null',
  ): Promise<{ role: string; sub: string; session_id: string }> {
    const sub = randomUUID();
    const sessionId = randomUUID();
    await db.query(
      'insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())',
      [sub, `${sub}@example.com`],
    );
    await db.query(
      `insert into auth.sessions (id, user_id, aal, not_after) values ($1, $2, 'aal1', ${notAfter})`,
      [sessionId, sub],
    );
    return { role: 'authenticated', sub, session_id: sessionId };
  }

  /** Counts the database's answers, to tell memory from a question. */
  function counting(): { db: Queryable; asked: () => number } {
    let asked = 0;
    return {
      db: {
        query: (sql, params) => {
          asked += 1;
          return db.query(sql, params);
        },
        exec: (sql) => db.exec(sql),
      },
      asked: () => asked,
    };
  }

  it('asks once, then answers a live session from memory until an ending names it or its user', async () => {
    const c = counting();
    const live = new LiveSessions(c.db);
    const a = await session();
    const b2 = await session();
    expect(await live.isLive(a)).toBe(true);
    expect(await live.isLive(a)).toBe(true);
    expect(await live.isLive(b2)).toBe(true);
    expect(c.asked()).toBe(2);
    // A token whose subject is not the session's user is not the session's.
    expect(live.known({ ...a, sub: b2.sub })).toBe(false);

    live.ended(JSON.stringify({ session_id: a.session_id, user_id: a.sub }));
    expect(live.known(a)).toBe(false);
    expect(live.known(b2)).toBe(true);
    live.ended(JSON.stringify({ user_id: b2.sub }));
    expect(live.known(b2)).toBe(false);
    live.ended('not json');
    expect(live.size).toBe(0);
  });

  it('never remembers an ended session, a forged id or a subject that is not the owner', async () => {
    const live = new LiveSessions(db);
    const a = await session();
    await db.query('delete from auth.sessions where id = $1', [a.session_id]);
    expect(await live.isLive(a)).toBe(false);
    expect(await live.isLive({ ...a, session_id: 'not-a-uuid' })).toBe(false);
    const other = await session();
    expect(await live.isLive({ ...other, sub: a.sub })).toBe(false);
    expect(live.size).toBe(0);
    // Tokens that name no session (API keys) have none to check.
    expect(await live.isLive({ role: 'service_role' })).toBe(true);
  });

  it('does not remember an answer asked for before an ending it may not reflect', async () => {
    const a = await session();
    let live: LiveSessions | null = null;
    // A sign-out commits while the question is on its way: its notification arrives first.
    const racing: Queryable = {
      query: async (sql, params) => {
        const answer = await db.query(sql, params);
        live!.ended(JSON.stringify({ session_id: randomUUID(), user_id: randomUUID() }));
        return answer as never;
      },
      exec: (sql) => db.exec(sql),
    };
    live = new LiveSessions(racing);
    expect(await live.isLive(a)).toBe(true);
    expect(live.known(a)).toBe(false);
  });

  it('forgets a session at its end, and asks again at least every minute', async () => {
    let now = Date.now();
    const c = counting();
    const live = new LiveSessions(c.db, 10, () => now);
    const ending = await session("now() + interval '5 seconds'");
    const lasting = await session();
    expect(await live.isLive(ending)).toBe(true);
    expect(await live.isLive(lasting)).toBe(true);
    now += 6_000;
    expect(live.known(ending)).toBe(false);
    expect(live.known(lasting)).toBe(true);
    now += LIVE_SESSION_REMEMBERED_MS;
    expect(live.known(lasting)).toBe(false);
  });

  it('keeps at most its limit, forgetting the longest-remembered first', async () => {
    const live = new LiveSessions(db, 2);
    const [a, b2, c] = [await session(), await session(), await session()];
    for (const s of [a, b2, c]) expect(await live.isLive(s)).toBe(true);
    expect(live.size).toBe(2);
    expect(live.known(a)).toBe(false);
    expect(live.known(b2)).toBe(true);
    expect(live.known(c)).toBe(true);
  });

  it('is kept only by the embedded database, where every ending passes through this process', async () => {
    const server = b.server.ctx.db;
    expect(server.liveSessions !== undefined).toBe(target === 'pglite');
    if (!server.liveSessions) return;
    // A read as a session the server has not seen asks once, then the prelude skips the check.
    const a = await session();
    const caller = { role: 'authenticated' as const, userId: a.sub, claims: a };
    await queryAs(server, caller, 'select 1');
    expect(server.liveSessions.known(a)).toBe(true);
    await server.query('delete from auth.sessions where id = $1', [a.session_id]);
    expect(server.liveSessions.known(a)).toBe(false);
    await expect(queryAs(server, caller, 'select 1')).rejects.toMatchObject({ code: 'PT401' });
  });

  it("checks a session it does not remember in the caller's own message, by the token's ids", async () => {
    const server = b.server.ctx.db;
    const a = await session();
    const expired = await session("now() - interval '1 second'");
    const other = await session();
    const read = (claims: Record<string, unknown>) =>
      queryAs(
        server,
        { role: 'authenticated', userId: String(claims.sub), claims: claims as never },
        'select 1 as one',
      );
    expect((await read(a)).rows).toEqual([{ one: 1 }]);
    for (const claims of [
      expired,
      // Another user's session, and ids that are not UUIDs (checked as null, not cast).
      { ...a, session_id: other.session_id },
      { ...a, session_id: 'not-a-uuid' },
      { ...a, sub: "x'); select 1; --" },
    ])
      await expect(read(claims)).rejects.toMatchObject({ code: 'PT401' });
  });
});
