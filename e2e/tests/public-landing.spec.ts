import {
  DISCORD_URL,
  MICROBLOG_URL,
  PLUGIN_COMMUNITY_URL,
  PROFESSIONAL_NETWORK_URL,
  SUPPORT_EMAIL,
} from '@app/shared/site';
import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';

// The default server runs with every default flag: pricing, AI chip, demo button, AI posts and iOS off.

test.describe('landing page, flags off', () => {
  test('header links, hero, sections and footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page).toHaveTitle(/FrameToCode/);
    const header = page.locator('header.site-header');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'FrameToCode home' })).toHaveAttribute(
      'href',
      '/',
    );

    const install = page.getByRole('link', { name: 'Install Plugin' }).first();
    await expect(install).toHaveAttribute('href', PLUGIN_COMMUNITY_URL);
    await expect(install).toHaveAttribute('target', '_blank');
    await expect(install).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('Powered by AI')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveCount(0);
    for (const stat of ['10x', '99%', '85k+'])
      await expect(page.locator('.hero__stats dd', { hasText: stat })).toBeVisible();

    for (const title of ['Instant Generation', 'Clean Code Output', 'Reduce technical debt']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.locator('.steps__item')).toHaveCount(4);
    await expect(page.locator('#pricing')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ship your next screen today' })).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute(
      'href',
      DISCORD_URL,
    );
    await expect(footer.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      MICROBLOG_URL,
    );
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      PROFESSIONAL_NETWORK_URL,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the header takes its scrolled style after 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the mobile menu opens, closes, closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'Docs' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('the landing page downloads neither the signed-in app nor the form code', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const forbidden =
      /(dashboard|billing|upgrade|generations|account|signed-in|support|login|signup|contact-sales|report-issue|feedback|docs|blog)[-.]/;
    expect(scripts.filter((path) => forbidden.test(path.split('/').pop() ?? ''))).toEqual([]);
  });
});
