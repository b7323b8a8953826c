import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { insertGenerations, minutesAgo } from './app-helpers';

const NETWORK_ERROR = "We couldn't reach the server. Check your connection and try again.";
const OFFLINE_BANNER = "You're offline.";

/** Every page's code has been fetched ahead (the signed-in pages once someone is signed in). */
async function pagesPreloaded(page: Page, chunk: RegExp) {
  await expect
    .poll(() =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
        chunk.source,
      ),
    )
    .toBe(true);
}

test('offline, links still open their pages, the data says it cannot be reached at once, and the bar says why', async ({
  page,
  server,
  context,
}) => {
  const user = await server.createUser();
  await insertGenerations(server, user.id, [{ name: 'Offline screen', created_at: minutesAgo(5) }]);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await pagesPreloaded(page, /\/assets\/account-[\w-]+\.js$/);
  await pagesPreloaded(page, /\/assets\/support-[\w-]+\.js$/);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Account' });
  await sidebar.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  // The history's data: the product's words and a way to try again, not "Loading..." until online.
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'View All' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Error loading generations' });
  await expect(failed).toContainText(NETWORK_ERROR);
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back online: the bar goes, and the page that failed loads again by itself.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  await expect(page.getByText('Total Generations: 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offline screen' })).toBeVisible();
});

test('offline, a page whose code was never fetched says so in the app, and opens when the connection is back', async ({
  page,
  server,
  context,
}) => {
  // The support page's code cannot be fetched ahead: as if the connection dropped first.
  const blocked = /\/assets\/support-[\w-]+\.js$/;
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await pagesPreloaded(page, /\/assets\/account-[\w-]+\.js$/);

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByText(NETWORK_ERROR)).toBeVisible();
  // Still the app's page, not the browser's own error page.
  expect(await page.evaluate(() => document.getElementById('root') !== null)).toBe(true);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Still no answer from the server.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(blocked);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
});

test('an action taken offline fails at once with Try again, and is not replayed when the connection is back', async ({
  page,
  server,
  context,
}) => {
  const user = await server.createUser();
  await insertGenerations(server, user.id, [{ name: 'Before', created_at: minutesAgo(5) }]);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('link', { name: 'View All' }).click();
  await page.getByRole('button', { name: 'Rename Before' }).click();
  await page.getByLabel('New name for Before').fill('After');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeEnabled();
  await expect(page.getByText('Saving...')).toHaveCount(0);

  // Online again, nothing is sent on its own: the name stays until the user tries again.
  const renames: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/functions/v1/rename-generation')) renames.push(req.url());
  });
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're back online." })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(renames).toEqual([]);
  const { data: still } = await server.admin
    .from('generations')
    .select('name')
    .eq('user_id', user.id)
    .single();
  expect(still).toEqual({ name: 'Before' });

  await retry.click();
  await expect(page.getByRole('status').filter({ hasText: 'Generation renamed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'After' })).toBeVisible();
});

test('with the server unreachable the page says so after one attempt, not after the table client’s back-off', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  const attempts: string[] = [];
  await page.route('**/rest/v1/profiles**', (route) => {
    // The billing page's read of the profile (the sign-in check reads other columns).
    if (route.request().url().includes('stripe_customer_id')) attempts.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto('/billing');
  const failed = page.getByRole('alert').filter({ hasText: 'Error loading billing information' });
  await expect(failed).toContainText(NETWORK_ERROR);
  // The query's own single retry at most: the table client no longer tries 4 times each.
  expect(attempts.length).toBeGreaterThanOrEqual(1);
  expect(attempts.length).toBeLessThanOrEqual(2);
  await page.unroute('**/rest/v1/profiles**');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Current Plan' })).toBeVisible();
});
