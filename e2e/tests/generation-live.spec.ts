import { test as base, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { accessToken, generateAs } from './generation-helpers';

/** A backend with SHOW_PRICING on, so the dashboard shows the remaining count too. */
const test = base.extend<object, { pricing: E2eServer }>({
  pricing: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ SHOW_PRICING: 'true' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ pricing }, use) => {
    await use(pricing.url);
  },
});

test('the open dashboard shows a new generation and the lower remaining count without a reload', async ({
  page,
  pricing,
}) => {
  const user = await pricing.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  const remaining = page
    .getByRole('region', { name: 'Remaining Generations' })
    .locator('.usage-card__value');
  await expect(remaining).toHaveText('10');
  await expect(page.getByText('No recent generations')).toBeVisible();
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));

  // Give the realtime subscription a moment to join before the generation is made.
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  await page.waitForTimeout(500);
  await generateAs(
    pricing,
    await accessToken(pricing, user.email, user.password),
    'Made in the plugin',
  );

  const recent = page.getByRole('list', { name: 'Recent generations' });
  await expect(recent.getByRole('link', { name: 'Made in the plugin' })).toBeVisible();
  await expect(remaining).toHaveText('9');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('1 / 10');
  await expect(
    page.getByRole('region', { name: 'Total Generations' }).locator('.usage-card__value'),
  ).toHaveText('1');
  expect(
    await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
