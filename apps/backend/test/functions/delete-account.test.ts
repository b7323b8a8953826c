import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DELETE_ACCOUNT_ERRORS, deleteAccount } from '../../src/functions/delete-account';
import { log } from '../../src/log/logger';
import { callGenerate, generateBody } from '../generation/design';
import { buyPro, sdk, settleWebhooks } from '../billing/billing-helpers';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';

const PASSWORD = 'Sturdy-Passw0rd';

/** Every (schema, table, column) of the public, auth and storage schemas that can hold an id or an email. */
async function searchableColumns(backend: TestBackend) {
  return (
    await backend.server.ctx.db.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
    }>(
      `select c.table_schema, c.table_name, c.column_name
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema in ('public', 'auth', 'storage') and t.table_type = 'BASE TABLE'
          and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')
        order by 1, 2, 3`,
    )
  ).rows;
}

/** Where `needle` still appears in any row of those schemas: "schema.table.column" names. */
async function placesHolding(backend: TestBackend, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const col of await searchableColumns(backend)) {
    const ident = pg.escapeIdentifier;
    const sql = `select count(*)::int as n from ${ident(col.table_schema)}.${ident(col.table_name)} where position(lower($1) in lower(${ident(col.column_name)}::text)) > 0`;
    const { rows } = await backend.server.ctx.db.query<{ n: number }>(sql, [needle]);
    if ((rows[0]?.n ?? 0) > 0)
      found.push(`${col.table_schema}.${col.table_name}.${col.column_name}`);
  }
  return found;
}

describe.each(databaseTargets())('delete-account on %s', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend.close();
  });

  const sql = async (text: string, params: unknown[] = []) =>
    (await backend.server.ctx.db.query(text, params)).rows;

  /** A user signed in through the real auth API, so sessions, refresh tokens and identities exist. */
  async function signedInUser(
    label: string,
  ): Promise<{ id: string; email: string; client: SupabaseClient }> {
    const email = uniqueEmail(label);
    const created = await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user)
      throw new Error(`createUser failed: ${created.error?.message}`);
    const client = backend.anonClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
    return { id: created.data.user.id, email, client };
  }

  /** One row of every kind the product keeps for a user. */
  async function giveHistory(user: { id: string; email: string; client: SupabaseClient }) {
    await sql(
      `insert into public.generations (user_id, name, type, charged) values ($1, 'Onboarding / Welcome', 'full_screen', false), ($1, 'Checkout – Payment', 'component', true)`,
      [user.id],
    );
    await sql(
      `insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, '2026-11', 8)`,
      [user.id],
    );
    await sql(
      `insert into public.additional_generations (user_id, amount, used, expires_at) values ($1, 200, 10, now() + interval '30 days')`,
      [user.id],
    );
    await sql(
      `insert into public.subscriptions (user_id, plan, status, stripe_subscription_id) values ($1, 'pro', 'active', $2)`,
      [user.id, `sub_${user.id.slice(0, 8)}`],
    );
    await sql(
      `insert into public.figma_oauth_state (state, session_id, user_id) values ($1, 'plugin-session', $2)`,
      [`state-${user.id}`, user.id],
    );
    const upload = await user.client.storage
      .from('issue-attachments')
      .upload(`${Date.now()}_${user.id}.txt`, new Blob(['crash log']), {
        contentType: 'text/plain',
      });
    expect(upload.error).toBeNull();
    const fileUrl = user.client.storage.from('issue-attachments').getPublicUrl(upload.data!.path)
      .data.publicUrl;
    const report = await user.client.functions.invoke('report-issue', {
      body: {
        email: user.email,
        description: 'Export fails',
        severity: 'medium',
        file_url: fileUrl,
        file_name: 'crash.txt',
      },
    });
    expect(report.error).toBeNull();
    const feedback = await user.client.functions.invoke('feedback', {
      body: { email: user.email, rating: 4, comments: null },
    });
    expect(feedback.error).toBeNull();
    return upload.data!.path;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The user as the billing helpers take them: with the access token of their session. */
  async function withToken(user: { id: string; email: string; client: SupabaseClient }) {
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    return { ...user, token };
  }

  it('deletes the user and leaves nothing of theirs in any table of public, auth and storage', async () => {
    const user = await signedInUser('leaver');
    const other = await signedInUser('stayer');
    const objectName = await giveHistory(user);
    await giveHistory(other);
    expect(await placesHolding(backend, user.id)).toEqual(
      expect.arrayContaining([
        'auth.users.id',
        'auth.identities.user_id',
        'auth.sessions.user_id',
        'public.generations.user_id',
        'storage.objects.owner',
      ]),
    );
    expect(await backend.server.ctx.files.head('issue-attachments', objectName)).not.toBeNull();

    const { data, error } = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: ` ${user.email.toUpperCase()} ` },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });

    expect(await placesHolding(backend, user.id)).toEqual([]);
    expect(await placesHolding(backend, user.email)).toEqual([]);
    expect(await backend.server.ctx.files.head('issue-attachments', objectName)).toBeNull();
    // That subscription id is unknown to the Stripe stand-in, so it counted as already cancelled.

    // The other user keeps everything.
    expect(
      await sql('select count(*)::int as n from public.generations where user_id = $1', [other.id]),
    ).toEqual([{ n: 2 }]);
    expect(
      await sql(`select status from public.subscriptions where user_id = $1`, [other.id]),
    ).toEqual([{ status: 'active' }]);

    // The old password no longer signs in, and the mailbox has the confirmation.
    const again = await backend
      .anonClient()
      .auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(again.error?.message).toBe('Invalid login credentials');
    const [mail] = await backend.mailTo(user.email);
    expect(mail?.subject).toBe('Your FrameToCode account has been deleted');
    // supabase-js can still sign out locally with the dead session.
    const signOut = await user.client.auth.signOut();
    expect(signOut.error).toBeNull();
  });

  it("removes the files of the account's generations, rows and files on disk", async () => {
    const user = await signedInUser('generator');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const made = await callGenerate(backend, token, generateBody('Leaving screen'));
    expect(made.status).toBe(200);
    const stored = (await sql(
      "select name from storage.objects where owner = $1 and bucket_id = 'generations'",
      [user.id],
    )) as { name: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(await backend.server.ctx.files.head('generations', stored[0]!.name)).not.toBeNull();

    const { error } = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: user.email },
    });
    expect(error).toBeNull();
    expect(
      await sql(
        "select count(*)::int as n from storage.objects where bucket_id = 'generations' and name like $1",
        [`${user.id}/%`],
      ),
    ).toEqual([{ n: 0 }]);
    for (const { name } of stored) {
      expect(await backend.server.ctx.files.head('generations', name)).toBeNull();
    }
  });

  it('refuses without the matching email, and keeps the account', async () => {
    const user = await signedInUser('careful');
    const res = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: 'someone-else@example.com' },
    });
    expect(res.error).not.toBeNull();
    const body = (await (res.error as { context: Response }).context.json()) as { error: string };
    expect(body.error).toBe(DELETE_ACCOUNT_ERRORS.mismatch);
    const empty = await user.client.functions.invoke('delete-account', { body: {} });
    expect((empty.error as { context: Response }).context.status).toBe(400);
    expect(await sql('select count(*)::int as n from auth.users where id = $1', [user.id])).toEqual(
      [{ n: 1 }],
    );
  });

  it('refuses a caller without a session', async () => {
    const res = await fetch(`${backend.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ confirm_email: 'x@example.com' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'unauthorized',
      error: DELETE_ACCOUNT_ERRORS.noSession,
    });
  });

  it('cancels the subscription held in the Stripe stand-in, then deletes the rows and files', async () => {
    const user = await signedInUser('subscriber');
    const { subscriptionId } = await buyPro(backend, await withToken(user));
    expect(
      await sql('select status from public.subscriptions where stripe_subscription_id = $1', [
        subscriptionId,
      ]),
    ).toEqual([{ status: 'active' }]);
    expect((await sdk(backend).subscriptions.retrieve(subscriptionId)).status).toBe('active');
    const objectName = await giveHistory(user);

    const { data, error } = await user.client.functions.invoke('delete-account', {
      body: { confirm_email: user.email },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });

    // The stand-in, asked through the same SDK and its dev control, shows it canceled.
    const held = await sdk(backend).subscriptions.retrieve(subscriptionId);
    expect(held.status).toBe('canceled');
    expect(held.ended_at).not.toBeNull();
    const control = (await (
      await fetch(`${backend.url}/_dev/stripe/control/subscriptions`)
    ).json()) as { id: string; status: string }[];
    expect(control.find((s) => s.id === subscriptionId)?.status).toBe('canceled');
    // Its customer.subscription.deleted webhook reaches an account that is gone, and changes nothing.
    await settleWebhooks(backend);
    expect(await placesHolding(backend, user.id)).toEqual([]);
    expect(await placesHolding(backend, user.email)).toEqual([]);
    expect(await placesHolding(backend, subscriptionId)).toEqual([]);
    expect(await backend.server.ctx.files.head('issue-attachments', objectName)).toBeNull();
  });

  it('keeps the account, and its subscription, when the payment provider refuses to cancel', async () => {
    const user = await signedInUser('locked');
    const { subscriptionId } = await buyPro(backend, await withToken(user));
    const failed = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    // A revoked secret key: the stand-in answers 401 with Stripe's error, as Stripe would.
    const ctx = {
      ...backend.server.ctx,
      config: {
        ...backend.server.ctx.config,
        stripe: { ...backend.server.ctx.config.stripe, secretKey: 'sk_test_revoked_key' },
      },
    };
    const res = await deleteAccount(
      new Request('http://localhost/functions/v1/delete-account', {
        method: 'POST',
        body: JSON.stringify({ confirm_email: user.email }),
      }),
      {
        ctx,
        caller: {
          role: 'authenticated',
          claims: { role: 'authenticated', sub: user.id },
          userId: user.id,
        },
        token: '',
        ip: '127.0.0.1',
      },
    );
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(DELETE_ACCOUNT_ERRORS.provider);
    expect(String((failed.mock.calls[0]?.[0] as { err?: unknown } | undefined)?.err)).toContain(
      'Invalid API Key provided',
    );
    expect((await sdk(backend).subscriptions.retrieve(subscriptionId)).status).toBe('active');
    expect(
      await sql('select status from public.subscriptions where user_id = $1', [user.id]),
    ).toEqual([{ status: 'active' }]);
    expect(await sql('select count(*)::int as n from auth.users where id = $1', [user.id])).toEqual(
      [{ n: 1 }],
    );
  });
});
