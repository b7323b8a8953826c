import {
  test,
  expect,
  appRendered,
  expectNoSeriousA11yViolations,
  signIn,
} from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { currentCycleMonth, insertGenerations, minutesAgo, signedInUser } from './app-helpers';

test.describe('dashboard with SHOW_PRICING off (the default)', () => {
  test('hides the plan cards; an empty account says No recent generations and View All is disabled', async ({
    page,
    server,
  }) => {
    await signedInUser(page, server, 'empty');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('No recent generations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View All' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Current Plan' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Total Generations' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Remaining Generations' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('lists the 5 latest of 7 generations, newest first, with their badges, and View All opens the history', async ({
    page,
    server,
  }) => {
    const user = await server.createUser();
    await insertGenerations(server, user.id, [
      { name: 'Oldest / Splash', created_at: minutesAgo(70) },
      { name: 'Second / Sign in', created_at: minutesAgo(60), charged: true },
      { name: 'Onboarding / Welcome', created_at: minutesAgo(50) },
      { name: 'Checkout – Payment', created_at: minutesAgo(40), charged: true },
      { name: 'Profile / Edit', created_at: minutesAgo(30), type: 'component' },
      { name: 'Cart', created_at: minutesAgo(20), charged: true },
      { name: 'Home / Feed', created_at: minutesAgo(10) },
    ]);
    await signIn(page, user.email, user.password);
    const list = page.getByRole('list', { name: 'Recent generations' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const items = list.getByRole('listitem');
    const expected = [
      ['Home / Feed', 'Free', 'Full screen'],
      ['Cart', 'Charged', 'Full screen'],
      ['Profile / Edit', 'Free', 'Component'],
      ['Checkout – Payment', 'Charged', 'Full screen'],
      ['Onboarding / Welcome', 'Free', 'Full screen'],
    ] as const;
    for (const [i, [name, badge, type]] of expected.entries()) {
      await expect(items.nth(i)).toContainText(name);
      await expect(items.nth(i)).toContainText(badge);
      await expect(items.nth(i)).toContainText(type);
      await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
    }
    await expect(list).not.toContainText('Oldest / Splash');
    await expect(list).not.toContainText('Second / Sign in');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/generations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Generation History' })).toBeVisible();
  });

  test('opened directly, /dashboard paints the signed-in layout and its loading state from HTML, then the app renders the same title block over it', async ({
    page,
    server,
  }) => {
    const user = await signedInUser(page, server, 'shell');
    // The first sign-in creates the profile, and the app reloads once for it: done first.
    await expect
      .poll(async () => (await server.admin.from('profiles').select('id').eq('id', user.id)).data)
      .toHaveLength(1);
    await page.setViewportSize({ width: 390, height: 844 });
    // The app is held back: what shows is the prerendered page alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/runtime-config.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const shell = page.locator('#root > [inert]');
    await expect(shell).toHaveCount(1);
    await expect(shell.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(shell.getByText('Loading dashboard...')).toBeVisible();
    await expect(shell).not.toContainText(user.email);
    const description = page.locator('.app-page__description');
    const before = await description.boundingBox();
    release();
    await appRendered(page);
    await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
    await expect(page.getByText('No recent generations')).toBeVisible();
    // The title block the page painted first is where and as large as the app's: no jump.
    expect(await description.boundingBox()).toEqual(before);
    await expect(page.getByRole('button', { name: 'View All' })).toBeDisabled();
  });

  test('opened signed out, /dashboard goes to /login with return_to before loading the app', async ({
    page,
  }) => {
    const configLoadedOn: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/runtime-config.js'))
        configLoadedOn.push(new URL(page.url()).pathname);
    });
    await page.goto('/dashboard');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('return_to') === '/dashboard',
    );
    await appRendered(page);
    expect(configLoadedOn).not.toContain('/dashboard');
  });

  test('quick actions lead to the plugin page, the docs and support', async ({ page, server }) => {
    await signedInUser(page, server, 'quick');
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    const install = page.getByRole('link', { name: /Install Plugin/ });
    await expect(install).toHaveAttribute('href', /figma\.com\/community\/plugin\//);
    await expect(install).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^Documentation/ })).toHaveAttribute(
      'href',
      '/docs',
    );
    await expect(page.getByRole('link', { name: /^Get Help/ })).toHaveAttribute('href', '/support');
  });

  test('a failing generations call shows Error loading dashboard with the server message', async ({
    page,
    server,
  }) => {
    const user = await server.createUser();
    await page.route('**/rest/v1/generations*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '42P01',
          message: 'relation "public.generations" is unavailable',
          details: null,
          hint: null,
        }),
      }),
    );
    await signIn(page, user.email, user.password);
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading dashboard' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('relation "public.generations" is unavailable');
    await expectNoSeriousA11yViolations(page);
    // The server recovers: Try again loads the dashboard.
    await page.unroute('**/rest/v1/generations*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No recent generations')).toBeVisible();
  });
});

/** A second backend with SHOW_PRICING on, one per worker, serving the pages of these tests. */
const withPricing = test.extend<object, { pricing: E2eServer }>({
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

withPricing.describe('dashboard with SHOW_PRICING on', () => {
  async function userWithCycle(pricing: E2eServer, included: number) {
    const user = await pricing.createUser();
    const { error } = await pricing.admin.from('billing_cycles').insert({
      user_id: user.id,
      cycle_month: currentCycleMonth(),
      included_generations: included,
    });
    expect(error).toBeNull();
    return user;
  }

  withPricing(
    'shows Current Plan, Total and Remaining, and warns a starter user at 8 used',
    async ({ page, pricing }) => {
      const user = await userWithCycle(pricing, 8);
      await insertGenerations(pricing, user.id, [
        { name: 'Onboarding / Welcome', created_at: minutesAgo(30) },
        { name: 'Checkout – Payment', created_at: minutesAgo(20), charged: true },
        { name: 'Home / Feed', created_at: minutesAgo(10) },
      ]);
      await signIn(page, user.email, user.password);
      const plan = page.getByRole('region', { name: 'Current Plan' });
      await expect(plan).toContainText('Starter');
      await expect(plan).toContainText('8 / 10');
      await expect(
        plan.getByRole('progressbar', { name: 'Generations used this month' }),
      ).toHaveAttribute('aria-valuenow', '80');
      await expect(plan.getByRole('alert')).toHaveText('Running low on free generations');
      await expect(plan).not.toContainText('additional generations available');
      await expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
        'href',
        '/upgrade',
      );
      await expect(
        page.getByRole('region', { name: 'Total Generations' }).locator('.usage-card__value'),
      ).toHaveText('3');
      await expect(
        page.getByRole('region', { name: 'Remaining Generations' }).locator('.usage-card__value'),
      ).toHaveText('2');
      await expect(page.getByRole('region', { name: 'Remaining Generations' })).toContainText(
        'Available this month',
      );
      await expectNoSeriousA11yViolations(page);
    },
  );

  withPricing('does not warn at 7 used', async ({ page, pricing }) => {
    const user = await userWithCycle(pricing, 7);
    await signIn(page, user.email, user.password);
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await expect(plan).toContainText('7 / 10');
    await expect(page.getByText('Running low on free generations')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Remaining Generations' }).locator('.usage-card__value'),
    ).toHaveText('3');
  });

  withPricing(
    'counts unexpired additional generations in a note and in the remaining count',
    async ({ page, pricing }) => {
      const user = await userWithCycle(pricing, 2);
      const { error } = await pricing.admin.from('additional_generations').insert([
        {
          user_id: user.id,
          amount: 200,
          used: 50,
          expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
        {
          user_id: user.id,
          amount: 200,
          used: 0,
          expires_at: new Date(Date.now() - 86_400_000).toISOString(),
        },
      ]);
      expect(error).toBeNull();
      const { error: tierError } = await pricing.admin
        .from('profiles')
        .update({ subscription_tier: 'pro' })
        .eq('id', user.id);
      expect(tierError).toBeNull();
      await signIn(page, user.email, user.password);
      const plan = page.getByRole('region', { name: 'Current Plan' });
      await expect(plan).toContainText('Pro');
      await expect(plan).toContainText('150 additional generations available');
      // Used of the plan's monthly total; the pack is in its own note, not counted twice.
      await expect(plan).toContainText('2 / 200 generations used this month');
      await expect(plan).not.toContainText('/ 350');
      await expect(
        page.getByRole('region', { name: 'Remaining Generations' }).locator('.usage-card__value'),
      ).toHaveText('348');

      // The upgrade page reads the same numbers the same way.
      await page.goto('/upgrade');
      const remaining = page.getByRole('region', { name: 'Remaining Generations' });
      await expect(remaining).toContainText('348');
      await expect(remaining).toContainText('of 350 total this month');
      await expect(remaining).toContainText('200 from your plan + 150 additional');
    },
  );
});

withPricing(
  'starts the dashboard queries side by side, not one after another',
  async ({ page, pricing }) => {
    const user = await pricing.createUser();
    const started = new Map<string, number>();
    // Each table call is held for 1.5 s: a waterfall would start the next one only after that.
    await page.route(
      /\/rest\/v1\/(generations|billing_cycles|additional_generations|profiles|rpc\/generation_total)(\?|$)/,
      async (route) => {
        const url = new URL(route.request().url());
        const key = `${route.request().method()} ${url.pathname.split('/').pop()} ${url.searchParams.get('select')}`;
        if (!started.has(key)) started.set(key, Date.now());
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => undefined);
      },
    );
    await signIn(page, user.email, user.password);
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading dashboard...' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
    await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
    const dashboardCalls = [...started.entries()].filter(([key]) => !key.includes('is_active'));
    // Recent generations, the lifetime count, the plan, this month's cycle and the purchased packs.
    expect(dashboardCalls.map(([key]) => key.split(' ').slice(0, 2).join(' ')).sort()).toEqual([
      'GET additional_generations',
      'GET billing_cycles',
      'GET generations',
      'GET profiles',
      'POST generation_total',
    ]);
    const times = dashboardCalls.map(([, at]) => at);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(1000);
  },
);
