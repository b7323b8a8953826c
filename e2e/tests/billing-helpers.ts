import type { Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';

/** A backend with pricing on and the local Stripe stand-in (no Stripe keys), one per worker. */
export const test = base.extend<object, { pricing: E2eServer }>({
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

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Fills the stand-in's hosted checkout form and presses Pay. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/_dev\/stripe\/checkout\/cs_test_/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** Buys Pro monthly from /upgrade with the good card and waits for the dashboard. */
export async function buyPro(page: Page): Promise<void> {
  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByText('Subscription Activated!')).toBeVisible();
  await page.waitForURL('**/dashboard');
}
