import { describe, expect, it } from 'vitest';
import { groupByFolder } from './file-tree';
import { zipFileName } from './download-zip';
import { languageOf } from './highlight';

describe('groupByFolder', () => {
  it('groups files by their folder, folders and files in path order', () => {
    const groups = groupByFolder([
      { path: 'res/drawable/ic_star.xml' },
      { path: 'java/com/acme/ui/Theme.kt' },
      { path: 'java/com/acme/ui/SignIn.kt' },
      { path: 'README' },
    ]);
    expect(groups.map((g) => [g.folder, g.files.map((f) => f.name)])).toEqual([
      ['', ['README']],
      ['java/com/acme/ui', ['SignIn.kt', 'Theme.kt']],
      ['res/drawable', ['ic_star.xml']],
    ]);
  });
});

describe('zipFileName', () => {
  it('names the zip after the generation in lower kebab case', () => {
    expect(zipFileName('Checkout – Payment / Step 2')).toBe('checkout-payment-step-2.zip');
    expect(zipFileName('***')).toBe('generation.zip');
  });
});

describe('languageOf', () => {
  it('highlights Kotlin and drawable XML, nothing else', () => {
    expect(languageOf('java/a/B.kt')).toBe('kotlin');
    expect(languageOf('res/drawable/x.xml')).toBe('xml');
    expect(languageOf('res/drawable/x.png')).toBeNull();
  });
});
