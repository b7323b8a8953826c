/** The product's sizes and counts that are not timings (the timings are in timings.ts). */

/** The header takes its scrolled style after this much vertical scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Recent Activity on the dashboard lists this many generations. */
export const DASHBOARD_RECENT_LIMIT = 5;
/** An issue report attachment may be at most 10 MB (binary megabytes). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const RESET_PASSWORD_MIN_LENGTH = 6;
export const MINIMUM_AGE = 13;
