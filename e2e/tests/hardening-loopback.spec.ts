import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/server';

/**
 * The server's SITE_URL is http://localhost:<port>; the same app opened at 127.0.0.1 must
 * call its own origin (the CSP allows no other) and keep auth returns on it.
 */
function loopback(url: string): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  return u.origin;
}

test('opened at 127.0.0.1, sign-in reaches the API and lands on the dashboard, with nothing blocked', async ({
  page,
  server,
}) => {
  expect(new URL(server.url).hostname).toBe('localhost');
  const origin = loopback(server.url);
  const user = await server.createUser();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('requestfailed', (req) =>
    problems.push(`${req.url()} ${req.failure()?.errorText ?? ''}`),
  );

  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const token = page.waitForRequest((req) => req.url().includes('/auth/v1/token'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(new URL((await token).url()).origin).toBe(origin);
  await page.waitForURL(`${origin}/dashboard`);
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible();
  expect(problems).toEqual([]);
});

test('opened at 127.0.0.1, the confirmation link and a Google sign-in come back to 127.0.0.1', async ({
  page,
  server,
}) => {
  const origin = loopback(server.url);
  const email = uniqueEmail('loopback');
  await page.goto(`${origin}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sturdy-Passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully!', { exact: false })).toBeVisible();

  const link = await server.waitForMailLink(email);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${origin}/dashboard`);
  await page.goto(link);
  await page.waitForURL(
    (url) => url.origin === origin && url.pathname === '/dashboard' && url.hash === '',
  );
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${origin}/login`);
  const googleEmail = uniqueEmail('loopback-google');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/_dev/oauth/'));
  await page.locator('#email').fill(googleEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(
    (url) => url.origin === origin && url.pathname === '/dashboard' && url.hash === '',
  );
  await expect(page.getByRole('banner').getByText(googleEmail)).toBeVisible();
});
