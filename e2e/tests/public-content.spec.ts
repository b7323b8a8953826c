import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';

test.describe('docs', () => {
  test('the active tab follows the hash, a click pushes it, and back/forward follow', async ({
    page,
  }) => {
    await page.goto('/docs#faq');
    const tabs = page.getByRole('navigation', { name: 'Documentation sections' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    await expect(tabs.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Integration' }).click();
    await expect(page).toHaveURL(/\/docs#integration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integration');
    await expect(page.getByText('kotlinCompilerExtensionVersion = "1.5.5"')).toBeVisible();
    await expect(page.getByText('androidx.compose.material3:material3:1.2.0')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iOS integration (SwiftUI)' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/docs#faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integration');

    await page.goto('/docs#no-such-tab');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });

  test('every tab renders, troubleshooting links to /support, and the page opens at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    // Down to the footer, and its scroll event dispatched, before the link is clicked.
    await page.evaluate(async () => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    // Every scroll position the docs page passes through: it jumps to the top, it does not
    // slide up from the footer (a slide cut short by the page's height changing stopped a few
    // pixels down).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { docsScrolls: number[] }).docsScrolls = seen;
      window.addEventListener('scroll', () => {
        if (window.location.pathname === '/docs') seen.push(window.scrollY);
      });
    });
    await page.locator('footer').getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const scrolls = await page.evaluate(
      () => (window as unknown as { docsScrolls: number[] }).docsScrolls,
    );
    expect(scrolls.filter((y) => y !== 0)).toEqual([]);

    const names = [
      'Introduction',
      'Getting Started',
      'Figma Plugin',
      'Code Generation',
      'Integration',
      'FAQ',
      'Troubleshooting',
    ];
    const tabs = page.getByRole('navigation', { name: 'Documentation sections' }).getByRole('link');
    await expect(tabs).toHaveText(names);
    for (const name of names) {
      await tabs.filter({ hasText: name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
    await expect(page).toHaveURL(/#troubleshooting$/);
    await expect(page.getByRole('link', { name: 'support page' })).toHaveAttribute(
      'href',
      '/support',
    );
    await page.goto('/docs#figma-plugin');
    await expect(page.getByText('edit permission', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Dev Mode', { exact: false }).first()).toBeVisible();
  });
});

test.describe('blog', () => {
  test('list cards, the AI post hidden and redirected while its flag is off', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.locator('.post-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator('.post-card__category')).toHaveText('Design');
    await expect(cards.first().getByRole('link')).toHaveAttribute(
      'href',
      '/blog/best-practices-for-mobile-ui-design',
    );
    await expect(cards.first().locator('.post-card__excerpt')).not.toBeEmpty();
    await expect(cards.first().locator('time')).toHaveText('February 18, 2025');
    await expect(page.getByText('The Future of Mobile Development')).toHaveCount(0);
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Docs', '/docs'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }

    await page.goto('/blog/future-of-mobile-development');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design to code, in practice');
  });

  test('an article with its links, rendered from structured content', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: /From Figma to Production/ }).click();
    await expect(page).toHaveURL(/\/blog\/figma-to-production-guide$/);
    await expect(page).toHaveTitle(/From Figma to Production/);
    const words = await page
      .locator('.article-body')
      .evaluate((el) => el.textContent?.split(/\s+/).length ?? 0);
    expect(words).toBeGreaterThan(800);
    await expect(page.locator('.article-body pre').first()).toContainText('@Composable');
    await expect(page.getByRole('link', { name: 'All Posts' })).toHaveAttribute('href', '/blog');
    await expect(
      page.locator('.article__cta').getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/signup');
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown slug shows Post not found with a link back', async ({ page }) => {
    await page.goto('/blog/not-a-real-post');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('a page chunk that fails to load, as after a new deploy, reloads the page once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  let requests = 0;
  await page.route(/\/assets\/docs-[^/]+\.js$/, async (route) => {
    requests += 1;
    if (requests === 1) await route.abort();
    else await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page).toHaveURL(/\/docs$/);
  expect(requests).toBe(2);
});

test('legal pages carry their dates and the spec facts', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Effective 23 December 2021')).toBeVisible();
  await expect(page.getByText(/under 13/).first()).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('Last updated March 15, 2025')).toBeVisible();
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expect(page.getByText(/non-refundable/).first()).toBeVisible();
  await expect(page.getByText(/at least 30 days/).first()).toBeVisible();
  await expect(
    page.getByText(/Technical support is provided to paying account holders only, by email/),
  ).toBeVisible();
});

test('about page: its header nav, mission and tiles', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Documentation',
    'Blog',
    'Sign in',
    'Get Started',
  ]);
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  for (const tile of ['Lightning Fast', 'Clean Code', 'Save Time', 'Smart Design']) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

const PUBLIC_PAGES: [path: string, title: RegExp][] = [
  ['/', /FrameToCode – Figma designs to Jetpack Compose code/],
  ['/about', /^About \| FrameToCode$/],
  ['/docs', /^Documentation \| FrameToCode$/],
  ['/blog', /^Blog \| FrameToCode$/],
  ['/blog/best-practices-for-mobile-ui-design', /^Best Practices for Mobile UI Design/],
  ['/blog/not-a-real-post', /^Post not found \| FrameToCode$/],
  ['/privacy', /^Privacy Policy \| FrameToCode$/],
  ['/terms', /^Terms of Service \| FrameToCode$/],
  ['/report-issue', /^Report an Issue \| FrameToCode$/],
  ['/feedback', /^Share Your Feedback \| FrameToCode$/],
  ['/contact', /^Contact Us \| FrameToCode$/],
  ['/contact-sales', /^Contact Sales \| FrameToCode$/],
  ['/no-such-page', /^Page not found \| FrameToCode$/],
];

for (const [path, title] of PUBLIC_PAGES) {
  test(`${path}: title, description, no serious a11y violation, fits 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
}
