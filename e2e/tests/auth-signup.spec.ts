import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { uniqueEmail } from '../support/server';

const PASSWORD = 'Sturdy-Passw0rd';
const SIGNUP_SUCCESS =
  'Account created successfully! Please check your email to confirm your account';
const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

test('sign-up, then the confirmation mail link, then sign-in lands on the dashboard', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup?return_to=%2Fsupport');
  await expectNoSeriousA11yViolations(page);

  const submit = page.getByRole('button', { name: 'Create account' });
  const password = page.getByLabel('Password', { exact: true });
  await page.getByLabel('Email').fill(email);
  await password.fill('short');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.fill('shortandlower1');
  await expect(page.getByText('Password strength: Medium')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await password.fill(PASSWORD);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await submit.click();

  await expect(page.getByText(SIGNUP_SUCCESS)).toBeVisible();
  // Five seconds later it goes to /login, keeping return_to.
  await page.waitForURL('**/login?return_to=%2Fsupport', { timeout: 8_000 });

  const link = await server.waitForMailLink(email);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server.url}/support`);
  await page.goto(link);
  // The link signs the new account in and goes on to return_to, not back to a sign-in form.
  await page.waitForURL(
    (url) => url.pathname === '/support' && url.search === '' && url.hash === '',
  );
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
});

test('a second sign-up with a registered email shows the existing-account text', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(ACCOUNT_EXISTS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await expect(page).toHaveURL(/\/signup$/);
});
