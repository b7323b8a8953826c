import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  oauthRedirectTo,
  readReturnTo,
  signupEmailRedirect,
  withReturnTo,
} from './auth-redirects';
import { oauthOptions } from './oauth-options';

describe('return_to', () => {
  it.each([
    ['?return_to=%2Fbilling', '/billing'],
    [
      '?return_to=%2Fplugin-auth%3Fwrite_key%3Dw%26cookie_state%3Dc',
      '/plugin-auth?write_key=w&cookie_state=c',
    ],
    ['?return_to=%2F%2Fevil.example', null],
    ['?return_to=https%3A%2F%2Fevil.example', null],
    ['?return_to=%2F%5Cevil.example', null],
    ['?return_to=javascript%3Aalert(1)', null],
    ['', null],
  ])('reads %j as %j', (search, expected) => {
    expect(readReturnTo(search)).toBe(expected);
  });

  it('falls back to /dashboard after sign-in', () => {
    expect(afterSignInPath(readReturnTo('?return_to=%2F%2Fevil.example'))).toBe('/dashboard');
    expect(afterSignInPath('/generations')).toBe('/generations');
  });

  it('carries return_to between the sign-in pages', () => {
    expect(withReturnTo('/signup', null)).toBe('/signup');
    expect(withReturnTo('/signup', '/a?b=c')).toBe('/signup?return_to=%2Fa%3Fb%3Dc');
  });

  it('sends the confirmation link, which signs the account in, to return_to or the dashboard', () => {
    expect(signupEmailRedirect('https://app.example', null)).toBe('https://app.example/dashboard');
    expect(signupEmailRedirect('https://app.example', '/billing?x=1')).toBe(
      'https://app.example/billing?x=1',
    );
  });
});

describe('OAuth options', () => {
  it('sends Google access_type offline and prompt consent, with auth_provider', () => {
    expect(oauthOptions('google', 'https://app.example', null)).toEqual({
      redirectTo: 'https://app.example/dashboard',
      queryParams: { auth_provider: 'google', access_type: 'offline', prompt: 'consent' },
    });
  });

  it('sends the GitHub user:email scope and returns to return_to', () => {
    expect(oauthOptions('github', 'https://app.example', '/support')).toEqual({
      redirectTo: 'https://app.example/support',
      scopes: 'user:email',
      queryParams: { auth_provider: 'github' },
    });
    expect(oauthRedirectTo('https://app.example', null)).toBe('https://app.example/dashboard');
  });
});
