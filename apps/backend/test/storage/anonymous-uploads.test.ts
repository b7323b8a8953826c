import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../src/jobs/jobs';
import { expireAnonymousAttachments } from '../../src/storage/attachment-expiry';
import {
  ANONYMOUS_ATTACHMENT_DAYS,
  ANONYMOUS_QUOTA_SHARE,
  ANONYMOUS_UPLOAD_LIMITS,
} from '../../src/storage/upload-limits';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { createTestUser } from '../support/users';

const VISITORS_TODAY =
  'Too many files from visitors today. Please try again tomorrow, or sign in to attach a file.';

/**
 * The issue-attachments bucket is shared by every visitor: one visitor, or a dozen, must not
 * fill it for everyone. The server trusts one proxy here, so each test speaks from its own
 * client address in X-Forwarded-For.
 */
describe.each(databaseTargets())('anonymous uploads share the bucket fairly (%s)', (target) => {
  let b: TestBackend;
  const saved = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    b = await startTestBackend(target, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    await b?.close();
  });

  const upload = (name: string, ip: string, body: BodyInit, token?: string) =>
    fetch(`${b.url}/storage/v1/object/issue-attachments/${name}`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        'content-type': 'text/plain',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await b.server.ctx.db.query<T>(text, params)).rows;

  it("visitors' files may take at most half the bucket's quota; signed-in users keep the rest", async () => {
    expect(ANONYMOUS_QUOTA_SHARE).toBe(0.5);
    await sql("update storage.buckets set quota_bytes = 2000 where id = 'issue-attachments'");
    try {
      expect((await upload('share-a.txt', '198.51.130.1', 'x'.repeat(600))).status).toBe(200);
      const over = await upload('share-b.txt', '198.51.130.2', 'x'.repeat(600));
      expect(over.status).toBe(413);
      expect(await over.json()).toMatchObject({
        error: 'quota_exceeded',
        message:
          "Files from visitors have used their share of this bucket's storage. Please try again later, or sign in to attach a file.",
      });
      const user = await createTestUser(b, 'share');
      expect(
        (await upload('share-c.txt', '198.51.130.3', 'x'.repeat(600), user.token)).status,
      ).toBe(200);
    } finally {
      await sql("update storage.buckets set quota_bytes = null where id = 'issue-attachments'");
    }
  });

  it('a visitor may upload 5 files a day from one address', async () => {
    expect(ANONYMOUS_UPLOAD_LIMITS.uploadsPerIp).toEqual({ limit: 5, windowSeconds: 86400 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await upload(`day-${i}.txt`, '198.51.131.1', 'note')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const over = await upload('day-x.txt', '198.51.131.1', 'note');
    expect(await over.json()).toMatchObject({ message: VISITORS_TODAY });
    expect((await upload('day-y.txt', '198.51.131.2', 'note')).status).toBe(200);
  });

  it('a visitor may upload 25 MB a day from one address, and all visitors 250 MB a day', async () => {
    await sql(
      "update storage.buckets set file_size_limit = 52428800, allowed_mime_types = null where id = 'issue-attachments'",
    );
    try {
      const twenty = new Uint8Array(20 * 1024 * 1024).fill(0x41);
      expect((await upload('bytes-a.txt', '198.51.132.1', twenty)).status).toBe(200);
      const over = await upload(
        'bytes-b.txt',
        '198.51.132.1',
        new Uint8Array(6 * 1024 * 1024).fill(0x41),
      );
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ message: VISITORS_TODAY });
      // The day's total for all visitors, as if many addresses had uploaded: the next is refused.
      const { limit, windowSeconds } = ANONYMOUS_UPLOAD_LIMITS.bytesAll;
      expect(limit).toBe(250 * 1024 * 1024);
      const so = await b.server.ctx.rateLimiter.peek('storage:anon-day:bytes:all', {
        limit,
        windowSeconds,
      });
      await b.server.ctx.rateLimiter.count(
        'storage:anon-day:bytes:all',
        { limit, windowSeconds },
        limit - so - 10,
      );
      const crowd = await upload('bytes-c.txt', '198.51.132.9', 'more than ten bytes');
      expect(crowd.status).toBe(429);
      // Signed-in users are not counted against visitors.
      const user = await createTestUser(b, 'bytes');
      expect((await upload('bytes-d.txt', '198.51.132.9', 'signed in', user.token)).status).toBe(
        200,
      );
    } finally {
      await sql(
        "update storage.buckets set file_size_limit = 10485760, allowed_mime_types = array['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] where id = 'issue-attachments'",
      );
    }
  });

  it("removes visitors' attachments after 30 days, hourly, and keeps everyone else's", async () => {
    expect(ANONYMOUS_ATTACHMENT_DAYS).toBe(30);
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain('anonymous-attachment-expiry');
    const user = await createTestUser(b, 'expiry');
    expect((await upload('old-visitor.txt', '198.51.133.1', 'old')).status).toBe(200);
    expect((await upload('new-visitor.txt', '198.51.133.2', 'new')).status).toBe(200);
    expect((await upload('old-member.txt', '198.51.133.3', 'kept', user.token)).status).toBe(200);
    await sql(
      "update storage.objects set created_at = now() - interval '31 days' where bucket_id = 'issue-attachments' and name in ('old-visitor.txt', 'old-member.txt')",
    );
    const publicUrl = (name: string) =>
      b.anonClient().storage.from('issue-attachments').getPublicUrl(name).data.publicUrl;
    expect((await fetch(publicUrl('old-visitor.txt'))).status).toBe(200);

    expect(await expireAnonymousAttachments(b.server.ctx, new Date())).toBe(1);
    expect((await fetch(publicUrl('old-visitor.txt'))).status).toBe(404);
    expect(await b.server.ctx.files.head('issue-attachments', 'old-visitor.txt')).toBeNull();
    expect((await fetch(publicUrl('new-visitor.txt'))).status).toBe(200);
    expect((await fetch(publicUrl('old-member.txt'))).status).toBe(200);
    expect(await expireAnonymousAttachments(b.server.ctx, new Date())).toBe(0);
  });
});
