import { test, expect, expectNoSeriousA11yViolations } from '../support/fixtures';
import { currentCycleMonth, signedInUser } from './app-helpers';

const TOTAL = 1000;
const PAGE = 50;

/** Screen 0001 is the newest; every two share an instant, so the id has ties to break. */
function seedRows(userId: string) {
  const start = Date.UTC(2026, 9, 1, 12);
  return Array.from({ length: TOTAL }, (_, i) => ({
    user_id: userId,
    name: `Screen ${String(i + 1).padStart(4, '0')}`,
    type: i % 5 === 0 ? 'component' : 'full_screen',
    charged: i % 7 === 0,
    created_at: new Date(start - Math.floor(i / 2) * 60_000).toISOString(),
  }));
}

test('the history pages through 1,000 generations by keyset, searches, filters, renames and deletes', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page, server, 'history');
  // Seeded in one statement by the service role, not 1,000 generate calls.
  const seeded = await server.admin
    .from('generations')
    .insert(seedRows(user.id))
    .select('id, name');
  expect(seeded.error).toBeNull();
  const { error: cycleError } = await server.admin
    .from('billing_cycles')
    .insert({ user_id: user.id, cycle_month: currentCycleMonth(), included_generations: 7 });
  expect(cycleError).toBeNull();
  // The order the server keeps: newest first, ties by id, newest id first.
  const { data: ordered } = await server.admin
    .from('generations')
    .select('name')
    .eq('user_id', user.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  const expected = (ordered ?? []).map((r) => (r as { name: string }).name);
  expect(expected).toHaveLength(TOTAL);

  await page.goto('/generations');
  await expect(page.getByText(`Total Generations: ${TOTAL.toLocaleString('en-US')}`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Generations' });
  const names = list.locator('.generation-list__name');
  const status = page.getByRole('navigation', { name: 'Generation history pages' }).locator('p');
  await expectNoSeriousA11yViolations(page);

  const seen: string[] = [];
  for (let n = 1; n <= TOTAL / PAGE; n++) {
    await expect(status).toHaveText(
      `Page ${n} of ${TOTAL / PAGE} · Showing ${((n - 1) * PAGE + 1).toLocaleString('en-US')}–${(n * PAGE).toLocaleString('en-US')} of 1,000`,
    );
    await expect(names).toHaveCount(PAGE);
    await expect(names.first()).toHaveText(expected[(n - 1) * PAGE]!);
    seen.push(...(await names.allTextContents()));
    if (n < TOTAL / PAGE) await page.getByRole('button', { name: 'Next' }).click();
  }
  expect(seen).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // The page is in the address: a reload keeps it, and Previous goes back one page exactly.
  await page.reload();
  await expect(status).toHaveText('Page 20 of 20 · Showing 951–1,000 of 1,000');
  await expect(names.first()).toHaveText(expected[19 * PAGE]!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText('Page 19 of 20 · Showing 901–950 of 1,000');
  await expect(names.first()).toHaveText(expected[18 * PAGE]!);
  expect(await names.allTextContents()).toEqual(expected.slice(18 * PAGE, 19 * PAGE));

  // Search by name, from any page: back to the first match.
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('screen 0500');
  await expect(names).toHaveText(['Screen 0500']);
  await expect(page.getByText('1 matches your search')).toBeVisible();
  await expect(page).toHaveURL(/q=screen\+0500/);
  // Filters by type and by charged or free, with the count of what matches.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(names).toHaveCount(PAGE);
  await page.getByLabel('Type').selectOption('component');
  await page.getByLabel('Charged or free').selectOption('charged');
  const componentCharged = seedRows(user.id).filter((r) => r.type === 'component' && r.charged);
  await expect(page.getByText(`${componentCharged.length} match your search`)).toBeVisible();
  await expect(names).toHaveCount(componentCharged.length);
  for (const name of await names.allTextContents()) {
    expect(componentCharged.map((r) => r.name)).toContain(name);
  }
  await expectNoSeriousA11yViolations(page);

  // Rename, with a toast to say it is saved.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: `Rename ${expected[0]}` }).click();
  const input = page.getByLabel(`New name for ${expected[0]}`);
  await input.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a name for the generation.')).toBeVisible();
  await input.fill('Welcome screen, final');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Generation renamed' })).toBeVisible();
  await expect(names.first()).toHaveText('Welcome screen, final');

  // Delete: asked first, then gone with its row; the month's usage is what it was.
  await page.getByRole('button', { name: 'Delete Welcome screen, final' }).click();
  const confirm = page.getByRole('group', { name: 'Delete Welcome screen, final' });
  await expect(confirm).toContainText('It still counts toward this month’s usage.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Generation deleted' })).toBeVisible();
  await expect(
    page.getByText(`Total Generations: ${(TOTAL - 1).toLocaleString('en-US')}`),
  ).toBeVisible();
  await expect(names.first()).toHaveText(expected[1]!);
  const { data: cycle } = await server.admin
    .from('billing_cycles')
    .select('included_generations')
    .eq('user_id', user.id)
    .single();
  expect(cycle).toEqual({ included_generations: 7 });
});
