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
  for (const form of ['Update Email', 'Update Password']) {
    await expect(
      page.getByRole('region', { name: form }).getByLabel('Current password'),
    ).toHaveAttribute('autocomplete', 'current-password');
  }
  await expect(page.getByRole('region', { name: 'Sessions' })).toContainText('Current');
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
  const form = page.getByRole('region', { name: 'Update Email' });
  await form.getByLabel('New email address').fill(newEmail);
  await form.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMAIL_UPDATED })).toBeVisible();
  // The current address is told about the request.
  await expect
    .poll(async () => (await server.mailTo(user.email)).map((m) => m.subject))
    .toContain('A new sign-in email was requested for your FrameToCode account');
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
  const user = await signedInUser(page, server, 'clash');
  await page.goto('/account');
  await page.getByLabel('New email address').fill(other.email);
  await page
    .getByRole('region', { name: 'Update Email' })
    .getByLabel('Current password')
    .fill(user.password);
  await page.getByRole('button', { name: 'Update Email' }).click();
  const error = page
    .getByRole('alert')
    .filter({ hasText: 'A user with this email address has already been registered' });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/alert--error/);
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
});

test('changing the password: a wrong current password changes nothing; the right one does, with a notice by mail', async ({
  page,
  server,
}) => {
  const user = await signedInUser(page, server, 'rekey');
  const newPassword = 'Brand-New-Passw0rd';
  await page.goto('/account');
  const form = page.getByRole('region', { name: 'Update Password' });

  // The sign-up rules, shown and applied: abcdefgh cannot be submitted.
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password').fill('abcdefgh');
  await expect(form.getByRole('list', { name: 'Password requirements' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Password' })).toBeDisabled();

  // A wrong current password is refused and nothing changes.
  await form.getByLabel('Current password').fill('Not-My-Passw0rd');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'Your current password is not right. Nothing was changed.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Re-using the current password is refused by the server, shown in red.
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password').fill(user.password);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    form
      .getByRole('alert')
      .filter({ hasText: 'The new password must be different from your current one.' }),
  ).toBeVisible();

  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_UPDATED })).toBeVisible();
  await expect(form.getByLabel('New password')).toHaveValue('');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect
    .poll(async () => (await server.mailTo(user.email)).map((m) => m.subject))
    .toContain('Your FrameToCode password was changed');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, user.email, user.password);
  await expect(
    page.getByText('The email or password you entered is incorrect.', { exact: false }),
  ).toBeVisible();
  await signIn(page, user.email, newPassword);
  await page.waitForURL('**/dashboard');
});
