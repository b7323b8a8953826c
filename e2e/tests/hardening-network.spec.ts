import { test, expect, appRendered } from '../support/fixtures';

const NETWORK_ERROR = "We couldn't reach the server. Check your connection and try again.";

test('sign-in with the network cut shows the product words, not the browser exception', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await page.goto('/login');
  await appRendered(page);
  await page.route('**/auth/v1/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();

  // Back online, the same form signs in.
  await page.unroute('**/auth/v1/**');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
});

test('feedback with the network cut shows the product words, not the generic error', async ({
  page,
}) => {
  await page.goto('/feedback');
  await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email').fill('offline@example.com');
  await page.getByRole('radio', { name: /^4 stars, Very Good$/ }).check({ force: true });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
  await expect(page.getByText('An unexpected error occurred')).toHaveCount(0);
});

test('forgot password with the network cut shows the product words', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.route('**/auth/v1/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill('offline@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR);
});
