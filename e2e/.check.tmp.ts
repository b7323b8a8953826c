import { chromium } from 'playwright-core';
import { startServer } from './support/server';
const main = async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const server = await startServer({});
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const p of ['/docs', '/docs#faq', '/login', '/login?returnTo=%2Fbilling', '/']) {
    await page.goto(server.url + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const inert = await page.locator('[inert]').count();
    console.log(p, 'h1:', await page.locator('h1').first().textContent(), 'inert:', inert, 'hydrate attr:', await page.locator('#root').getAttribute('data-hydrate'), 'errors:', errors.splice(0));
  }
  // landing -> docs via link, then a docs tab click, then back
  await page.goto(server.url + '/');
  await page.locator('footer a[href="/docs"]').click();
  await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await page.waitForURL(/#faq/);
  console.log('after tab click h1:', await page.locator('h1').first().textContent());
  await page.goBack(); await page.goBack();
  await page.waitForURL(server.url + '/');
  await page.getByRole('heading', { level: 1, name: /Turn Figma/ }).waitFor();
  console.log('back on landing, errors:', errors);
  // login with typing
  const user = await server.createUser();
  await page.goto(server.url + '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard/);
  console.log('signed in ->', new URL(page.url()).pathname, errors);
  await server.stop();
  await browser.close();
};
main().catch((e) => { console.error(e); process.exit(1); });
