import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { prerenderedLandingFile, prerenderedLandingVariants } from '@app/shared/landing-page';
import { landingHtml } from './landing-html';
import { meta, renderLanding } from './landing';

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

describe('the prerendered landing page', () => {
  it('renders the landing component with the flags it is given', () => {
    const plain = renderLanding({ ...DEFAULT_FEATURE_FLAGS, showAiChip: false, showDemoButton: false });
    expect(plain).toContain('Turn Figma designs into');
    expect(plain).toContain('href="/docs"');
    expect(plain).not.toContain('Powered by AI');
    expect(plain).not.toContain('Watch Demo');
    const all = renderLanding({ ...DEFAULT_FEATURE_FLAGS, showAiChip: true, showDemoButton: true });
    expect(all).toContain('Powered by AI');
    expect(all).toContain('Watch Demo');
  });

  it('prerenders one file per combination of the AI chip and the demo button, none with pricing', () => {
    const files = prerenderedLandingVariants().map((flags) => prerenderedLandingFile(flags));
    expect(new Set(files).size).toBe(4);
    expect(prerenderedLandingFile(DEFAULT_FEATURE_FLAGS)).toBe('prerendered/landing.html');
    expect(prerenderedLandingFile({ ...DEFAULT_FEATURE_FLAGS, showPricing: true })).toBeNull();
  });

  it('turns the app shell into a page with the markup, the boot script and no app script', () => {
    const html = landingHtml(
      TEMPLATE,
      { markup: '<main>Price $& "quoted"</main>', ...meta },
      { appEntry: 'assets/index-abc.js', boot: 'assets/landing-boot-xyz.js', css: ['assets/index-ghi.css', 'assets/landing-jkl.css'] },
    );
    expect(html).toContain('<div id="root" data-app-entry="/assets/index-abc.js"><main>Price $& "quoted"</main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/landing-boot-xyz.js"></script>');
    expect(html).not.toContain('runtime-config');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('<noscript>');
    expect(html.match(/index-ghi\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-jkl.css">');
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${meta.description}" />`);
  });

  it('refuses a template without an empty root element', () => {
    expect(() => landingHtml('<html><head></head><body></body></html>', { markup: '', ...meta }, { appEntry: 'a.js', boot: 'b.js', css: [] })).toThrow(
      /no empty <div id="root"><\/div>/,
    );
  });
});
