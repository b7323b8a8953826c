import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isAllowedRedirect, withFragment, withQuery } from './redirect';

const config = loadConfig({
  SITE_URL: 'http://localhost:3000',
  ADDITIONAL_REDIRECT_URLS: 'https://app.frametocode.app/',
});

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
    expect(withFragment('http://localhost:3000/a?b=1', { access_token: 't', sb: '' })).toBe(
      'http://localhost:3000/a?b=1#access_token=t&sb=',
    );
    expect(
      withQuery('http://localhost:3000/reset-password', { access_token: 't', type: 'recovery' }),
    ).toBe('http://localhost:3000/reset-password?access_token=t&type=recovery');
  });
});

describe('loopback aliases of a local site', () => {
  const local = loadConfig({ SITE_URL: 'http://localhost:3000' });
  // Production as loadConfig would give it; only appEnv matters to the aliases.
  const production = { ...local, appEnv: 'production' as const };

  it.each(['http://127.0.0.1:3000/dashboard', 'http://[::1]:3000/login', 'http://localhost:3000/'])(
    'allows %s in local mode, where the app is opened at any name of this machine',
    (url) => {
      expect(isAllowedRedirect(local, url)).toBe(true);
    },
  );

  it.each([
    'http://127.0.0.1:3001/',
    'https://127.0.0.1:3000/',
    'http://127.0.0.2:3000/',
    'http://0.0.0.0:3000/',
  ])('still refuses %s (another port, scheme or address)', (url) => {
    expect(isAllowedRedirect(local, url)).toBe(false);
  });

  it('allows no alias in production, nor for a site that is not on this machine', () => {
    expect(isAllowedRedirect(production, 'http://127.0.0.1:3000/dashboard')).toBe(false);
    expect(
      isAllowedRedirect(
        loadConfig({ SITE_URL: 'http://app.example:3000' }),
        'http://127.0.0.1:3000/',
      ),
    ).toBe(false);
  });
});
