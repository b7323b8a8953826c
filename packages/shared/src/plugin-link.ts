/**
 * The plugin link: texts and constants shared by the web
 * pages, the backend functions and the plugin client.
 */

/**
 * A fresh key pair from the backend's plugin-keys function, as it answers it. The read key
 * never leaves the plugin; the write key and cookie state go in the link URL.
 */
export interface KeyPair {
  read_key: string;
  write_key: string;
  cookie_state: string;
  expires_at: string;
  /** The page the plugin opens in the browser. */
  link_url: string;
}

export const PLUGIN_LINK = {
  /** Key pairs the plugin has not claimed expire after this long. */
  keyLifetimeSeconds: 600,
  /** The figma_oauth_state cookie: 600 s, secure, SameSite strict. */
  stateCookieName: 'figma_oauth_state',
  stateCookieMaxAgeSeconds: 600,
  /** /figma-auth/initiate redirects this long after the state is stored. */
  designToolRedirectMs: 1500,
  /** The plugin window closes itself this long after success. */
  windowCloseMs: 3000,
  /** /plugin-auth checks for the signed-in user up to this many times. */
  userCheckRetries: 10,
  userCheckIntervalMs: 150,
} as const;

export const PLUGIN_AUTH_MESSAGES = {
  invalidRequest: 'Invalid authentication request. Please try again from the Figma plugin.',
  noSessionRetrieved: 'Failed to get current session. Please try signing in again.',
  noActiveSession: 'No active session found',
  apiCallFailed: (status: number) => `API call failed with status ${status}`,
  figmaFailed: 'Failed to complete Figma authentication',
  stateMismatch: 'State verification failed - please try again',
  invalidRequestPage:
    'This page can only be accessed from the Figma plugin with valid authentication keys. Please try again from within Figma.',
} as const;

export const DESIGN_TOOL_LINK_MESSAGES = {
  stateRequired: 'State parameter is required',
  storeFailed: (message: string) => `Failed to store OAuth state: ${message}`,
  oauthError: (error: string) => `Figma OAuth error: ${error}`,
  missingCodeOrState: 'Missing authorization code or state parameter',
  invalidState: 'Invalid or expired state parameter',
  tokenExchangeFailed: (message?: string) =>
    message ? `Token exchange failed: ${message}` : 'Token exchange failed',
  userInfoFailed: (message: string) => `User info retrieval failed: ${message}`,
  unexpected: 'An unexpected error occurred',
  success:
    'Your design-tool account has been successfully connected to the product. You can now close this tab and return to the plugin.',
} as const;

/** Backend answers of the plugin link functions, in the product's words. */
export const PLUGIN_LINK_ERRORS = {
  linkExpired:
    'This sign-in link has expired or was already used. Start again from the Figma plugin.',
  otherAccount: 'This sign-in link belongs to another account. Start again from the Figma plugin.',
  signInRequired: 'Sign in to link the Figma plugin to your account.',
  readKeyUnknown:
    'This sign-in request has expired or was already used. Start again from the Figma plugin.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  figmaNotConfigured: 'Figma sign-in is not available on this server.',
  pluginSessionRequired: 'Sign in to the Figma plugin first; it starts the Figma connection.',
  pluginSessionEnded:
    'The plugin session that started this connection has ended. Start again from the Figma plugin.',
  otherAccountSignedIn:
    'This connection was started from the Figma plugin of another account. Sign out of the website, or start again from the plugin.',
} as const;
