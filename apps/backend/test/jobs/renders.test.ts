import { PNG } from 'pngjs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCycleMonth } from '@app/shared/usage';
import { RENDER_MESSAGES, type GenerationRender, type RenderReport } from '@app/shared/renders';
import { RendererHost } from '../../src/jobs/render/renderer-host';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate, generateBody } from '../generation/design';

/**
 * Rendered previews end to end on both databases: a generation queues a render job, a worker
 * compiles and draws the code with the one warm JVM this test process shares, scores it and
 * stores the render and report as the owner's objects; realtime tells the owner each stage;
 * another user sees none of it; a render that cannot compile is tried three times and says
 * why; deleting the account removes the render; a server without Java still generates.
 */

// One JVM for every server of this file (CI starts one per test process, not per server).
const host = new RendererHost({ niceness: 0 });
afterAll(async () => {
  await host.close();
});

/** Figma's export of the 360 x 640 frame, as the plugin sends it: white, at 1x. */
function figmaExport(): string {
  const png = new PNG({ width: 360, height: 640 });
  png.data.fill(255);
  return PNG.sync.write(png).toString('base64');
}

const until = async <T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 240_000,
): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last seen ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

interface Change {
  eventType: string;
  new: Partial<GenerationRender>;
}

async function listenToRenders(client: SupabaseClient, token: string): Promise<Change[]> {
  await client.realtime.setAuth(token);
  const received: Change[] = [];
  const channel = client.channel(`renders-${Math.random().toString(36).slice(2)}`);
  channel.on(
    'postgres_changes',
    { event: '*', schema: 'public', table: 'generation_renders' } as never,
    (p: Change) => {
      received.push(p);
    },
  );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(status));
    });
  });
  return received;
}

describe.each(databaseTargets())('rendered previews of generations (%s)', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(
      target,
      {
        RENDERS: 'on',
        RENDER_RETRY_DELAY_SECONDS: '1',
        PATH: process.env.PATH ?? '',
        ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
      },
      { rendererHosts: [host] },
    );
  }, 600_000);
  afterAll(async () => {
    await b?.close();
  });

  const renderRow = async (id: string) =>
    (
      await asServer<GenerationRender>(
        b,
        'select * from public.generation_renders where generation_id = $1',
        [id],
      )
    )[0];

  it('renders and scores a generation after answering it, for its owner only', async () => {
    const owner = await createTestUser(b, 'owner');
    const other = await createTestUser(b, 'other');
    const ownerSees = await listenToRenders(b.anonClient(), owner.token);
    const otherSees = await listenToRenders(b.anonClient(), other.token);

    const res = await callGenerate(
      b,
      owner.token,
      generateBody('Welcome', { preview: figmaExport() }),
    );
    expect(res.status).toBe(200);
    const id = (res.body.generation as { id: string }).id;

    const done = await until(
      () => renderRow(id),
      (r) => r?.status === 'succeeded' || r?.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(done!.layers).toBeGreaterThan(0);
    expect(done!.score).toBeGreaterThanOrEqual(0);
    expect(done!.render_path).toBe(`${owner.id}/${id}/render/render.png`);

    // The owner reads the row, the render and the report with their own session.
    const row = await owner.client
      .from('generation_renders')
      .select('*')
      .eq('generation_id', id)
      .single();
    expect(row.data).toMatchObject({ status: 'succeeded', score: done!.score });
    const png = await owner.client.storage.from('generations').download(done!.render_path!);
    expect(png.error).toBeNull();
    const image = PNG.sync.read(Buffer.from(await png.data!.arrayBuffer()));
    expect(image.width).toBeGreaterThan(0);
    const reportFile = await owner.client.storage.from('generations').download(done!.report_path!);
    const report = JSON.parse(await reportFile.data!.text()) as RenderReport;
    expect(report).toMatchObject({ version: 1, score: done!.score, layers: done!.layers });
    expect(report.frame).toMatchObject({ width: 360, height: 640 });
    expect(report.imageSimilarity?.value).toBeGreaterThan(0);
    expect(report.imageSimilarity?.comparedSize).toEqual({ width: 360, height: 640 });
    for (const layer of report.worst) {
      if (layer.file) expect(layer.line).toBeGreaterThan(0);
    }

    // Live progress reached the owner: the queued row, then the stages, then the outcome.
    await until(
      async () => ownerSees.map((c) => c.new.status),
      (s) => s.includes('succeeded'),
      10_000,
    );
    const stages = ownerSees.map((c) => c.new.stage).filter(Boolean);
    expect(stages).toEqual(expect.arrayContaining(['compiling', 'rendering', 'scoring']));

    // Another user: nothing through the table API, storage or realtime.
    const theirs = await other.client
      .from('generation_renders')
      .select('*')
      .eq('generation_id', id);
    expect(theirs.data).toEqual([]);
    const theirPng = await other.client.storage.from('generations').download(done!.render_path!);
    expect(theirPng.data).toBeNull();
    const theirReport = await other.client.storage.from('generations').download(done!.report_path!);
    expect(theirReport.data).toBeNull();
    expect(otherSees).toEqual([]);
  }, 300_000);

  it('tries a render that cannot compile three times and then says why', async () => {
    const user = await createTestUser(b, 'failing');
    // Only the Kotlin standard library may declare the `kotlin` package: the generator writes
    // it, the compiler refuses it.
    const res = await callGenerate(
      b,
      user.token,
      generateBody('Reserved package', { options: { packageName: 'kotlin.ui' } }),
    );
    expect(res.status).toBe(200);
    const id = (res.body.generation as { id: string }).id;
    const failed = await until(
      () => renderRow(id),
      (r) => r?.status === 'failed' || r?.status === 'succeeded',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, score: null, render_path: null });
    expect(failed!.error).toContain('did not compile against Jetpack Compose');
    expect(failed!.finished_at).not.toBeNull();
    const seen = await user.client
      .from('generation_renders')
      .select('status, error')
      .eq('generation_id', id)
      .single();
    expect(seen.data).toEqual({ status: 'failed', error: failed!.error });
  }, 300_000);

  it('removes the render and its report when the account is deleted', async () => {
    const user: TestUser = await createTestUser(b, 'leaving');
    const res = await callGenerate(b, user.token, generateBody('Leaving'));
    const id = (res.body.generation as { id: string }).id;
    const done = await until(
      () => renderRow(id),
      (r) => r?.status === 'succeeded' || r?.status === 'failed',
    );
    expect(done?.status).toBe('succeeded');
    const names = [done!.render_path!, done!.report_path!];
    for (const name of names)
      expect(await b.server.ctx.files.head('generations', name)).not.toBeNull();

    const { error } = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: user.email },
    });
    expect(error).toBeNull();
    expect(await renderRow(id)).toBeUndefined();
    expect(
      await asServer(
        b,
        "select name from storage.objects where bucket_id = 'generations' and owner = $1",
        [user.id],
      ),
    ).toEqual([]);
    for (const name of names) expect(await b.server.ctx.files.head('generations', name)).toBeNull();
  }, 300_000);
});

describe.each(databaseTargets())('a server without Java (%s)', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target, { RENDERS: 'on', PATH: '/nonexistent', JAVA_HOME: '' });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('still generates, charges once, and says rendering is not available', async () => {
    expect(b.server.ctx.renders.availability).toEqual({ available: false, reason: 'no-java' });
    const user = await createTestUser(b, 'nojava');
    const res = await callGenerate(
      b,
      user.token,
      generateBody('No Java', { preview: figmaExport() }),
      'key-1',
    );
    expect(res.status).toBe(200);
    const again = await callGenerate(
      b,
      user.token,
      generateBody('No Java', { preview: figmaExport() }),
      'key-1',
    );
    expect(again.body).toEqual(res.body);
    const id = (res.body.generation as { id: string }).id;
    const row = await user.client
      .from('generation_renders')
      .select('status, error')
      .eq('generation_id', id)
      .single();
    expect(row.data).toEqual({ status: 'unavailable', error: RENDER_MESSAGES.unavailable });
    expect(
      await asServer(b, 'select count(*)::int as n from public.generations where user_id = $1', [
        user.id,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(
      await asServer(
        b,
        'select included_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
        [user.id, currentCycleMonth()],
      ),
    ).toEqual([{ included_generations: 1 }]);
    // No render input is kept for a render that will never run.
    expect(
      await asServer(
        b,
        "select name from storage.objects where bucket_id = 'generations' and owner = $1 and name like '%/render/%'",
        [user.id],
      ),
    ).toEqual([]);
  });
});
