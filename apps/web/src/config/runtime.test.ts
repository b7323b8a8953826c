import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { getRuntimeConfig } from './runtime';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('names the missing script when window.__APP_CONFIG__ is not set', () => {
    expect(() => getRuntimeConfig()).toThrow(
      /window\.__APP_CONFIG__ is not set.*\/runtime-config\.js/,
    );
  });

  it('refuses a config without the API URL or anon key', () => {
    window.__APP_CONFIG__ = {
      supabaseUrl: '',
      anonKey: 'k',
      siteUrl: 'http://x',
      appEnv: 'local',
      flags: DEFAULT_FEATURE_FLAGS,
    };
    expect(() => getRuntimeConfig()).toThrow(/supabaseUrl and anonKey are required/);
  });

  it('returns the config the backend served', () => {
    const config = {
      supabaseUrl: 'http://localhost:3000',
      anonKey: 'anon',
      siteUrl: 'http://localhost:3000',
      appEnv: 'local' as const,
      flags: DEFAULT_FEATURE_FLAGS,
    };
    window.__APP_CONFIG__ = config;
    expect(getRuntimeConfig()).toBe(config);
  });
});
