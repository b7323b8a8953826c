import { describe, expect, it } from 'vitest';
import { nameParts } from './name-parts';

describe('nameParts', () => {
  it('cuts camel-case names between words and before the extension', () => {
    expect(nameParts('WelcomeBackScreen.kt')).toEqual(['Welcome', 'Back', 'Screen', '.kt']);
    expect(nameParts('HTTPClientConfig.kt')).toEqual(['HTTP', 'Client', 'Config', '.kt']);
    expect(nameParts('Screen2Preview.kt')).toEqual(['Screen2', 'Preview', '.kt']);
  });

  it('cuts after separators, keeping each with the word before it', () => {
    expect(nameParts('ic_arrow_back_24.xml')).toEqual(['ic_', 'arrow_', 'back_', '24', '.xml']);
    expect(nameParts('java/com/example/ui')).toEqual(['java/', 'com/', 'example/', 'ui']);
    expect(nameParts('on-boarding')).toEqual(['on-', 'boarding']);
  });

  it('keeps every character, in order', () => {
    for (const name of ['', 'a', 'README', '.gitignore', 'A_B-C/D.E', 'ÄrgerÜber.kt']) {
      expect(nameParts(name).join('')).toBe(name);
    }
  });
});
