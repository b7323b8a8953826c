/** How long the check waits for the server before calling it unreachable. */
const CHECK_TIMEOUT_MS = 5000;

/**
 * Whether this app's server answers now: false at once when the browser knows it is offline,
 * otherwise a small uncached request to the origin (its runtime configuration).
 */
export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const res = await fetch('/runtime-config.js', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}
