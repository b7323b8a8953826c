import { readFileSync } from 'node:fs';
import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { accessToken, generateAs, PREVIEW_PNG } from './generation-helpers';
import { shot } from './plugin-helpers';

/** The plugin's sample design and its variables (Material's schemes in Light and Dark, a brand colour). */
const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../packages/codegen/test/fixtures/${name}`, import.meta.url), 'utf8'),
  );

test.describe('generation detail (/generations/:id)', () => {
  test('opens from the history and shows the preview, the file tree, highlighted code, Copy and the zip', async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await server.createUser();
    const token = await accessToken(server, user.email, user.password);
    const made = await generateAs(server, token, 'Sign in screen', { preview: PREVIEW_PNG });
    const kotlin = made.files.find((f) => f.path.endsWith('.kt'))!;

    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/generations');
    await page.getByRole('link', { name: 'Sign in screen' }).click();
    await expect(page).toHaveURL(new RegExp(`/generations/${made.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in screen' })).toBeVisible();
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Preview of the Sign in screen frame' }),
    ).toBeVisible();

    const tree = page.getByRole('navigation', { name: 'Generated files' });
    const fileName = kotlin.path.split('/').pop()!;
    await expect(tree.getByRole('button', { name: fileName })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const code = page.getByRole('region', { name: 'File contents' });
    await expect(code).toContainText('@Composable');
    await expect(code).toContainText('Welcome back');
    // Highlighted by the lazily loaded highlighter.
    await expect(code.locator('.hljs-keyword').first()).toBeVisible();

    await code.getByRole('button', { name: 'Copy' }).click();
    await expect(code.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(kotlin.content);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sign-in-screen.zip');
    const zip = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from(`app/src/main/${kotlin.path}`))).toBe(true);

    await expectNoSeriousA11yViolations(page);
  });

  test('shows the generated theme’s colours in Light and in Dark for a design with variables', async ({
    page,
    server,
  }) => {
    const user = await server.createUser();
    const token = await accessToken(server, user.email, user.password);
    const made = await generateAs(server, token, 'Sign in with variables', {
      figma: fixture('m3-sign-in.nodes.json'),
      variables: fixture('m3-sign-in.variables.json'),
    });
    expect(made.files.map((f) => f.path)).toContainEqual(expect.stringMatching(/Theme\.kt$/));

    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`/generations/${made.id}`);
    const theme = page.getByRole('region', { name: 'Theme colours' });
    await expect(theme).toBeVisible();
    const modes = theme.getByRole('group', { name: 'Colour mode' });
    await expect(modes.getByRole('button', { name: 'Light' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const scheme = (mode: string) =>
      theme.getByRole('region', { name: `MaterialTheme.colorScheme in ${mode} mode` });
    const tokens = (mode: string) =>
      theme.getByRole('region', { name: `Material3SignInFlowTheme.colors in ${mode} mode` });
    // The scheme's primary and the brand accent as the variables give them in each mode.
    await expect(
      scheme('Light')
        .getByRole('listitem')
        .filter({ hasText: /^primary#/ }),
    ).toHaveText('primary#6750A4');
    await expect(tokens('Light').getByRole('listitem')).toHaveText(['accent#D94A2D']);
    await shot(page, 'generation-theme-light');

    await modes.getByRole('button', { name: 'Dark' }).click();
    await expect(modes.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      scheme('Dark')
        .getByRole('listitem')
        .filter({ hasText: /^primary#/ }),
    ).toHaveText('primary#D0BCFF');
    await expect(
      scheme('Dark')
        .getByRole('listitem')
        .filter({ hasText: /^surface#/ }),
    ).toHaveText('surface#141218');
    await expect(tokens('Dark').getByRole('listitem')).toHaveText(['accent#FFB4A2']);
    await shot(page, 'generation-theme-dark');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows no colour modes for a design without a dark mode', async ({ page, server }) => {
    const user = await server.createUser();
    const made = await generateAs(
      server,
      await accessToken(server, user.email, user.password),
      'Plain screen',
    );
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`/generations/${made.id}`);
    await expect(page.getByRole('region', { name: 'File contents' })).toContainText('@Composable');
    await expect(page.getByRole('region', { name: 'Theme colours' })).toHaveCount(0);
  });

  test("says 'not found' for another user's generation and for an unknown id", async ({
    page,
    server,
  }) => {
    const owner = await server.createUser();
    const made = await generateAs(
      server,
      await accessToken(server, owner.email, owner.password),
      'Private screen',
    );
    const other = await server.createUser();
    await signIn(page, other.email, other.password);
    await page.waitForURL('**/dashboard');
    for (const id of [made.id, 'not-a-generation']) {
      await page.goto(`/generations/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Generation not found' }),
      ).toBeVisible();
      await expect(page.getByText('Private screen')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
  test('a flow shows its graph: cards for its screens, an arrow for each link, the dialog and what leads outside', async ({
    page,
    server,
  }) => {
    const user = await server.createUser();
    const token = await accessToken(server, user.email, user.password);
    // The four-frame checkout flow (the section 1:35): navigate, back, a dialog overlay and a link
    // to a frame outside it, as the code generator's tests save it.
    const figma: unknown = JSON.parse(
      readFileSync(
        new URL('../../packages/codegen/test/fixtures/checkout-flow.file.json', import.meta.url),
        'utf8',
      ),
    );
    const made = await generateAs(server, token, 'Checkout flow', { figma, flow: ['1:35'] });
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`/generations/${made.id}`);
    await expect(page.getByText('Flow of 4 screens · 4 generations')).toBeVisible();
    const graph = page.getByRole('region', { name: 'Flow', exact: true });
    const cards = graph.getByRole('list', { name: 'Screens of the flow' }).getByRole('button');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: 'Delete order?' })).toContainText('Dialog');
    // Sign in → Orders → Order details → the dialog, and the dialog's Delete back to Orders.
    await expect(graph.locator('path.flow-graph__arrow')).toHaveCount(4);
    await expect(graph.locator('path.flow-graph__arrow--return')).toHaveCount(1);
    await expect(
      graph.getByRole('list', { name: 'Links that lead outside this flow' }),
    ).toContainText('Sign in: “Forgot password?” leads to Reset password');
    // The start screen's code is shown first.
    await expect(page.getByRole('region', { name: 'File contents' })).toContainText('fun SignIn(');
    await expectNoSeriousA11yViolations(page);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}detail-flow.png`,
        fullPage: true,
      });
  });
});
