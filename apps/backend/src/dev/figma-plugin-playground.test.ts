import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createApp } from '../app';
import { createContext } from '../server';
import { openPgliteDatabase } from '../db/pglite-database';
import type { AppContext } from '../context';
import { configureLogging } from '../log/logger';
import { DEFAULT_PLAYGROUND_FILES, figmaPluginPlaygroundRoutes } from './figma-plugin-playground';

describe('the Figma plugin playground', () => {
  let dir: string;
  let built: ReturnType<typeof figmaPluginPlaygroundRoutes>;
  let unbuilt: ReturnType<typeof figmaPluginPlaygroundRoutes>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-playground-'));
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    await writeFile(
      path.join(dist, 'code.js'),
      'figma.showUI(__html__, { width: 360, height: 560 });',
    );
    await writeFile(
      path.join(dist, 'ui.html'),
      '<!doctype html><script>parent.postMessage({pluginMessage:{type:"ready"}},"*")</script>',
    );
    await writeFile(
      path.join(dist, 'manifest.json'),
      JSON.stringify({ name: 'FrameToCode </h2>', id: '1' }),
    );
    built = figmaPluginPlaygroundRoutes({ ...DEFAULT_PLAYGROUND_FILES, distDir: dist });
    unbuilt = figmaPluginPlaygroundRoutes({
      ...DEFAULT_PLAYGROUND_FILES,
      distDir: path.join(dir, 'nothing'),
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the page with the layer list, the plugin window named from the manifest, and its settings', async () => {
    const res = await built.request('http://127.0.0.1:4100/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Figma plugin playground</h1>');
    expect(html).toContain('<nav id="layer-tree" aria-label="Layers"></nav>');
    expect(html).toContain('<h2 id="plugin-title">FrameToCode &lt;/h2&gt;</h2>');
    expect(html).toContain('<div id="plugin-frame-host" class="plugin-frame"></div>');
    const config = JSON.parse(
      /<script type="application\/json" id="playground-config">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(config).toEqual({
      built: true,
      codeUrl: '/_dev/figma-plugin/code.js',
      uiUrl: '/_dev/figma-plugin/ui.html',
      sampleUrl: '/_dev/figma-plugin/sample.json',
      sampleVariablesUrl: '/_dev/figma-plugin/sample-variables.json',
      apiOrigin: 'http://127.0.0.1:4100',
    });
  });

  it('serves the built plugin files and the sample design', async () => {
    const code = await built.request('/code.js');
    expect(code.headers.get('content-type')).toContain('text/javascript');
    expect(await code.text()).toContain('figma.showUI(__html__');
    const ui = await built.request('/ui.html');
    expect(ui.headers.get('content-type')).toContain('text/html');
    const sample = (await (await built.request('/sample.json')).json()) as {
      document: { children: { children: { name: string; children: { name: string }[] }[] }[] };
    };
    // The sign-in screen and the two screens it leads to, in one section.
    const section = sample.document.children[0]?.children[0];
    expect(section?.name).toBe('Sign-in flow');
    expect(section?.children.map((c) => c.name)).toEqual([
      'Sign in',
      'Projects',
      'Project details',
    ]);
    // Its variables: the Material Theme Builder's schemes with Light and Dark modes, and more.
    const variables = (await (await built.request('/sample-variables.json')).json()) as {
      meta: { variableCollections: Record<string, { name: string; modes: { name: string }[] }> };
    };
    expect(
      Object.values(variables.meta.variableCollections).map((c) => [
        c.name,
        c.modes.map((m) => m.name),
      ]),
    ).toContainEqual(['material-theme', ['Light', 'Dark']]);
  });

  it('bundles the stand-in and page script for the browser', async () => {
    const res = await built.request('/playground.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const js = await res.text();
    expect(js).toContain('figma-playground:clientStorage:');
    expect(js).not.toMatch(/^\s*import /m);
  });

  describe('with LOG_FORMAT=json', () => {
    afterEach(() => configureLogging({ format: 'json', level: 'info', instanceId: null }));

    it('logs a page script that does not build as one JSON line, and answers 503', async () => {
      const lines: string[] = [];
      configureLogging(
        { format: 'json', level: 'info', instanceId: null },
        { write: (line: string) => void lines.push(line) },
      );
      const broken = path.join(dir, 'broken-page.ts');
      await writeFile(broken, 'export const page = ;\n');
      const routes = figmaPluginPlaygroundRoutes({
        ...DEFAULT_PLAYGROUND_FILES,
        pageEntry: broken,
      });
      const res = await routes.request('/playground.js');
      expect(res.status).toBe(503);
      expect(await res.text()).toBe(
        'The playground page script did not build; the server log says why.',
      );
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!) as {
        msg: string;
        entry: string;
        err: { message: string };
      };
      expect(line).toMatchObject({
        level: 50,
        msg: 'the plugin playground page script did not build',
        entry: broken,
      });
      expect(line.err.message).toContain('Unexpected ";"');
    });
  });

  it('says how to build the plugin when dist is missing, instead of failing', async () => {
    const page = await unbuilt.request('/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('The plugin is not built yet.');
    expect(html).toContain('<code>npm run build -w @app/figma-plugin</code>');
    expect(html).toContain('"built":false');
    const code = await unbuilt.request('/code.js');
    expect(code.status).toBe(404);
    expect(await code.text()).toBe(
      'The plugin is not built: code.js is missing. Run `npm run build -w @app/figma-plugin`.',
    );
  });
});

describe('the playground in the app', () => {
  let dir: string;
  let ctx: AppContext;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-playground-app-'));
    // A built web app, so production could only answer the playground's paths by falling back to it.
    const web = path.join(dir, 'web');
    await mkdir(web);
    await writeFile(
      path.join(web, 'index.html'),
      '<!doctype html><title>FrameToCode</title><div id="root"></div>',
    );
    const config = loadConfig(
      { DATA_DIR: dir, WEB_DIST_DIR: web, JWT_SECRET: 'x'.repeat(40) },
      dir,
    );
    ctx = await createContext(config, await openPgliteDatabase(null));
  });
  afterAll(async () => {
    await ctx.db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is served in local mode with a policy that frames only its own origin, and answers 404 in production', async () => {
    const local = createApp(ctx);
    const page = await local.request('/_dev/figma-plugin');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("script-src 'self';");
    const ui = await local.request('/_dev/figma-plugin/ui.html');
    expect(ui.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    // Elsewhere the app's own policy still frames nothing.
    const mailbox = await local.request('/_dev/mailbox');
    expect(mailbox.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const production = createApp({ ...ctx, config: { ...ctx.config, appEnv: 'production' } });
    for (const p of [
      '/_dev/figma-plugin',
      '/_dev/figma-plugin/playground.js',
      '/_dev/figma-plugin/sample.json',
    ]) {
      const res = await production.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('playground');
    }
  });
});
