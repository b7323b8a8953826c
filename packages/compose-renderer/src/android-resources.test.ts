import { describe, expect, it } from 'vitest';
import { ResourceIds } from './android-resources.ts';

describe('ResourceIds', () => {
  it("writes each output's R class with ids unique across the job, and where each id's file is", () => {
    const ids = new ResourceIds();
    const a = ids.rClass(
      'app.one',
      [
        { path: 'res/drawable/ic_star.xml', contents: '<vector/>' },
        { path: 'java/app/one/A.kt', contents: '' },
        { path: 'res/drawable/img_photo.png', contents: new Uint8Array() },
      ],
      '/job/res/0',
    );
    const b = ids.rClass(
      'app.two',
      [{ path: 'res/drawable/ic_star.xml', contents: '<vector/>' }],
      '/job/res/1',
    );
    expect(a).toBe(
      'package app.one\n\nobject R {\n    object drawable {\n        const val ic_star = 2131230720\n        const val img_photo = 2131230721\n    }\n}\n',
    );
    expect(b).toContain('const val ic_star = 2131230722');
    expect(ids.table).toEqual([
      { id: 0x7f080000, file: '/job/res/0/drawable/ic_star.xml' },
      { id: 0x7f080001, file: '/job/res/0/drawable/img_photo.png' },
      { id: 0x7f080002, file: '/job/res/1/drawable/ic_star.xml' },
    ]);
  });

  it('declares the arrays a values file holds, as R.array (the Google Fonts certificates)', () => {
    const certs =
      '<resources>\n    <array name="com_google_android_gms_fonts_certs">\n    </array>\n    <string-array name="com_google_android_gms_fonts_certs_dev">\n    </string-array>\n</resources>\n';
    const r = new ResourceIds().rClass(
      'app.fonts',
      [{ path: 'res/values/font_certs.xml', contents: certs }],
      '/job/res/0',
    );
    expect(r).toContain(
      '    object array {\n        const val com_google_android_gms_fonts_certs = 2130903040\n        const val com_google_android_gms_fonts_certs_dev = 2130903041\n    }\n',
    );
  });
});
