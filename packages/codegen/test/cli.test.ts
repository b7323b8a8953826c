import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.ts';

const work = mkdtempSync(join(tmpdir(), 'figma-compose-'));
const fixture = fileURLToPath(
  new URL('./fixtures/auto-layout-playground.file.json', import.meta.url),
);
const signIn = fileURLToPath(new URL('./fixtures/m3-sign-in.nodes.json', import.meta.url));
const signInVariables = fileURLToPath(
  new URL('./fixtures/m3-sign-in.variables.json', import.meta.url),
);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(
    args,
    (s) => (out += s),
    (s) => (err += s),
  );
  return { code, out, err };
}

describe('figma-compose', () => {
  it('writes the files and prints them with the warnings', async () => {
    const dir = join(work, 'out');
    const { code, out } = await run([fixture, '--out', dir]);
    expect(code).toBe(0);
    expect(out).toContain(`wrote ${join(dir, 'java/com/example/figma/ProductDetail.kt')}`);
    expect(out).toMatch(/\d+ files, \d+ warnings/);
    expect(out).toContain('warning [approximated] 12:17 "Bottom bar"');
    expect(readFileSync(join(dir, 'java/com/example/figma/ProductDetail.kt'), 'utf8')).toContain(
      'fun ProductDetail(',
    );
  });

  it('picks one node with --node and takes a package', async () => {
    const dir = join(work, 'node');
    const { code, out } = await run([
      fixture,
      '--out',
      dir,
      '--node',
      '12:17',
      '--package',
      'com.acme.shop',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('java/com/acme/shop/BottomBar.kt');
    expect(out).not.toContain('ProductDetail.kt');
  });

  it('writes a flow with --flow: the screens, the navigation graph, and what leads outside it', async () => {
    const flowFile = fileURLToPath(new URL('./fixtures/checkout-flow.file.json', import.meta.url));
    const dir = join(work, 'flow');
    const { code, out, err } = await run([
      flowFile,
      '--out',
      dir,
      '--flow',
      '1:35',
      '--package',
      'com.acme.shop.ui',
    ]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('flow: 4 screens, starting at "Sign in"; ShopNavHost in');
    expect(out).toContain('  Order details: "Delete order" open-overlay "Delete order?"');
    expect(out).toContain(
      '  Sign in: "Forgot password?" leads to "Reset password", outside the flow: not wired',
    );
    const graph = readFileSync(join(dir, 'java/com/acme/shop/ui/ShopNavHost.kt'), 'utf8');
    expect(graph).toContain('composable<OrdersRoute>');
    for (const screen of ['SignIn', 'Orders', 'OrderDetails', 'DeleteOrder'])
      expect(readFileSync(join(dir, `java/com/acme/shop/ui/${screen}.kt`), 'utf8')).toContain(
        `fun ${screen}(`,
      );
  });

  it('takes --flow as a list of frames and prints the graph with --json', async () => {
    const flowFile = fileURLToPath(new URL('./fixtures/checkout-flow.file.json', import.meta.url));
    const { code, out } = await run([
      flowFile,
      '--out',
      join(work, 'flow-json'),
      '--flow',
      '1:13, 1:18',
      '--json',
    ]);
    expect(code).toBe(0);
    const printed = JSON.parse(out) as {
      flow: { screens: { name: string }[]; outside: unknown[] };
    };
    expect(printed.flow.screens.map((s) => s.name)).toEqual(['Sign in', 'Orders']);
    expect(printed.flow.outside).toHaveLength(2);
  });

  it('refuses an empty --flow, --flow with --node, and a flow id that is no frame, in one line', async () => {
    const flowFile = fileURLToPath(new URL('./fixtures/checkout-flow.file.json', import.meta.url));
    const empty = await run([flowFile, '--out', join(work, 'bad'), '--flow', ',']);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/^--flow needs the ids/);
    const both = await run([
      flowFile,
      '--out',
      join(work, 'bad'),
      '--flow',
      '1:13',
      '--node',
      '1:13',
    ]);
    expect(both.code).toBe(2);
    expect(both.err).toBe(
      'figma-compose: Give either nodeId (one frame) or flow (several), not both.\n',
    );
    const text = await run([flowFile, '--out', join(work, 'bad'), '--flow', '1:9']);
    expect(text.code).toBe(1);
    expect(text.err.split('\n').filter(Boolean)).toHaveLength(1);
    expect(text.err).toContain('is a text, not a frame, section or page');
  });

  it('imports R from the resource package when it differs', async () => {
    const dir = join(work, 'r');
    const assets = join(work, 'r-assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(
      join(assets, '8f3a2c6e1b0d4f5a9c7e2b1d0a3f6c8e5b4a2d19.png'),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    const { code } = await run([
      fixture,
      '--out',
      dir,
      '--package',
      'com.acme.shop.ui',
      '--resource-package',
      'com.acme.shop',
      '--assets',
      assets,
    ]);
    expect(code).toBe(0);
    const source = readFileSync(join(dir, 'java/com/acme/shop/ui/ProductDetail.kt'), 'utf8');
    expect(source).toContain('package com.acme.shop.ui');
    expect(source).toContain('import com.acme.shop.R');
  });

  it('refuses a package name Kotlin cannot use', async () => {
    const { code, err } = await run([
      fixture,
      '--out',
      join(work, 'badpkg'),
      '--package',
      'Com.Acme-UI',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('Invalid Kotlin package name: Com.Acme-UI');
  });

  it('reads exported assets from a folder', async () => {
    const assets = join(work, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(
      join(assets, '8f3a2c6e1b0d4f5a9c7e2b1d0a3f6c8e5b4a2d19.png'),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    const { code, out } = await run([
      fixture,
      '--out',
      join(work, 'with-assets'),
      '--assets',
      assets,
    ]);
    expect(code).toBe(0);
    expect(out).toContain('res/drawable/img_hero_image.png');
  });

  it.each([
    ['not JSON', 'hello', 'is not Figma JSON: it is not valid JSON'],
    ['JSON that is not Figma', '{"a":1}', 'Input is not Figma JSON'],
    ['an empty /nodes response', '{"nodes":{"1:2":null}}', 'without any node documents'],
  ])('exits non-zero with a clear message on %s', async (_name, contents, message) => {
    const file = join(work, 'bad.json');
    writeFileSync(file, contents);
    const { code, err } = await run([file, '--out', join(work, 'bad')]);
    expect(code).toBe(1);
    expect(err).toContain(message);
  });

  it('writes every file of a design whose text layers are named with whole paragraphs', async () => {
    const paragraph =
      'Lorem ipsum is not used here: this is the full terms text a designer pasted, and the layer took it as its name. '.repeat(
        12,
      );
    const texts = Array.from({ length: 59 }, (_, i) => ({
      id: `3:${i + 1}`,
      name: `${i} ${paragraph}`,
      type: 'TEXT',
      absoluteBoundingBox: { x: 0, y: i * 20, width: 300, height: 20 },
      characters: 'Terms',
      style: { fontFamily: 'Roboto', fontSize: 12 },
    }));
    const frames = texts.map((t, i) => ({
      id: `2:${i + 1}`,
      name: t.name,
      type: 'FRAME',
      absoluteBoundingBox: { x: 0, y: i * 40, width: 300, height: 40 },
      children: [t],
    }));
    const file = join(work, 'paragraph-names.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: paragraph,
        document: {
          id: '0:0',
          name: 'Document',
          type: 'DOCUMENT',
          children: [{ id: '0:1', name: 'Page', type: 'CANVAS', children: frames }],
        },
      }),
    );
    const { code, out, err } = await run([file, '--out', join(work, 'paragraphs')]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('60 files, ');
    for (const line of out.split('\n').filter((l) => l.startsWith('wrote ')))
      expect(line.slice(line.lastIndexOf('/') + 1).length).toBeLessThanOrEqual(60);
  });

  it('prints files and warnings as JSON with --json, one warning per font family with its layers', async () => {
    const texts = ['A', 'B', 'C'].map((t, i) => ({
      id: `3:${i + 1}`,
      name: t,
      type: 'TEXT',
      absoluteBoundingBox: { x: 0, y: i * 30, width: 50, height: 20 },
      characters: t,
      style: { fontFamily: 'Inter', fontSize: 12 },
    }));
    const file = join(work, 'fonts.json');
    writeFileSync(
      file,
      JSON.stringify({
        id: '2:1',
        name: 'Fonts',
        type: 'FRAME',
        absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 100 },
        children: texts,
      }),
    );
    const { code, out } = await run([file, '--out', join(work, 'json'), '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as {
      files: string[];
      warnings: {
        code: string;
        nodeId: string;
        count: number;
        nodeIds: string[];
        message: string;
      }[];
    };
    expect(report.files).toContain(join(work, 'json', 'java/com/example/figma/Fonts.kt'));
    const fonts = report.warnings.filter((w) => w.code === 'font-family');
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatchObject({ nodeId: '3:1', count: 3, nodeIds: ['3:1', '3:2', '3:3'] });
    expect(fonts[0]?.message).toContain(
      'Font family "Inter" is downloaded from Google Fonts (InterFontFamily in FontsFonts.kt)',
    );
    expect(report.files).toContain(join(work, 'json', 'java/com/example/figma/FontsFonts.kt'));
    expect(report.files).toContain(join(work, 'json', 'res/values/font_certs.xml'));
  });

  it('reports an unexpected failure in one line, without a stack trace', async () => {
    const { code, err } = await run([
      fixture,
      '--out',
      join(work, 'no-assets'),
      '--assets',
      join(work, 'does-not-exist'),
    ]);
    expect(code).toBe(1);
    expect(err).toMatch(/^figma-compose: .*ENOENT.*\n$/);
    expect(err.split('\n')).toHaveLength(2);
  });

  it('explains its usage when arguments are missing', async () => {
    const { code, err } = await run([fixture]);
    expect(code).toBe(2);
    expect(err).toContain('Usage: figma-compose <file.json> --out <dir>');
  });

  it('runs as the package bin without a build step', () => {
    const bin = fileURLToPath(new URL('../bin/figma-compose.mjs', import.meta.url));
    const result = spawnSync(
      process.execPath,
      [bin, fixture, '--out', join(work, 'bin'), '--node', '12:17'],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('BottomBar.kt');
    const bad = spawnSync(
      process.execPath,
      [bin, join(work, 'missing.json'), '--out', join(work, 'bin')],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('cannot read');
  }, 60_000);

  it("takes the design's variables with --variables: bound layers reference the theme, which has light and dark schemes", async () => {
    const dir = join(work, 'variables');
    const { code, out } = await run([signIn, '--out', dir, '--variables', signInVariables]);
    expect(code).toBe(0);
    expect(out).not.toContain('warning [variable]');
    const screen = readFileSync(join(dir, 'java/com/example/figma/SignIn.kt'), 'utf8');
    expect(screen).toContain('.background(MaterialTheme.colorScheme.surface)');
    expect(screen).toContain('color = Material3SignInFlowTheme.colors.accent');
    const theme = readFileSync(
      join(dir, 'java/com/example/figma/Material3SignInFlowTheme.kt'),
      'utf8',
    );
    expect(theme).toContain('private val DarkColorScheme = darkColorScheme(');
  });

  it('takes --variables together with --flow: every screen of the flow references the theme, which has light and dark schemes', async () => {
    const flowFile = fileURLToPath(
      new URL('./fixtures/playground-flow.file.json', import.meta.url),
    );
    const dir = join(work, 'flow-variables');
    const { code, out } = await run([
      flowFile,
      '--out',
      dir,
      '--variables',
      signInVariables,
      '--flow',
      '209:1',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('flow: 3 screens, starting at "Sign in"; FrameToCodeSampleNavHost in');
    expect(out).not.toContain('warning [variable]');
    const screen = readFileSync(join(dir, 'java/com/example/figma/SignIn.kt'), 'utf8');
    expect(screen).toContain('.background(MaterialTheme.colorScheme.surface)');
    expect(screen).not.toContain('Color(0x');
    const theme = readFileSync(
      join(dir, 'java/com/example/figma/FrameToCodeSampleTheme.kt'),
      'utf8',
    );
    expect(theme).toContain('private val DarkColorScheme = darkColorScheme(');
  });

  it('says the bound values are literals when no variables are given', async () => {
    const { code, out } = await run([signIn, '--out', join(work, 'no-variables')]);
    expect(code).toBe(0);
    expect(out).toContain('warning [variable]');
    expect(out).toContain('--variables with the answer of GET /v1/files/:key/variables/local');
  });

  it("refuses variables that are not Figma's variables JSON, naming the file", async () => {
    const bad = join(work, 'not-variables.json');
    writeFileSync(bad, JSON.stringify({ variables: [] }));
    const { code, err } = await run([
      signIn,
      '--out',
      join(work, 'bad-variables'),
      '--variables',
      bad,
    ]);
    expect(code).toBe(1);
    expect(err).toBe(
      `figma-compose: ${bad}: The variables input is not Figma variables JSON: expected "meta.variables" and "meta.variableCollections", as GET /v1/files/:key/variables/local answers.\n`,
    );
    const broken = join(work, 'broken-variables.json');
    writeFileSync(broken, '{ "meta": ');
    const second = await run([signIn, '--out', join(work, 'bad-variables'), '--variables', broken]);
    expect(second.code).toBe(1);
    expect(second.err).toContain(`cannot read the variables ${broken}: it is not valid JSON`);
    const missing = await run([signIn, '--out', join(work, 'bad-variables'), '--variables']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--variables needs the variables JSON file.');
  });
});
