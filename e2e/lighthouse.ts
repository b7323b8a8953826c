// Lighthouse on / and /login against the real backend serving the production build, with
// Debian's Chromium. Prints the four category scores; a script, not a test (scores move
// with machine load). Run: npm run lighthouse -w @app/e2e  (after npm run build -w @app/web)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './support/server';

const PAGES = ['/', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log(`Lighthouse ${new Date().toISOString()} (mobile emulation, simulated throttling)`);
    console.log(['page', ...CATEGORIES].join('\t'));
    for (const page of PAGES) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
      console.log([page, ...scores].join('\t'));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
