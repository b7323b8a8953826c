import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { prerenderedPageFile, prerenderedPageVariants } from '@app/shared/prerendered-pages';
import { pageHtml, type PageAssets } from './page-html';
import { renderPage } from './pages';

const renderLanding = (flags: typeof DEFAULT_FEATURE_FLAGS) => renderPage('/', flags).markup;
const meta = { title: 'Landing | FrameToCode', description: 'What the "landing" page is' };

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>FrameToCode</title>
    <meta
      name="description"
      content="old"
    />
    <!-- Served by the backend: sets window.__APP_CONFIG__ (API URL, anon key, feature flags). -->
    <script src="/runtime-config.js" vite-ignore></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <noscript><p>FrameToCode needs JavaScript to run.</p></noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered pages', () => {
  it('renders the landing component with the flags it is given', () => {
    const plain = renderLanding({
      ...DEFAULT_FEATURE_FLAGS,
      showAiChip: false,
      showDemoButton: false,
    });
    expect(plain).toContain('Turn Figma designs into');
    expect(plain).toContain('href="/docs"');
    expect(plain).not.toContain('Powered by AI');
    expect(plain).not.toContain('Watch Demo');
    const all = renderLanding({ ...DEFAULT_FEATURE_FLAGS, showAiChip: true, showDemoButton: true });
    expect(all).toContain('Powered by AI');
    expect(all).toContain('Watch Demo');
  });

  it('renders the documentation, its first section current, with its title', () => {
    const docs = renderPage('/docs', DEFAULT_FEATURE_FLAGS);
    expect(docs.title).toBe('Documentation | FrameToCode');
    expect(docs.markup).toContain('aria-label="Documentation sections"');
    expect(docs.markup).toContain('aria-current="page"');
    expect(renderPage('/', DEFAULT_FEATURE_FLAGS).title).toBe(
      'FrameToCode – Figma designs to Jetpack Compose code',
    );
  });

  it('prerenders one file per combination of the flags a page reads, and no landing page with pricing', () => {
    const files = prerenderedPageVariants().map(({ pathname, flags }) =>
      prerenderedPageFile(pathname, flags),
    );
    expect(new Set(files).size).toBe(8);
    expect(prerenderedPageFile('/', DEFAULT_FEATURE_FLAGS)).toBe('prerendered/landing.html');
    expect(prerenderedPageFile('/', { ...DEFAULT_FEATURE_FLAGS, showPricing: true })).toBeNull();
    expect(prerenderedPageFile('/docs', { ...DEFAULT_FEATURE_FLAGS, iosSupport: true })).toBe(
      'prerendered/docs.ios.html',
    );
    expect(prerenderedPageFile('/dashboard', DEFAULT_FEATURE_FLAGS)).toBe(
      'prerendered/dashboard.html',
    );
    expect(
      prerenderedPageFile('/dashboard', { ...DEFAULT_FEATURE_FLAGS, showPricing: true }),
    ).toBeNull();
  });

  it('renders /dashboard as the signed-in layout around the loading state, with no user data', () => {
    const page = renderPage('/dashboard', DEFAULT_FEATURE_FLAGS);
    expect(page.title).toBe('Dashboard | FrameToCode');
    expect(page.description).toBe(
      'Your FrameToCode plan, usage this month and latest generations.',
    );
    const { markup } = page;
    expect(markup).toMatch(/^<div class="app-layout">/);
    expect(markup).toContain('<h1 class="app-page__title">Dashboard</h1>');
    expect(markup).toContain(
      'The latest generations you ran with the FrameToCode plugin in Figma, and the shortcuts you need most.',
    );
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Loading dashboard...');
    expect(markup).toMatch(/aria-current="page" class="app-nav__link active" href="\/dashboard"/);
    // The sidebar follows SHOW_PRICING (off here); the header has no one's email.
    expect(markup).not.toContain('Billing');
    expect(markup).toContain('<div class="app-header__user"></div>');
    expect(markup).not.toContain('Signed in as');
    expect(markup).not.toContain('Recent Activity');
  });

  it('turns the app shell into the landing page with the markup, the boot script and no app script', () => {
    const html = pageHtml(
      TEMPLATE,
      { markup: '<main>Price $& "quoted"</main>', ...meta },
      {
        appEntry: 'assets/index-abc.js',
        boot: 'assets/page-boot-xyz.js',
        loadApp: 'on-navigation',
        css: ['assets/index-ghi.css', 'assets/landing-jkl.css'],
      },
    );
    expect(html).toContain(
      '<div id="root" data-app-entry="/assets/index-abc.js"><main>Price $& "quoted"</main></div>',
    );
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/page-boot-xyz.js"></script>',
    );
    expect(html).not.toContain('runtime-config');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('<noscript>');
    expect(html.match(/index-ghi\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-jkl.css">');
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(html).toContain(
      '<meta name="description" content="What the &quot;landing&quot; page is" />',
    );
  });

  it('marks a page whose app loads at once, the address to hydrate it at, and an inert one', () => {
    const assets: PageAssets = {
      appEntry: 'assets/index-abc.js',
      boot: 'assets/page-boot-xyz.js',
      loadApp: 'at-once',
      css: ['assets/docs-mno.css'],
    };
    const html = pageHtml(
      TEMPLATE,
      { markup: '<main>Docs</main>', ...meta },
      { ...assets, hydrateAt: '/docs' },
    );
    expect(html).toContain(
      '<div id="root" data-app-entry="/assets/index-abc.js" data-app-boot="load" data-hydrate="/docs"><main>Docs</main></div>',
    );
    const signedIn = pageHtml(
      TEMPLATE,
      { markup: '<div class="app-layout"></div>', ...meta },
      { ...assets, inert: true, needsSession: true },
    );
    expect(signedIn).toContain(
      'data-app-boot="load" data-needs-session><div inert class="app-layout"></div></div>',
    );
    const inert = pageHtml(
      TEMPLATE,
      { markup: '<div class="auth-page"><form></form></div>', ...meta },
      { ...assets, inert: true },
    );
    expect(inert).toContain(
      'data-app-boot="load"><div inert class="auth-page"><form></form></div></div>',
    );
    const withChunks = pageHtml(
      TEMPLATE,
      { markup: '<main>Docs</main>', ...meta },
      {
        ...assets,
        appImports: ['assets/react-a.js', 'assets/supabase-b.js'],
        routeChunks: ['assets/docs-c.js'],
      },
    );
    expect(withChunks).toContain(
      '<div id="root" data-app-entry="/assets/index-abc.js" data-app-imports="/assets/react-a.js /assets/supabase-b.js" data-route-chunks="/assets/docs-c.js" data-app-boot="load">',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/docs-mno.css">');
  });

  it('refuses a template without an empty root element', () => {
    expect(() =>
      pageHtml(
        '<html><head></head><body></body></html>',
        { markup: '', ...meta },
        { appEntry: 'a.js', boot: 'b.js', loadApp: 'at-once', css: [] },
      ),
    ).toThrow(/no empty <div id="root"><\/div>/);
  });
});
