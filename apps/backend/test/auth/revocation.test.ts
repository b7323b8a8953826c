import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch } from './auth-helpers';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A request whose session has ended is refused on every API, not only on /auth/v1/user. */
describe.each(databaseTargets())('revocation reaches every API (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend.close();
  });

  const signIn = async (): Promise<Tokens & { email: string }> => {
    const email = uniqueEmail('revoked');
    await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const res = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return { ...((await res.json()) as Tokens), email };
  };
  const refresh = (refreshToken: string) =>
    authFetch(backend, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  const auth = (token: string) => ({ apikey: backend.anonKey, authorization: `Bearer ${token}` });
  const readProfile = (token: string) =>
    fetch(`${backend.url}/rest/v1/profiles?select=id`, { headers: auth(token) });
  const callFunction = (
    token: string,
    name = 'feedback',
    body: unknown = { email: 'a@example.com', rating: 5 },
  ) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const uploadFile = (token: string) =>
    fetch(`${backend.url}/storage/v1/object/issue-attachments/${Date.now()}-r.txt`, {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'text/plain' },
      body: 'note',
    });

  /** Every API refuses the token with 401. */
  async function expectRefusedEverywhere(token: string) {
    const rest = await readProfile(token);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await callFunction(token)).status).toBe(401);
    expect((await uploadFile(token)).status).toBe(401);
    expect(
      (await authFetch(backend, '/user', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(403);
  }

  it('after sign-out, the old access token is refused by the table API, functions and storage', async () => {
    const s = await signIn();
    expect((await readProfile(s.access_token)).status).toBe(200);
    expect((await callFunction(s.access_token)).status).toBe(200);
    const out = await authFetch(backend, '/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(out.status).toBe(204);
    await expectRefusedEverywhere(s.access_token);
  });

  it('after refresh-token reuse ends the session, its access tokens are refused', async () => {
    const s = await signIn();
    const next = (await (await refresh(s.refresh_token)).json()) as Tokens;
    expect((await readProfile(next.access_token)).status).toBe(200);
    // The first token was rotated long ago: using it now is theft, and ends the session.
    await backend.server.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked",
    );
    const reuse = await refresh(s.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used' });
    await expectRefusedEverywhere(next.access_token);
    await expectRefusedEverywhere(s.access_token);
  });

  it('after account deletion, the old access token cannot call delete-account again or read anything', async () => {
    const s = await signIn();
    const deleted = await callFunction(s.access_token, 'delete-account', {
      confirm_email: s.email,
    });
    expect(deleted.status).toBe(200);
    const again = await callFunction(s.access_token, 'delete-account', { confirm_email: s.email });
    expect(again.status).toBe(401);
    expect((await readProfile(s.access_token)).status).toBe(401);
  });

  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      session_id: string;
    };

  it('a session the server has already seen live is refused the moment it ends, however it ends', async () => {
    // Each token is used first (on PGlite the server then remembers its session as live), then
    // its session ends in a way no request of its own made: by the admin API's ban, by an
    // operator's DELETE in the database, by the user's password change on another session.
    const banned = await signIn();
    const byOperator = await signIn();
    const other = await signIn();
    const changed = await signIn();
    for (const s of [banned, byOperator, other, changed]) {
      expect((await readProfile(s.access_token)).status).toBe(200);
      expect((await callFunction(s.access_token)).status).toBe(200);
    }
    const admin = backend.serviceClient().auth.admin;
    const { error: banError } = await admin.updateUserById(sessionOf(banned.access_token).sub, {
      ban_duration: '24h',
    });
    expect(banError).toBeNull();
    await expectRefusedEverywhere(banned.access_token);

    await backend.server.ctx.db.query('delete from auth.sessions where id = $1', [
      sessionOf(byOperator.access_token).session_id,
    ]);
    await expectRefusedEverywhere(byOperator.access_token);
    // Another user's session is untouched by either.
    expect((await readProfile(other.access_token)).status).toBe(200);

    // A second session of the same user changes the password: every other session ends.
    const second = (await (
      await authFetch(backend, '/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: changed.email, password: PASSWORD }),
      })
    ).json()) as Tokens;
    const update = await authFetch(backend, '/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${second.access_token}` },
      body: JSON.stringify({ password: 'Another-Horse-10', current_password: PASSWORD }),
    });
    expect(update.status).toBe(200);
    await expectRefusedEverywhere(changed.access_token);
    expect((await readProfile(second.access_token)).status).toBe(200);
  });

  it('20 parallel reuses of a refresh token inside the 10 s window get one and the same successor', async () => {
    const s = await signIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(s.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const successors = new Set(
      await Promise.all(answers.map(async (a) => ((await a.json()) as Tokens).refresh_token)),
    );
    expect(successors.size).toBe(1);
    const sessionId = JSON.parse(Buffer.from(s.access_token.split('.')[1]!, 'base64url').toString())
      .session_id as string;
    const live = await backend.server.ctx.db.query(
      'select 1 from auth.refresh_tokens where session_id = $1 and not revoked',
      [sessionId],
    );
    expect(live.rows).toHaveLength(1);
    // The successor works once rotated, and a reuse after it still answers with the newest.
    const [successor] = [...successors];
    const third = (await (await refresh(successor!)).json()) as Tokens;
    const late = (await (await refresh(s.refresh_token)).json()) as Tokens;
    expect(late.refresh_token).toBe(third.refresh_token);
  });
});
