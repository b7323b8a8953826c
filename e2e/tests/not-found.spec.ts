import { test, expect } from '../support/fixtures';

test('an unknown address answers HTTP 404 and shows the app’s not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  // An unknown blog post is an unknown address too; the page says so in the blog's words.
  const post = await page.goto('/blog/no-such-post');
  expect(post?.status()).toBe(404);
  await expect(page.getByText('Post not found')).toBeVisible();

  // Known pages, the signed-in ones included, still answer 200.
  expect((await page.goto('/blog/figma-to-production-guide'))?.status()).toBe(200);
  expect((await page.goto('/forgot-password'))?.status()).toBe(200);
  expect((await page.request.get('/generations'))?.status()).toBe(200);
});
