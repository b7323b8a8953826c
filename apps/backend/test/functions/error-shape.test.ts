import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../src/functions/routes';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

/**
 * Every failure of every function, the router's own included, is a non-2xx answer with the
 * one body supabase-js hands the app as a FunctionsHttpError's context: `{ code, error }`.
 */
describe.each(databaseTargets())('the functions’ one error shape on %s', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend.close();
  });

  const call = async (name: string, init: RequestInit) => {
    const res = await fetch(`${backend.url}/functions/v1/${name}`, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers a method a function does not take with 405 method_not_allowed, for every function', async () => {
    for (const name of Object.keys(FUNCTIONS)) {
      const { status, body } = await call(name, {
        method: 'PUT',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
      });
      expect(status, name).toBe(405);
      expect(Object.keys(body).sort(), name).toEqual(['code', 'error']);
      expect(body.code, name).toBe('method_not_allowed');
      expect(body.error, name).toMatch(/^Use (GET|POST)/);
    }
  });

  it('answers the router’s own failures in the same shape: no key, an unknown function, a bad body', async () => {
    expect(await call('feedback', { method: 'POST' })).toEqual({
      status: 401,
      body: { code: 'unauthorized', error: 'Missing authorization header' },
    });
    expect(await call('feedback', { method: 'POST', headers: { apikey: 'not-a-key' } })).toEqual({
      status: 401,
      body: { code: 'unauthorized', error: 'Invalid API key' },
    });
    expect(await call('nope', { method: 'POST', headers: { apikey: backend.anonKey } })).toEqual({
      status: 404,
      body: { code: 'not_found', error: 'Requested function was not found' },
    });
    expect(
      await call('feedback', {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', rating: 5, comments: 'nul \u0000 inside' }),
      }),
    ).toEqual({
      status: 400,
      body: { code: 'invalid_request', error: 'Text must not contain NUL characters' },
    });
  });

  it('answers a function’s own refusal in the same shape, with its code', async () => {
    expect(
      await call('delete-account', {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{}',
      }),
    ).toEqual({ status: 401, body: { code: 'unauthorized', error: 'No active session' } });
    expect(
      await call('generate', {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{}',
      }),
    ).toEqual({ status: 401, body: { code: 'unauthorized', error: 'Sign in to generate code.' } });
  });
});
