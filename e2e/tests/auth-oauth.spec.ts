import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { uniqueEmail, type E2eServer } from '../support/server';

const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';
const ACCOUNT_CREATION_FAILED = 'Account creation failed. Please try again.';

/** Signs in on the built-in stand-in provider's consent page as `email`. */
async function consentAs(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/oauth/'));
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function userMetadata(
  server: E2eServer,
  email: string,
): Promise<Record<string, unknown> | undefined> {
  const { data } = await server.admin.auth.admin.listUsers({ perPage: 1000 });
  return data.users.find((u) => u.email === email)?.user_metadata;
}

test('Google from /login sends the spec options, returns by hash to return_to, and clears the hash', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/login?return_to=%2Fsupport');
  const authorize = page.waitForRequest((req) => req.url().includes('/auth/v1/authorize'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get('provider')).toBe('google');
  expect(params.get('redirect_to')).toBe(`${server.url}/support`);
  expect(params.get('auth_provider')).toBe('google');
  expect(params.get('access_type')).toBe('offline');
  expect(params.get('prompt')).toBe('consent');

  await consentAs(page, email);
  await page.waitForURL(
    (url) => url.pathname === '/support' && url.hash === '' && !url.search.includes('access_token'),
  );
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  expect(await userMetadata(server, email)).toMatchObject({ auth_provider: 'google' });
});

test('GitHub from /signup asks for user:email and lands on the dashboard', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('github');
  await page.goto('/signup');
  const authorize = page.waitForRequest((req) => req.url().includes('/auth/v1/authorize'));
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get('provider')).toBe('github');
  expect(params.get('scopes')).toBe('user:email');
  expect(params.get('redirect_to')).toBe(`${server.url}/dashboard`);
  expect(params.get('auth_provider')).toBe('github');

  await consentAs(page, email);
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a PKCE return (?code=) is exchanged for a session and the code removed from the address', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('pkce');
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const storageKey = `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token-code-verifier`;
  await page.goto('/login');
  // What supabase-js stores when it starts a PKCE sign-in.
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, JSON.stringify(value)), [
    storageKey,
    verifier,
  ] as const);
  const redirectTo = encodeURIComponent(`${server.url}/dashboard`);
  await page.goto(
    `/auth/v1/authorize?provider=github&redirect_to=${redirectTo}&code_challenge=${challenge}&code_challenge_method=s256`,
  );
  await consentAs(page, email);
  await page.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('code'));
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
});

test('OAuth with the email of a password account stores the existing-account notice and goes to /login', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await consentAs(page, user.email);
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '' && url.hash === '');
  await expect(page.getByText(ACCOUNT_EXISTS)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText(ACCOUNT_EXISTS)).toHaveCount(0);
});

test('an OAuth sign-up cancelled at the provider stores the account-creation notice and goes to /signup', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/oauth/'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/signup' && url.search === '' && url.hash === '',
  );
  await expect(page.getByText(ACCOUNT_CREATION_FAILED)).toBeVisible();
});
