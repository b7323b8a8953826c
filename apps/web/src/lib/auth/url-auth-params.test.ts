import { describe, expect, it } from 'vitest';
import {
  codeVerifierStorageKey,
  hasUrlAuthParams,
  parseUrlAuthParams,
  pathWithoutAuthParams,
} from './url-auth-params';

describe('parseUrlAuthParams', () => {
  it('reads the implicit-flow tokens from the hash', () => {
    const params = parseUrlAuthParams(
      'https://app.example/dashboard#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer',
      false,
    );
    expect(params).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      code: null,
      error: null,
      errorCode: null,
      errorDescription: null,
      type: null,
      pathname: '/dashboard',
    });
    expect(hasUrlAuthParams(params)).toBe(true);
  });

  it('keeps the hash type and the landing page, for a recovery link that carries its tokens in the hash', () => {
    const params = parseUrlAuthParams(
      'https://app.example/reset-password#access_token=a&refresh_token=r&type=recovery',
      false,
    );
    expect(params).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      type: 'recovery',
      pathname: '/reset-password',
    });
  });

  it('reads a PKCE code only when this browser started the PKCE sign-in', () => {
    expect(parseUrlAuthParams('https://app.example/dashboard?code=c1', true).code).toBe('c1');
    expect(parseUrlAuthParams('https://app.example/dashboard?code=c1', false).code).toBeNull();
  });

  it("leaves the design tool's return pages alone", () => {
    const params = parseUrlAuthParams(
      'https://app.example/auth?code=figma&state=s&error=access_denied&error_description=no',
      true,
    );
    expect(hasUrlAuthParams(params)).toBe(false);
    expect(pathWithoutAuthParams('https://app.example/auth?code=figma&state=s')).toBeNull();
  });

  it('reads an OAuth error as words, so an existing account can be recognised', () => {
    const params = parseUrlAuthParams(
      'https://app.example/dashboard#error=access_denied&error_code=user_already_exists&error_description=A+user+with+this+email+already+has+a+password',
      false,
    );
    expect(params.error).toBe(
      'user already exists A user with this email already has a password access denied',
    );
    expect(params.errorCode).toBe('user_already_exists');
    expect(params.errorDescription).toBe('A user with this email already has a password');
  });

  it('keeps a spent email link’s code and description and the page it landed on', () => {
    const params = parseUrlAuthParams(
      'https://app.example/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      false,
    );
    expect(params).toMatchObject({
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
      pathname: '/reset-password',
    });
  });

  it('treats a query error as an auth error only with the auth service fields', () => {
    expect(parseUrlAuthParams('https://app.example/dashboard?error=x', false).error).toBeNull();
    expect(
      parseUrlAuthParams(
        'https://app.example/dashboard?error=server_error&error_description=Boom',
        false,
      ).error,
    ).toBe('Boom server error');
  });
});

describe('pathWithoutAuthParams', () => {
  it('drops the hash and the auth query parameters, keeping the rest', () => {
    expect(pathWithoutAuthParams('https://app.example/billing?tab=1&code=c#access_token=a')).toBe(
      '/billing?tab=1',
    );
    expect(pathWithoutAuthParams('https://app.example/billing?tab=1')).toBeNull();
  });
});

describe('codeVerifierStorageKey', () => {
  it("follows supabase-js's storage key", () => {
    expect(codeVerifierStorageKey('http://127.0.0.1:4000')).toBe('sb-127-auth-token-code-verifier');
    expect(codeVerifierStorageKey('https://abc.supabase.co')).toBe(
      'sb-abc-auth-token-code-verifier',
    );
  });
});
