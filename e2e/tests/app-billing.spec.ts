import type { Page } from '@playwright/test';
import { test as base, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { signedInUser } from './app-helpers';

const PAST_DUE_WARNING =
  'Your last payment failed. Please update your payment method to keep your Pro features.';

/** The Billing link is in the sidebar only with SHOW_PRICING on: one such backend per worker. */
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

/** Arranges the profile with the service role, as the payment webhooks would. */
async function updateProfile(
  pricing: E2eServer,
  userId: string,
  values: { subscription_tier?: string; stripe_customer_id?: string },
) {
  const { error } = await pricing.admin.from('profiles').update(values).eq('id', userId);
  expect(error).toBeNull();
}

/** Every call to the payment functions the page makes, by function name. */
function recordFunctionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/functions\/v1\/([^/?]+)/.exec(request.url());
    if (match?.[1]) calls.push(`${request.method()} ${match[1]}`);
  });
  return calls;
}

test('a starter user sees the plan, its features, Upgrade Plan and an empty history, with no invoices call', async ({
  page,
  pricing,
}) => {
  const calls = recordFunctionCalls(page);
  await signedInUser(page, pricing, 'billing-starter');
  await page.goto('/billing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Billing & Subscription' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Billing & Subscription | FrameToCode');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  await expect(plan.locator('.billing-plan__tier')).toHaveText('Starter');
  await expect(plan).toContainText('Active since');
  await expect(plan.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/upgrade',
  );
  for (const feature of [
    '10 free generations per month',
    '$0.40 per extra generation',
    'Basic code generation',
    'Community support',
  ]) {
    await expect(plan.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
  await expect(page.getByText(PAST_DUE_WARNING)).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Billing History' });
  await expect(history).toContainText('No billing history available');
  await expect(history.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(calls).toEqual([]);
});

test('a pro user whose last payment failed sees the warning and no Upgrade Plan link', async ({
  page,
  pricing,
}) => {
  const user = await pricing.createUser({
    email: `billing-pro-${Date.now().toString(36)}@example.com`,
  });
  await updateProfile(pricing, user.id, { subscription_tier: 'pro' });
  const { error } = await pricing.admin.from('subscriptions').insert({
    user_id: user.id,
    plan: 'pro',
    status: 'past_due',
    start_date: '2026-03-14T12:00:00Z',
    stripe_subscription_id: `sub_${user.id}`,
  });
  expect(error).toBeNull();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/billing');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  await expect(plan.locator('.billing-plan__tier')).toHaveText('Pro');
  await expect(plan.getByRole('alert')).toContainText(PAST_DUE_WARNING);
  await expect(plan.locator('time')).toHaveAttribute('datetime', '2026-03-14T12:00:00.000Z');
  await expect(plan).toContainText('March 14, 2026');
  await expect(
    plan.getByRole('listitem').filter({ hasText: '200 generations per month' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the sidebar Billing link leads to the billing page', async ({ page, pricing }) => {
  await signedInUser(page, pricing, 'billing-nav');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Billing & Subscription' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
});

test('shows Loading billing information... until the plan has loaded', async ({
  page,
  pricing,
}) => {
  await signedInUser(page, pricing, 'billing-loading');
  // Hold the billing page's profile read until the loading text has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) =>
      url.pathname.endsWith('/rest/v1/profiles') &&
      (url.searchParams.get('select') ?? '').includes('stripe_customer_id'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/billing');
  await expect(page.getByText('Loading billing information...')).toBeVisible();
  release();
  await expect(page.getByText('Loading billing information...')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
});

test('a failing profile read shows Error loading billing information with the server message', async ({
  page,
  pricing,
}) => {
  await signedInUser(page, pricing, 'billing-error');
  // Only the billing page's read fails; the sign-in profile check (id, is_active) still works.
  await page.route(
    (url) =>
      url.pathname.endsWith('/rest/v1/profiles') &&
      (url.searchParams.get('select') ?? '').includes('stripe_customer_id'),
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '42501',
          message: 'permission denied for table profiles',
          details: null,
          hint: null,
        }),
      }),
  );
  await page.goto('/billing');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading billing information' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('permission denied for table profiles');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe('a payment-provider customer', () => {
  const invoices = [
    {
      id: 'in_2',
      created: Math.floor(Date.UTC(2026, 10, 3, 12) / 1000),
      amount_paid: 1200,
      payment_type: 'subscription',
      status: 'paid',
      invoice_pdf: 'https://pay.example.com/in_2.pdf',
      hosted_invoice_url: 'https://pay.example.com/in_2',
      number: 'FTC-0002',
    },
    {
      id: 'in_1',
      created: '2026-10-20T12:00:00Z',
      amount_paid: 2000,
      payment_type: 'payment',
      status: 'open',
      invoice_pdf: null,
      hosted_invoice_url: 'https://pay.example.com/in_1',
      number: 'FTC-0001',
    },
  ];

  async function customer(page: Page, pricing: E2eServer) {
    const user = await signedInUser(page, pricing, 'billing-customer');
    await updateProfile(pricing, user.id, {
      subscription_tier: 'pro',
      stripe_customer_id: `cus_${user.id.slice(0, 8)}`,
    });
    return user;
  }

  test('sees the invoices in the Billing History table', async ({ page, pricing }) => {
    await customer(page, pricing);
    const calls = recordFunctionCalls(page);
    await page.route('**/functions/v1/get-invoices', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ invoices }),
      }),
    );
    await page.goto('/billing');
    const table = page.getByRole('region', { name: 'Billing History' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Amount',
      'Type',
      'Status',
      'Invoice',
    ]);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('$12.00');
    await expect(rows.nth(1)).toContainText('Subscription');
    await expect(rows.nth(1).locator('.badge--success')).toHaveText('Paid');
    await expect(rows.nth(1).getByRole('link', { name: /FTC-0002/ })).toHaveAttribute(
      'href',
      'https://pay.example.com/in_2.pdf',
    );
    await expect(rows.nth(1).locator('time')).toHaveAttribute(
      'datetime',
      '2026-11-03T12:00:00.000Z',
    );
    await expect(rows.nth(2)).toContainText('$20.00');
    await expect(rows.nth(2)).toContainText('One-time');
    await expect(rows.nth(2)).toContainText('Open');
    await expect(rows.nth(2).getByRole('link', { name: /FTC-0001/ })).toHaveAttribute(
      'href',
      'https://pay.example.com/in_1',
    );
    await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(calls).toEqual(['GET get-invoices']);

    // On a phone the table scrolls inside its card; the page itself never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expect(page.getByRole('region', { name: 'Invoices' })).toHaveJSProperty('tabIndex', 0);
  });

  test('sees Failed to fetch invoices when the invoices call fails, and the plan still', async ({
    page,
    pricing,
  }) => {
    await customer(page, pricing);
    await page.route('**/functions/v1/get-invoices', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.goto('/billing');
    await expect(
      page.getByRole('region', { name: 'Billing History' }).getByRole('alert'),
    ).toContainText('Failed to fetch invoices');
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro');
  });

  test('Manage Billing goes to the portal URL; a failure shows the function message', async ({
    page,
    pricing,
  }) => {
    await customer(page, pricing);
    await page.route('**/functions/v1/get-invoices', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"invoices":[]}' }),
    );
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: 'No such customer' },
    };
    await page.route('**/functions/v1/create-portal-session', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      }),
    );
    await page.goto('/billing');
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await plan.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(plan.getByRole('alert')).toHaveText('No such customer');

    answer = { status: 500, body: 'not json' };
    await plan.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(plan.getByRole('alert')).toHaveText('Failed to create portal session');

    answer = { status: 200, body: { url: `${pricing.url}/support?from=portal` } };
    await plan.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page).toHaveURL(/\/support\?from=portal$/);
  });
});
