import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';

describe.each(databaseTargets())('site form functions on %s', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend.close();
  });

  const rows = async (sql: string, params: unknown[]) =>
    (await backend.server.ctx.db.query(sql, params)).rows;

  describe('report-issue', () => {
    it('stores the report with severity medium and mails the support address', async () => {
      const email = uniqueEmail('reporter');
      const supabase = backend.anonClient();
      const name = `${Date.now()}_log.txt`;
      await supabase.storage
        .from('issue-attachments')
        .upload(name, new Blob(['Gradle sync failed']));
      const fileUrl = supabase.storage.from('issue-attachments').getPublicUrl(name).data.publicUrl;
      const { data, error } = await supabase.functions.invoke('report-issue', {
        body: {
          email,
          description: 'The Export button does nothing',
          severity: 'medium',
          file_url: fileUrl,
          file_name: 'log.txt',
        },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ success: true });
      expect(
        await rows(
          'select email, description, severity, file_url, file_name from public.issue_reports where email = $1',
          [email],
        ),
      ).toEqual([
        {
          email,
          description: 'The Export button does nothing',
          severity: 'medium',
          file_url: fileUrl,
          file_name: 'log.txt',
        },
      ]);
      const [mail] = await backend.mailTo('support@frametocode.app');
      expect(mail?.subject).toContain(email);
      expect(mail?.text).toContain('The Export button does nothing');
      expect(mail?.text).toContain(fileUrl);
    });

    it('answers the required-fields text when email or description is missing', async () => {
      const res = await fetch(`${backend.url}/functions/v1/report-issue`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: uniqueEmail(), description: '' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'invalid_request',
        error: 'Please fill in all required fields',
      });
    });

    it('takes an attachment uploaded by the app opened at 127.0.0.1, a loopback name of the local site', async () => {
      const email = uniqueEmail('loopback');
      const loopback = new URL(backend.url);
      loopback.hostname = '127.0.0.1';
      const supabase = createClient(loopback.origin, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const name = `${Date.now()}_trace.txt`;
      expect(
        (await supabase.storage.from('issue-attachments').upload(name, new Blob(['trace']))).error,
      ).toBeNull();
      const fileUrl = supabase.storage.from('issue-attachments').getPublicUrl(name).data.publicUrl;
      expect(fileUrl.startsWith(`${loopback.origin}/`)).toBe(true);
      const { error } = await supabase.functions.invoke('report-issue', {
        body: {
          email,
          description: 'Opened at 127.0.0.1',
          severity: 'medium',
          file_url: fileUrl,
          file_name: 'trace.txt',
        },
      });
      expect(error).toBeNull();
      expect(
        await rows('select file_url from public.issue_reports where email = $1', [email]),
      ).toEqual([{ file_url: fileUrl }]);
    });

    it("refuses an attachment link that is not in this site's bucket", async () => {
      const email = uniqueEmail();
      const { error } = await backend.anonClient().functions.invoke('report-issue', {
        body: {
          email,
          description: 'x',
          severity: 'medium',
          file_url: 'https://evil.example/malware.exe',
          file_name: 'a.exe',
        },
      });
      expect(error).not.toBeNull();
      expect(await rows('select 1 from public.issue_reports where email = $1', [email])).toEqual(
        [],
      );
    });
  });

  describe('feedback', () => {
    it.each([1, 2, 3, 4, 5])('stores a rating of %i', async (rating) => {
      const email = uniqueEmail('fan');
      const { data, error } = await backend.anonClient().functions.invoke('feedback', {
        body: { email, rating, comments: rating === 3 ? '   ' : `Rated ${rating}` },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ success: true });
      expect(
        await rows('select rating, comments from public.feedback where email = $1', [email]),
      ).toEqual([{ rating, comments: rating === 3 ? null : `Rated ${rating}` }]);
    });

    it.each([0, 6, 2.5, '4', -1])('refuses a rating of %j and stores nothing', async (rating) => {
      const email = uniqueEmail('bad');
      const res = await fetch(`${backend.url}/functions/v1/feedback`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, rating }),
      });
      expect(res.status).toBe(400);
      expect(await rows('select 1 from public.feedback where email = $1', [email])).toEqual([]);
    });

    it('answers the spec text when email or rating is missing', async () => {
      const res = await fetch(`${backend.url}/functions/v1/feedback`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail() }),
      });
      expect(await res.json()).toEqual({
        code: 'invalid_request',
        error: 'Please provide your email and a rating',
      });
    });
  });

  describe('contact-notification', () => {
    const request = (email: string) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Apps',
      country: 'United Kingdom',
      job_title: 'CTO',
      email,
      company_size: '11-50',
      message: 'We have 40 screens to move to Compose.',
    });

    it('mails the sales address about a stored contact request', async () => {
      const email = uniqueEmail('buyer');
      const supabase = backend.anonClient();
      const { error: insertError } = await supabase.from('contact_requests').insert(request(email));
      expect(insertError).toBeNull();
      const { error } = await supabase.functions.invoke('contact-notification', {
        body: { record: request(email) },
      });
      expect(error).toBeNull();
      const [mail] = await backend.mailTo('sales@frametocode.app');
      expect(mail?.subject).toBe('New sales enquiry from Ada Lovelace (Analytical Apps)');
      expect(mail?.text).toContain(email);
    });

    it('refuses to relay a message that was never stored', async () => {
      const before = (await backend.mailTo('sales@frametocode.app')).length;
      const { error } = await backend.anonClient().functions.invoke('contact-notification', {
        body: { record: request(uniqueEmail('spam')) },
      });
      expect(error).not.toBeNull();
      expect((await backend.mailTo('sales@frametocode.app')).length).toBe(before);
    });
  });

  it('answers 404 for an unknown function and 401 without a key', async () => {
    expect((await fetch(`${backend.url}/functions/v1/nope`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${backend.url}/functions/v1/feedback`, { method: 'POST' })).status).toBe(
      401,
    );
    const proto = await fetch(`${backend.url}/functions/v1/__proto__`, {
      method: 'POST',
      headers: { apikey: backend.anonKey },
    });
    expect(proto.status).toBe(404);
  });

  it('never answers 500 to a body that is not JSON', async () => {
    for (const name of ['report-issue', 'feedback', 'contact-notification']) {
      const res = await fetch(`${backend.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{"email": ',
      });
      expect(res.status).toBe(400);
    }
  });
});
