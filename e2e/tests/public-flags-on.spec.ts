import { test as base, expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { startServer, uniqueEmail, type E2eServer } from '../support/server';

// One backend per worker with every optional flag of the public site turned on.
const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        SHOW_PRICING: 'true',
        SHOW_AI_CHIP: 'true',
        SHOW_DEMO_BUTTON: 'true',
        SHOW_AI_BLOG_POSTS: 'true',
        SHOW_IOS_SUPPORT: 'true',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test('flag-gated hero items and the pricing anchor appear', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByText('Powered by AI')).toBeVisible();
  const demo = page.getByRole('link', { name: 'Watch Demo' });
  await expect(demo).toHaveAttribute('target', '_blank');
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  const pricingLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' });
  await expect(pricingLink).toHaveAttribute('href', '#pricing');
  await pricingLink.click();
  await expect(
    page.getByRole('heading', { name: 'Simple pricing that grows with you' }),
  ).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test('pricing: promotion, toggle, struck-through values and the three plans', async ({ page }) => {
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('50 free generations on the Starter plan')).toBeVisible();
  const starter = pricing.locator('[data-plan="starter"]');
  const pro = pricing.locator('[data-plan="pro"]');
  const team = pricing.locator('[data-plan="team"]');

  await expect(starter.getByTestId('feature-was')).toHaveText(/10$/);
  await expect(starter.getByTestId('feature-was')).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(starter.locator('li').first()).toContainText('50 free generations');
  await expect(starter.getByTestId('price')).toHaveText('Free');
  await expect(pro.getByText('Most popular')).toBeVisible();
  await expect(pro).toHaveClass(/plan-card--popular/);
  await expect(pro.getByTestId('price')).toHaveText('$12');
  await expect(pro).toContainText('/month');
  await expect(pro.getByTestId('original-price')).toHaveCount(0);

  const annual = pricing.getByRole('button', { name: /Annual/ });
  await expect(annual).toContainText('Save 25%');
  await annual.click();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(pro.getByTestId('price')).toHaveText('$108');
  await expect(pro).toContainText('/year');
  await expect(pro.getByTestId('original-price')).toHaveText(/\$144$/);
  await expect(pro.getByTestId('original-price')).toHaveCSS('text-decoration-line', 'line-through');
  // The annual view changes the Pro plan only.
  await expect(starter.getByTestId('price')).toHaveText('Free');
  await expect(team.getByTestId('price')).toHaveText('Custom');

  await pricing.getByRole('button', { name: 'Monthly' }).click();
  await expect(pro.getByTestId('price')).toHaveText('$12');
  await expect(starter.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(pro.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(team.getByRole('button', { name: 'Contact Sales' })).toBeVisible();
});

test('contact-sales modal: focus trap, Escape, then a stored request, a mail and closing after 2 s', async ({
  page,
  server,
}) => {
  await page.goto('/#pricing');
  const opener = page.locator('[data-plan="team"]').getByRole('button', { name: 'Contact Sales' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: "Let's discuss your project" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  // Tab cycles inside the dialog.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const email = uniqueEmail('modal');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Compiler Labs');
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('CTO');
  await dialog.getByRole('textbox', { name: 'Work email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('United States');
  await dialog.getByRole('combobox', { name: 'Company size' }).selectOption('11-50');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Twelve designers, two Android apps.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(
    dialog.getByText("Message sent successfully! We'll be in touch soon."),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);

  const { data } = await server.admin
    .from('contact_requests')
    .select('first_name, company, country, company_size, job_title')
    .eq('email', email);
  expect(data).toEqual([
    {
      first_name: 'Grace',
      company: 'Compiler Labs',
      country: 'United States',
      company_size: '11-50',
      job_title: 'CTO',
    },
  ]);
  await expect
    .poll(
      async () =>
        (await server.mailTo('sales@frametocode.app')).find((m) => m.text.includes(email))
          ?.subject ?? '',
    )
    .toContain('Grace Hopper');

  // Reopened, the form is empty again.
  await opener.click();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
});

test('the AI blog post is listed first and readable', async ({ page }) => {
  await page.goto('/blog');
  const titles = page.locator('.post-card__title');
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toContainText('The Future of Mobile Development');
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/future-of-mobile-development$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'The Future of Mobile Development',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the iOS integration section is shown', async ({ page }) => {
  await page.goto('/docs#integration');
  await expect(page.getByRole('heading', { name: 'iOS integration (SwiftUI)' })).toBeVisible();
});
