import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RENDER_MESSAGES, SCORE_EXPLANATION } from '@app/shared/renders';
import { test as base, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { startServer, type E2eServer } from '../support/server';
import { generateSelection, selectFrame, shot, signInFromPlugin } from './plugin-helpers';

/** A backend that renders (one warm JVM in the server), as `npm start` runs on a machine with Java. */
const test = base.extend<object, { rendering: E2eServer }>({
  rendering: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Migrations, the demo seed and the Java check: more than a minute on a loaded machine.
      const server = await startServer(
        { RENDERS: 'on', RENDER_WORKERS: '1', SEED_DEMO: 'true' },
        { startTimeoutMs: 180_000 },
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ rendering }, use) => {
    await use(rendering.url);
  },
});

test('a generation from the playground shows its render beside the frame, live, with its score, overlay, difference and worst-layer links', async ({
  page,
  rendering,
}) => {
  // The first render of a fresh server waits for its JVM to start and warm up.
  test.setTimeout(780_000);
  const account = await rendering.createUser();
  const site = await page.context().newPage();
  await signIn(site, account.email, account.password);
  await site.waitForURL('**/dashboard');

  await page.goto('/_dev/figma-plugin');
  const plugin = page.frameLocator('#plugin-ui');
  await expect(plugin.getByRole('heading', { name: 'Sign in to generate code' })).toBeVisible();
  await signInFromPlugin(page, plugin, 'designer@example.com');
  await selectFrame(page, plugin, 'Sign in Frame', '360 × 800');
  const answer = (await (await generateSelection(page, plugin)).json()) as {
    generation: { id: string };
  };
  // The code answer came back at once; the render is still to come.
  await expect(plugin.getByRole('region', { name: /files? for “Sign in”/ })).toBeVisible({
    timeout: 30_000,
  });

  await site.goto(`/generations/${answer.generation.id}`);
  const preview = site.getByRole('region', { name: 'Rendered preview' });
  await expect(preview).toBeVisible();
  await site.evaluate(() => Object.assign(window, { __sameLoad: true }));
  // The score appears without a reload once the job has stored its report (on a machine at
  // load average 45 the JVM's first start and compile took up to 7 minutes).
  await expect(preview.getByText('layer score')).toBeVisible({ timeout: 660_000 });
  expect(
    await site.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true);
  await expect(preview.getByText(SCORE_EXPLANATION)).toBeVisible();
  await expect(preview.getByText(/^Pixel similarity \d/)).toBeVisible();
  await expect(
    preview.getByRole('img', { name: "Figma's export of the Sign in frame" }),
  ).toBeVisible();
  await expect(
    preview.getByRole('img', { name: 'The generated code of Sign in, rendered' }),
  ).toBeVisible();
  await shot(site, 'render-1-side-by-side');

  // Overlay: the render over Figma's frame, its opacity on a slider.
  await preview.getByRole('button', { name: 'Overlay' }).click();
  const slider = preview.getByRole('slider', { name: 'Rendered code over Figma (percent)' });
  // A range input takes keys, as a keyboard user moves it: 50 + 30 steps of 1.
  await slider.focus();
  for (let i = 0; i < 30; i++) await slider.press('ArrowRight');
  const top = preview.getByRole('img', { name: /rendered, over Figma's export/ });
  await expect(top).toHaveCSS('opacity', '0.8');
  await shot(site, 'render-2-overlay');
  await preview.getByRole('button', { name: 'Difference' }).click();
  await expect(top).toHaveCSS('mix-blend-mode', 'difference');
  await shot(site, 'render-3-difference');

  // Every layer of the sample design is drawn within 1 dp of the design, the top app bar where
  // Figma has it (a plugin that sent the layers reversed drew it at the bottom, 736 dp off): no
  // layer is listed as off the design.
  await expect(
    preview.getByText("Every scored layer is within 1 dp, with the design's fill and text."),
  ).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Layers furthest from the design' })).toHaveCount(
    0,
  );
  await shot(site, 'render-4-every-layer-within');
  await expectNoSeriousA11yViolations(site);

  // The plugin's result view followed the same job and shows the same score beside its frame.
  const pluginPreview = plugin.getByRole('region', { name: 'Rendered preview' });
  const score = (await preview.locator('.render-preview__value').textContent()) ?? '';
  await expect(pluginPreview).toContainText(`${score} layer score`);
  await expect(
    pluginPreview.getByRole('img', { name: "Figma's export of the Sign in frame" }),
  ).toBeVisible();
  await pluginPreview.getByRole('button', { name: 'Overlay' }).click();
  await expect(
    pluginPreview.getByRole('slider', { name: 'Rendered code over Figma (percent)' }),
  ).toBeVisible();
  await shot(page, 'render-6-plugin');

  // A screen with layers off the design (the sample flow's Projects screen): a worst layer opens
  // its code at its line.
  await selectFrame(page, plugin, 'Projects Frame', 'Projects');
  const projects = (await (await generateSelection(page, plugin)).json()) as {
    generation: { id: string };
  };
  await site.goto(`/generations/${projects.generation.id}`);
  const projectsPreview = site.getByRole('region', { name: 'Rendered preview' });
  await expect(projectsPreview.getByText('layer score')).toBeVisible({ timeout: 300_000 });
  const worst = projectsPreview.getByRole('list', { name: 'Layers furthest from the design' });
  const link = worst.getByRole('button').first();
  const label = (await link.textContent()) ?? '';
  const [, file, line] = /\((\S+\.kt), line (\d+)\)/.exec(label) ?? [];
  expect(file).toBeDefined();
  await link.click();
  const code = site.getByRole('region', { name: 'File contents' });
  await expect(code.getByText(file!, { exact: false }).first()).toBeVisible();
  await expect(code.getByTestId('code-line-mark')).toHaveAttribute('data-line', line!);
  await expect(code.getByTestId('code-line-mark')).toBeInViewport();
  await shot(site, 'render-7-worst-layer-code');
});

test('a generation made before rendered previews says it has none', async ({ page, rendering }) => {
  // The demo account's history is seeded without render jobs, as generations before this feature were.
  const demo = JSON.parse(
    await readFile(path.join(rendering.dataDir, 'demo-account.json'), 'utf8'),
  ) as {
    email: string;
    password: string;
  };
  await signIn(page, demo.email, demo.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/generations');
  await page.locator('a.generation-list__name').first().click();
  const preview = page.getByRole('region', { name: 'Rendered preview' });
  await expect(preview).toContainText(RENDER_MESSAGES.none);
  await shot(page, 'render-5-older-generation');
});
