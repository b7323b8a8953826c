import { expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { signedInUser } from './app-helpers';
import { GOOD_CARD, payWithCard, test } from './billing-helpers';

test('a payment whose webhook never arrives ends in the timeout texts after 60 tries', async ({
  page,
  pricing,
}) => {
  test.setTimeout(150_000);
  await signedInUser(page, pricing, 'late-webhook');
  const held = await fetch(`${pricing.url}/_dev/stripe/control/webhooks/hold`, { method: 'POST' });
  expect(held.status).toBe(200);
  try {
    await page.goto('/upgrade');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await payWithCard(page, GOOD_CARD);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(
      page.getByText("We're setting up your subscription. This may take a few moments..."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
      timeout: 75_000,
    });
    await expect(
      page.getByText(
        'Subscription update is taking longer than expected. Please check your dashboard in a few minutes.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  } finally {
    await fetch(`${pricing.url}/_dev/stripe/control/webhooks/release`, { method: 'POST' });
  }
});
