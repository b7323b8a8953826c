import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import { configureLogging } from '../../src/log/logger';
import { startTestBackend, type TestBackend } from '../support/harness';
import { startS3StandIn, STAND_IN_BUCKET, type S3StandIn } from '../support/s3-stand-in';
import { createTestUser } from '../support/users';
import { callGenerate, generateBody } from '../generation/design';

const UNAVAILABLE = 'File storage is unavailable right now. Please try again in a moment.';
/** What the store's own errors say; none of it may reach a caller. */
const LEAKS = /ECONNREFUSED|ETIMEDOUT|socket|aws|s3|127\.0\.0\.1|stack|at .*\.ts/i;

/**
 * The backend's log lines from now on, as the JSON objects a log store reads; console.error
 * and console.warn are watched too (a server module writing there breaks JSON logs).
 */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  configureLogging(
    { format: 'json', level: 'warn', instanceId: null },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const consoleError = vi.spyOn(console, 'error');
  const consoleWarn = vi.spyOn(console, 'warn');
  return { lines, consoleCalls: () => [...consoleError.mock.calls, ...consoleWarn.mock.calls] };
}

afterEach(() => {
  vi.restoreAllMocks();
  configureLogging({ format: 'json', level: 'warn', instanceId: null });
});

describe('when the S3 store stops answering', () => {
  let s3: S3StandIn;
  let backend: TestBackend;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    backend = await startTestBackend('pglite', s3.env);
  });
  afterAll(async () => {
    await backend?.close();
    await s3?.close();
  });

  it('answers 503 in the product words for uploads, downloads and generate, and /health names the store', async () => {
    const logs = captureLogs();
    const storage = backend.anonClient().storage.from('issue-attachments');
    const name = `${Date.now()}_before.txt`;
    expect((await storage.upload(name, new Blob(['stored before']))).error).toBeNull();
    const user = await createTestUser(backend, 'unlucky');

    await s3.close();

    const upload = await fetch(
      `${backend.url}/storage/v1/object/issue-attachments/${Date.now()}_after.txt`,
      {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'text/plain',
        },
        body: 'written while the store is down',
      },
    );
    expect(upload.status).toBe(503);
    const uploadText = await upload.text();
    expect(JSON.parse(uploadText)).toEqual({
      statusCode: '503',
      error: 'ServiceUnavailable',
      message: UNAVAILABLE,
    });
    expect(uploadText).not.toMatch(LEAKS);
    const viaClient = await storage.upload(`${Date.now()}_client.txt`, new Blob(['x']));
    expect(viaClient.error?.message).toBe(UNAVAILABLE);
    const rows = await backend.server.ctx.db.query(
      "select 1 from storage.objects where bucket_id = 'issue-attachments' and name like '%_after.txt'",
    );
    expect(rows.rows).toEqual([]);

    const download = await fetch(
      `${backend.url}/storage/v1/object/public/issue-attachments/${name}`,
    );
    expect(download.status).toBe(503);
    expect(await download.text()).not.toMatch(LEAKS);

    const generated = await callGenerate(backend, user.token, generateBody('While down'));
    expect(generated.status).toBe(503);
    expect(generated.body).toEqual({
      code: 'storage_unavailable',
      error: GENERATE_MESSAGES.storageUnavailable,
    });
    const recorded = await backend.server.ctx.db.query(
      'select 1 from public.generations where user_id = $1',
      [user.id],
    );
    expect(recorded.rows).toEqual([]);

    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(503);
    const healthText = await health.text();
    expect(JSON.parse(healthText)).toEqual({
      status: 'unavailable',
      database: 'ok',
      objectStore: 'unavailable',
    });
    expect(healthText).not.toMatch(LEAKS);
    // The cause is logged for the operator, as JSON lines with the error's message and stack.
    const failures = logs.lines.filter((l) => l.component === 'storage');
    expect(failures.length).toBeGreaterThan(0);
    for (const line of failures) {
      expect(line).toMatchObject({ level: 50, action: expect.any(String) });
      expect(line.msg).toBe(`S3 ${String(line.action)} failed`);
      const err = line.err as { message?: unknown; stack?: unknown };
      expect(err.message).toEqual(expect.any(String));
      expect(err.stack).toEqual(expect.stringContaining(String(err.message)));
    }
    expect(failures.map((l) => l.action)).toContainEqual(
      expect.stringMatching(/^upload of _staging\//),
    );
    expect(failures.map((l) => l.action)).toContain('health check');
    // The failed upload's line carries the id the response names.
    expect(failures.find((l) => l.requestId === upload.headers.get('x-request-id'))).toBeDefined();
    expect(JSON.stringify(failures)).not.toContain('S3RVER');
    expect(logs.consoleCalls()).toEqual([]);
  }, 60_000);
});

describe('/health with a store that accepts connections but never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let backend: TestBackend;
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    backend = await startTestBackend('pglite', {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: STAND_IN_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await backend?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 within its short timeout, naming the object store', async () => {
    const logs = captureLogs();
    const started = Date.now();
    const res = await fetch(`${backend.url}/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      objectStore: 'unavailable',
    });
    // Two seconds of waiting, not the SDK's retries or the OS's TCP timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(logs.consoleCalls()).toEqual([]);
  });
});

describe('/health when the database does not answer', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend('pglite');
  });
  afterAll(async () => {
    await backend?.close().catch(() => undefined);
  });

  it('answers 503 naming the database', async () => {
    const logs = captureLogs();
    await backend.server.ctx.db.close();
    const res = await fetch(`${backend.url}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      objectStore: 'ok',
    });
    expect(logs.consoleCalls()).toEqual([]);
  });
});
