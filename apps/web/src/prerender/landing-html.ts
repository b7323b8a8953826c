function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The app's index.html (as vite built it) turned into the landing page around its prerendered
 * markup: the page's title and description, the landing route's style sheets, the boot
 * script instead of the app's entry (named on #root for later), no runtime config script,
 * no module preloads and no "needs JavaScript" note.
 */
export function landingHtml(
  template: string,
  page: { markup: string; title: string; description: string },
  assets: { appEntry: string; boot: string; css: string[] },
): string {
  const links = assets.css
    .filter((href) => !template.includes(`/${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="/${href}">\n`)
    .join('');
  let html = template
    // The runtime config is read by the app, which the boot script loads with it on demand.
    .replace(/\s*<!--[^>]*__APP_CONFIG__[\s\S]*?-->/, '')
    .replace(/\s*<script src="\/runtime-config\.js"[^>]*><\/script>/, '')
    // The app's entry and its preloads are not the landing page's to load.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/, `<script type="module" crossorigin src="/${assets.boot}"></script>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('  </head>', `${links}  </head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  // A function, so a "$" in the markup is not read as a replacement pattern.
  html = html.replace(root, () => `<div id="root" data-app-entry="/${assets.appEntry}">${page.markup}</div>`);
  return html;
}
