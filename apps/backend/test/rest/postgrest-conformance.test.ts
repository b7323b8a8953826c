import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { createConformanceSchema } from './conformance-schema';
import { expectNoLeak, rest } from './fixtures';

/**
 * Behaviours of PostgREST 12 that supabase-js users rely on beyond the product's own
 * pages, checked through the official client (and raw HTTP where headers matter) against
 * a schema of the suite's own.
 */
describe.each(databaseTargets())('PostgREST 12 conformance (%s)', (target) => {
  let b: TestBackend;
  let alice: TestUser;
  let bob: TestUser;
  let db: SupabaseClient;

  beforeAll(async () => {
    b = await startTestBackend(target);
    alice = await createTestUser(b, 'alice');
    bob = await createTestUser(b, 'bob');
    await createConformanceSchema(b, { alice: alice.id, bob: bob.id });
    db = alice.client;
  });
  afterAll(async () => {
    await b?.close();
  });

  describe('rpc', () => {
    it('passes the whole body to a function of one unnamed json or text parameter', async () => {
      const json = await db.rpc('echo_json', { greeting: 'hi', n: [1, 2] });
      expect(json.error).toBeNull();
      expect(json.data).toEqual({ greeting: 'hi', n: [1, 2] });

      const text = await db.rpc('echo_text', { '': 'plain' });
      expect(text.error).toBeNull();
      expect(text.data).toBe('{"":"plain"}');
    });

    it('picks the overload whose argument names match', async () => {
      const two = await db.rpc('add_them', { a: 1, b: 2 });
      expect(two.error).toBeNull();
      expect(two.data).toBe(3);
      const three = await db.rpc('add_them', { a: 1, b: 2, c: 3 });
      expect(three.data).toBe(6);
    });

    it('answers 300 PGRST203 listing the candidates when names cannot decide', async () => {
      const res = await db.rpc('pick', { x: 1 });
      expect(res.status).toBe(300);
      expect(res.error).toMatchObject({
        code: 'PGRST203',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      expect(res.error?.message).toMatch(
        /^Could not choose the best candidate function between: public\.pick\(x => (integer|text)\), public\.pick\(x => (integer|text)\)$/,
      );
    });

    it('counts with Prefer: count=exact: sets and single values', async () => {
      const set = await db.rpc('messages_of', { who: 'alice' }, { count: 'exact' });
      expect(set.error).toBeNull();
      expect(set.count).toBe(2);

      const scalar = await db.rpc('add_them', { a: 2, b: 2 }, { count: 'exact' });
      expect(scalar.count).toBe(1);
      const raw = await rest(b, 'rpc/add_them', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
        body: JSON.stringify({ a: 1, b: 1 }),
      });
      expect(raw.headers.get('content-range')).toBe('0-0/1');
      expect(raw.headers.get('preference-applied')).toBe('count=exact');
    });

    it('rolls back and answers PGRST124 when a call returns more rows than max-affected', async () => {
      const prefer = 'handling=strict, max-affected=1';
      const res = await rest(b, 'rpc/bump_channels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: prefer },
        body: '{}',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      });
      const hits = await asServer<{ hits: number }>(b, 'select hits from public.channels');
      expect(hits.map((h) => h.hits)).toEqual([0, 0, 0]);

      const ok = await rest(b, 'rpc/bump_channels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=3' },
        body: '{}',
      });
      expect(ok.status).toBe(200);
      await asServer(b, 'update public.channels set hits = 0');
    });

    it('keeps PGRST202 for names no overload takes', async () => {
      const res = await db.rpc('add_them', { a: 1, z: 2 });
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe('PGRST202');
      expectNoLeak(JSON.stringify(res.error));
    });
  });
});
