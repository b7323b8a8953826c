import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    '/dashboard',
    '/upgrade',
    '/plugin-auth?write_key=abc&cookie_state=def',
    '/docs#getting-started',
    '/a/b/c?x=1&y=http%3A%2F%2Fexample.com',
  ])('keeps the same-origin path %j', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/x\\y',
    'https://evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
  ])('falls back for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil.example', '/login')).toBe('/login');
  });

  const base = 'https://app.example';
  const isSafeOutput = (out: string) =>
    !out.startsWith('//') &&
    !/^[a-z][a-z0-9+.-]*:/i.test(out) &&
    new URL(out, base).origin === base;

  it('never yields an output that leaves the origin, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => isSafeOutput(safeReturnTo(value))),
      { numRuns: 1000 },
    );
  });

  it('never yields an output that leaves the origin, for hostile path-like strings', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%09',
      '%0A',
      ':',
      'http:',
      'javascript:',
      '.',
      'evil.example',
      '@',
      '\t',
      '\n',
      ' ',
      '?',
      '#',
      'a',
    );
    const hostile = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(hostile, (value) => {
        const out = safeReturnTo(value);
        return isSafeOutput(out) && isSafeOutput(decodeURIComponent(out));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain path it is given', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        return safeReturnTo(path) === path;
      }),
    );
  });
});
