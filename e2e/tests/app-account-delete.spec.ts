import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { currentCycleMonth, insertGenerations, minutesAgo, signedInUser } from './app-helpers';

test('deleting the account: typed email, everything removed, signed out on the home page with a confirmation', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await insertGenerations(server, user.id, [
    { name: 'Onboarding / Welcome', created_at: minutesAgo(20) },
    { name: 'Checkout – Payment', created_at: minutesAgo(10), charged: true },
  ]);
  expect(
    (
      await server.admin
        .from('billing_cycles')
        .insert({ user_id: user.id, cycle_month: currentCycleMonth(), included_generations: 2 })
    ).error,
  ).toBeNull();
  expect(
    (
      await server.admin.from('subscriptions').insert({
        user_id: user.id,
        plan: 'pro',
        status: 'active',
        stripe_subscription_id: `sub_e2e_${user.id.slice(0, 8)}`,
      })
    ).error,
  ).toBeNull();

  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Delete Account' })
    .getByRole('link', { name: 'Delete Account' })
    .click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Account' })).toBeVisible();
  await expect(
    page.getByText('Your generation history and every usage and billing-cycle record'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const button = page.getByRole('button', { name: 'Delete my account permanently' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Type your email address to confirm').fill('not-my-address@example.com');
  await expect(button).toBeDisabled();
  await page.getByLabel('Type your email address to confirm').fill(user.email.toUpperCase());
  await expect(button).toBeEnabled();
  await button.click();

  await page.waitForURL((url) => url.pathname === '/');
  const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('all of its data are gone');
  // Shown once: a reload of the home page does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')).length),
    )
    .toBe(0);

  // Nothing of the user is left that the service role can see.
  const { data: gone, error: goneError } = await server.admin.auth.admin.getUserById(user.id);
  expect(gone.user).toBeNull();
  expect(goneError).not.toBeNull();
  for (const [table, column] of [
    ['profiles', 'id'],
    ['generations', 'user_id'],
    ['billing_cycles', 'user_id'],
    ['subscriptions', 'user_id'],
    ['additional_generations', 'user_id'],
  ] as const) {
    const { count, error } = await server.admin
      .from(table)
      .select('*', { count: 'exact', head: true })
      .eq(column, user.id);
    expect(error).toBeNull();
    expect(count, table).toBe(0);
  }

  // The account no longer signs in, and signed-in pages send visitors to /login.
  await signIn(page, user.email, user.password);
  await expect(
    page.getByText('The email or password you entered is incorrect.', { exact: false }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('Cancel on the deletion page goes back to Account Settings and deletes nothing', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'stays');
  await page.goto('/account/delete');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const { data } = await server.admin.auth.admin.getUserById(user.id);
  expect(data.user?.id).toBe(user.id);
});
