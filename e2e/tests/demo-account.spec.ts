import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { test as base, expect, signIn } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { smallDesign } from '@app/codegen/fixtures/small-design';
import { accessToken, generateAs } from './generation-helpers';

/** A server that seeds the demo account, as the first `npm start` does. */
const test = base.extend<object, { demoServer: E2eServer }>({
  demoServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ SEED_DEMO: 'true', SHOW_PRICING: 'true' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ demoServer }, use) => {
    await use(demoServer.url);
  },
});

async function demoCredentials(server: E2eServer): Promise<{ email: string; password: string }> {
  return JSON.parse(await readFile(path.join(server.dataDir, 'demo-account.json'), 'utf8')) as {
    email: string;
    password: string;
  };
}

test('the demo account’s history has real code: files and a zip to download', async ({
  page,
  demoServer,
}) => {
  const demo = await demoCredentials(demoServer);
  await signIn(page, demo.email, demo.password);
  await page.waitForURL('**/dashboard');

  await page.goto('/generations');
  await page.getByRole('link', { name: 'Onboarding / Permissions' }).first().click();
  await page.waitForURL(/\/generations\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/· [1-9]\d* files/)).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Generated files' });
  await expect(tree.getByRole('button', { name: 'OnboardingPermissions.kt' })).toBeVisible();
  await expect(page.locator('pre.code-view__code')).toContainText('@Composable');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const entries = Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))));
  expect(entries.some((name) => name.endsWith('/OnboardingPermissions.kt'))).toBe(true);
});

test('the demo account’s plan has been active since it joined, four months back', async ({
  page,
  demoServer,
}) => {
  const demo = await demoCredentials(demoServer);
  await signIn(page, demo.email, demo.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/billing');
  const now = new Date();
  const joined = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(joined);
  // Formatted in the browser's zone, the 1st of the month at 00:00 UTC may read as the 31st.
  const dayBefore = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
    new Date(joined.getTime() - 86_400_000),
  );
  await expect(page.getByText(/^Active since /)).toHaveText(
    new RegExp(`^Active since (${text}|${dayBefore})$`),
  );
});

test('long file names in the file tree wrap between words, never inside one', async ({
  page,
  demoServer,
}) => {
  const user = await demoServer.createUser();
  const design = smallDesign('Shipping');
  design.nodes['1:1'].document.name = 'Checkout Shipping Address Confirmation With';
  const made = await generateAs(
    demoServer,
    await accessToken(demoServer, user.email, user.password),
    'Checkout shipping',
    { figma: design },
  );
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/generations/${made.id}`);
    const tree = page.getByRole('navigation', { name: 'Generated files' });
    await expect(
      tree.getByRole('button', { name: 'CheckoutShippingAddressConfirmationWith.kt' }),
    ).toBeVisible();
    // No name in the tree is broken inside a word: each part between the marked word breaks
    // lies on one line (a name cut mid-word at the column's edge would not).
    const split = await tree.evaluate((nav) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(node.textContent ?? '');
      }
      return broken;
    });
    expect(split).toEqual([]);
    // ...and the name does need more than one line in the tree's column, so the check bites.
    const lines = await tree
      .getByRole('button', { name: 'CheckoutShippingAddressConfirmationWith.kt' })
      .evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(lines).toBeGreaterThan(1);
  }
});
