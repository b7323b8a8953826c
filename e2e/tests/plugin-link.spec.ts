import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { PluginAuthClient, memoryStorage, type KeyPair } from '@app/plugin-client';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { uniqueEmail, type E2eServer } from '../support/server';

const PASSWORD = 'Sturdy-Passw0rd';

function pluginClient(server: E2eServer) {
  return new PluginAuthClient({
    apiUrl: server.url,
    anonKey: server.anonKey,
    storage: memoryStorage(),
  });
}

/** The plugin's session as supabase-js would hold it: anon key plus its bearer. */
function asPlugin(server: E2eServer, accessToken: string) {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

async function allowOnFigmaStandIn(page: Page, email: string) {
  await page.waitForURL('**/_dev/oauth/figma/oauth?**');
  await page.getByLabel('Figma email address').fill(email);
  await page.getByLabel('Figma handle (optional)').fill('ada-designs');
  await page.getByRole('button', { name: 'Allow access' }).click();
}

test('a signed-out visitor links the plugin: sign up, confirm, sign in, Figma consent, then the poll returns a working session', async ({
  page,
  server,
}) => {
  const client = pluginClient(server);
  const pair: KeyPair = await client.getKeyPair();
  const email = uniqueEmail('plugin-link');

  await page.goto(pair.link_url);
  await expect(page.getByRole('heading', { name: 'Figma Plugin Authentication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await client.pollOnce(pair.read_key)).toEqual({ status: 'pending' });

  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.waitForURL('**/signup?return_to=**');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/login?return_to=**', { timeout: 8_000 });

  // The confirmation link signs the new account in; /login then follows return_to on its
  // own, or shows the form. Either way the visitor ends on Figma's consent page.
  await page.goto(await server.waitForMailLink(email));
  await page.waitForURL(
    (url) => url.pathname === '/login' || url.pathname === '/_dev/oauth/figma/oauth',
  );
  if (new URL(page.url()).pathname === '/login') {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  await allowOnFigmaStandIn(page, 'designer@example.com');
  await page.waitForURL('**/plugin-auth?**');
  await expect(page.getByRole('heading', { name: 'Authentication Complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Tab' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const session = await client.waitForSession(pair, { intervalMs: 200 });
  expect(session.user.email).toBe(email);
  await expect(client.pollOnce(pair.read_key)).rejects.toMatchObject({ status: 404 });

  const plugin = asPlugin(server, session.access_token);
  const own = await plugin.from('profiles').select('id');
  expect(own.data).toEqual([{ id: session.user.id }]);
  const someoneElse = await server.createUser();
  const other = await plugin.from('profiles').select('id').eq('id', someoneElse.id);
  expect(other.data).toEqual([]);
  expect((await plugin.from('figma_oauth_state').select('*')).status).toBe(403);
});

test('the link URL without its keys shows Invalid Request with the debug panel', async ({
  page,
}) => {
  await page.goto('/plugin-auth?write_key=only-one-key-000000000');
  await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
  await expect(
    page.getByText(
      'This page can only be accessed from the Figma plugin with valid authentication keys. Please try again from within Figma.',
    ),
  ).toBeVisible();
  await page.getByText('Debug information').click();
  await expect(page.getByText('cookie_state: missing')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/figma-auth/initiate → Figma → /auth connects the Figma account, and the state record is gone', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  const state = 'e2e-initiate-state-' + Date.now().toString(36) + '-0000000000';

  // The page goes on to Figma by itself after 1.5 s. The scan cannot run on a page that is
  // leaving: a navigation under way (even one whose request is held) stalls every script run
  // on the page until it lands. So the page's own request for Figma is answered 204 No
  // Content, which leaves it where it is; it is scanned once it has asked, with nothing left
  // to make it leave, and then the visitor takes its link to Figma.
  let asked = 0;
  const toFigma = (url: URL) => url.pathname.endsWith('/_dev/oauth/figma/oauth');
  await page.route(
    toFigma,
    (route) => {
      asked++;
      return route.fulfill({ status: 204 });
    },
    { times: 1 },
  );
  await page.goto(`/figma-auth/initiate?state=${state}&session_id=e2e`);
  await expect(
    page
      .getByRole('heading', { name: 'Preparing Figma Connection' })
      .or(page.getByRole('heading', { name: 'Connecting to Figma' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connecting to Figma' })).toBeVisible();
  const onward = page.getByRole('link', { name: 'continue to Figma' });
  await expect(onward).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await onward.click();

  await allowOnFigmaStandIn(page, 'initiator@example.com');
  await page.waitForURL('**/auth?**');
  await expect(page.getByRole('heading', { name: 'Authentication Complete!' })).toBeVisible();
  await expect(
    page.getByText(
      'Your design-tool account has been successfully connected to the product. You can now close this tab and return to the plugin.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const stored = await server.admin.from('figma_oauth_state').select('state').eq('state', state);
  expect(stored.data).toEqual([]);
  const account = await server.admin
    .from('figma_accounts')
    .select('handle, email')
    .eq('user_id', user.id);
  expect(account.data).toEqual([{ handle: 'ada-designs', email: 'initiator@example.com' }]);

  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'Figma account' }).getByText('ada-designs'),
  ).toBeVisible();
});

test('/figma-auth/initiate opened again goes on; a state another plugin session holds is refused in words', async ({
  page,
}) => {
  const state = 'e2e-reopened-state-' + Date.now().toString(36) + '-0000000000';
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`/figma-auth/initiate?state=${state}&session_id=e2e-first`);
    await expect(page.getByRole('heading', { name: 'Connecting to Figma' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'continue to Figma' })).toBeVisible();
  }
  await page.goto(`/figma-auth/initiate?state=${state}&session_id=e2e-second`);
  await expect(
    page.getByText(
      'Failed to store OAuth state: this Figma link was already started elsewhere. Start again from the Figma plugin.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/duplicate key|constraint/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('/figma-auth/initiate → Figma denied → /auth shows the Figma OAuth error', async ({
  page,
}) => {
  const state = 'e2e-denied-state-' + Date.now().toString(36) + '-00000000000';
  await page.goto(`/figma-auth/initiate?state=${state}&session_id=e2e`);
  await page.waitForURL('**/_dev/oauth/figma/oauth?**');
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL('**/auth?**');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Figma OAuth error: access_denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Tab' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Sign out of the plugin on /account makes the plugin’s next call fail with 401', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');

  const client = pluginClient(server);
  const pair = await client.getKeyPair();
  await page.goto(pair.link_url);
  await allowOnFigmaStandIn(page, 'revoker@example.com');
  await expect(page.getByRole('heading', { name: 'Authentication Complete' })).toBeVisible();
  const session = await client.waitForSession(pair, { intervalMs: 200 });
  const plugin = asPlugin(server, session.access_token);
  expect((await plugin.from('profiles').select('id')).status).toBe(200);

  await page.goto('/account');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('Figma plugin', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sessions.getByRole('button', { name: /^Sign out Figma plugin/ }).click();
  await expect(sessions.getByText('Figma plugin', { exact: true })).toHaveCount(0);

  expect((await plugin.from('profiles').select('id')).status).toBe(401);
  expect(await client.refreshSession()).toBeNull();
});
