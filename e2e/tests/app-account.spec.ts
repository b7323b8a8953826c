import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { uniqueEmail } from '../support/server';
import { signedInUser } from './app-helpers';

const EMAIL_UPDATED = 'Email updated successfully. Please check your new email for confirmation.';
const PASSWORD_UPDATED = 'Password updated successfully';

test('Account Settings has both forms, the delete card and a way back to the dashboard', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'settings');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Update Email' })).toContainText(user.email);
  await expect(page.getByLabel('New email address')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'password');
  const deleteCard = page.getByRole('region', { name: 'Delete Account' });
  await expect(deleteCard.getByRole('link', { name: 'Delete Account' })).toHaveAttribute(
    'href',
    '/account/delete',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changing the email: success text, then the link mailed to the new address makes it the sign-in email', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'mover');
  const newEmail = uniqueEmail('moved');
  await page.goto('/account');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMAIL_UPDATED })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await server.waitForMailLink(newEmail);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/account' && url.hash === '');
  await expect(page.getByRole('region', { name: 'Update Email' })).toContainText(newEmail);

  // The new address signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, user.email, user.password);
  await expect(
    page.getByText('The email or password you entered is incorrect.', { exact: false }),
  ).toBeVisible();
  await signIn(page, newEmail, user.password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(newEmail).first()).toBeVisible();
});

test('a taken email gets the server message in red', async ({ page, server }) => {
  const other = await server.createUser();
  await signedInUser(page, server, 'clash');
  await page.goto('/account');
  await page.getByLabel('New email address').fill(other.email);
  await page.getByRole('button', { name: 'Update Email' }).click();
  const error = page
    .getByRole('alert')
    .filter({ hasText: 'A user with this email address has already been registered' });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/alert--error/);
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
});

test('changing the password: success text, cleared field, and the new password signs in', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'rekey');
  const newPassword = 'Brand-New-Passw0rd';
  await page.goto('/account');

  // Re-using the current password is refused by the server, shown in red.
  await page.getByLabel('New password').fill(user.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'New password should be different from the old password.' }),
  ).toBeVisible();

  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_UPDATED })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, user.email, user.password);
  await expect(
    page.getByText('The email or password you entered is incorrect.', { exact: false }),
  ).toBeVisible();
  await signIn(page, user.email, newPassword);
  await page.waitForURL('**/dashboard');
});
