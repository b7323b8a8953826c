import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';

const INVALID_CREDENTIALS =
  'The email or password you entered is incorrect. Please try again or reset your password.';
const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

test('forgot password, the mailed link, a new password that works while the old one does not', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const newPassword = 'Fresh-Passw0rd-2';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to sign in' })).toHaveAttribute(
    'href',
    '/login',
  );

  const link = await server.waitForMailLink(user.email);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server.url}/reset-password`);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/reset-password');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  // The page took the tokens and removed them from the address at once.
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Different-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 6_000 });

  await signIn(page, user.email, user.password);
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
  await signIn(page, user.email, newPassword);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
});

test('a reset link without both tokens shows the invalid-link text', async ({ page }) => {
  for (const path of [
    '/reset-password',
    '/reset-password?access_token=abc',
    '/reset-password?refresh_token=abc',
  ]) {
    await page.goto(path);
    await expect(page.getByText(INVALID_RESET_LINK)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  }
  await expectNoSeriousA11yViolations(page);
});

test('a reset link that carries its tokens in the query string (as the spec describes the page) works too', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const newPassword = 'Queried-Passw0rd-3';
  const { error } = await server.admin.auth.resetPasswordForEmail(user.email, {
    redirectTo: `${server.url}/reset-password`,
  });
  expect(error).toBeNull();
  const link = await server.waitForMailLink(user.email);
  const landing = await fetch(link, { redirect: 'manual' });
  const target = new URL(landing.headers.get('location') ?? '', server.url);
  expect(target.pathname).toBe('/reset-password');
  // Move the tokens from the fragment, where the server sends them, to the query string.
  const query = new URLSearchParams(target.hash.slice(1));
  // The auth service answers the link's session check slowly, and the user submits at once:
  // the password update waits for the session instead of going out without one.
  let sessionChecks = 0;
  await page.route('**/auth/v1/user', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    sessionChecks += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return route.continue();
  });
  await page.goto(`/reset-password?${query.toString()}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  expect(sessionChecks).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 6_000 });
  await signIn(page, user.email, newPassword);
  await page.waitForURL('**/dashboard');
});
