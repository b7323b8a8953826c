import type { PrerenderedPage } from './pages';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PageAssets {
  /** The app's entry script (from the build manifest), e.g. assets/index-abc.js. */
  appEntry: string;
  /** The style sheets the page needs; those the template already links are skipped. */
  css: string[];
  /**
   * The landing page's boot script: the page becomes static HTML with only that script
   * (no runtime config, no app entry, no module preloads, no "needs JavaScript" note), and
   * #root names the app's entry for later. Without it the page keeps the app's scripts and
   * the app renders over the markup once it has loaded.
   */
  boot?: string;
}

/** The app's index.html (as vite built it) with a prerendered page's markup, title and description. */
export function pageHtml(template: string, page: PrerenderedPage, assets: PageAssets): string {
  const links = assets.css
    .filter((href) => !template.includes(`/${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="/${href}">\n`)
    .join('');
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('  </head>', () => `${links}  </head>`);
  if (assets.boot) {
    const boot = assets.boot;
    html = html
      // The runtime config is read by the app, which the boot script loads with it on demand.
      .replace(/\s*<!--[^>]*__APP_CONFIG__[\s\S]*?-->/, '')
      .replace(/\s*<script\b[^>]*src="\/runtime-config\.js"[^>]*><\/script>/, '')
      // The app's entry and its preloads are not the landing page's to load.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/, () => `<script type="module" crossorigin src="/${boot}"></script>`)
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  }
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  const attributes = assets.boot ? ` data-app-entry="/${assets.appEntry}"` : ' data-prerendered="true"';
  // A function, so a "$" in the markup is not read as a replacement pattern.
  return html.replace(root, () => `<div id="root"${attributes}>${page.markup}</div>`);
}
