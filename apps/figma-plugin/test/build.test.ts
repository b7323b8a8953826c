import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOrigin, buildPlugin, manifest } from '../scripts/build';

const out = mkdtempSync(join(tmpdir(), 'plugin-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the build', () => {
  it('takes PLUGIN_API_ORIGIN, else SITE_URL, else localhost on PORT', () => {
    expect(
      apiOrigin({ PLUGIN_API_ORIGIN: 'https://app.example.com/', SITE_URL: 'https://x.dev' }),
    ).toBe('https://app.example.com');
    expect(apiOrigin({ SITE_URL: 'https://x.dev' })).toBe('https://x.dev');
    expect(apiOrigin({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(apiOrigin({})).toBe('http://localhost:3000');
    expect(() => apiOrigin({ PLUGIN_API_ORIGIN: 'app.example.com' })).toThrow(
      'PLUGIN_API_ORIGIN must be an origin such as https://app.example.com, got "app.example.com".',
    );
    expect(() => apiOrigin({ PLUGIN_API_ORIGIN: 'ftp://app.example.com' })).toThrow(
      'must start with https:// or http://',
    );
  });

  it('limits network access to the API origin', () => {
    expect(manifest('https://app.example.com').networkAccess).toEqual({
      allowedDomains: ['https://app.example.com'],
    });
    expect(manifest('http://localhost:3000').networkAccess).toMatchObject({
      allowedDomains: ['http://localhost:3000'],
      devAllowedDomains: ['http://localhost:3000'],
    });
    expect(manifest('https://app.example.com')).toMatchObject({
      api: '1.0.0',
      editorType: ['figma', 'dev'],
      main: 'code.js',
      ui: 'ui.html',
    });
  });

  it('writes the manifest, a classic main-thread script and one self-contained UI page', async () => {
    await buildPlugin({ PLUGIN_API_ORIGIN: 'https://app.example.com' }, out);
    const written = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as ReturnType<
      typeof manifest
    >;
    expect(written.networkAccess.allowedDomains).toEqual(['https://app.example.com']);
    const code = readFileSync(join(out, 'code.js'), 'utf8');
    expect(code).toContain('startPlugin(figma, __html__)');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const html = readFileSync(join(out, 'ui.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
    expect(html).toContain('"https://app.example.com"');
    // One inline script: the bundle's own "</script" texts are escaped.
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).toContain('.hljs-keyword');
  }, 60_000);
});
