/** A route's lazy loader, as the router's route objects hold it. */
export type RouteLoader = () => Promise<unknown>;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

const started = new WeakSet<RouteLoader>();

/**
 * Downloads route modules (and their styles) once the browser is idle, one after another, so
 * a link followed later opens without the network: with the connection gone, a page whose code
 * was never fetched could not be shown at all. Each loader runs once per visit; the router's own
 * lazy import then finds the module loaded. Skipped when the visitor asked to save data.
 */
export function preloadWhenIdle(loaders: readonly (RouteLoader | undefined)[]): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const queue = loaders.filter((l): l is RouteLoader => Boolean(l) && !started.has(l!));
  for (const loader of queue) started.add(loader);
  const idle = (callback: () => void) => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(callback, { timeout: 3000 });
    else setTimeout(callback, 200);
  };
  const next = () => {
    const loader = queue.shift();
    if (!loader) return;
    // A module that cannot be fetched now is fetched again when its page is opened.
    void loader()
      .catch(() => undefined)
      .then(() => idle(next));
  };
  idle(next);
}
