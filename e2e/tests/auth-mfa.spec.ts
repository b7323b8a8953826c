import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import type { E2eServer } from '../support/server';
import { signedInUser } from './app-helpers';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A user with two-factor sign-in already on (enrolled through supabase-js). */
async function userWithFactor(
  server: E2eServer,
): Promise<{ email: string; password: string; secret: string }> {
  const user = await server.createUser();
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  expect(
    (await client.auth.signInWithPassword({ email: user.email, password: user.password })).error,
  ).toBeNull();
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  const { id, totp } = enrolled.data as { id: string; totp: { secret: string } };
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId: id, code: codeFor(totp.secret) })).error,
  ).toBeNull();
  return { email: user.email, password: user.password, secret: totp.secret };
}

test('turning on two-factor sign-in on /account, then signing in with the password and a code', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'mfa');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to add FrameToCode to your authenticator app' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  await card.getByLabel('6-digit code from the app').fill('12345');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await card.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    card.getByRole('status').filter({ hasText: 'Two-factor authentication is on.' }),
  ).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Authenticator apps' })).toContainText(
    'Authenticator app',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, user.email, user.password);
  await page.waitForURL(
    (url) =>
      url.pathname === '/login/two-factor' && url.searchParams.get('return_to') === '/dashboard',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // At aal1 the signed-in pages stay closed: the guard sends every one of them to the code step.
  await page.goto('/account');
  await page.waitForURL(
    (url) =>
      url.pathname === '/login/two-factor' && url.searchParams.get('return_to') === '/account',
  );

  const wrong = String((Number(codeFor(secret, 1)[0]) + 5) % 10) + codeFor(secret, 1).slice(1);
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid.', { exact: false })).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/account');
  await expect(
    page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText('On', { exact: true }),
  ).toBeVisible();
});

test('removing two-factor sign-in from /account', async ({ page, server }) => {
  const user = await userWithFactor(server);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/login/two-factor**');
  await page.getByLabel('Authentication code').fill(codeFor(user.secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('Remove this authenticator app?', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(
    card.getByRole('status').filter({ hasText: 'Two-factor authentication is off.' }),
  ).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
});

test('a lost authenticator: the mailed link, opened while signed in with the password, turns two-factor off', async ({
  page,
  server,
}) => {
  const user = await userWithFactor(server);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/login/two-factor**');
  await page.getByRole('button', { name: 'I lost my authenticator' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent a link to your email address.' }),
  ).toBeVisible();

  const link = await server.waitForMailLink(user.email, '/login/two-factor/recover');
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-factor authentication is off.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Account Settings' }).click();
  await page.waitForURL('**/account');
  await expect(
    page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText('Off', { exact: true }),
  ).toBeVisible();
});

test('a password reset of an account with two-factor sign-in also asks for the code', async ({
  page,
  server,
}) => {
  const user = await userWithFactor(server);
  const newPassword = 'Fresh-Passw0rd-2';
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await server.waitForMailLink(user.email, '/verify'));
  await page.waitForURL((url) => url.pathname === '/reset-password');

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByText('Two-factor authentication is on for this account.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Authentication code').fill(codeFor(user.secret, 1));
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

  await signIn(page, user.email, newPassword);
  await page.waitForURL('**/login/two-factor**');
});
