import { readFile, writeFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { FLOW_METERING_RULE } from '@app/shared/generate';
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
  await expect(
    plugin.getByText(
      'Select a frame on the canvas to generate its Compose code, or several frames or a section to generate a flow with its prototype links.',
    ),
  ).toBeVisible();
  // With nothing selected, the sample's page is offered whole, as the flow its frames make.
  await expect(
    plugin.getByRole('button', { name: 'Generate the whole page (3 screens · 3 generations)' }),
  ).toBeEnabled();
  await shot(page, 'e2e-2-signed-in');

  // A text layer is not a frame: the plugin says what to select.
  await layer(page, 'Title Text').click();
  await expect(layer(page, 'Title Text')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    plugin.getByText(
      '“Title” is a text, not a frame. Select a frame, component or instance to generate code.',
    ),
  ).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await shot(page, 'e2e-3-not-a-frame');

  await layer(page, 'Sign in Frame').click();
  // The canvas pictures the sample's section, the three screens of its flow.
  await expect(
    page.getByRole('img', { name: 'Approximate picture of “Sign-in flow”' }),
  ).toBeVisible();
  const selection = plugin.getByRole('region', { name: 'Selection' });
  await expect(selection).toContainText('Sign in');
  await expect(selection).toContainText('360 × 800');
  await plugin.getByRole('button', { name: 'Generate', exact: true }).click();

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
  expect(
    entries.filter((e) => /^app\/src\/main\/java\/.+\/ui\/.+\.kt$/.test(e)).length,
  ).toBeGreaterThan(0);
  expect(entries.some((e) => /^app\/src\/main\/res\/drawable\/.+\.xml$/.test(e))).toBe(true);

  // The dashboard counted it without a reload.
  await expect(
    dashboard
      .getByRole('list', { name: 'Recent generations' })
      .getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  await expect(remaining).toHaveText('9');
  expect(
    await dashboard.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true);

  // Spend the rest of the month's allowance, then Generate meets the limit.
  const spent = await pricing.admin
    .from('billing_cycles')
    .update({ included_generations: 10 })
    .eq('user_id', user.id);
  expect(spent.error).toBeNull();
  await plugin.getByRole('button', { name: 'Generate', exact: true }).click();
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

test('the playground sample generates as a three-screen flow: its screens and generations shown first, one history row, and the graph on the detail page', async ({
  page,
  pricing,
}) => {
  test.setTimeout(150_000);
  const user = await pricing.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/_dev/figma-plugin');
  const plugin = page.frameLocator('#plugin-ui');
  await signInFromPlugin(page, plugin, 'designer@example.com');
  const account = plugin.getByRole('region', { name: 'Account' });
  await expect(account.getByTestId('remaining')).toHaveText('10 of 10 generations left');

  // The section of the sample holds the flow: before it runs, its screens and what it uses.
  await layer(page, 'Sign-in flow Section').click();
  const selection = plugin.getByRole('region', { name: 'Selection' });
  await expect(selection.getByTestId('flow-run')).toHaveText('Flow · 3 screens · 3 generations');
  await expect(selection.getByRole('list', { name: 'Screens' }).getByRole('listitem')).toHaveText([
    'Sign in',
    'Projects',
    'Project details',
  ]);
  await expect(selection).toContainText(FLOW_METERING_RULE);
  await shot(page, 'e2e-flow-1-selected');
  await plugin.getByRole('button', { name: 'Generate flow (3 screens · 3 generations)' }).click();

  const result = plugin.getByRole('region', { name: /files for “Sign-in flow”/ });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText('A flow of 3 screens · 3 generations, free');
  const paths = await result
    .getByRole('list', { name: 'Generated files' })
    .getByRole('button')
    .allTextContents();
  const navHost = paths.find((p) => /NavHost\.kt$/.test(p));
  expect(navHost).toBeDefined();
  await expect(account.getByTestId('remaining')).toHaveText('7 of 10 generations left');
  await shot(page, 'e2e-flow-2-generated');

  // The zip: the files under app/src/main, and the README of how to show the graph.
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download zip' }).click();
  const zip = unzipSync(new Uint8Array(await readFile(await (await download).path())));
  expect(Object.keys(zip).sort()).toEqual(
    [...paths.map((p) => `app/src/main/${p}`), 'README.md'].sort(),
  );
  const readme = new TextDecoder().decode(zip['README.md']);
  expect(readme).toContain('A flow of 3 screens');
  expect(readme).toContain('setContent {');

  // One row in the history for the whole flow, counted as its three screens.
  const rows = await pricing.admin.from('generations').select('id, screens').eq('user_id', user.id);
  expect(rows.error).toBeNull();
  expect(rows.data).toEqual([{ id: expect.any(String), screens: 3 }]);
  await page.goto('/generations');
  const history = page.getByRole('link', { name: 'Sign-in flow' });
  await expect(history).toHaveCount(1);
  await expect(page.getByText('Flow of 3 screens · 3 generations')).toBeVisible();
  await shot(page, 'e2e-flow-3-history');

  // The detail page: the screens as cards, the two navigate links as arrows, each screen's code.
  await history.click();
  await page.waitForURL(`**/generations/${rows.data![0]!.id}`);
  const graph = page.getByRole('region', { name: 'Flow', exact: true });
  const cards = graph.getByRole('list', { name: 'Screens of the flow' }).getByRole('button');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Start');
  await expect(graph.locator('path.flow-graph__arrow')).toHaveCount(2);
  await expect(
    graph.getByRole('list', { name: 'Links of the flow' }).getByRole('listitem'),
  ).toHaveText([
    /^Sign in: “.+” navigates to Projects$/,
    /^Projects: “Checkout redesign” navigates to Project details$/,
    /^Project details: “Back” goes back$/,
  ]);
  // The sample's variables came with the flow: the same page shows the theme in Light and in Dark.
  const theme = page.getByRole('region', { name: 'Theme colours' });
  await expect(
    theme
      .getByRole('region', { name: 'MaterialTheme.colorScheme in Light mode' })
      .getByRole('listitem')
      .filter({ hasText: /^primary#/ }),
  ).toHaveText('primary#6750A4');
  await theme
    .getByRole('group', { name: 'Colour mode' })
    .getByRole('button', { name: 'Dark' })
    .click();
  await expect(
    theme
      .getByRole('region', { name: 'MaterialTheme.colorScheme in Dark mode' })
      .getByRole('listitem')
      .filter({ hasText: /^primary#/ }),
  ).toHaveText('primary#D0BCFF');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'e2e-flow-4-detail');
  await cards.filter({ hasText: 'Projects' }).click();
  await expect(cards.filter({ hasText: 'Projects' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.code-view__path')).toHaveText(/\/Projects\.kt$/);
  await expect(page.getByLabel(/^Code of .+\/Projects\.kt$/)).toContainText('fun Projects(');
  await shot(page, 'e2e-flow-5-screen-code');
  // The detail page's zip is the plugin's: the same files and the same README.
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download zip' }).click();
  const fromWeb = unzipSync(new Uint8Array(await readFile(await (await again).path())));
  expect(Object.keys(fromWeb).sort()).toEqual(Object.keys(zip).sort());
  expect(new TextDecoder().decode(fromWeb['README.md'])).toBe(readme);

  // The rule in the product's words where plans are chosen and in the docs.
  await page.goto('/upgrade');
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toContainText(
    FLOW_METERING_RULE,
  );
  await shot(page, 'e2e-flow-6-upgrade');
  await page.goto('/docs#faq');
  await page.getByText('What counts as a generation?').click();
  await expect(page.getByText(FLOW_METERING_RULE)).toBeVisible();
  await page.goto('/docs#code-generation');
  await expect(
    page.getByRole('heading', { name: 'Flows: several screens and their prototype links' }),
  ).toBeVisible();
  await shot(page, 'e2e-flow-7-docs');
});

test('the playground loads any REST JSON file, says what is wrong with one it cannot read, and paints PNGs in the browser', async ({
  page,
}, testInfo) => {
  await page.goto('/_dev/figma-plugin');
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  const chooser = page.getByLabel('Open a REST JSON file');

  await chooser.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'notes.json is not JSON. Save the answer of GET /v1/files/:key or /v1/files/:key/nodes as a .json file.',
  );
  await chooser.setInputFiles({
    name: 'projects.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ projects: [] })),
  });
  await expect(page.getByRole('alert')).toContainText(
    'projects.json: This is not a Figma REST answer',
  );
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
        nodes: {
          '9:1': { document: { id: '9:1', name: 'Dropped screen', type: 'FRAME', children: [] } },
        },
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
  await expect(
    page.frameLocator('#plugin-ui').getByRole('heading', { name: 'Sign in to generate code' }),
  ).toBeVisible();
  await layer(page, 'Profile Frame').click();
  await expect(page.getByRole('img', { name: 'Approximate picture of “Profile”' })).toBeVisible();
  await shot(page, 'e2e-6-own-file');

  // figma.closePlugin() closes the window; Run the plugin again starts it over the same design.
  await page.evaluate(() =>
    (window as unknown as { figma: { closePlugin(m: string): void } }).figma.closePlugin(
      'Plugin closed.',
    ),
  );
  await expect(page.locator('#plugin-ui')).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Plugin closed.')).toBeVisible();
  await page.getByRole('button', { name: 'Run the plugin again' }).click();
  await expect(
    page.frameLocator('#plugin-ui').getByRole('heading', { name: 'Sign in to generate code' }),
  ).toBeVisible();
  await expect(layer(page, 'Avatar Rectangle')).toBeVisible();
  await layer(page, 'Profile Frame').click();

  // What the plugin's main thread gets: real PNG bytes of the right size from the page's canvas.
  const sizes = await page.evaluate(async () => {
    type Exportable = { exportAsync(s: object): Promise<Uint8Array> };
    const figma = (
      window as unknown as {
        figma: {
          currentPage: { selection: Exportable[] };
          getImageByHash(h: string): { getBytesAsync(): Promise<Uint8Array> } | null;
        };
      }
    ).figma;
    const size = async (bytes: Uint8Array) => {
      const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/png' }));
      return [bytes[0], bitmap.width, bitmap.height];
    };
    const [frame] = figma.currentPage.selection;
    return {
      preview: await size(
        await frame!.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 2 } }),
      ),
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
  expect(
    (await pricing.admin.from('figma_accounts').delete().eq('user_id', user.id)).error,
  ).toBeNull();
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
