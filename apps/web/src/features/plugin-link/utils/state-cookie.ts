import { PLUGIN_LINK } from '@app/shared/plugin-link';

/**
 * The figma_oauth_state cookie: 600 s, Secure, SameSite=Strict. Browsers
 * accept Secure cookies on http://localhost, so local runs keep the same attributes.
 */
export function stateCookie(
  value: string,
  maxAgeSeconds: number = PLUGIN_LINK.stateCookieMaxAgeSeconds,
): string {
  return `${PLUGIN_LINK.stateCookieName}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; Secure; SameSite=Strict`;
}

export function setStateCookie(value: string): void {
  document.cookie = stateCookie(value);
}

export function readStateCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PLUGIN_LINK.stateCookieName) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function clearStateCookie(): void {
  document.cookie = stateCookie('', 0);
}
