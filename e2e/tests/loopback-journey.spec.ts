import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect, appRendered } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { GOOD_CARD, payWithCard } from './billing-helpers';

/** A server whose SITE_URL is http://localhost:<port>, with pricing on, one per worker. */
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
});

/** The same server by its other loopback name. */
function at127(url: string): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  return u.origin;
}

/** Every address any page or frame of the context loads, and every request, for the host check. */
function recordHosts(context: BrowserContext): { navigations: string[]; requests: string[] } {
  const seen = { navigations: [] as string[], requests: [] as string[] };
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (/^https?:/.test(frame.url())) seen.navigations.push(frame.url());
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  // Pages, scripts and API calls; not images (the Figma stand-in's avatar is an address on
  // SITE_URL, which the page's policy lets it show).
  context.on('request', (req) => {
    if (/^https?:/.test(req.url()) && req.resourceType() !== 'image') seen.requests.push(req.url());
  });
  return seen;
}

test('a user on 127.0.0.1 signs in, links the plugin, sees the Figma avatar and buys Pro without ever leaving 127.0.0.1', async ({
  page,
  context,
  pricing,
}) => {
  test.setTimeout(150_000);
  expect(new URL(pricing.url).hostname).toBe('localhost');
  const origin = at127(pricing.url);
  const hosts = recordHosts(context);
  const blocked: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) {
      blocked.push(msg.text());
    }
  });
  const user = await pricing.createUser();

  await page.goto(`${origin}/login`);
  await appRendered(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard`);

  // The plugin (in the playground) opens its sign-in tab on the host the user is on, where
  // they are signed in already: straight on to Figma's consent, and back.
  const playground = await context.newPage();
  await playground.goto(`${origin}/_dev/figma-plugin`);
  const plugin = playground.frameLocator('#plugin-ui');
  await expect(plugin.getByRole('heading', { name: 'Sign in to generate code' })).toBeVisible();
  const opened = context.waitForEvent('page');
  await plugin.getByRole('button', { name: 'Sign in', exact: true }).click();
  const tab = await opened;
  await tab.waitForURL((url) => url.pathname === '/_dev/oauth/figma/oauth');
  expect(new URL(tab.url()).origin).toBe(origin);
  await tab.getByLabel('Figma email address').fill('loopback@example.com');
  await tab.getByLabel('Figma handle (optional)').fill('loop-designs');
  await tab.getByRole('button', { name: 'Allow access' }).click();
  await expect(tab.getByRole('heading', { name: 'Authentication Complete' })).toBeVisible();
  expect(new URL(tab.url()).origin).toBe(origin);
  await tab.close().catch(() => undefined);
  const account = plugin.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(user.email);
  // The plugin reads the same numbers as the dashboard: 10 of the plan's 10 left.
  await expect(account.getByTestId('remaining')).toHaveText('10 of 10 generations left');
  await playground.close();

  // The connected Figma account on /account, avatar and all: the page's image policy lets
  // the stand-in's picture through.
  await page.goto(`${origin}/account`);
  const figma = page.getByRole('region', { name: 'Figma account' });
  await expect(figma.getByText('loop-designs')).toBeVisible();
  const avatar = figma.locator('img');
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Stripe's hosted checkout (the stand-in's page) and its way back stay on 127.0.0.1.
  await page.goto(`${origin}/upgrade`);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/stripe/checkout/'));
  expect(new URL(page.url()).origin).toBe(origin);
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByText('Subscription Activated!')).toBeVisible();
  await page.waitForURL(`${origin}/dashboard`);
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro');

  const elsewhere = [...hosts.navigations, ...hosts.requests].filter(
    (url) => new URL(url).origin !== origin,
  );
  expect(elsewhere).toEqual([]);
  expect(blocked).toEqual([]);
});
