import { chromium } from 'playwright-core';
import { startServer } from './support/server';
const builds = [{ label: 'before', root: '/tmp/s3-before' }, { label: 'after', root: '/work/wt/s3' }];
const main = async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  for (const b of builds) {
    const server = await startServer({}, { root: b.root });
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(server.url + '/');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/s3-shots/${b.label}-${width}.png`, fullPage: true });
      console.log(b.label, width, 'errors:', errors);
      if (b.label === 'after' && width === 1280) {
        await page.getByRole('link', { name: 'Docs' }).first().click();
        await page.waitForURL(/\/docs$/);
        await page.getByRole('heading', { level: 1 }).waitFor();
        console.log('after docs h1:', await page.getByRole('heading', { level: 1 }).textContent(), 'scrollY', await page.evaluate(() => scrollY));
        await page.screenshot({ path: `/tmp/s3-shots/after-docs.png` });
        await page.goBack();
        await page.waitForURL(/\/$/);
        await page.getByRole('heading', { level: 1 }).waitFor();
        console.log('back h1:', await page.getByRole('heading', { level: 1 }).textContent(), errors);
      }
      await page.close();
    }
    await server.stop();
  }
  await browser.close();
};
main().catch((e) => { console.error(e); process.exit(1); });
