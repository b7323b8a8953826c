import { describe, expect, it } from 'vitest';
import { readStateCookie, stateCookie } from './state-cookie';

describe('figma_oauth_state cookie', () => {
  it('lives 600 s, Secure, SameSite=Strict', () => {
    expect(stateCookie('w:c')).toBe(
      'figma_oauth_state=w%3Ac; Max-Age=600; Path=/; Secure; SameSite=Strict',
    );
    expect(stateCookie('', 0)).toContain('Max-Age=0');
  });

  it('is read back from the cookie string among others', () => {
    expect(readStateCookie('a=1; figma_oauth_state=w%3Ac; b=2')).toBe('w:c');
    expect(readStateCookie('a=1')).toBeNull();
  });
});
