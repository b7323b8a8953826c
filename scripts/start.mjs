#!/usr/bin/env node
// `npm start`: builds the web app and the Figma plugin when their sources are newer than the
// last build, then runs the backend, which serves the app, the APIs and the local stand-ins on one origin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app (apps/web)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The Figma plugin (apps/figma-plugin/dist), for Figma desktop and the plugin playground.
const pluginBuilt = path.join(root, 'apps/figma-plugin/dist/ui.html');
const pluginSources = [
  'apps/figma-plugin/src',
  'apps/figma-plugin/scripts',
  'packages/plugin-client/src',
  'packages/shared/src',
];
const pluginSourceTime = Math.max(...pluginSources.map((s) => newestMtime(path.join(root, s))));
const pluginOrigin = (
  process.env.PLUGIN_API_ORIGIN ||
  process.env.SITE_URL ||
  `http://localhost:${process.env.PORT || 3000}`
).replace(/\/$/, '');
function builtPluginOrigin() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'apps/figma-plugin/dist/manifest.json'), 'utf8'))
      .networkAccess.allowedDomains[0];
  } catch {
    return null;
  }
}
if (
  !existsSync(pluginBuilt) ||
  statSync(pluginBuilt).mtimeMs < pluginSourceTime ||
  builtPluginOrigin() !== pluginOrigin
) {
  console.log('Building the Figma plugin (apps/figma-plugin)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/figma-plugin'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/backend/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
