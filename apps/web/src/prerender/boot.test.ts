import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { HEADER_SCROLL_THRESHOLD_PX } from '@app/shared/limits';
import {
  hasAuthReturn,
  hasStoredSession,
  loginAddress,
  SCROLL_THRESHOLD_PX,
  setUpYear,
  start,
} from './boot';
import { renderPage } from './pages';

describe('hasAuthReturn', () => {
  it('sees tokens, codes and errors in the query or the hash', () => {
    expect(hasAuthReturn({ search: '', hash: '#access_token=a&refresh_token=b&type=signup' })).toBe(
      true,
    );
    expect(hasAuthReturn({ search: '?code=abc', hash: '' })).toBe(true);
    expect(hasAuthReturn({ search: '?error=access_denied&error_description=No', hash: '' })).toBe(
      true,
    );
    expect(hasAuthReturn({ search: '', hash: '#error_code=otp_expired' })).toBe(true);
  });

  it('leaves ordinary addresses alone', () => {
    expect(hasAuthReturn({ search: '', hash: '' })).toBe(false);
    expect(hasAuthReturn({ search: '?utm_source=news', hash: '#features' })).toBe(false);
  });
});

describe('the signed-in page checks', () => {
  const storage = (entries: Record<string, string>) => {
    const keys = Object.keys(entries);
    return {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => entries[k] ?? null,
    };
  };

  it('sees a session supabase-js stored, whatever the project part of its key', () => {
    expect(hasStoredSession(storage({ 'sb-127-auth-token': '{"access_token":"a"}' }))).toBe(true);
    expect(hasStoredSession(storage({ 'sb-example-auth-token': '{}' }))).toBe(true);
  });

  it('does not take the PKCE verifier, an empty value or other keys for a session', () => {
    expect(hasStoredSession(storage({}))).toBe(false);
    expect(hasStoredSession(storage({ 'sb-127-auth-token-code-verifier': 'v' }))).toBe(false);
    expect(hasStoredSession(storage({ 'sb-127-auth-token': '' }))).toBe(false);
    expect(hasStoredSession(storage({ 'app-notice': 'x', theme: 'dark' }))).toBe(false);
  });

  it('sends a signed-out visitor where the guard does: /login with return_to', () => {
    expect(loginAddress({ pathname: '/dashboard', search: '' })).toBe(
      '/login?return_to=%2Fdashboard',
    );
    expect(loginAddress({ pathname: '/dashboard', search: '?tab=a&b=1' })).toBe(
      `/login?return_to=${encodeURIComponent('/dashboard?tab=a&b=1')}`,
    );
  });
});

describe('the landing page script on the prerendered markup', () => {
  beforeAll(() => {
    document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js">${renderPage('/', DEFAULT_FEATURE_FLAGS).markup}</div>`;
    start();
  });

  const header = () => document.querySelector<HTMLElement>('header.site-header')!;
  const toggle = () => document.getElementById('site-menu-toggle')!;

  it('shows the year the page is seen in, not the year it was built in', () => {
    const year = document.querySelector('[data-current-year]')!;
    expect(year.closest('footer')?.textContent).toContain(
      `© ${new Date().getFullYear()} FrameToCode. All rights reserved.`,
    );
    year.textContent = '2001';
    setUpYear(new Date('2031-06-15T12:00:00Z'));
    expect(year.textContent).toBe('2031');
    setUpYear();
    expect(year.textContent).toBe(String(new Date().getFullYear()));
  });

  it('does not load the app on the landing page until a link is followed', () => {
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
  });

  it('uses the header threshold of the app', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(HEADER_SCROLL_THRESHOLD_PX);
  });

  it('gives the header its scrolled style past the threshold', () => {
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(SCROLL_THRESHOLD_PX);
    expect(header().dataset.scrolled).toBe('false');
    scrollTo(SCROLL_THRESHOLD_PX + 1);
    expect(header().dataset.scrolled).toBe('true');
    expect(header().classList.contains('site-header--scrolled')).toBe(true);
    scrollTo(0);
    expect(header().classList.contains('site-header--scrolled')).toBe(false);
  });

  it('opens and closes the mobile menu, with Escape and on a link', () => {
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    expect(header().classList.contains('site-header--open')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(toggle());
    toggle().click();
    document.querySelector<HTMLAnchorElement>('#site-menu a[href="#features"]')!.click();
    expect(header().classList.contains('site-header--open')).toBe(false);
  });

  it('moves focus to the main landmark from the skip link without changing the address', () => {
    const before = window.location.href;
    document.querySelector<HTMLAnchorElement>('.skip-link')!.click();
    expect(document.activeElement?.id).toBe('main-content');
    expect(window.location.href).toBe(before);
  });

  it('leaves new-tab links and modified clicks to the browser', () => {
    // Registered after the script's own listener, so it sees what that one did.
    let preventedByScript: boolean | null = null;
    const record = (event: Event) => {
      preventedByScript = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', record);
    try {
      const click = (link: Element, init: MouseEventInit = {}) => {
        preventedByScript = null;
        link.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
        );
        return preventedByScript;
      };
      expect(click(document.querySelector('a[target="_blank"]')!)).toBe(false);
      expect(click(document.querySelector('footer a[href="/blog"]')!, { ctrlKey: true })).toBe(
        false,
      );
      expect(click(document.querySelector('footer a[href="/blog"]')!, { button: 1 })).toBe(false);
    } finally {
      document.removeEventListener('click', record);
    }
  });
  it('follows a link into the app by changing the address and loading the app with its runtime config', () => {
    const docs = document.querySelector<HTMLAnchorElement>('#site-menu a[href="/docs"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    docs.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/docs');
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull();
  });
});
