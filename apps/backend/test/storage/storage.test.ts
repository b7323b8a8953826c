import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe.each(databaseTargets())('storage on %s', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend.close();
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
    const exe = await storage.upload(`${Date.now()}_tool.exe`, new Blob([new Uint8Array([77, 90, 0])]));
    expect(exe.error?.message).toMatch(/not supported/);
    const fake = await storage.upload(`${Date.now()}_fake.png`, new Blob(['<script>alert(1)</script>']));
    expect(fake.error?.message).toMatch(/does not match/);
  });

  it('refuses names that try to leave the bucket', async () => {
    // Encoded, so the client does not normalise them away before they reach the server.
    for (const name of ['%2e%2e%2fescape.txt', 'a%2f..%2f..%2fescape.txt', '%2e%2e/escape.txt', 'a%5cb.txt', 'a%00b.txt', 'ok%2f%2fdouble.txt']) {
      const res = await fetch(`${backend.url}/storage/v1/object/issue-attachments/${name}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'text/plain' },
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

  it('needs an API key', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/issue-attachments/x.txt`, { method: 'POST', body: 'x' });
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
});
