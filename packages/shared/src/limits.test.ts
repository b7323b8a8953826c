import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('limits', () => {
  it('pins every size and count', () => {
    expect({ ...limits }).toEqual({
      HEADER_SCROLL_THRESHOLD_PX: 50,
      DASHBOARD_RECENT_LIMIT: 5,
      ATTACHMENT_MAX_BYTES: 10_485_760,
      SIGNUP_PASSWORD_MIN_LENGTH: 8,
      RESET_PASSWORD_MIN_LENGTH: 6,
      MINIMUM_AGE: 13,
    });
  });
});
