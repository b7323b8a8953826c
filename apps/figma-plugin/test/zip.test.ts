import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { GeneratedFileAnswer } from '@app/shared/generate';
import { bytesToBase64 } from '../src/ui/base64';
import { buildZip, SOURCE_SET, zipEntries, zipFileName } from '../src/ui/zip';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 7]);
const files: GeneratedFileAnswer[] = [
  { path: 'java/com/example/app/ui/SignInScreen.kt', content: 'package com.example.app.ui\n', encoding: 'utf8' },
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
    expect(strFromU8(unzipped['app/src/main/java/com/example/app/ui/SignInScreen.kt'] as Uint8Array)).toBe(
      'package com.example.app.ui\n',
    );
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
