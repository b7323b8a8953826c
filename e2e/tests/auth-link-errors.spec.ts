import { createClient } from '@supabase/supabase-js';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { uniqueEmail } from '../support/server';

const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';
const ACCOUNT_CREATION_FAILED = 'Account creation failed. Please try again.';
const CONFIRMATION_EXPIRED =
  'This confirmation link is invalid or has expired. If you already confirmed your email, sign in; otherwise sign in to get a new confirmation email.';
const EMAIL_CHANGE_EXPIRED =
  'This email change link is invalid or has expired. Your sign-in email has not changed; you can ask for the change again in your account settings.';

test('a reset link opened a second time says the reset link is invalid, on the reset page', async ({
  page,
  server,
  browser,
}) => {
  const user = await server.createUser();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await server.waitForMailLink(user.email);

  await page.goto(link);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

  // The same link again, in a fresh tab with nothing kept from the first visit.
  const again = await (await browser.newContext({ baseURL: server.url })).newPage();
  await again.goto(link);
  await again.waitForURL((url) => url.pathname === '/reset-password' && url.hash === '');
  await expect(again.getByRole('heading', { name: 'Reset link not valid' })).toBeVisible();
  await expect(again.getByText(INVALID_RESET_LINK)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(again.getByText(ACCOUNT_CREATION_FAILED)).toHaveCount(0);
  await expectNoSeriousA11yViolations(again);
  // Nothing was left behind to pop up on the sign-in page later.
  await again.goto('/login');
  await expect(again.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(again.getByRole('alert')).toHaveCount(0);
  await again.close();
});

test('a confirmation link opened a second time sends the user to sign in with words for a confirmation', async ({
  page,
  server,
  browser,
}) => {
  const email = uniqueEmail('confirm-twice');
  const password = 'Sturdy-Passw0rd';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!', { exact: false })).toBeVisible();
  const link = await server.waitForMailLink(email);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '');

  const again = await (await browser.newContext({ baseURL: server.url })).newPage();
  await again.goto(link);
  await again.waitForURL((url) => url.pathname === '/login' && url.hash === '');
  await expect(again.getByText(CONFIRMATION_EXPIRED)).toBeVisible();
  await expect(again.getByText(ACCOUNT_CREATION_FAILED)).toHaveCount(0);
  await expectNoSeriousA11yViolations(again);
  // Shown once: the next visit to the page has no notice.
  await again.reload();
  await expect(again.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(again.getByText(CONFIRMATION_EXPIRED)).toHaveCount(0);
  // And the account it confirmed signs in.
  await signIn(again, email, password);
  await again.waitForURL('**/dashboard');
  await again.close();
});

test('an email change link opened a second time says the email did not change, on /account', async ({
  page,
  server,
  browser,
}) => {
  const user = await server.createUser();
  const newEmail = uniqueEmail('changed');
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  expect(
    (await client.auth.signInWithPassword({ email: user.email, password: user.password })).error,
  ).toBeNull();
  const changed = await client.auth.updateUser(
    { email: newEmail, current_password: user.password },
    { emailRedirectTo: `${server.url}/account` },
  );
  expect(changed.error).toBeNull();
  const link = await server.waitForMailLink(newEmail);

  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/account' && url.hash === '');
  await expect(page.getByRole('region', { name: 'Update Email' })).toContainText(newEmail);

  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/account' && url.hash === '');
  await expect(page.getByText(EMAIL_CHANGE_EXPIRED)).toBeVisible();
  await expect(page.getByText(ACCOUNT_CREATION_FAILED)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Opened signed out, the sign-in page says it (the account page needs a session).
  const signedOut = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signedOut.goto(link);
  await signedOut.waitForURL((url) => url.pathname === '/login');
  await expect(signedOut.getByText(EMAIL_CHANGE_EXPIRED)).toBeVisible();
  await signedOut.close();
});
