import { describe, expect, it } from 'vitest';
import * as timings from './timings';

describe('timings', () => {
  it('pins every delay, poll and retry', () => {
    expect({ ...timings }).toEqual({
      SIGNUP_REDIRECT_MS: 5000,
      RESET_REDIRECT_MS: 3000,
      PAYMENT_SUCCESS_REDIRECT_MS: 2000,
      CONTACT_MODAL_CLOSE_MS: 2000,
      FIGMA_REDIRECT_MS: 1500,
      PLUGIN_WINDOW_CLOSE_MS: 3000,
      PROFILE_CHECK_DELAY_MS: 1000,
      PAYMENT_POLL_MS: 1000,
      PAYMENT_POLL_MAX: 60,
      USER_CHECK_RETRIES: 10,
      OAUTH_STATE_COOKIE_SECONDS: 600,
      TOKEN_REFRESH_BACKOFF_START_MS: 200,
      URL_SESSION_WARNING_SECONDS: 120,
    });
  });
});
