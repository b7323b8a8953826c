import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Figma/124.1.1 Chrome/122.0.6261.156 Electron/29.4.6 Safari/537.36',
      'Figma desktop app on macOS',
    ],
    ['node', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (ua, words) => {
    expect(describeDevice(ua)).toBe(words);
  });
});
