import { test, expect, signIn } from '../support/fixtures';

const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

test('a reset link: the tokens leave the address bar and the history at once, and the reset still works', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const { error } = await server.admin.auth.resetPasswordForEmail(user.email, {
    redirectTo: `${server.url}/reset-password`,
  });
  expect(error).toBeNull();
  const link = await server.waitForMailLink(user.email);
  const landing = new URL(
    (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '',
    server.url,
  );
  // The link lands with both tokens in the fragment (never the query string, which
  // servers, proxies and Referer headers see), as the hosted service sends them.
  expect(landing.search).toBe('');
  const fragment = new URLSearchParams(landing.hash.slice(1));
  expect(fragment.get('access_token')).toBeTruthy();
  expect(fragment.get('refresh_token')).toBeTruthy();

  await page.goto('/login');
  await page.goto(landing.href);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  expect(page.url()).toBe(`${server.url}/reset-password`);
  // No history entry keeps them either.
  await page.goBack();
  await page.waitForURL('**/login');
  await page.goForward();
  await page.waitForURL((url) => url.pathname === '/reset-password');
  expect(page.url()).toBe(`${server.url}/reset-password`);

  await page.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd-9');
  await page.getByLabel('Confirm new password').fill('Fresh-Passw0rd-9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
});

test('a forged reset link shows the invalid-link text, not the JWT library message', async ({
  page,
}) => {
  await page.goto('/reset-password?access_token=forged&refresh_token=forged&type=recovery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset link not valid');
  await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
  await expect(page.getByText('Invalid JWT structure')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('Google cancelled from /login comes back to /login with the sign-in failure text', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/oauth/'));
  // The stand-in consent page has an icon of its own.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '' && url.hash === '');
  await expect(page.getByText('Sign in failed. Please try again.')).toBeVisible();
  await expect(page.getByText('Account creation failed')).toHaveCount(0);
});

test('account deletion ends on / with no ?index and no refused sign-out', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const logouts: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/auth/v1/logout')) logouts.push(res.status());
  });
  await page.goto('/account/delete');
  await page.getByLabel('Type your email address to confirm').fill(user.email);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account has been deleted' }),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(logouts).toEqual([]);
  expect(errors).toEqual([]);
});

test('with two posts the blog grid shares the row instead of leaving an empty column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  const cards = page.locator('.post-grid > *');
  await expect(cards).toHaveCount(2);
  const grid = await page.locator('.post-grid').boundingBox();
  const last = await cards.nth(1).boundingBox();
  expect(grid && last).toBeTruthy();
  // The second card reaches the grid's right edge.
  expect(Math.abs(last!.x + last!.width - (grid!.x + grid!.width))).toBeLessThan(2);
});
