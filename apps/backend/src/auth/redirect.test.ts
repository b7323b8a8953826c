import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isAllowedRedirect, withFragment, withQuery } from './redirect';

const config = loadConfig({ SITE_URL: 'http://localhost:3000', ADDITIONAL_REDIRECT_URLS: 'https://app.frametocode.app/' });

describe('isAllowedRedirect', () => {
  it.each([
    'http://localhost:3000',
    'http://localhost:3000/dashboard?x=1#y',
    'http://localhost:3000/reset-password',
    'https://app.frametocode.app/login',
  ])('allows %s', (url) => {
    expect(isAllowedRedirect(config, url)).toBe(true);
  });

  it.each([
    '',
    '/dashboard',
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'https://localhost.evil.example',
    'http://localhost:3000.evil.example',
    'http://localhost:3001/',
    'https://localhost:3000/',
    'http://evil.example@localhost:3000/',
    'http://localhost:3000@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//http://localhost:3000',
    'data:text/html,<script>alert(1)</script>',
    'http:localhost:3000/x',
    'http://localhost:3000\\@evil.example',
    ' http://localhost:3000',
    'https://app.frametocode.app.evil.example/',
  ])('refuses %s', (url) => {
    expect(isAllowedRedirect(config, url)).toBe(false);
  });
});

describe('redirect parameters', () => {
  it('puts tokens in the hash or the query, keeping the target path and query', () => {
    expect(withFragment('http://localhost:3000/a?b=1', { access_token: 't', sb: '' })).toBe('http://localhost:3000/a?b=1#access_token=t&sb=');
    expect(withQuery('http://localhost:3000/reset-password', { access_token: 't', type: 'recovery' })).toBe(
      'http://localhost:3000/reset-password?access_token=t&type=recovery',
    );
  });
});
