import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  appRendered,
} from '../support/fixtures';
import { uniqueEmail } from '../support/server';

const INVALID_CREDENTIALS =
  'The email or password you entered is incorrect. Please try again or reset your password.';
const NOT_CONFIRMED =
  'Please verify your email address. Check your inbox for a confirmation email or request a new one.';
const RESEND_SUCCESS = 'A new confirmation email has been sent. Please check your inbox.';
const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

test('a wrong password shows the incorrect-credentials text and a reset link', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await page.goto('/login');
  await appRendered(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unconfirmed email gets the verify text, and the resend link sends a new mail', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('unconfirmed');
  const password = 'Sturdy-Passw0rd';
  const { error } = await server.admin.auth.admin.createUser({
    email,
    password,
    email_confirm: false,
  });
  expect(error).toBeNull();

  await signIn(page, email, password);
  await expect(page.getByText(NOT_CONFIRMED)).toBeVisible();
  const before = (await server.mailTo(email)).length;
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByText(RESEND_SUCCESS)).toBeVisible();
  await expect.poll(async () => (await server.mailTo(email)).length).toBe(before + 1);
  await expect(page).toHaveURL(/\/login$/);
});

test('return_to is followed after sign-in, and an off-site return_to falls back to the dashboard', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const cases = [
    ['/support', '/support'],
    ['//evil.example', '/dashboard'],
    ['https://evil.example/steal', '/dashboard'],
  ] as const;
  for (const [returnTo, expected] of cases) {
    await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === expected);
    expect(new URL(page.url()).origin).toBe(server.url);
  }
});

test('the guard sends a signed-out visitor to /login with return_to, and back after sign-in', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await page.goto('/generations?page=2');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('return_to')).toBe('/generations?page=2');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/generations' && url.search === '?page=2');
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
});

test("the guard shows 'Loading...' while the session loads, then sends a failed return to /login", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/user', async (route) => {
    await held;
    await route.fulfill({
      status: 401,
      json: { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' },
    });
  });
  await page.goto(
    '/dashboard#access_token=not-a-jwt&refresh_token=nope&expires_in=3600&token_type=bearer',
  );
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  release();
  await page.waitForURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('return_to') === '/dashboard' &&
      url.hash === '',
  );
});

test('a stored auth notice is shown once, then cleared', async ({ page }) => {
  await page.goto('/login');
  // Once the app is up, so the first visit cannot consume the notice meant for the reload.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The button is visible in the prerendered markup before the app (which reads and clears
  // the notice) runs.
  await appRendered(page);
  await page.evaluate(
    (notice) => window.sessionStorage.setItem('auth_error', notice),
    ACCOUNT_EXISTS,
  );
  await page.reload();
  await expect(page.getByText(ACCOUNT_EXISTS)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('auth_error'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await appRendered(page);
  await expect(page.getByText(ACCOUNT_EXISTS)).toHaveCount(0);
});

test('an inactive profile is signed out with the existing-account notice', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const { error } = await server.admin
    .from('profiles')
    .update({ is_active: false })
    .eq('id', user.id);
  expect(error).toBeNull();
  await signIn(page, user.email, user.password);
  // The profile check runs one second after sign-in.
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page.getByText(ACCOUNT_EXISTS)).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/login');
});

test('an account deactivated while signed in is signed out on the next visit', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
  const { error } = await server.admin
    .from('profiles')
    .update({ is_active: false })
    .eq('id', user.id);
  expect(error).toBeNull();
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page.getByText(ACCOUNT_EXISTS)).toBeVisible();
});

test('the signed-in shell shows the email and the sidebar, and Logout signs out to /login', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Support' })).toBeVisible();
  // SHOW_PRICING is off by default.
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
  await page.goto('/dashboard');
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('return_to') === '/dashboard',
  );
});

test('at phone width the sidebar is a menu behind a button in the header', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole('link', { name: 'Support' }).click();
  await page.waitForURL('**/support');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
