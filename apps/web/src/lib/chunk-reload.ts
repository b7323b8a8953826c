const LAST_RELOAD_KEY = 'ftc:chunk-reload-at';
/** Never reload twice within this window, so a chunk that is really gone cannot cause a loop. */
const MIN_INTERVAL_MS = 30_000;

/**
 * True for the browser's error when a lazily loaded route chunk cannot be fetched, which
 * happens when a new version was deployed while this page was open (its old hashed files
 * are gone) or when the network dropped the request.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** Reloads the page once to pick up the current build; false when it reloaded too recently. */
export function reloadForNewBuild(now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now - last < MIN_INTERVAL_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
