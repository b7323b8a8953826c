import { describe, expect, it } from 'vitest';
import { loopbackAliases, returnOrigin } from './loopback';

const local = { appEnv: 'local' as const, siteUrl: 'http://localhost:3000' };

describe('returnOrigin', () => {
  it('sends a page opened at a loopback alias of SITE_URL back to that alias in local mode', () => {
    expect(loopbackAliases(local)).toContain('http://127.0.0.1:3000');
    expect(returnOrigin(local, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(returnOrigin(local, 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('never follows another origin, another port, or any origin in production', () => {
    expect(returnOrigin(local, 'https://evil.example')).toBe('http://localhost:3000');
    expect(returnOrigin(local, 'http://127.0.0.1:4000')).toBe('http://localhost:3000');
    expect(returnOrigin(local, null)).toBe('http://localhost:3000');
    const production = { appEnv: 'production' as const, siteUrl: 'https://frametocode.app' };
    expect(returnOrigin(production, 'http://127.0.0.1:3000')).toBe('https://frametocode.app');
  });
});
