import { describe, expect, it } from 'vitest';
import { startupBanner, type BannerFacts } from './startup-banner';

const facts: BannerFacts = {
  url: 'https://app.example.com',
  databaseKind: 'postgres',
  anonKey: 'anon.jwt.key',
  serviceRoleKey: 'service.role.secret',
  devMailbox: false,
  stripeStandIn: false,
  demo: null,
};

describe('startupBanner', () => {
  it('never prints the service_role key in production', () => {
    const text = startupBanner({ appEnv: 'production', dataDir: '/data' }, facts);
    expect(text).not.toContain('service.role.secret');
    expect(text).toContain('anon key:        anon.jwt.key');
  });

  it('prints both keys and the dev mailbox in local mode', () => {
    const text = startupBanner(
      { appEnv: 'local', dataDir: '/data' },
      { ...facts, databaseKind: 'pglite', devMailbox: true },
    );
    expect(text).toContain('service_role key: service.role.secret');
    expect(text).toContain('Dev mailbox:     https://app.example.com/_dev/mailbox');
    expect(text).toContain('database: PGlite in /data');
  });

  it('names the Stripe stand-in and its test card in local mode only', () => {
    const local = startupBanner({ appEnv: 'local', dataDir: '/data' }, { ...facts, stripeStandIn: true });
    expect(local).toContain('Stripe stand-in: https://app.example.com/_dev/stripe/control');
    const production = startupBanner({ appEnv: 'production', dataDir: '/data' }, { ...facts, stripeStandIn: true });
    expect(production).not.toContain('Stripe stand-in');
  });

  it('links the Figma plugin playground in local mode only', () => {
    const local = startupBanner({ appEnv: 'local', dataDir: '/data' }, facts);
    expect(local).toContain('Plugin playground: https://app.example.com/_dev/figma-plugin');
    const production = startupBanner({ appEnv: 'production', dataDir: '/data' }, facts);
    expect(production).not.toContain('/_dev/figma-plugin');
  });
});
