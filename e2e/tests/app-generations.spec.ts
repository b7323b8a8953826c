import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { insertGenerations, minutesAgo, signedInUser, type GenerationSeed } from './app-helpers';

test('an account without generations shows a zero total and No generations found', async ({
  page,
  server,
}) => {
  await signedInUser(page, server, 'history-empty');
  await page.goto('/generations');
  await expect(page.getByRole('heading', { level: 1, name: 'Generation History' })).toBeVisible();
  await expect(page.getByText('Total Generations: 0')).toBeVisible();
  await expect(page.getByText('No generations found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Generation history pages' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('lists every generation newest first with date, type and badge, 50 to a page', async ({
  page,
  server,
}) => {
  const user = await server.createUser();
  const rows: GenerationSeed[] = Array.from({ length: 120 }, (_, i) => ({
    name: `Screen ${String(i + 1).padStart(3, '0')}`,
    type: i % 3 === 0 ? 'component' : 'full_screen',
    charged: i % 4 === 0,
    created_at: minutesAgo(1000 - i),
  }));
  await insertGenerations(server, user.id, rows);
  // Someone else's generations never show.
  const other = await server.createUser();
  await insertGenerations(server, other.id, [{ name: 'Not mine', created_at: minutesAgo(1) }]);

  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/generations');
  await expect(page.getByText('Total Generations: 120')).toBeVisible();
  const items = page.getByRole('list', { name: 'Generations' }).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Screen 120');
  await expect(items.first()).toContainText('Full screen');
  await expect(items.first()).toContainText('Free');
  await expect(items.nth(1)).toContainText('Screen 119');
  await expect(items.nth(1)).toContainText('Free');
  await expect(items.nth(2)).toContainText('Screen 118');
  await expect(items.nth(2)).toContainText('Component');
  await expect(items.nth(3)).toContainText('Screen 117');
  await expect(items.nth(3)).toContainText('Charged');
  await expect(page.getByText('Not mine')).toHaveCount(0);
  await expect(page.getByText('Page 1 of 3 · Showing 1–50 of 120')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  // Keyset pages: the cursor and the page number are in the address.
  await expect(page).toHaveURL(/\/generations\?after=[^&]+&page=2$/);
  await expect(page.getByText('Page 2 of 3 · Showing 51–100 of 120')).toBeVisible();
  await expect(items.first()).toContainText('Screen 070');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(items).toHaveCount(20);
  await expect(items.last()).toContainText('Screen 001');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goBack();
  await expect(page.getByText('Page 2 of 3 · Showing 51–100 of 120')).toBeVisible();
});

test('ten thousand generations load a page at a time, the last one too', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const user = await server.createUser();
  const base = Date.now() - 20_000 * 60_000;
  for (let chunk = 0; chunk < 5; chunk++) {
    const rows: GenerationSeed[] = Array.from({ length: 2000 }, (_, i) => {
      const n = chunk * 2000 + i + 1;
      return { name: `Bulk ${n}`, created_at: new Date(base + n * 60_000).toISOString() };
    });
    await insertGenerations(server, user.id, rows);
  }
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/generations');
  await expect(page.getByText('Total Generations: 10,000')).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/\/generations\?at=oldest$/);
  await expect(page.getByText('Page 200 of 200 · Showing 9,951–10,000 of 10,000')).toBeVisible();
  const items = page.getByRole('list', { name: 'Generations' }).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Bulk 50');
  await expect(items.last()).toContainText('Bulk 1');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 199 of 200 · Showing 9,901–9,950 of 10,000')).toBeVisible();
  await expect(items.first()).toContainText('Bulk 100');
  await expect(items.last()).toContainText('Bulk 51');
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByText('Page 1 of 200 · Showing 1–50 of 10,000')).toBeVisible();
  await expect(items.first()).toContainText('Bulk 10000');
});

test('a failing history call shows Error loading generations with the server message', async ({
  page,
  server,
}) => {
  await signedInUser(page, server, 'history-error');
  await page.route('**/rest/v1/generations*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'XX000',
        message: 'could not read generations: disk unavailable',
        details: null,
        hint: null,
      }),
    }),
  );
  await page.goto('/generations');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading generations' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('could not read generations: disk unavailable');
  await expectNoSeriousA11yViolations(page);
});
