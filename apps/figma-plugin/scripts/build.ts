// `npm run build -w @app/figma-plugin`: writes dist/manifest.json, dist/code.js (the main
// thread, one classic script) and dist/ui.html (one self-contained page, JS and CSS inlined,
// as Figma requires). PLUGIN_API_ORIGIN names the server the plugin talks to.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PRODUCT_NAME } from '@app/shared/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDist = path.join(root, 'dist');

/** PLUGIN_API_ORIGIN, else the origin `npm start` serves (SITE_URL, else localhost:PORT). */
export function apiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.PLUGIN_API_ORIGIN || env.SITE_URL || `http://localhost:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(
      `PLUGIN_API_ORIGIN must be an origin such as https://app.example.com, got "${given}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PLUGIN_API_ORIGIN must start with https:// or http://, got "${given}".`);
  return url.origin;
}

const isLocal = (origin: string) =>
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * Figma's manifest. Network access is the product's origin only; a local origin is also
 * listed under devAllowedDomains, which Figma uses for development plugins, with the reasoning
 * Figma asks for when http is allowed.
 */
export function manifest(origin: string) {
  return {
    name: PRODUCT_NAME,
    id: 'frametocode-compose',
    api: '1.0.0',
    editorType: ['figma', 'dev'],
    // Dev Mode is read-only and loads pages on demand (without edit permission, a user opens the plugin in Dev Mode).
    capabilities: ['inspect'],
    documentAccess: 'dynamic-page',
    main: 'code.js',
    ui: 'ui.html',
    networkAccess: {
      allowedDomains: [origin],
      ...(isLocal(origin)
        ? {
            devAllowedDomains: [origin],
            reasoning: `The plugin signs in and generates code through the ${PRODUCT_NAME} server running on this computer.`,
          }
        : {}),
    },
  };
}

export async function buildPlugin(
  env: NodeJS.ProcessEnv = process.env,
  dist: string = defaultDist,
): Promise<string> {
  const origin = apiOrigin(env);
  await mkdir(dist, { recursive: true });

  await build({
    entryPoints: [path.join(root, 'src/main/code.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    outfile: path.join(dist, 'code.js'),
    logLevel: 'warning',
  });

  const ui = await build({
    entryPoints: [path.join(root, 'src/ui/main.tsx')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    outdir: path.join(dist, 'ui'),
    jsx: 'automatic',
    define: {
      __PLUGIN_API_ORIGIN__: JSON.stringify(origin),
      __PLUGIN_ANON_KEY__: JSON.stringify(env.PLUGIN_ANON_KEY ?? ''),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const js = ui.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = ui.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  // Inline: a literal "</script" or "</style" inside the bundle would end the element early, and
  // "<!--" would change how the parser reads the rest of the script.
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_NAME}</title>
<style>${css.replace(/<\/style/gi, '<\\/style')}</style>
</head>
<body>
<div id="root"></div>
<script>${js.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--')}</script>
</body>
</html>
`;
  await writeFile(path.join(dist, 'ui.html'), html);
  await writeFile(
    path.join(dist, 'manifest.json'),
    `${JSON.stringify(manifest(origin), null, 2)}\n`,
  );
  return origin;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPlugin()
    .then((origin) =>
      console.log(`Built the Figma plugin into apps/figma-plugin/dist (API origin ${origin}).`),
    )
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
