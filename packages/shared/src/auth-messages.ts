/** The user-facing texts of sign-in, sign-up, password reset and account (spec section 8). */

/** Session-storage key of the notice shown once on /login or /signup, then cleared. */
export const AUTH_NOTICE_STORAGE_KEY = 'auth_error';

export const STORED_NOTICES = {
  accountExists: 'An account with this email already exists. Please sign in instead.',
  accountCreationFailed: 'Account creation failed. Please try again.',
  accountSetupFailed: 'Account setup failed. Please try signing up again.',
} as const;

export const LOGIN_MESSAGES = {
  invalidCredentials:
    'The email or password you entered is incorrect. Please try again or reset your password.',
  emailNotConfirmed:
    'Please verify your email address. Check your inbox for a confirmation email or request a new one.',
  resetPasswordLink: 'Reset your password',
  resendConfirmation: 'Resend confirmation email',
  resendSuccess: 'A new confirmation email has been sent. Please check your inbox.',
  oauthFailed: 'Sign in failed. Please try again.',
} as const;

export const SIGNUP_MESSAGES = {
  accountExists: STORED_NOTICES.accountExists,
  success: 'Account created successfully! Please check your email to confirm your account',
  oauthCreationFailed: STORED_NOTICES.accountCreationFailed,
  oauthGeneric: 'Something went wrong. Please try again.',
} as const;

export const ACCOUNT_MESSAGES = {
  emailUpdated: 'Email updated successfully. Please check your new email for confirmation.',
  passwordUpdated: 'Password updated successfully',
} as const;

/** The confirmation the home page shows once after an account was deleted. */
export const ACCOUNT_DELETED_NOTICE = {
  title: 'Your account has been deleted',
  text: 'Your FrameToCode account and all of its data are gone. Thank you for using FrameToCode.',
} as const;

/** Router state with which the deletion page asks the home page for that confirmation. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): state is typeof ACCOUNT_DELETED_STATE {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { accountDeleted?: unknown }).accountDeleted === true
  );
}

export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.';

/** The server messages the login form maps, as the auth service words them. */
export const AUTH_SERVER_ERRORS = {
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  userAlreadyRegistered: 'User already registered',
} as const;

export interface LoginError {
  text: string;
  action?: 'reset-password' | 'resend-confirmation';
}

const includes = (message: string, needle: string) =>
  message.toLowerCase().includes(needle.toLowerCase());

/** The login form's text for a server error, with the link it offers; others pass through. */
export function mapLoginError(message: string): LoginError {
  if (includes(message, AUTH_SERVER_ERRORS.invalidCredentials)) {
    return { text: LOGIN_MESSAGES.invalidCredentials, action: 'reset-password' };
  }
  if (includes(message, AUTH_SERVER_ERRORS.emailNotConfirmed)) {
    return { text: LOGIN_MESSAGES.emailNotConfirmed, action: 'resend-confirmation' };
  }
  return { text: message };
}

/** Signup's existing-account case: the email check said sign in, or the server refused. */
export function isExistingAccountError(message: string | null | undefined): boolean {
  return Boolean(message && includes(message, AUTH_SERVER_ERRORS.userAlreadyRegistered));
}

/** The page a Google or GitHub sign-in was started from. */
export type OAuthStartPage = 'login' | 'signup';

/**
 * The notice stored when a sign-in returns with an error in the URL: an existing account
 * goes to /login; a sign-in started on /login (cancelled at the provider, say) goes back
 * there with the login page's OAuth failure text; anything else to /signup.
 */
export function noticeForAuthUrlError(
  error: string,
  startedOn: OAuthStartPage | null = null,
): { notice: string; redirectTo: string } {
  if (/already (exists|registered)|existing account|already.*account/i.test(error)) {
    return { notice: STORED_NOTICES.accountExists, redirectTo: '/login' };
  }
  return startedOn === 'login'
    ? { notice: LOGIN_MESSAGES.oauthFailed, redirectTo: '/login' }
    : { notice: STORED_NOTICES.accountCreationFailed, redirectTo: '/signup' };
}

/**
 * What an email link that failed (used already, expired, or refused) says, by the kind of link
 * it was. A link lands on the page it was made for: /reset-password for a password reset,
 * /account for an email change, any other page for a sign-up confirmation.
 */
export const EMAIL_LINK_NOTICES = {
  confirmationExpired:
    'This confirmation link is invalid or has expired. If you already confirmed your email, sign in; otherwise sign in to get a new confirmation email.',
  emailChangeExpired:
    'This email change link is invalid or has expired. Your sign-in email has not changed; you can ask for the change again in your account settings.',
  emailChangeFailed: 'Your email could not be changed:',
} as const;

/**
 * Where an email link that came back with an error goes, and the notice stored for that page,
 * or null when the error is not an email link's (a Google or GitHub sign-in's, handled by
 * noticeForAuthUrlError). `code` and `description` are the redirect's error_code and
 * error_description; otp_expired is the auth service's code for a spent or out-of-date link.
 * A reset link stays on /reset-password, which itself says 'Invalid reset link. Please request
 * a new password reset.' (spec section 5) and offers a new link, so nothing is stored for later.
 */
export function noticeForEmailLinkError(
  error: { code: string | null; description: string | null },
  landedOn: string,
): { notice: string | null; redirectTo: string } | null {
  const expired = error.code === 'otp_expired';
  if (landedOn === '/reset-password') return { notice: null, redirectTo: '/reset-password' };
  if (landedOn === '/account') {
    return {
      notice:
        expired || !error.description
          ? EMAIL_LINK_NOTICES.emailChangeExpired
          : `${EMAIL_LINK_NOTICES.emailChangeFailed} ${error.description}`,
      redirectTo: '/account',
    };
  }
  return expired ? { notice: EMAIL_LINK_NOTICES.confirmationExpired, redirectTo: '/login' } : null;
}

/** /reset-password needs both tokens in its query string. */
export function resetLinkError(
  accessToken: string | null | undefined,
  refreshToken: string | null | undefined,
): string | null {
  return accessToken && refreshToken ? null : INVALID_RESET_LINK;
}
