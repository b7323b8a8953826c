import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startServer, type E2eServer } from './server';

/**
 * `server`: one real backend per worker with the default flags. Tests that need other
 * flags start their own with startServer({ SHOW_PRICING: 'true', ... }).
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/**
 * Waits for the page as a visitor reads it. First, the app's loading fallback is gone: it
 * stands in for the page while a visit's first page module downloads, so a scan then judges
 * the fallback, not the page. Then no transition or finite animation is under way: that
 * fallback fades in, and buttons and links fade their colours, so a scan taken mid-way
 * measures colours blended with what is behind them, not the ones the page settles on.
 * Endless animations (spinners) never end and are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.page-spinner--delayed')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
        ),
    undefined,
    { polling: 'raf' },
  );
}

/** Fails on any serious or critical axe-core violation on the page once it has settled. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Signs in through the real /login page. */
/**
 * The app has rendered over a prerendered page (/login, /docs): until then the page shows
 * its static markup, and /login's form is inert, so typing into it would be lost.
 */
export async function appRendered(page: Page): Promise<void> {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await appRendered(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
