import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@app/codegen';
import { ResourceIds } from '@app/compose-renderer/android-resources';
import { ComposeJvm, formatMessage } from '@app/compose-renderer/jvm';
import type { GeneratedFileAnswer } from '@app/shared/generate';
import { bytesToBase64 } from '../src/ui/base64';
import { generatorOptions } from '../src/ui/app-package';
import { buildZip } from '../src/ui/zip';

const codegen = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/codegen');
const work = mkdtempSync(join(tmpdir(), 'plugin-zip-compose-'));
let jvm: ComposeJvm;
// The real toolchain: the Kotlin compiler with its Compose plugin against Compose Multiplatform desktop (packages/compose-renderer).
beforeAll(() => {
  jvm = ComposeJvm.start();
}, 600_000);
afterAll(async () => {
  await jvm.close();
  rmSync(work, { recursive: true, force: true });
});

// The sign-in design with the variables the plugin sends with it: its theme has light and dark schemes and tokens.
const designs: { fixture: string; variables?: string; appPackage: string; flow?: string[] }[] = [
  {
    fixture: 'm3-sign-in.nodes.json',
    variables: 'm3-sign-in.variables.json',
    appPackage: 'com.example.signin',
  },
  { fixture: 'auto-layout-playground.file.json', appPackage: 'com.example.playground' },
  // The playground's sample as a flow with its variables: three screens, their navigation graph and the README, on a Light and Dark theme.
  {
    fixture: 'playground-flow.file.json',
    variables: 'm3-sign-in.variables.json',
    appPackage: 'com.example.flow',
    flow: ['209:1'],
  },
];

describe('the downloaded zip', () => {
  it("holds Kotlin that compiles against the real Compose once unzipped into an app's source set", async () => {
    const project = join(work, 'project');
    const ids = new ResourceIds();
    for (const { fixture, variables, appPackage, flow } of designs) {
      const read = (name: string): unknown =>
        JSON.parse(readFileSync(join(codegen, 'test/fixtures', name), 'utf8'));
      // The options the plugin sends: screens in <app>.ui, drawables from <app>.R, the design's variables, and a flow's frames.
      const result = await generate(read(fixture), {
        ...generatorOptions(appPackage),
        ...(variables ? { variables: read(variables) } : {}),
        ...(flow ? { flow } : {}),
      });
      // The generate function's answer shape, as the plugin receives it.
      const answer: GeneratedFileAnswer[] = result.files.map((f) =>
        typeof f.contents === 'string'
          ? { path: f.path, content: f.contents, encoding: 'utf8' }
          : { path: f.path, content: bytesToBase64(f.contents), encoding: 'base64' },
      );
      const uiPath = `java/${appPackage.replaceAll('.', '/')}/ui/`;
      expect(answer.filter((f) => f.path.endsWith('.kt')).length).toBeGreaterThan(0);
      expect(answer.filter((f) => f.path.endsWith('.kt') && !f.path.startsWith(uiPath))).toEqual(
        [],
      );
      const generation = {
        id: 'g',
        name: fixture,
        type: 'android',
        created_at: '',
        charged: false,
        screens: 1,
      };
      const entries = unzipSync(
        buildZip(answer, result.flow ? { flow: result.flow, generation } : undefined),
      );
      if (flow)
        expect(new TextDecoder().decode(entries['README.md'])).toContain(
          `${result.flow?.navHost.function}()`,
        );
      for (const [path, bytes] of Object.entries(entries)) {
        if (path === 'README.md') continue;
        expect(path.startsWith('app/src/main/')).toBe(true);
        mkdirSync(dirname(join(project, path)), { recursive: true });
        writeFileSync(join(project, path), bytes);
      }
      // The R class the Android build would generate for the drawables in the zip.
      const rPath = join(project, 'app/src/main/java', ...appPackage.split('.'), 'R.kt');
      writeFileSync(rPath, ids.rClass(appPackage, result.files, join(project, 'app/src/main/res')));
    }
    const answer = await jvm.compile([join(project, 'app/src/main/java')], join(work, 'classes'));
    expect(answer.messages.map(formatMessage)).toEqual([]);
    expect(answer.ok).toBe(true);
  }, 600_000);
});
