import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import { previewGenerationCharge } from '../../src/billing/metering';
import { GENERATIONS_BUCKET } from '../../src/generation/artifacts';
import { beginStaging, sweepStagedGenerations } from '../../src/generation/staging';
import { ownerBytes } from '../../src/storage/objects';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate, generateBody, manyLayersDesign } from './design';

/**
 * What one user can take from the others: the generator's workers (one running generation
 * per user, users in turn, a few places each), the server's memory (bodies refused before
 * they are read), and the disk (a storage quota per user; files of unrecorded generations
 * swept). One worker here, so the order of turns shows.
 */
describe.each(databaseTargets())('generation limits (%s)', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target, { GENERATION_WORKERS: '1' });
  });
  afterAll(async () => {
    await b?.close();
  });

  const count = async (user: TestUser) =>
    (
      await asServer<{ n: number }>(
        b,
        'select count(*)::int as n from public.generations where user_id = $1',
        [user.id],
      )
    )[0]!.n;
  /** Counts the generator's runs while `fn` goes on. */
  async function countRuns<T>(fn: () => Promise<T>): Promise<{ result: T; runs: number }> {
    const run = b.server.ctx.generator.run;
    let runs = 0;
    b.server.ctx.generator.run = (...args) => {
      runs++;
      return run(...args);
    };
    try {
      return { result: await fn(), runs };
    } finally {
      b.server.ctx.generator.run = run;
    }
  }

  it('a user with big designs queued does not keep another user’s small one waiting behind them', async () => {
    const heavy = await createTestUser(b, 'heavy');
    const light = await createTestUser(b, 'light');
    const done: string[] = [];
    const big = (i: number) =>
      callGenerate(
        b,
        heavy.token,
        generateBody(`Big ${i}`, { figma: manyLayersDesign(8000) }),
      ).then((r) => {
        done.push(`big ${i}`);
        return r;
      });
    const bigs = [big(1), big(2), big(3)];
    // The small one arrives while the first big one runs and two more wait for their turn.
    await new Promise((r) => setTimeout(r, 300));
    const small = await callGenerate(b, light.token, generateBody('Small')).then((r) => {
      done.push('small');
      return r;
    });
    const results = await Promise.all(bigs);
    expect(small.status).toBe(200);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    // At most the big one already running when it arrived finishes first; which of the three the
    // server took first depends on which body arrived first, so the test does not name it.
    expect(done.indexOf('small')).toBeLessThanOrEqual(1);
  }, 120_000);

  it('past a user’s places: 429 with Retry-After in words, nothing read or charged', async () => {
    const user = await createTestUser(b, 'burst');
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await fetch(`${b.url}/functions/v1/generate`, {
          method: 'POST',
          headers: {
            apikey: b.anonKey,
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
          },
          // Big enough that the first is still running when the sixth arrives, even on a busy machine.
          body: JSON.stringify(generateBody(`Burst ${i}`, { figma: manyLayersDesign(3000) })),
        });
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        };
      }),
    );
    const refused = answers.filter((a) => a.status === 429);
    // One running and two waiting; the other three are sent back at once.
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]).toMatchObject({
      body: { code: 'too_many_requests', error: GENERATE_MESSAGES.busy },
    });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(5);
    expect(await count(user)).toBe(answers.filter((a) => a.status === 200).length);
  }, 120_000);

  it('checks again at a queued generation’s turn: no worker time once an earlier one used the last', async () => {
    const user = await createTestUser(b, 'last-one');
    await asServer(
      b,
      "insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, to_char(now() at time zone 'utc', 'YYYY-MM'), 9)",
      [user.id],
    );
    const { result, runs } = await countRuns(() =>
      Promise.all([1, 2, 3].map((i) => callGenerate(b, user.token, generateBody(`Last ${i}`)))),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 402, 402]);
    expect(runs).toBe(1);
    expect(await count(user)).toBe(1);
  });

  it('numbers that are not finite or far out of range are refused as bad input, uncharged', async () => {
    const user = await createTestUser(b, 'numbers');
    const design = JSON.stringify(generateBody('Infinite'));
    for (const [bad, where] of [
      ['1e999', 'figma.nodes.1:1.document.absoluteBoundingBox.x'],
      ['-1e300', 'figma.nodes.1:1.document.absoluteBoundingBox.x'],
    ] as const) {
      const body = design.replace(
        '"absoluteBoundingBox":{"x":0',
        `"absoluteBoundingBox":{"x":${bad}`,
      );
      expect(body).not.toBe(design);
      const { result, runs } = await countRuns(() => callGenerate(b, user.token, body));
      expect(result.status).toBe(422);
      expect(result.body.error).toBe(GENERATE_MESSAGES.numberOutOfRange(where));
      expect(runs).toBe(1);
    }
    expect(await count(user)).toBe(0);
    const cycle = await asServer(b, 'select 1 from public.billing_cycles where user_id = $1', [
      user.id,
    ]);
    expect(cycle).toHaveLength(0);
  });

  it('answers 413 to a chunked body past 50 MB, as to a declared one', async () => {
    const user = await createTestUser(b, 'chunked');
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"x","pad":"'));
        if (sent >= 60) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${b.url}/functions/v1/generate`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'payload_too_large',
      error: GENERATE_MESSAGES.tooLarge,
    });
    expect(await count(user)).toBe(0);
  });

  it('keeps each user within their storage quota, exactly, and refuses early once it is full', async () => {
    const user = await createTestUser(b, 'quota');
    const stored = async () =>
      Number(
        (
          await asServer<{ used: string }>(
            b,
            "select coalesce(sum((metadata->>'size')::bigint), 0) as used from storage.objects where bucket_id = 'generations' and owner = $1",
            [user.id],
          )
        )[0]!.used,
      );
    const config = b.server.ctx.config;
    const saved = config.generationStorageQuotaBytes;
    try {
      expect((await callGenerate(b, user.token, generateBody('First'))).status).toBe(200);
      const one = await stored();
      expect(one).toBeGreaterThan(0);
      // Room for half a generation more: the recording transaction refuses the second.
      config.generationStorageQuotaBytes = Math.floor(one * 1.5);
      const second = await callGenerate(b, user.token, generateBody('Second'));
      expect(second.status).toBe(413);
      expect(second.body).toMatchObject({
        code: 'storage_quota_exceeded',
        error: GENERATE_MESSAGES.storageFull(config.generationStorageQuotaBytes),
      });
      expect(await stored()).toBe(one);
      expect(await count(user)).toBe(1);
      const staging = await asServer(
        b,
        'select 1 from _app.generation_staging where user_id = $1',
        [user.id],
      );
      expect(staging).toHaveLength(0);
      // Full: refused before the generator runs.
      config.generationStorageQuotaBytes = one;
      const { result, runs } = await countRuns(() =>
        callGenerate(b, user.token, generateBody('Third')),
      );
      expect(result.status).toBe(413);
      expect(runs).toBe(0);
      const [cycle] = await asServer<{ included_generations: number }>(
        b,
        'select included_generations from public.billing_cycles where user_id = $1',
        [user.id],
      );
      expect(cycle!.included_generations).toBe(1);
    } finally {
      config.generationStorageQuotaBytes = saved;
    }
  });

  it("reads the bytes a user keeps the same way before the generator runs and under the user's lock", async () => {
    const user = await createTestUser(b, 'bytes');
    const other = await createTestUser(b, 'bytes-other');
    const { db } = b.server.ctx;
    /** What the check before the generator runs reads, and what the recording transaction reads. */
    const both = async (u: TestUser, bucket = GENERATIONS_BUCKET) => {
      const preview = await previewGenerationCharge(db, u.id, {
        now: new Date(),
        consent: () => Promise.resolve('ok'),
        storageBucket: bucket,
      });
      return [preview.storedBytes, await ownerBytes(db, bucket, u.id)];
    };
    const summed = async (u: TestUser) =>
      Number(
        (
          await asServer<{ used: string }>(
            b,
            "select coalesce(sum((metadata->>'size')::bigint), 0) as used from storage.objects where bucket_id = $1 and owner = $2",
            [GENERATIONS_BUCKET, u.id],
          )
        )[0]!.used,
      );
    expect(await both(user)).toEqual([0, 0]);
    expect((await callGenerate(b, user.token, generateBody('Kept'))).status).toBe(200);
    const kept = await summed(user);
    expect(kept).toBeGreaterThan(0);
    expect(await both(user)).toEqual([kept, kept]);
    // Only the user's own bytes, only in the bucket asked about.
    expect(await both(other)).toEqual([0, 0]);
    expect(await both(user, 'issue-attachments')).toEqual([0, 0]);
    expect((await callGenerate(b, user.token, generateBody('Twice'))).status).toBe(200);
    expect(await both(user)).toEqual([await summed(user), await summed(user)]);
    expect(await summed(user)).toBeGreaterThan(kept);
  });

  it('sweeps the files of generations staged and never recorded, and only those', async () => {
    const user = await createTestUser(b, 'sweep');
    const { files, db } = b.server.ctx;
    const plant = async (instance: string) => {
      const id = randomUUID();
      await beginStaging(db, id, user.id, instance);
      await files.write(
        GENERATIONS_BUCKET,
        `${user.id}/${id}/files/Screen.kt`,
        Buffer.from('fun x() {}'),
        {
          contentType: 'text/plain',
        },
      );
      return id;
    };
    const dead = await plant('process-that-died');
    const elsewhere = await plant('another-live-instance');
    // A generation recorded just before its process died: the row stays, its files are its own.
    const recorded = await callGenerate(b, user.token, generateBody('Recorded'));
    const recordedId = (recorded.body.generation as { id: string }).id;
    await beginStaging(db, recordedId, user.id, 'process-that-died');
    const [kept] = await asServer<{ files: { object: string }[] }>(
      b,
      'select files from public.generations where id = $1',
      [recordedId],
    );

    // At the restart of the process that died: its own rows go, a live instance's stay.
    expect(await sweepStagedGenerations(b.server.ctx, { instance: 'process-that-died' })).toBe(1);
    expect(await files.head(GENERATIONS_BUCKET, `${user.id}/${dead}/files/Screen.kt`)).toBeNull();
    expect(
      await files.head(GENERATIONS_BUCKET, `${user.id}/${elsewhere}/files/Screen.kt`),
    ).not.toBeNull();
    expect(await files.head(GENERATIONS_BUCKET, kept!.files[0]!.object)).not.toBeNull();
    const rows = await asServer<{ generation_id: string }>(
      b,
      'select generation_id from _app.generation_staging where user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => r.generation_id)).toEqual([elsewhere]);
    // Once it is older than any live generation can be, the scheduled sweep takes it too.
    await asServer(
      b,
      "update _app.generation_staging set started_at = now() - interval '11 minutes' where generation_id = $1",
      [elsewhere],
    );
    expect(await sweepStagedGenerations(b.server.ctx)).toBe(1);
    expect(
      await files.head(GENERATIONS_BUCKET, `${user.id}/${elsewhere}/files/Screen.kt`),
    ).toBeNull();
  });

  it('keeps each owner’s stored bytes exact through uploads, replacements and deletions', async () => {
    const user = await createTestUser(b, 'usage');
    const usage = async (bucket: string) =>
      Number(
        (
          await asServer<{ bytes: string }>(
            b,
            'select bytes from storage.owner_usage where bucket_id = $1 and owner = $2',
            [bucket, user.id],
          )
        )[0]?.bytes ?? 0,
      );
    const sum = async (bucket: string) =>
      Number(
        (
          await asServer<{ used: string }>(
            b,
            "select coalesce(sum((metadata->>'size')::bigint), 0) as used from storage.objects where bucket_id = $1 and owner = $2",
            [bucket, user.id],
          )
        )[0]!.used,
      );
    const put = (name: string, body: string) =>
      fetch(`${b.url}/storage/v1/object/issue-attachments/${name}`, {
        method: 'POST',
        headers: {
          apikey: b.anonKey,
          authorization: `Bearer ${user.token}`,
          'content-type': 'text/plain',
        },
        body,
      });
    expect((await put('usage-a.txt', 'x'.repeat(300))).status).toBe(200);
    expect((await put('usage-b.txt', 'x'.repeat(200))).status).toBe(200);
    expect(await usage('issue-attachments')).toBe(500);
    // An object replaced in place (as an upsert does) counts with its new size.
    await asServer(
      b,
      "update storage.objects set metadata = jsonb_set(metadata, '{size}', '50') where bucket_id = 'issue-attachments' and name = 'usage-a.txt'",
    );
    expect(await usage('issue-attachments')).toBe(250);
    await asServer(
      b,
      "delete from storage.objects where bucket_id = 'issue-attachments' and name = 'usage-b.txt'",
    );
    expect(await usage('issue-attachments')).toBe(50);
    expect(await usage('issue-attachments')).toBe(await sum('issue-attachments'));
    expect((await callGenerate(b, user.token, generateBody('Counted'))).status).toBe(200);
    expect(await usage('generations')).toBeGreaterThan(0);
    expect(await usage('generations')).toBe(await sum('generations'));
  });
});
