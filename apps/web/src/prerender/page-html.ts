import type { PrerenderedPage } from './pages';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface PageAssets {
  /** The app's entry script (from the build manifest), e.g. assets/index-abc.js. */
  appEntry: string;
  /**
   * The chunks the app's entry imports, in the order they run: the boot script fetches them
   * all at once and runs them one task at a time, so no single task runs the whole app.
   */
  appImports?: string[];
  /** The page's route chunk and what it imports: fetched with the app, run by the router. */
  routeChunks?: string[];
  /** The style sheets the page needs; those the template already links are skipped. */
  css: string[];
  /** The boot script (src/prerender/boot.ts), the page's only script. */
  boot: string;
  /** When the boot script loads the app: on the first link followed, or at once. */
  loadApp: 'on-navigation' | 'at-once';
  /** The markup is inert (no focus, clicks or typing) until the app renders over it: for forms. */
  inert?: boolean;
  /**
   * The address the markup matches exactly, for the app to hydrate it there instead of
   * rendering over it (it must render the same markup: no inert, no state only the browser has).
   */
  hydrateAt?: string;
  /**
   * A signed-in page: the boot script sends a visitor with no stored session to /login (as the
   * app's guard would), and the app reads the session before rendering over the markup.
   */
  needsSession?: boolean;
}

/**
 * The app's index.html (as vite built it) turned into a prerendered page: its markup, title,
 * description and style sheets, and the boot script as its only script (no runtime config,
 * no app entry, no module preloads, no "needs JavaScript" note); #root names the app's entry
 * and when to load it.
 */
export function pageHtml(template: string, page: PrerenderedPage, assets: PageAssets): string {
  const links = assets.css
    .filter((href) => !template.includes(`/${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="/${href}">\n`)
    .join('');
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('  </head>', () => `${links}  </head>`);
  html = html
    // The runtime config is read by the app, which the boot script loads with it.
    .replace(/\s*<!--[^>]*__APP_CONFIG__[\s\S]*?-->/, '')
    .replace(/\s*<script\b[^>]*src="\/runtime-config\.js"[^>]*><\/script>/, '')
    // The app's entry and its preloads would compete with the style sheets for the network.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/,
      () => `<script type="module" crossorigin src="/${assets.boot}"></script>`,
    )
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const root = '<div id="root"></div>';
  if (!html.includes(root))
    throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  let attributes = ` data-app-entry="/${assets.appEntry}"`;
  if (assets.appImports?.length)
    attributes += ` data-app-imports="${assets.appImports.map((f) => `/${f}`).join(' ')}"`;
  if (assets.routeChunks?.length)
    attributes += ` data-route-chunks="${assets.routeChunks.map((f) => `/${f}`).join(' ')}"`;
  if (assets.loadApp === 'at-once') attributes += ' data-app-boot="load"';
  if (assets.hydrateAt) attributes += ` data-hydrate="${escapeHtml(assets.hydrateAt)}"`;
  if (assets.needsSession) attributes += ' data-needs-session';
  const markup = assets.inert
    ? page.markup.replace(/^<([a-z][a-z0-9]*)/, '<$1 inert')
    : page.markup;
  // A function, so a "$" in the markup is not read as a replacement pattern.
  return html.replace(root, () => `<div id="root"${attributes}>${markup}</div>`);
}
