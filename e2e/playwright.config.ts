import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in a real headless Chromium: Debian's `chromium` package, driven by
 * playwright-core (Playwright's own browser download cannot work on these machines).
 * Each test file starts the real backend (e2e/support/server.ts) serving the built web app.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-dev-shm-usage',
        // The plugin's window is a sandboxed iframe, which Chromium puts in a process of its own
        // (IsolateSandboxedIframes). A click is then routed to that process by the compositor's
        // hit-test data, which on a loaded machine can lag the frame's layout: now and then a
        // click in the plugin window went nowhere (no sign-in tab, no generate request; one CI
        // run waited 13 minutes for a generation never sent). In one process, a click is hit-
        // tested against the layout Playwright just checked. Same-origin rules are unchanged.
        '--disable-site-isolation-trials',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
