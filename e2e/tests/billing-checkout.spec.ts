import { expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { signedInUser } from './app-helpers';
import { DECLINED_CARD, GOOD_CARD, buyPro, payWithCard, test } from './billing-helpers';

test('starter upgrades to Pro with a test card; a declined card stays on checkout', async ({
  page,
  pricing,
}) => {
  await signedInUser(page, pricing, 'upgrade');
  await page.goto('/upgrade');
  for (const title of ['Remaining Generations', 'Next Billing Period', 'Plan Allowance']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('of 10 total this month')).toBeVisible();
  await expect(page.getByText('50 one-time free generations')).toBeVisible();
  await expect(page.getByText('Popular')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact-sales',
  );
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('button', { name: 'Purchase 200 More for $20' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/_dev\/stripe\/checkout\/cs_test_/);

  await payWithCard(page, GOOD_CARD);
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByText('Subscription Activated!')).toBeVisible();
  await expect(page.getByText('Redirecting you to your dashboard...')).toBeVisible();
  await page.waitForURL('**/dashboard');
  const plan = page.getByRole('region', { name: 'Current Plan' });
  await expect(plan).toContainText('Pro');
  await expect(plan).toContainText('0 / 200');
  await expect(
    page.getByRole('region', { name: 'Remaining Generations' }).locator('.usage-card__value'),
  ).toHaveText('200');
});

test('pro buys 200 more for $20 and the dashboard shows them', async ({ page, pricing }) => {
  await signedInUser(page, pricing, 'pack');
  await buyPro(page);
  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Purchase 200 More for $20' }).click();
  await payWithCard(page, GOOD_CARD);
  await expect(page.getByText('Generations Added!')).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('region', { name: 'Remaining Generations' }).locator('.usage-card__value'),
  ).toHaveText('400');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText(
    '200 additional generations available',
  );
});

test('Manage Billing opens the portal, cancelling returns to /billing, and the history links the invoices', async ({
  page,
  pricing,
}) => {
  await signedInUser(page, pricing, 'portal');
  await buyPro(page);
  await page.goto('/billing');
  const history = page.getByRole('region', { name: 'Billing History' });
  const invoiceLink = history.getByRole('link').first();
  await expect(invoiceLink).toHaveAttribute('href', /\/_dev\/stripe\/invoices\/in_\w+\/pdf$/);
  await expect(history).toContainText('$12.00');
  await expect(history).toContainText('Subscription');

  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/_dev\/stripe\/portal\/bps_/);
  await expect(page.getByText('visa ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/Cancels on \d{4}-\d\d-\d\d\./)).toBeVisible();
  await page.getByRole('link', { name: 'Return to FrameToCode' }).click();
  await page.waitForURL('**/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro');
});

test('the success page without a session id goes to the dashboard', async ({ page, pricing }) => {
  await signedInUser(page, pricing, 'no-session');
  await page.goto('/checkout/success');
  await page.waitForURL('**/dashboard');
});
