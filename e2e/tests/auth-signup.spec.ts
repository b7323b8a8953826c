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

test('the accessibility scan judges the sign-up page, not its loading fallback caught fading in', async ({
  page,
}) => {
  // The page's module is held on its way, so the app shows its loading fallback meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/signup-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/signup');
  const fallback = page.locator('.page-spinner--delayed');
  await expect(fallback).toHaveCount(1);
  // Its fade-in held a third of the way: its text is then too faint for axe's contrast rule.
  await fallback.evaluate((el) => {
    for (const a of el.getAnimations()) {
      a.pause();
      a.currentTime = 450;
    }
  });
  expect(Number(await fallback.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.6);
  const scan = expectNoSeriousA11yViolations(page);
  // The scan waits for the page: it has not judged the fallback when the module arrives.
  await new Promise((resolve) => setTimeout(resolve, 500));
  release();
  await scan;
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('the accessibility scan waits for a fade under way to end, and not for a spinner that never ends', async ({
  page,
}) => {
  await page.goto('/signup');
  const heading = page.getByRole('heading', { name: 'Create your account' });
  await expect(heading).toBeVisible();
  // The heading fades in over 1.5 s from a tenth of its colour, next to an endless spin.
  await heading.evaluate((el) => {
    el.animate([{ opacity: 0.1 }, { opacity: 1 }], { duration: 1_500 });
    el.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(0deg)' }], {
      duration: 700,
      iterations: Infinity,
    });
  });
  await expectNoSeriousA11yViolations(page);
  expect(
    await heading.evaluate((el) =>
      el.getAnimations().map((a) => [a.playState, a.effect?.getComputedTiming().iterations]),
    ),
  ).toEqual([['running', Infinity]]);
});
