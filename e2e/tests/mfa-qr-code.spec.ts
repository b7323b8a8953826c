import { test, expect } from '../support/fixtures';
import { signedInUser } from './app-helpers';

test('the two-factor QR code is drawn: the image decodes to a real picture, not its alt text', async ({
  page,
  server,
}) => {
  await signedInUser(page, server, 'mfa-qr');
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = card.getByRole('img', {
    name: 'QR code to add FrameToCode to your authenticator app',
  });
  await expect(qr).toBeVisible();
  // A data URI cut short at the SVG's first `#` fails to decode: naturalWidth stays 0.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeGreaterThan(0);
  expect(await qr.getAttribute('src')).not.toContain('#');
});
