/**
 * The prerendered pages' only script (scripts/prerender-pages.ts): the header's
 * scrolled style, the mobile menu and the skip link, done on the static markup. It loads the
 * app (React, the router, supabase-js), which then renders the page the address names over
 * the markup:
 * - on the landing page, when the visitor follows a link into the app, or at once when the
 *   address carries an OAuth or email-link return the app must finish;
 * - on a page marked data-app-boot="load" (/docs, /login, /dashboard), at once after the first
 *   frame: the page paints from its HTML and styles first (the browser runs this script only
 *   after the style sheets have loaded, and the app's downloads start after that paint).
 * A signed-in page (data-needs-session, /dashboard) is left at once for /login when this
 * browser has no stored session, the address the app's guard would send the visitor to.
 * Links keep working without it. Keep it free of imports: whatever it imports, every
 * prerendered page downloads before its first paint.
 */

// Same as HEADER_SCROLL_THRESHOLD_PX in @app/shared/limits (a test holds them equal).
export const SCROLL_THRESHOLD_PX = 50;
const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';
const AUTH_PARAMS = ['access_token', 'code', 'error', 'error_code', 'error_description'];

/** True when the address is an auth return (tokens, a code or an error) the app must handle. */
export function hasAuthReturn(location: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return AUTH_PARAMS.some((key) => query.has(key) || hash.has(key));
}

/**
 * True when supabase-js has a session stored in this browser (`sb-<project>-auth-token`; the
 * project part comes from the API's host name, which this script does not know). Whether it
 * is still valid is for the app to find out.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): boolean {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && /^sb-.+-auth-token$/.test(key) && storage.getItem(key)) return true;
  }
  return false;
}

/** Where the app's guard (RequireAuth) sends a visitor with no session. */
export function loginAddress(location: Pick<Location, 'pathname' | 'search'>): string {
  return `/login?return_to=${encodeURIComponent(location.pathname + location.search)}`;
}

/** A signed-in page opened with no stored session (and no auth return to finish). */
function signedOut(root: HTMLElement): boolean {
  if (root.dataset.needsSession === undefined || hasAuthReturn(window.location)) return false;
  try {
    return !hasStoredSession(window.localStorage);
  } catch {
    // Storage the page cannot read: the app decides.
    return false;
  }
}

let booting: Promise<void> | null = null;
let markup: Element | null = null;
/** Once the app has rendered over the markup, the page is the app's: this script's handlers stand down. */
const appTookOver = () => markup !== null && !markup.isConnected;

const files = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the runtime config, then the app's entry, which renders the current address. The
 * entry's chunks and the page's route chunks are fetched at once (the route's a task later),
 * alongside the config; the entry's chunks then run one per task (React, supabase-js, ...), so
 * that starting the app is not one long task holding the main thread.
 */
const PRELOADS_PER_TASK = 8;

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

export function bootApp(root: HTMLElement): Promise<void> {
  const appImports = files(root.dataset.appImports);
  if (!booting) {
    // Each preload costs the main thread about half a millisecond on a slow phone (a page
    // such as /dashboard has some 30): the app's own chunks first, then the route's, a few
    // per task, so that no task of them is a long one.
    preload([...appImports, root.dataset.appEntry ?? '']);
    void (async () => {
      const routeChunks = files(root.dataset.routeChunks);
      for (let i = 0; i < routeChunks.length; i += PRELOADS_PER_TASK) {
        await nextTask();
        preload(routeChunks.slice(i, i + PRELOADS_PER_TASK));
      }
    })();
  }
  booting ??= new Promise<void>((resolve, reject) => {
    const config = document.createElement('script');
    config.src = '/runtime-config.js';
    config.onload = () => resolve();
    config.onerror = () => reject(new Error('Could not load /runtime-config.js'));
    document.head.append(config);
  }).then(async () => {
    const entry = root.dataset.appEntry;
    if (!entry)
      throw new Error('The prerendered page does not name the app entry (data-app-entry)');
    for (const file of appImports) {
      await import(/* @vite-ignore */ file);
      await nextTask();
    }
    await import(/* @vite-ignore */ entry);
  });
  return booting;
}

function setUpHeader(): void {
  const header = document.querySelector<HTMLElement>('header.site-header');
  const toggle = document.getElementById('site-menu-toggle');
  const menu = document.getElementById('site-menu');
  if (!header || !toggle || !menu) return;

  const onScroll = () => {
    if (appTookOver()) return;
    const scrolled = window.scrollY > SCROLL_THRESHOLD_PX;
    header.classList.toggle('site-header--scrolled', scrolled);
    header.dataset.scrolled = String(scrolled);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();

  const setOpen = (open: boolean) => {
    header.classList.toggle('site-header--open', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    toggle.querySelector('path')?.setAttribute('d', open ? CLOSE_ICON : MENU_ICON);
  };
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !appTookOver() && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  // Following a link (an in-page anchor included) closes the menu.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
}

/**
 * The footer's year as of today: a prerendered page holds the year it was built in, and the
 * landing page may be served for long after without the app ever rendering over it.
 */
export function setUpYear(now = new Date()): void {
  for (const year of document.querySelectorAll('[data-current-year]')) {
    year.textContent = String(now.getFullYear());
  }
}

function setUpSkipLink(): void {
  // Focus the main landmark without touching the address's hash.
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    event.preventDefault();
    document.getElementById('main-content')?.focus();
  });
}

/** A click on a link to another page of the app: the address changes, then the app renders it. */
function setUpAppLinks(root: HTMLElement): void {
  document.addEventListener('click', (event) => {
    // While the app loads (booting), a further link is left to the browser: a full page load.
    if (
      appTookOver() ||
      booting ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // Same page (an anchor such as #features): the browser scrolls.
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    window.history.pushState(null, '', url.pathname + url.search + url.hash);
    root.dataset.navigated = 'true';
    // If the app cannot load, the browser loads the page itself.
    bootApp(root).catch(() => window.location.reload());
  });
}

export function start(): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (signedOut(root)) {
    window.location.replace(loginAddress(window.location));
    return;
  }
  markup = root.firstElementChild;
  setUpYear();
  setUpHeader();
  setUpSkipLink();
  setUpAppLinks(root);
  const boot = () => bootApp(root).catch((error: unknown) => console.error(error));
  if (hasAuthReturn(window.location)) void boot();
  // The page paints from its markup first; the app's downloads start in the next task after
  // that frame, so they do not compete with the first paint. A page opened in a background
  // tab paints nothing and gets no frames until it is shown: its app loads at once, so the
  // page is ready when the visitor switches to it.
  else if (root.dataset.appBoot === 'load') {
    if (document.visibilityState === 'hidden') void boot();
    else requestAnimationFrame(() => setTimeout(boot, 0));
  }
}

if (typeof document !== 'undefined' && document.getElementById('root')?.dataset.appEntry) start();
