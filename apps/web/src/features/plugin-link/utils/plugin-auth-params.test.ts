import { describe, expect, it } from 'vitest';
import {
  pluginAuthReturnPath,
  pluginOAuthState,
  readPluginAuthRequest,
  requestDebugInfo,
} from './plugin-auth-params';

const W = 'w'.repeat(43);
const C = 'c'.repeat(43);

describe('readPluginAuthRequest', () => {
  it('reads both keys from the query', () => {
    expect(readPluginAuthRequest(`?write_key=${W}&cookie_state=${C}`)).toMatchObject({
      writeKey: W,
      cookieState: C,
      code: null,
    });
  });

  it('reads both keys from Figma’s returned state split at the colon', () => {
    expect(readPluginAuthRequest(`?code=abc&state=${W}:${C}`)).toMatchObject({
      writeKey: W,
      cookieState: C,
      code: 'abc',
      state: `${W}:${C}`,
    });
  });

  it('refuses a request missing either key, or with keys that are not keys', () => {
    expect(readPluginAuthRequest(`?write_key=${W}`)).toBeNull();
    expect(readPluginAuthRequest(`?cookie_state=${C}`)).toBeNull();
    expect(readPluginAuthRequest(`?state=${W}`)).toBeNull();
    expect(readPluginAuthRequest(`?write_key=${W}&cookie_state=<script>`)).toBeNull();
    expect(readPluginAuthRequest('')).toBeNull();
  });

  it('builds the state and the return_to path with the same two parameters', () => {
    expect(pluginOAuthState({ writeKey: W, cookieState: C })).toBe(`${W}:${C}`);
    expect(pluginAuthReturnPath({ writeKey: W, cookieState: C })).toBe(
      `/plugin-auth?write_key=${W}&cookie_state=${C}`,
    );
  });

  it('lists which parameters arrived, never their values', () => {
    const info = requestDebugInfo(`?write_key=${W}`);
    expect(info).toContainEqual({ name: 'write_key', present: true });
    expect(info).toContainEqual({ name: 'cookie_state', present: false });
    expect(JSON.stringify(info)).not.toContain(W);
  });
});
