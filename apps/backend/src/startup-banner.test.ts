import { afterEach, describe, expect, it } from 'vitest';
import { configureLogging } from './log/logger';
import { announceStartup, startupBanner, type BannerFacts } from './startup-banner';
import { loadConfig } from './config';
import { rendererAvailability, rendererBannerLine } from './jobs/render/renders';

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
  it('says how to enable rendered previews on a machine without Java', () => {
    const noJava = loadConfig({ RENDERS: 'on', PATH: '/nonexistent', JAVA_HOME: '' });
    const line = rendererBannerLine(rendererAvailability(noJava, 'pglite'));
    const text = startupBanner({ appEnv: 'local', dataDir: '/data' }, { ...facts, renders: line });
    expect(text).toContain(
      '  Rendered previews: off: no Java 17+ found. To enable, install a JDK and Maven (apt-get install openjdk-17-jdk-headless maven, or set JAVA_HOME) and restart',
    );
    expect(rendererBannerLine(rendererAvailability(loadConfig({ RENDERS: 'off' }), 'pglite'))).toBe(
      'off (RENDERS=off)',
    );
    // Worker processes need a queue they can share: not an embedded database.
    const external = loadConfig({ RENDER_WORKERS: '0' });
    expect(rendererAvailability(external, 'pglite')).toEqual({
      available: false,
      reason: 'no-workers',
    });
    expect(rendererAvailability(external, 'postgres')).toEqual({
      available: true,
      java: null,
      where: 'workers',
    });
  });

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
    const local = startupBanner(
      { appEnv: 'local', dataDir: '/data' },
      { ...facts, stripeStandIn: true },
    );
    expect(local).toContain('Stripe stand-in: https://app.example.com/_dev/stripe/control');
    const production = startupBanner(
      { appEnv: 'production', dataDir: '/data' },
      { ...facts, stripeStandIn: true },
    );
    expect(production).not.toContain('Stripe stand-in');
  });

  it('links the Figma plugin playground in local mode only', () => {
    const local = startupBanner({ appEnv: 'local', dataDir: '/data' }, facts);
    expect(local).toContain('Plugin playground: https://app.example.com/_dev/figma-plugin');
    const production = startupBanner({ appEnv: 'production', dataDir: '/data' }, facts);
    expect(production).not.toContain('/_dev/figma-plugin');
  });
});

describe('announceStartup', () => {
  afterEach(() => configureLogging({ format: 'json', level: 'info', instanceId: null }));

  /** What announceStartup writes: logger lines (JSON) and direct text, in order. */
  function capture(
    format: 'json' | 'pretty',
    appEnv: 'local' | 'production',
    more: Partial<BannerFacts> = {},
  ) {
    const out: string[] = [];
    configureLogging(
      { format: 'json', level: 'info', instanceId: null },
      { write: (line: string) => void out.push(line) },
    );
    announceStartup(
      { appEnv, dataDir: '/data', logFormat: format },
      { ...facts, ...more },
      (text) => void out.push(text),
    );
    return out;
  }

  it('with LOG_FORMAT=json, writes one JSON line with the same facts as the banner', () => {
    const out = capture('json', 'local', {
      databaseKind: 'pglite',
      devMailbox: true,
      stripeStandIn: true,
      demo: { email: 'demo@frametocode.app', password: 'pw-123' },
    });
    expect(out).toHaveLength(1);
    expect(out[0]!.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(out[0]!)).toMatchObject({
      level: 30,
      msg: 'FrameToCode is running (local mode)',
      appEnv: 'local',
      database: 'pglite',
      dataDir: '/data',
      url: 'https://app.example.com',
      anonKey: 'anon.jwt.key',
      serviceRoleKey: 'service.role.secret',
      devMailbox: 'https://app.example.com/_dev/mailbox',
      pluginPlayground: 'https://app.example.com/_dev/figma-plugin',
      stripeStandIn: 'https://app.example.com/_dev/stripe/control',
      stripeTestCard: '4242 4242 4242 4242',
      demoAccount: { email: 'demo@frametocode.app', password: 'pw-123' },
    });
  });

  it('with LOG_FORMAT=json in production, leaves out the service_role key and the dev pages', () => {
    const out = capture('json', 'production', { devMailbox: true, stripeStandIn: true });
    const line = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'FrameToCode is running (production mode)',
      database: 'postgres',
    });
    expect(out[0]).not.toContain('service.role.secret');
    expect(out[0]).not.toContain('/_dev/');
  });

  it('in text mode, prints the banner as before and logs nothing', () => {
    const out = capture('pretty', 'local', { stripeStandIn: true });
    expect(out).toEqual([
      startupBanner({ appEnv: 'local', dataDir: '/data' }, { ...facts, stripeStandIn: true }) +
        '\n',
    ]);
    expect(out[0]).toContain('  FrameToCode is running (local mode, database: PostgreSQL)');
  });
});
