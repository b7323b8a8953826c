import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Hostile input that once answered 5xx: each must be a 4xx with a clear message. */
describe.each(databaseTargets())('hostile input is a 4xx, never a 5xx (%s)', (target) => {
  let backend: TestBackend;
  let headers: Record<string, string>;
  beforeAll(async () => {
    backend = await startTestBackend(target);
    headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await backend.close();
  });

  const upload = (name: string, body = 'hello') =>
    fetch(`${backend.url}/storage/v1/object/issue-attachments/${name}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'text/plain' },
      body,
    });

  it('storage: a name part over 255 bytes is 400 InvalidKey; 255 bytes is stored', async () => {
    const tooLong = await upload(`${'a'.repeat(253)}.txt`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: 'InvalidKey',
      message: 'Invalid key: each part of the name between slashes must be at most 255 bytes',
    });
    const multibyte = await upload(`${encodeURIComponent('é'.repeat(128))}.txt`);
    expect(multibyte.status).toBe(400);
    const fits = await upload(`${Date.now()}-${'b'.repeat(255 - 18)}.txt`.slice(0, 255));
    expect(fits.status).toBe(200);
  });

  it("storage: an object below an existing object's name, or at a folder's name, is 409", async () => {
    const base = `${Date.now()}-note.txt`;
    expect((await upload(base)).status).toBe(200);
    const below = await upload(`${base}/inner.txt`);
    expect(below.status).toBe(409);
    expect(await below.json()).toMatchObject({
      error: 'Conflict',
      message:
        'An object cannot be stored below the name of another object, or at the name of a folder of objects',
    });
    const folder = `${Date.now()}-folder.txt`;
    expect((await upload(`${folder}/inner.txt`)).status).toBe(200);
    expect((await upload(`${folder}`)).status).toBe(409);
    // Nothing half-stored: the refused names can be neither fetched nor listed as rows.
    const row = await backend.server.ctx.db.query('select 1 from storage.objects where name = $1', [
      `${base}/inner.txt`,
    ]);
    expect(row.rows).toHaveLength(0);
  });

  it('functions: a NUL character in feedback or issue text is 400', async () => {
    const feedback = await fetch(`${backend.url}/functions/v1/feedback`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a@example.com', rating: 4, comments: 'bad\u0000byte' }),
    });
    expect(feedback.status).toBe(400);
    expect(await feedback.json()).toEqual({
      code: 'invalid_request',
      error: 'Text must not contain NUL characters',
    });
    const issue = await fetch(`${backend.url}/functions/v1/report-issue`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a@example.com', description: 'crash\u0000here' }),
    });
    expect(issue.status).toBe(400);
    expect(await issue.json()).toEqual({
      code: 'invalid_request',
      error: 'Text must not contain NUL characters',
    });
  });

  it('table API: JSON nested 5,000 deep in a row or an RPC argument is 400 PGRST102', async () => {
    const row = await fetch(`${backend.url}/rest/v1/contact_requests`, {
      method: 'POST',
      headers,
      body: `{"first_name":${deep(5000)}}`,
    });
    expect(row.status).toBe(400);
    expect(await row.json()).toMatchObject({
      code: 'PGRST102',
      message: 'JSON nested deeper than 64 levels is not accepted',
    });
    const rpc = await fetch(`${backend.url}/rest/v1/rpc/validate_email_for_signup`, {
      method: 'POST',
      headers,
      body: `{"user_email":${deep(5000)}}`,
    });
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({ code: 'PGRST102' });
  });
});
