import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  type DatabaseTarget,
  type TestBackend,
} from '../support/harness';
import { startS3StandIn, STAND_IN_BUCKET, type S3StandIn } from '../support/s3-stand-in';
import { createTestUser } from '../support/users';
import { callGenerate, generateBody } from '../generation/design';
import { toReadable, type ObjectStore } from '../../src/storage/object-store';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/**
 * The same suite on each object store: local disk on every database, and S3 (served by the
 * s3rver stand-in) on the first; the store does not depend on the database.
 */
const targets: [string, DatabaseTarget, 'disk' | 's3'][] = [
  ...databaseTargets().map((db): [string, DatabaseTarget, 'disk'] => [`${db}, disk`, db, 'disk']),
  ['pglite, s3', 'pglite', 's3'],
];

/** Records the chunks each write hands to the store, to show uploads arrive as a stream. */
function watchWrites(
  store: ObjectStore,
): { chunks: number; largestChunk: number; bytes: number }[] {
  const seen: { chunks: number; largestChunk: number; bytes: number }[] = [];
  const write = store.write.bind(store);
  store.write = (bucket, name, body, options) => {
    const record = { chunks: 0, largestChunk: 0, bytes: 0 };
    seen.push(record);
    const watcher = new Transform({
      transform(chunk: Buffer, _enc, done) {
        record.chunks += 1;
        record.bytes += chunk.byteLength;
        record.largestChunk = Math.max(record.largestChunk, chunk.byteLength);
        done(null, chunk);
      },
    });
    return write(
      bucket,
      name,
      pipeline(toReadable(body), watcher, () => undefined),
      options,
    );
  };
  return seen;
}

describe.each(targets)('storage on %s', (_label, target, store) => {
  let backend: TestBackend;
  let s3: S3StandIn | null = null;
  beforeAll(async () => {
    if (store === 's3') s3 = await startS3StandIn();
    backend = await startTestBackend(target, s3?.env ?? {});
  });
  afterAll(async () => {
    await backend?.close();
    await s3?.close();
  });

  it(`keeps the bytes in the ${store} store, at <bucket>/<name>`, async () => {
    expect(backend.server.ctx.files.kind).toBe(store);
    const name = `${Date.now()}/where.txt`;
    const { error } = await backend
      .anonClient()
      .storage.from('issue-attachments')
      .upload(name, new Blob(['here']));
    expect(error).toBeNull();
    if (store === 'disk') {
      const file = path.join(
        backend.server.ctx.config.dataDir,
        'storage',
        'issue-attachments',
        name,
      );
      expect(await readFile(file, 'utf8')).toBe('here');
      return;
    }
    // Read back with the AWS SDK, straight from the stand-in: one bucket, S3_PREFIX + bucket + name.
    const client = new S3Client({
      region: s3!.env.S3_REGION,
      endpoint: s3!.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: STAND_IN_BUCKET, Key: `objects/issue-attachments/${name}` }),
    );
    expect(await object.Body?.transformToString()).toBe('here');
    expect(object.ContentType).toBe('text/plain');
    client.destroy();
  });

  it('uploads into issue-attachments with the anon key and serves it at its public URL', async () => {
    const supabase = backend.anonClient();
    const name = `${Date.now()}_screenshot.png`;
    const { data, error } = await supabase.storage
      .from('issue-attachments')
      .upload(name, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data?.path).toBe(name);
    const { data: url } = supabase.storage.from('issue-attachments').getPublicUrl(name);
    expect(url.publicUrl).toBe(`${backend.url}/storage/v1/object/public/issue-attachments/${name}`);
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses an object over the bucket limit of 10 MB, on the server', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const { error } = await backend
      .anonClient()
      .storage.from('issue-attachments')
      .upload(`${Date.now()}_big.png`, new Blob([big], { type: 'image/png' }));
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
  });

  it('accepts exactly 10 MB', async () => {
    const max = new Uint8Array(10 * 1024 * 1024);
    max.set(PNG);
    const { error } = await backend
      .anonClient()
      .storage.from('issue-attachments')
      .upload(`${Date.now()}_max.png`, new Blob([max], { type: 'image/png' }));
    expect(error).toBeNull();
  });

  it('refuses a file type the bucket does not allow, and content that lies about its type', async () => {
    const storage = backend.anonClient().storage.from('issue-attachments');
    const exe = await storage.upload(
      `${Date.now()}_tool.exe`,
      new Blob([new Uint8Array([77, 90, 0])]),
    );
    expect(exe.error?.message).toMatch(/not supported/);
    const fake = await storage.upload(
      `${Date.now()}_fake.png`,
      new Blob(['<script>alert(1)</script>']),
    );
    expect(fake.error?.message).toMatch(/does not match/);
  });

  it('refuses names that try to leave the bucket', async () => {
    // Encoded, so the client does not normalise them away before they reach the server.
    for (const name of [
      '%2e%2e%2fescape.txt',
      'a%2f..%2f..%2fescape.txt',
      '%2e%2e/escape.txt',
      'a%5cb.txt',
      'a%00b.txt',
      'ok%2f%2fdouble.txt',
    ]) {
      const res = await fetch(`${backend.url}/storage/v1/object/issue-attachments/${name}`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'text/plain',
        },
        body: 'hello',
      });
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).not.toMatch(/stack|at .*\.ts/);
    }
  });

  it('does not let an upload overwrite an existing object without upsert', async () => {
    const storage = backend.anonClient().storage.from('issue-attachments');
    const name = `${Date.now()}_notes.txt`;
    expect((await storage.upload(name, new Blob(['first']))).error).toBeNull();
    const again = await storage.upload(name, new Blob(['second']));
    expect(again.error?.message).toBe('The resource already exists');
    const res = await fetch(`${backend.url}/storage/v1/object/public/issue-attachments/${name}`);
    expect(await res.text()).toBe('first');
  });

  it('takes names as long as the store can hold: 1024 two-byte characters on disk, not past 1024 bytes on S3', async () => {
    const storage = backend.serviceClient().storage.from('issue-attachments');
    const segment = 'é'.repeat(100);
    const long = `${Array.from({ length: 9 }, () => segment).join('/')}/${'é'.repeat(111)}.txt`;
    expect(long.length).toBe(1024);
    const res = await storage.upload(long, new Blob(['long name']));
    if (store === 'disk') {
      expect(res.error).toBeNull();
    } else {
      expect(res.error?.message).toBe('Invalid key: the name is too long for the file store');
    }
    const short = `${Date.now()}/${segment}.txt`;
    expect((await storage.upload(short, new Blob(['fits']))).error).toBeNull();
    const url = storage.getPublicUrl(short).data.publicUrl;
    expect(await (await fetch(url)).text()).toBe('fits');
  });

  it('needs an API key', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/issue-attachments/x.txt`, {
      method: 'POST',
      body: 'x',
    });
    expect(res.status).toBe(401);
  });

  it('does not let anyone list the attachments of others through the table of objects', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/list/issue-attachments`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(res.status).toBe(404);
  });

  it('overwrites with upsert; a refused upsert keeps the object as it was', async () => {
    const storage = backend.serviceClient().storage.from('issue-attachments');
    const name = `${Date.now()}_log.txt`;
    expect((await storage.upload(name, new Blob(['version one']))).error).toBeNull();
    const second = await storage.upload(name, new Blob(['version two']), { upsert: true });
    expect(second.error).toBeNull();
    const publicUrl = `${backend.url}/storage/v1/object/public/issue-attachments/${name}`;
    expect(await (await fetch(publicUrl)).text()).toBe('version two');

    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    const refused = await storage.upload(name, new Blob([tooBig]), { upsert: true });
    expect(refused.error?.message).toBe('The object exceeded the maximum allowed size');
    const lying = await storage.upload(name, new Blob([new Uint8Array([0x61, 0, 0x62])]), {
      upsert: true,
    });
    expect(lying.error?.message).toBe('The file content does not match its text/plain type');
    expect(await (await fetch(publicUrl)).text()).toBe('version two');
    const [row] = (
      await backend.server.ctx.db.query<{ size: number }>(
        "select (metadata ->> 'size')::int as size from storage.objects where bucket_id = 'issue-attachments' and name = $1",
        [name],
      )
    ).rows;
    expect(row?.size).toBe('version two'.length);
  });

  it('serves a private object to its owner only', async () => {
    const sql = (text: string) => backend.server.ctx.db.query(text);
    await sql(
      "insert into storage.buckets (id, name, public, file_size_limit) values ('private-notes', 'private-notes', false, 1048576)",
    );
    await sql(`create policy "owners add notes" on storage.objects for insert to authenticated
      with check (bucket_id = 'private-notes' and owner = auth.uid())`);
    await sql(`create policy "owners read notes" on storage.objects for select to authenticated
      using (bucket_id = 'private-notes' and owner = auth.uid())`);
    const owner = await createTestUser(backend, 'owner');
    const other = await createTestUser(backend, 'other');
    const name = `${owner.id}/plan.txt`;
    const uploaded = await owner.client.storage
      .from('private-notes')
      .upload(name, new Blob(['only mine']));
    expect(uploaded.error).toBeNull();

    const mine = await owner.client.storage.from('private-notes').download(name);
    expect(await mine.data?.text()).toBe('only mine');
    expect((await other.client.storage.from('private-notes').download(name)).data).toBeNull();
    expect(
      (await backend.anonClient().storage.from('private-notes').download(name)).data,
    ).toBeNull();
    const publicUrl = backend.anonClient().storage.from('private-notes').getPublicUrl(name)
      .data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it("stores a generation's files privately, and account deletion removes them from the store", async () => {
    const user = await createTestUser(backend, 'generator');
    const made = await callGenerate(backend, user.token, generateBody('Stored screen'));
    expect(made.status).toBe(200);
    const objects = await backend.server.ctx.db.query<{ name: string }>(
      "select name from storage.objects where bucket_id = 'generations' and owner = $1",
      [user.id],
    );
    const names = objects.rows.map((o) => o.name);
    expect(names.length).toBeGreaterThan(0);
    const kt = names.find((n) => n.endsWith('.kt'))!;
    const answered = (made.body.files as { path: string; content: string }[]).find((f) =>
      kt.endsWith(f.path),
    );
    const mine = await user.client.storage.from('generations').download(kt);
    expect(await mine.data?.text()).toBe(answered?.content);
    const stranger = await createTestUser(backend, 'stranger');
    expect((await stranger.client.storage.from('generations').download(kt)).data).toBeNull();

    const { error } = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: user.email },
    });
    expect(error).toBeNull();
    for (const name of names) {
      expect(await backend.server.ctx.files.head('generations', name)).toBeNull();
    }
  });

  it('streams a 40 MB upload into the store in chunks, never as one buffer', async () => {
    await backend.server.ctx.db.query(
      "insert into storage.buckets (id, name, public, file_size_limit) values ('large-files', 'large-files', true, 52428800)",
    );
    const seen = watchWrites(backend.server.ctx.files);
    const size = 40 * 1024 * 1024;
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    // Made as it is sent, so the client does not hold the file either.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const name = `${Date.now()}_big.bin`;
    const res = await fetch(`${backend.url}/storage/v1/object/large-files/${name}`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    clearInterval(sampler);
    expect(res.status).toBe(200);
    const [write] = seen;
    expect(write?.bytes).toBe(size);
    expect(write?.chunks).toBeGreaterThan(40);
    expect(write?.largestChunk).toBeLessThanOrEqual(1024 * 1024);
    console.info(
      `[storage ${store}] 40 MB upload: resident memory grew by ${((peak - before) / 1024 / 1024).toFixed(1)} MB at the peak`,
    );
    expect(peak - before).toBeLessThan(size);
    expect((await backend.server.ctx.files.head('large-files', name))?.size).toBe(size);
    const download = await fetch(`${backend.url}/storage/v1/object/public/large-files/${name}`);
    expect(download.headers.get('content-length')).toBe(String(size));
    let received = 0;
    for await (const part of download.body as unknown as AsyncIterable<Uint8Array>)
      received += part.byteLength;
    expect(received).toBe(size);
    // 80 MB through loopback twice; minutes only on a machine busy with other suites.
  }, 120_000);

  it('answers /health with the database and the object store', async () => {
    const res = await fetch(`${backend.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', objectStore: 'ok' });
  });
});
