/** The product's delays, poll intervals and retry counts, in one place. */

export const SIGNUP_REDIRECT_MS = 5000;
export const RESET_REDIRECT_MS = 3000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
export const CONTACT_MODAL_CLOSE_MS = 2000;
/** The initiate page's redirect to the design tool's OAuth, after the state is stored. */
export const FIGMA_REDIRECT_MS = 1500;
export const PLUGIN_WINDOW_CLOSE_MS = 3000;
/** The profile check runs this long after SIGNED_IN. */
export const PROFILE_CHECK_DELAY_MS = 1000;
export const PAYMENT_POLL_MS = 1000;
export const PAYMENT_POLL_MAX = 60;
/** The plugin link page checks for a signed-in user up to this many times. */
export const USER_CHECK_RETRIES = 10;
export const OAUTH_STATE_COOKIE_SECONDS = 600;
/** Token refresh retries start here and double per attempt. */
export const TOKEN_REFRESH_BACKOFF_START_MS = 200;
/** A session read from the URL older than this is logged as a warning. */
export const URL_SESSION_WARNING_SECONDS = 120;
