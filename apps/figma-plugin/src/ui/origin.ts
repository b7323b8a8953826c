declare global {
  interface Window {
    /** Set by a host page (the playground) before the UI's script runs, to point it at a server. */
    __FRAMETOCODE_API_ORIGIN__?: unknown;
  }
}

function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The server the plugin talks to. In order: `?api=<origin>` on the UI's address, then
 * `window.__FRAMETOCODE_API_ORIGIN__` (a host page such as the playground sets it in a script
 * placed before the UI's), then the page's own origin when the product's server serves the UI
 * over http(s) (Figma loads it with a null origin), then the origin built in (PLUGIN_API_ORIGIN).
 */
export function resolveApiOrigin(
  location: Pick<Location, 'search' | 'origin' | 'protocol'>,
  built: string,
  injected?: unknown,
): string {
  const given = httpOrigin(new URLSearchParams(location.search).get('api')) ?? httpOrigin(injected);
  if (given) return given;
  if (
    (location.protocol === 'http:' || location.protocol === 'https:') &&
    location.origin !== 'null'
  )
    return location.origin;
  return built;
}

/** Reads the public anon key from the server's runtime configuration (GET /runtime-config.js). */
export function anonKeyFromRuntimeConfig(script: string): string | null {
  const start = script.indexOf('{');
  const end = script.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const config = JSON.parse(script.slice(start, end + 1)) as { anonKey?: unknown };
    return typeof config.anonKey === 'string' && config.anonKey ? config.anonKey : null;
  } catch {
    return null;
  }
}
