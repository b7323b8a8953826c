import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PluginAuthClient, memoryStorage } from '@app/plugin-client';
import { smallDesign } from '@app/codegen/fixtures/small-design';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import type { E2eServer } from '../support/server';
import { signedInUser } from './app-helpers';

function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The plugin's generate call with its own session (the Figma plugin's request). */
async function pluginGenerates(
  server: E2eServer,
  accessToken: string,
  name: string,
): Promise<number> {
  const res = await fetch(`${server.url}/functions/v1/generate`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name, platform: 'android', figma: smallDesign('Still signed in') }),
  });
  await res.body?.cancel();
  return res.status;
}

/** Links the plugin from the signed-in page: the link URL, Figma's consent, the poll. */
async function linkPlugin(page: Page, server: E2eServer) {
  const client = new PluginAuthClient({
    apiUrl: server.url,
    anonKey: server.anonKey,
    storage: memoryStorage(),
  });
  const pair = await client.getKeyPair();
  await page.goto(pair.link_url);
  await page.waitForURL('**/_dev/oauth/figma/oauth?**');
  await page.getByLabel('Figma email address').fill('designer@example.com');
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Complete' })).toBeVisible();
  return { client, session: await client.waitForSession(pair, { intervalMs: 200 }) };
}

test('Logout signs out this browser only: the plugin still generates; Sign out everywhere ends it', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'signout');
  const { session } = await linkPlugin(page, server);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await pluginGenerates(server, session.access_token, 'After the web sign-out')).toBe(200);

  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/account');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  const items = sessions.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('This browser · Active now');
  await expect(sessions.getByText('Figma plugin', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(async () => (await server.mailTo(user.email)).map((m) => m.subject))
    .toContain('New sign-in to the FrameToCode Figma plugin');

  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL('**/login');
  expect(await pluginGenerates(server, session.access_token, 'After signing out everywhere')).toBe(
    401,
  );
});

test('recovery codes: shown once when two-factor turns on, each one signs in once at the code step', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'codes');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  await card.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();

  const saved = card.getByRole('region', { name: 'Save your recovery codes' });
  const list = saved.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await expectNoSeriousA11yViolations(page);
  await saved.getByRole('button', { name: 'I saved them' }).click();
  await expect(card.getByText('10 of 10 left.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  const atCodeStep = async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/login/two-factor**');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
  };

  await atCodeStep();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await expect
    .poll(async () => (await server.mailTo(user.email)).map((m) => m.subject))
    .toContain('A recovery code was used to sign in to FrameToCode');

  await atCodeStep();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That recovery code is not valid or was already used. Try another one.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'Two-factor authentication' }).getByText('8 of 10 left.'),
  ).toBeVisible();
});
