import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { signedInUser } from './app-helpers';

test('support lists the five ways to get help, the FAQ with its docs anchors and the plugin banner', async ({
  page,
  server,
}) => {
  await signedInUser(page, server, 'helpme');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();

  const options = page.getByRole('list', { name: 'Ways to get help' });
  const discord = options.getByRole('link', { name: 'Join Discord (opens in a new tab)' });
  await expect(discord).toHaveAttribute('href', /^https:\/\/discord\./);
  await expect(discord).toHaveAttribute('target', '_blank');
  await expect(discord).toHaveAttribute('rel', /noopener/);
  await expect(options.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
    'href',
    '/docs',
  );
  await expect(options.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
    'href',
    'mailto:support@frametocode.app',
  );
  await expect(options.getByRole('link', { name: 'Report an Issue' })).toHaveAttribute(
    'href',
    '/report-issue',
  );
  await expect(options.getByRole('link', { name: 'Share Feedback' })).toHaveAttribute(
    'href',
    '/feedback',
  );

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const anchors: [string, string][] = [
    ['How do I get started?', '/docs#getting-started'],
    ['Which platforms are supported?', '/docs#code-generation'],
    ['How accurate is the generated code?', '/docs#code-generation'],
    ['Can I customise the generated code?', '/docs#integration'],
  ];
  for (const [question, href] of anchors) {
    const item = faq
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: question }) });
    await expect(item.getByRole('link')).toHaveAttribute('href', href);
  }

  const banner = page.getByRole('region', { name: 'Install the FrameToCode plugin' });
  await expect(banner.getByRole('link', { name: /Install Plugin/ })).toHaveAttribute(
    'href',
    /figma\.com\/community\/plugin\//,
  );
  await expectNoSeriousA11yViolations(page);

  await options.getByRole('link', { name: 'Report an Issue' }).click();
  await expect(page).toHaveURL(/\/report-issue$/);
  await page.goBack();
  await faq.getByRole('link', { name: /Integration guide/ }).click();
  await expect(page).toHaveURL(/\/docs#integration$/);
});
