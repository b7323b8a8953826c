import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { escapeHtml } from '../mail/escape-html';
import { DEV_PAGE_ICON_LINK } from './favicon';
import { log } from '../log/logger';

export interface PlaygroundFiles {
  /** apps/figma-plugin/dist: manifest.json, code.js and ui.html from the plugin's build. */
  distDir: string;
  /** The stand-in `figma` global and the page script, bundled on first request. */
  pageEntry: string;
  /** The sample design: the Material 3 sign-in screen grown into a three-screen flow with its prototype links (a file answer). */
  sampleFile: string;
  /** The sample design's variables (a /variables/local answer): Light and Dark modes. */
  sampleVariablesFile: string;
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const DEFAULT_PLAYGROUND_FILES: PlaygroundFiles = {
  distDir: here('../../../figma-plugin/dist'),
  pageEntry: here('../../../figma-plugin/playground/src/page.ts'),
  sampleFile: here('../../../../packages/codegen/test/fixtures/playground-flow.file.json'),
  sampleVariablesFile: here('../../../../packages/codegen/test/fixtures/m3-sign-in.variables.json'),
};

const BUILD_COMMAND = 'npm run build -w @app/figma-plugin';

/**
 * The page may frame the plugin UI from its own origin (the app's policy frames nothing);
 * the UI runs inline script and calls the API, as in Figma where its iframe has no policy.
 */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
const UI_POLICY =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: http: https:; font-src 'self' data:; connect-src http: https: ws: wss:; frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

/** Mounted before the app's secure headers, whose policy it replaces for the playground's paths. */
export const playgroundPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set(
    'Content-Security-Policy',
    c.req.path.endsWith('/ui.html') ? UI_POLICY : PAGE_POLICY,
  );
};

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function pluginName(distDir: string): Promise<string> {
  try {
    const manifest = JSON.parse(await readFile(`${distDir}/manifest.json`, 'utf8')) as {
      name?: unknown;
    };
    return typeof manifest.name === 'string' ? manifest.name : 'FrameToCode';
  } catch {
    return 'FrameToCode';
  }
}

/** Bundles the page script with esbuild (local mode only, so it is imported on demand). */
async function bundle(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** /_dev/figma-plugin: the built plugin in the browser over a stand-in `figma` global. */
export function figmaPluginPlaygroundRoutes(
  files: PlaygroundFiles = DEFAULT_PLAYGROUND_FILES,
): Hono {
  const app = new Hono();
  let script: Promise<string> | null = null;

  app.get('/', async (c) => {
    const built =
      (await exists(`${files.distDir}/code.js`)) && (await exists(`${files.distDir}/ui.html`));
    const origin = new URL(c.req.url).origin;
    const config = {
      built,
      codeUrl: '/_dev/figma-plugin/code.js',
      uiUrl: '/_dev/figma-plugin/ui.html',
      sampleUrl: '/_dev/figma-plugin/sample.json',
      sampleVariablesUrl: '/_dev/figma-plugin/sample-variables.json',
      apiOrigin: origin,
    };
    return c.html(playgroundPage(await pluginName(files.distDir), config));
  });

  app.get('/playground.js', async (c) => {
    script ??= bundle(files.pageEntry).catch((error: unknown) => {
      script = null;
      throw error;
    });
    try {
      return c.body(await script, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    } catch (error) {
      log.error(
        { err: error, entry: files.pageEntry },
        'the plugin playground page script did not build',
      );
      return c.text('The playground page script did not build; the server log says why.', 503);
    }
  });

  const distFile = (name: string, type: string) => async (c: Parameters<MiddlewareHandler>[0]) => {
    const file = `${files.distDir}/${name}`;
    if (!(await exists(file))) {
      return c.text(`The plugin is not built: ${name} is missing. Run \`${BUILD_COMMAND}\`.`, 404);
    }
    return c.body(await readFile(file, 'utf8'), 200, {
      'content-type': type,
      'cache-control': 'no-store',
    });
  };
  app.get('/code.js', distFile('code.js', 'text/javascript; charset=utf-8'));
  app.get('/ui.html', distFile('ui.html', 'text/html; charset=utf-8'));
  app.get('/manifest.json', distFile('manifest.json', 'application/json'));
  app.get('/sample.json', async (c) =>
    c.body(await readFile(files.sampleFile, 'utf8'), 200, { 'content-type': 'application/json' }),
  );
  app.get('/sample-variables.json', async (c) =>
    c.body(await readFile(files.sampleVariablesFile, 'utf8'), 200, {
      'content-type': 'application/json',
    }),
  );
  return app;
}

interface PageConfig {
  built: boolean;
  codeUrl: string;
  uiUrl: string;
  sampleUrl: string;
  sampleVariablesUrl: string;
  apiOrigin: string;
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function playgroundPage(name: string, config: PageConfig): string {
  const plugin = config.built
    ? `<div id="plugin-frame-host" class="plugin-frame"></div>`
    : `<div class="not-built" role="alert">
  <p><strong>The plugin is not built yet.</strong> Run <code>${BUILD_COMMAND}</code> at the repository root, then reload this page. <code>npm start</code> builds it for you when it is missing.</p>
</div><div id="plugin-frame-host" hidden></div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Figma plugin playground · FrameToCode</title>
${DEV_PAGE_ICON_LINK}
<style>
*{box-sizing:border-box}
body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1c1f2a}
header.top{padding:20px 24px 12px;max-width:1400px;margin:0 auto}
h1{font-size:22px;margin:0 0 4px}
.intro{color:#4a5062;margin:0 0 6px;max-width:900px}
a{color:#3b4fd8}
main.playground{display:grid;grid-template-columns:minmax(240px,300px) minmax(300px,1fr) auto;gap:16px;padding:8px 24px 24px;max-width:1400px;margin:0 auto;align-items:start}
.panel{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:14px 16px}
.panel h2{font-size:15px;margin:0 0 8px}
.design-name{font-weight:600;margin:0 0 6px}
.page-name{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#5b6172;margin:10px 0 4px}
#layer-tree{max-height:55vh;overflow:auto}
#layer-tree ul{list-style:none;margin:0;padding:0 0 0 12px}
#layer-tree>ul{padding-left:0}
.layer{display:flex;gap:6px;align-items:baseline;width:100%;text-align:left;border:0;background:none;padding:3px 6px;border-radius:6px;font:inherit;color:inherit;cursor:pointer}
.layer:hover{background:#eef0f7}
.layer[aria-pressed="true"]{background:#3b4fd8;color:#fff}
.layer[aria-pressed="true"] .layer__type{color:#e3e6ff}
.layer__type{font-size:12px;color:#5b6172}
.layer--hidden .layer__name{text-decoration:line-through}
.file-actions{border-bottom:1px solid #dde1ea;margin-bottom:8px;padding-bottom:12px;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.drop-target{outline:2px dashed #3b4fd8;outline-offset:2px}
button.secondary,label.secondary{border:1px solid #c9cedb;background:#fff;border-radius:8px;padding:6px 10px;font:inherit;cursor:pointer;color:#1c1f2a}
label.secondary input{position:absolute;width:1px;height:1px;opacity:0}
label.secondary:focus-within{outline:2px solid #3b4fd8}
.hint{color:#5b6172;font-size:13px;margin:4px 0 0}
#file-error{color:#b42318;margin:0;width:100%}
#file-error:empty{display:none}
.canvas figure{margin:0;position:relative;display:inline-block}
.canvas img{display:block;max-width:100%;border-radius:4px;box-shadow:0 1px 4px rgba(20,24,40,.15)}
#canvas-outline{position:absolute;outline:2px solid #3b4fd8;pointer-events:none}
.plugin-window{background:#fff;border:1px solid #c9cedb;border-radius:10px;box-shadow:0 8px 28px rgba(20,24,40,.16);overflow:hidden}
.plugin-titlebar{display:flex;justify-content:space-between;align-items:center;padding:8px 12px;border-bottom:1px solid #e5e8ef}
.plugin-titlebar h2{font-size:13px;margin:0}
.plugin-frame iframe{display:block;border:0}
.not-built,#plugin-closed{padding:16px;max-width:320px}
code{background:#eef0f7;border-radius:4px;padding:1px 4px}
.toasts{position:fixed;bottom:24px;left:50%;transform:translateX(-50%);display:flex;flex-direction:column;gap:8px;align-items:center;z-index:10}
.toast{background:#1c1f2a;color:#fff;border-radius:8px;padding:8px 14px;margin:0;box-shadow:0 4px 14px rgba(0,0,0,.2)}
.toast--error{background:#b42318}
@media (max-width:1000px){main.playground{grid-template-columns:1fr}}
</style></head>
<body>
<header class="top">
<h1>Figma plugin playground</h1>
<p class="intro">Try the FrameToCode plugin without Figma. This page runs the real built plugin, its main thread and its window, against a stand-in for Figma made from a Figma REST JSON file. Select a frame in the layer list, sign in from the plugin, and generate Compose code; the generation counts against your allowance, and your <a href="/dashboard">dashboard</a> shows it.</p>
<p class="intro">The stand-in has no Figma renderer: the canvas and the PNG previews are approximations drawn in the browser, and image fills are flat colours because the REST JSON carries no image bytes. Only here in local mode; never in production.</p>
</header>
<main class="playground">
<section class="panel layers" id="layers-panel" aria-labelledby="layers-title">
<h2 id="layers-title">Layers</h2>
<p id="design-name" class="design-name"></p>
<div class="file-actions">
<button type="button" class="secondary" id="clear-selection">Clear selection</button>
<button type="button" class="secondary" id="load-sample">Load the sample design</button>
<label class="secondary">Open a REST JSON file<input type="file" id="file-input" accept=".json,application/json"></label>
<label class="secondary">Open its variables<input type="file" id="variables-input" accept=".json,application/json"></label>
<p class="hint">Or drop one here: the answer of <code>GET /v1/files/:key</code> or <code>/v1/files/:key/nodes</code> (add <code>geometry=paths</code> for vector shapes); its variables are the answer of <code>GET /v1/files/:key/variables/local</code>.</p>
<p id="variables-status" class="hint"></p>
<p id="file-error" role="alert"></p>
</div>
<nav id="layer-tree" aria-label="Layers"></nav>
</section>
<section class="panel canvas" aria-labelledby="canvas-title">
<h2 id="canvas-title">Canvas</h2>
<p id="canvas-empty" class="hint">Nothing selected. Select a frame in the layer list.</p>
<figure><img id="canvas-preview" alt="" hidden><div id="canvas-outline" hidden></div></figure>
</section>
<section class="plugin-window" aria-labelledby="plugin-title">
<div class="plugin-titlebar"><h2 id="plugin-title">${escapeHtml(name)}</h2></div>
${plugin}
<div id="plugin-closed" hidden><p>The plugin is closed.</p><button type="button" class="secondary" id="run-plugin">Run the plugin again</button></div>
</section>
</main>
<div id="toasts" class="toasts" role="status" aria-live="polite"></div>
<script type="application/json" id="playground-config">${scriptJson(config)}</script>
<script src="/_dev/figma-plugin/playground.js" defer></script>
</body></html>`;
}
