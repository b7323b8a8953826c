/**
 * What every page says when a request never reached the server (offline, DNS, blocked),
 * instead of the browser's own exception text ('Failed to fetch', 'Load failed', ...).
 */
export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the server. Check your connection and try again.";
