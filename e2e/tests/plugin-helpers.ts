import type { BrowserContext, FrameLocator, Page, Response } from '@playwright/test';
import { expect } from '../support/fixtures';

/**
 * With E2E_SCREENSHOTS=<path prefix> set, a full-page picture of each step for a person to look
 * at (the plugin's frame paints first, so the picture is current).
 */
export async function shot(page: Page, name: string) {
  const prefix = process.env.E2E_SCREENSHOTS;
  if (!prefix) return;
  const ui = page.frames().find((f) => f.url().includes('/_dev/figma-plugin/ui.html'));
  await ui?.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await page.screenshot({ path: `${prefix}${name}.png`, fullPage: true });
}

/** A layer of the playground's layer list, by its name and type ("Sign in Frame"). */
export function layer(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Layers' })
    .getByRole('button', { name, exact: true });
}

/** The page the plugin opens with figma.openExternal (window.open in the playground). */
export async function nextTab(context: BrowserContext, action: () => Promise<void>): Promise<Page> {
  const opened = context.waitForEvent('page');
  await action();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

/**
 * Signs the plugin in through the browser, as a user already signed in on the web app does.
 * A click that the plugin window did not take (seen now and then in full runs while its
 * sandboxed iframe ran in a process of its own, see playwright.config.ts: the window stays on
 * "Sign in to generate code" and no tab opens) is given again, as a user would click again;
 * the tab is the first one that opens.
 */
export async function signInFromPlugin(page: Page, plugin: FrameLocator, figmaEmail: string) {
  const signedOut = plugin.getByRole('heading', { name: 'Sign in to generate code' });
  const waiting = plugin.getByRole('heading', { name: 'Finish signing in in your browser' });
  await expect(signedOut).toBeVisible();
  const opened = page.context().waitForEvent('page', { timeout: 90_000 });
  await expect(async () => {
    if (await signedOut.isVisible()) {
      await plugin.getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 5_000 });
    }
    await expect(waiting).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  await tab.waitForURL('**/_dev/oauth/figma/oauth?**');
  await tab.getByLabel('Figma email address').fill(figmaEmail);
  await tab.getByRole('button', { name: 'Allow access' }).click();
  await expect(tab.getByRole('heading', { name: 'Authentication Complete' })).toBeVisible();
  await tab.close();
}

/**
 * Selects a frame in the playground's layer list and waits until the plugin shows it (its
 * Selection card contains `shows`): until then the plugin's one button generates the whole page,
 * or, after an earlier generation, the frame selected before.
 */
export async function selectFrame(
  page: Page,
  plugin: FrameLocator,
  frame: string,
  shows: string,
): Promise<void> {
  await layer(page, frame).click();
  await expect(plugin.getByRole('region', { name: 'Selection' })).toContainText(shows);
}

/**
 * Clicks the plugin's "Generate" and answers the generate request's response (its request is
 * `response.request()`). The answer comes within seconds; a click that never reached the plugin
 * fails here after two minutes, not at the test's limit.
 */
export async function generateSelection(page: Page, plugin: FrameLocator): Promise<Response> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/functions/v1/generate') && r.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await plugin.getByRole('button', { name: 'Generate', exact: true }).click();
  return answered;
}
