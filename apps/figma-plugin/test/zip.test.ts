import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { GeneratedFileAnswer } from '@app/shared/generate';
import { bytesToBase64 } from '../src/ui/base64';
import { buildZip, SOURCE_SET, zipEntries, zipFileName } from '../src/ui/zip';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 7]);
const files: GeneratedFileAnswer[] = [
  {
    path: 'java/com/example/app/ui/SignInScreen.kt',
    content: 'package com.example.app.ui\n',
    encoding: 'utf8',
  },
  { path: 'res/drawable/ic_logo.xml', content: '<vector/>\n', encoding: 'utf8' },
  { path: 'res/drawable/img_hero.png', content: bytesToBase64(png), encoding: 'base64' },
];

describe('the zip', () => {
  it('lays every file out under app/src/main, so it unzips into an Android project', () => {
    const unzipped = unzipSync(buildZip(files));
    expect(Object.keys(unzipped).sort()).toEqual([
      'app/src/main/java/com/example/app/ui/SignInScreen.kt',
      'app/src/main/res/drawable/ic_logo.xml',
      'app/src/main/res/drawable/img_hero.png',
    ]);
    expect(
      strFromU8(unzipped['app/src/main/java/com/example/app/ui/SignInScreen.kt'] as Uint8Array),
    ).toBe('package com.example.app.ui\n');
    expect(unzipped['app/src/main/res/drawable/img_hero.png']).toEqual(png);
    expect(SOURCE_SET).toBe('app/src/main/');
  });

  it.each(['../build.gradle', '/etc/passwd', 'java/./A.kt', 'java//A.kt', 'res/drawable/../../x'])(
    'refuses the path %s',
    (path) => {
      expect(() => zipEntries([{ path, content: 'x', encoding: 'utf8' }])).toThrow(
        `The file path "${path}" cannot go into the zip.`,
      );
    },
  );

  it('is named after the generation', () => {
    expect(zipFileName('Sign in / Step 2')).toBe('sign-in-step-2.zip');
    expect(zipFileName('***')).toBe('generation.zip');
  });
});

describe("a flow's zip", () => {
  it('adds a README at the root saying how to call the graph from an Activity', () => {
    const files: GeneratedFileAnswer[] = [
      {
        path: 'java/com/acme/app/ui/ShopNavHost.kt',
        content: 'package com.acme.app.ui',
        encoding: 'utf8',
      },
      {
        path: 'java/com/acme/app/ui/ShopTheme.kt',
        content: 'package com.acme.app.ui',
        encoding: 'utf8',
      },
    ];
    const flow = {
      navHost: { function: 'ShopNavHost', file: 'java/com/acme/app/ui/ShopNavHost.kt' },
      start: '1:2',
      screens: [
        {
          nodeId: '1:2',
          name: 'Sign in',
          presentation: 'screen' as const,
          function: 'SignIn',
          file: 'java/com/acme/app/ui/SignIn.kt',
          route: 'SignInRoute',
        },
      ],
      links: [],
      outside: [
        {
          from: '1:2',
          layer: { id: '1:9', name: 'Forgot password?' },
          destinationId: '1:34',
          destinationName: 'Reset password',
        },
      ],
    };
    const generation = {
      id: 'g',
      name: 'Checkout',
      type: 'android',
      created_at: '',
      charged: false,
      screens: 1,
    };
    const entries = unzipSync(buildZip(files, { flow, generation }));
    const readme = strFromU8(entries['README.md'] as Uint8Array);
    expect(readme).toContain('import com.acme.app.ui.ShopNavHost');
    expect(readme).toContain('ShopTheme {\n                ShopNavHost()\n            }');
    expect(readme).toContain('androidx.navigation:navigation-compose');
    expect(readme).toContain('- Sign in: "Forgot password?" leads to "Reset password"');
    expect(Object.keys(entries).sort()).toEqual([
      'README.md',
      'app/src/main/java/com/acme/app/ui/ShopNavHost.kt',
      'app/src/main/java/com/acme/app/ui/ShopTheme.kt',
    ]);
    // A single frame's zip has no README.
    expect(Object.keys(unzipSync(buildZip(files)))).not.toContain('README.md');
  });
});
