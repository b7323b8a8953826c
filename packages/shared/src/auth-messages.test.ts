import { describe, expect, it } from 'vitest';
import {
  EMAIL_LINK_NOTICES,
  ACCOUNT_DELETED_NOTICE,
  ACCOUNT_DELETED_STATE,
  isAccountDeletedState,
  ACCOUNT_MESSAGES,
  AUTH_NOTICE_STORAGE_KEY,
  LOGIN_MESSAGES,
  SIGNUP_MESSAGES,
  STORED_NOTICES,
  isExistingAccountError,
  mapLoginError,
  noticeForAuthUrlError,
  noticeForEmailLinkError,
  resetLinkError,
} from './auth-messages';

describe('the user-facing auth texts', () => {
  it('pins the stored notices and their key', () => {
    expect(AUTH_NOTICE_STORAGE_KEY).toBe('auth_error');
    expect(STORED_NOTICES).toEqual({
      accountExists: 'An account with this email already exists. Please sign in instead.',
      accountCreationFailed: 'Account creation failed. Please try again.',
      accountSetupFailed: 'Account setup failed. Please try signing up again.',
    });
  });
  it('pins the login texts', () => {
    expect(LOGIN_MESSAGES).toEqual({
      invalidCredentials:
        'The email or password you entered is incorrect. Please try again or reset your password.',
      emailNotConfirmed:
        'Please verify your email address. Check your inbox for a confirmation email or request a new one.',
      resetPasswordLink: 'Reset your password',
      resendConfirmation: 'Resend confirmation email',
      resendSuccess: 'A new confirmation email has been sent. Please check your inbox.',
      oauthFailed: 'Sign in failed. Please try again.',
    });
  });
  it('pins the signup texts', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      accountExists: 'An account with this email already exists. Please sign in instead.',
      success: 'Account created successfully! Please check your email to confirm your account',
      oauthCreationFailed: 'Account creation failed. Please try again.',
      oauthGeneric: 'Something went wrong. Please try again.',
    });
  });
  it('pins the account texts', () => {
    expect(ACCOUNT_MESSAGES).toEqual({
      emailUpdated: 'Email updated successfully. Please check your new email for confirmation.',
      passwordUpdated: 'Password updated successfully',
    });
  });
});

describe('mapLoginError', () => {
  it('maps invalid credentials and offers a password reset', () => {
    expect(mapLoginError('Invalid login credentials')).toEqual({
      text: 'The email or password you entered is incorrect. Please try again or reset your password.',
      action: 'reset-password',
    });
  });
  it('maps an unconfirmed email and offers to resend', () => {
    expect(mapLoginError('Email not confirmed')).toEqual({
      text: 'Please verify your email address. Check your inbox for a confirmation email or request a new one.',
      action: 'resend-confirmation',
    });
  });
  it('passes other messages through as they are', () => {
    expect(mapLoginError('Too many requests')).toEqual({ text: 'Too many requests' });
  });
});

describe('isExistingAccountError', () => {
  it('recognises the server message', () => {
    expect(isExistingAccountError('User already registered')).toBe(true);
    expect(isExistingAccountError('Password should be at least 6 characters')).toBe(false);
    expect(isExistingAccountError(null)).toBe(false);
  });
});

const STORED_NOTICES_EXISTS = 'An account with this email already exists. Please sign in instead.';

describe('noticeForAuthUrlError', () => {
  it('sends an existing account to /login', () => {
    expect(noticeForAuthUrlError('User already exists')).toEqual({
      notice: 'An account with this email already exists. Please sign in instead.',
      redirectTo: '/login',
    });
    expect(noticeForAuthUrlError('An account already registered with this email')).toMatchObject({
      redirectTo: '/login',
    });
  });
  it('sends any other error to /signup', () => {
    expect(noticeForAuthUrlError('server_error')).toEqual({
      notice: 'Account creation failed. Please try again.',
      redirectTo: '/signup',
    });
    expect(noticeForAuthUrlError('access_denied', 'signup')).toMatchObject({
      redirectTo: '/signup',
    });
  });
  it('sends a sign-in started on /login back there with the sign-in failure text', () => {
    expect(
      noticeForAuthUrlError('access_denied bad_oauth_callback The sign-in was cancelled', 'login'),
    ).toEqual({
      notice: 'Sign in failed. Please try again.',
      redirectTo: '/login',
    });
    expect(noticeForAuthUrlError('user already exists', 'login')).toMatchObject({
      redirectTo: '/login',
      notice: STORED_NOTICES_EXISTS,
    });
  });
});

describe('resetLinkError', () => {
  it('needs both tokens', () => {
    const text = 'Invalid reset link. Please request a new password reset.';
    expect(resetLinkError('a', null)).toBe(text);
    expect(resetLinkError(undefined, 'r')).toBe(text);
    expect(resetLinkError('a', 'r')).toBeNull();
  });
});

describe('isAccountDeletedState', () => {
  it('recognises the state the deletion page navigates with', () => {
    expect(isAccountDeletedState(ACCOUNT_DELETED_STATE)).toBe(true);
    expect(ACCOUNT_DELETED_NOTICE.title).toBe('Your account has been deleted');
  });

  it.each([null, undefined, 'accountDeleted', {}, { accountDeleted: 'true' }])(
    'ignores %j',
    (state) => {
      expect(isAccountDeletedState(state)).toBe(false);
    },
  );
});

describe('noticeForEmailLinkError', () => {
  const expired = { code: 'otp_expired', description: 'Email link is invalid or has expired' };
  it('keeps a spent reset link on /reset-password, which says so itself, storing nothing', () => {
    expect(noticeForEmailLinkError(expired, '/reset-password')).toEqual({
      notice: null,
      redirectTo: '/reset-password',
    });
  });
  it('sends a spent confirmation link to /login with words for a confirmation', () => {
    expect(noticeForEmailLinkError(expired, '/dashboard')).toEqual({
      notice: EMAIL_LINK_NOTICES.confirmationExpired,
      redirectTo: '/login',
    });
    expect(EMAIL_LINK_NOTICES.confirmationExpired).not.toContain('Account creation failed');
  });
  it('keeps an email change link on /account, saying the email did not change, or why', () => {
    expect(noticeForEmailLinkError(expired, '/account')).toEqual({
      notice: EMAIL_LINK_NOTICES.emailChangeExpired,
      redirectTo: '/account',
    });
    expect(
      noticeForEmailLinkError(
        {
          code: 'email_exists',
          description: 'A user with this email address has already been registered',
        },
        '/account',
      ),
    ).toEqual({
      notice:
        'Your email could not be changed: A user with this email address has already been registered',
      redirectTo: '/account',
    });
  });
  it('leaves a Google or GitHub sign-in error to noticeForAuthUrlError', () => {
    expect(
      noticeForEmailLinkError(
        { code: 'bad_oauth_callback', description: 'The sign-in was cancelled' },
        '/dashboard',
      ),
    ).toBeNull();
  });
});
