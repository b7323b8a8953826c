import { readFile, writeFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { test as base, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { layer, nextTab, shot, signInFromPlugin } from './plugin-helpers';

/** A backend with SHOW_PRICING on, so the dashboard shows the remaining count the plugin spends. */
const test = base.extend<object, { pricing: E2eServer }>({
  pricing: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ SHOW_PRICING: 'true' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ pricing }, use) => {
    await use(pricing.url);
  },
});

test('the plugin in the playground signs in, generates from the sample design, downloads the zip, and meets the limit', async ({
  page,
  pricing,
}) => {
  // The whole journey in one browser context, two axe runs included; on a busy shared machine
  // it takes longer than one page's default minute.
  test.setTimeout(150_000);
  const user = await pricing.createUser();
  // The dashboard, open in a second page of the same browser, must count the generation live.
  const dashboard = await page.context().newPage();
  await signIn(dashboard, user.email, user.password);
  await dashboard.waitForURL('**/dashboard');
  const remaining = dashboard
    .getByRole('region', { name: 'Remaining Generations' })
    .locator('.usage-card__value');
  await expect(remaining).toHaveText('10');
  await dashboard.evaluate(() => Object.assign(window, { __sameLoad: true }));

  await page.goto('/_dev/figma-plugin');
  await expect(page.getByRole('heading', { name: 'Figma plugin playground' })).toBeVisible();
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  const plugin = page.frameLocator('#plugin-ui');
  await expect(plugin.getByRole('heading', { name: 'Sign in to generate code' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'e2e-1-signed-out');

  // Signed in on the web app already, so the link page goes straight to Figma's consent.
  await signInFromPlugin(page, plugin, 'designer@example.com');
  const account = plugin.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(user.email);
  await expect(account.getByTestId('remaining')).toHaveText('10 of 10 generations left');
  await expect(plugin.getByText('Select a frame on the canvas to generate its Compose code.')).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await shot(page, 'e2e-2-signed-in');

  // A text layer is not a frame: the plugin says what to select.
  await layer(page, 'Title Text').click();
  await expect(layer(page, 'Title Text')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    plugin.getByText('“Title” is a text, not a frame. Select a frame, component or instance to generate code.'),
  ).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await shot(page, 'e2e-3-not-a-frame');

  await layer(page, 'Sign in Frame').click();
  await expect(page.getByRole('img', { name: 'Approximate picture of “Sign in”' })).toBeVisible();
  const selection = plugin.getByRole('region', { name: 'Selection' });
  await expect(selection).toContainText('Sign in');
  await expect(selection).toContainText('360 × 800');
  await plugin.getByRole('button', { name: 'Generate' }).click();

  const result = plugin.getByRole('region', { name: /files? for “Sign in”/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const files = result.getByRole('list', { name: 'Generated files' }).getByRole('button');
  const paths = await files.allTextContents();
  // Screens under java/<app package>/ui/, vector drawables under res/drawable/.
  expect(paths.filter((p) => /^java\/.+\/ui\/SignIn\.kt$/.test(p))).toHaveLength(1);
  expect(paths.filter((p) => /^res\/drawable\/.+\.xml$/.test(p)).length).toBeGreaterThan(0);
  // The shown Kotlin file is highlighted by highlight.js.
  await expect(result.locator('pre.hljs .hljs-keyword').first()).toBeVisible();
  await expect(result.locator('pre.hljs')).toContainText('@Composable');
  await expect(account.getByTestId('remaining')).toHaveText('9 of 10 generations left');
  await shot(page, 'e2e-4-generated');

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download zip' }).click();
  const zipPath = await (await download).path();
  const entries = Object.keys(unzipSync(new Uint8Array(await readFile(zipPath))));
  // Entries drop into an Android project at its root: everything under app/src/main.
  expect(entries.sort()).toEqual(paths.map((p) => `app/src/main/${p}`).sort());
  expect(entries.filter((e) => /^app\/src\/main\/java\/.+\/ui\/.+\.kt$/.test(e)).length).toBeGreaterThan(0);
  expect(entries.some((e) => /^app\/src\/main\/res\/drawable\/.+\.xml$/.test(e))).toBe(true);

  // The dashboard counted it without a reload.
  await expect(dashboard.getByRole('list', { name: 'Recent generations' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(remaining).toHaveText('9');
  expect(await dashboard.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

  // Spend the rest of the month's allowance, then Generate meets the limit.
  const spent = await pricing.admin
    .from('billing_cycles')
    .update({ included_generations: 10 })
    .eq('user_id', user.id);
  expect(spent.error).toBeNull();
  await plugin.getByRole('button', { name: 'Generate' }).click();
  const refusal = plugin.getByRole('alert').filter({ hasText: 'Upgrade your plan' });
  await expect(refusal).toContainText(
    "You've used all your generations for this month. Upgrade your plan at /upgrade or buy more generations to keep generating.",
    { timeout: 30_000 },
  );
  // The refusal carries the usage: the plugin's count agrees with the dashboard's.
  await expect(account.getByTestId('remaining')).toHaveText('0 of 10 generations left');
  const upgrade = refusal.getByRole('link', { name: 'Upgrade your plan' });
  await expect(upgrade).toHaveAttribute('href', `${pricing.url}/upgrade`);
  await shot(page, 'e2e-5-limit');
  await expectNoSeriousA11yViolations(page);
  const upgradeTab = await nextTab(page.context(), () => upgrade.click());
  await upgradeTab.waitForURL('**/upgrade');
  await upgradeTab.close();
  await expect(remaining).toHaveText('0');
  const count = await pricing.admin
    .from('generations')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', user.id);
  expect(count.count).toBe(1);
});

test('the playground loads any REST JSON file, says what is wrong with one it cannot read, and paints PNGs in the browser', async ({
  page,
}, testInfo) => {
  await page.goto('/_dev/figma-plugin');
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  const chooser = page.getByLabel('Open a REST JSON file');

  await chooser.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.json is not JSON. Save the answer of GET /v1/files/:key or /v1/files/:key/nodes as a .json file.',
  );
  await chooser.setInputFiles({
    name: 'projects.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ projects: [] })),
  });
  await expect(page.getByRole('alert')).toContainText('projects.json: This is not a Figma REST answer');
  // The sample design stays loaded after a file that could not be read.
  await expect(layer(page, 'Sign in Frame')).toBeVisible();

  const photo = {
    name: 'Profile',
    nodes: {
      '7:1': {
        document: {
          id: '7:1',
          name: 'Profile',
          type: 'FRAME',
          absoluteBoundingBox: { x: 0, y: 0, width: 200, height: 120 },
          fills: [{ type: 'SOLID', color: { r: 1, g: 1, b: 1, a: 1 } }],
          children: [
            {
              id: '7:2',
              name: 'Avatar',
              type: 'RECTANGLE',
              absoluteBoundingBox: { x: 16, y: 16, width: 64, height: 48 },
              fills: [{ type: 'IMAGE', imageRef: 'f00dcafe', scaleMode: 'FILL' }],
            },
          ],
        },
        components: {},
        componentSets: {},
        styles: {},
      },
    },
  };
  // Dropping a file on the layer panel loads it too.
  await page.locator('#layers-panel').dispatchEvent('drop', {
    dataTransfer: await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      const json = JSON.stringify({
        name: 'Dropped',
        nodes: { '9:1': { document: { id: '9:1', name: 'Dropped screen', type: 'FRAME', children: [] } } },
      });
      transfer.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
      return transfer;
    }),
  });
  await expect(layer(page, 'Dropped screen Frame')).toBeVisible();
  await expect(page.locator('#file-error')).toBeEmpty();

  const file = testInfo.outputPath('profile.nodes.json');
  await writeFile(file, JSON.stringify(photo));
  await chooser.setInputFiles(file);
  await expect(page.getByText('Profile', { exact: true }).first()).toBeVisible();
  await expect(layer(page, 'Avatar Rectangle')).toBeVisible();
  await expect(layer(page, 'Sign in Frame')).toHaveCount(0);
  await expect(page.frameLocator('#plugin-ui').getByRole('heading', { name: 'Sign in to generate code' })).toBeVisible();
  await layer(page, 'Profile Frame').click();
  await expect(page.getByRole('img', { name: 'Approximate picture of “Profile”' })).toBeVisible();
  await shot(page, 'e2e-6-own-file');

  // figma.closePlugin() closes the window; Run the plugin again starts it over the same design.
  await page.evaluate(() => (window as unknown as { figma: { closePlugin(m: string): void } }).figma.closePlugin('Plugin closed.'));
  await expect(page.locator('#plugin-ui')).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Plugin closed.')).toBeVisible();
  await page.getByRole('button', { name: 'Run the plugin again' }).click();
  await expect(page.frameLocator('#plugin-ui').getByRole('heading', { name: 'Sign in to generate code' })).toBeVisible();
  await expect(layer(page, 'Avatar Rectangle')).toBeVisible();
  await layer(page, 'Profile Frame').click();

  // What the plugin's main thread gets: real PNG bytes of the right size from the page's canvas.
  const sizes = await page.evaluate(async () => {
    type Exportable = { exportAsync(s: object): Promise<Uint8Array> };
    const figma = (window as unknown as {
      figma: {
        currentPage: { selection: Exportable[] };
        getImageByHash(h: string): { getBytesAsync(): Promise<Uint8Array> } | null;
      };
    }).figma;
    const size = async (bytes: Uint8Array) => {
      const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/png' }));
      return [bytes[0], bitmap.width, bitmap.height];
    };
    const [frame] = figma.currentPage.selection;
    return {
      preview: await size(await frame!.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 2 } })),
      image: await size(await figma.getImageByHash('f00dcafe')!.getBytesAsync()),
      unknown: figma.getImageByHash('nope'),
    };
  });
  expect(sizes).toEqual({ preview: [137, 400, 240], image: [137, 64, 48], unknown: null });
  await expectNoSeriousA11yViolations(page);
});

test('the plugin connects a Figma account through a browser that is not signed in on the website', async ({
  page,
  pricing,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await pricing.createUser();
  const web = await page.context().newPage();
  await signIn(web, user.email, user.password);
  await web.waitForURL('**/dashboard');
  await page.goto('/_dev/figma-plugin');
  // The playground has loaded the design and started the plugin before the click.
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const plugin = page.frameLocator('#plugin-ui');
  await signInFromPlugin(page, plugin, 'designer@example.com');
  const account = plugin.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Figma account:');

  // The Figma account is disconnected (as Disconnect on /account does); the plugin offers to connect one.
  expect((await pricing.admin.from('figma_accounts').delete().eq('user_id', user.id)).error).toBeNull();
  await page.reload();
  await expect(account.getByText('No Figma account is connected.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const tab = await nextTab(page.context(), () =>
    account.getByRole('button', { name: 'Connect Figma account' }).click(),
  );
  const connectUrl = tab.url();
  await tab.close();
  expect(new URL(connectUrl).pathname).toBe('/figma-auth/initiate');

  // A browser with nobody signed in on the website completes it for the plugin's account.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(connectUrl);
  await visitor.waitForURL('**/_dev/oauth/figma/oauth?**');
  await visitor.getByLabel('Figma email address').fill('plugin-started@example.com');
  await visitor.getByLabel('Figma handle (optional)').fill('plugin-started');
  await visitor.getByRole('button', { name: 'Allow access' }).click();
  await visitor.waitForURL('**/auth?**');
  await expect(visitor.getByRole('heading', { name: 'Authentication Complete!' })).toBeVisible();
  await visitorContext.close();

  await account.getByRole('button', { name: 'check again' }).click();
  await expect(account).toContainText('Figma account: plugin-started');
  const stored = await pricing.admin.from('figma_accounts').select('email').eq('user_id', user.id);
  expect(stored.data).toEqual([{ email: 'plugin-started@example.com' }]);
});
