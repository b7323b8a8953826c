import { describe, expect, it } from 'vitest';
import { call, dp, float, fmt, kotlinString } from './kotlin.ts';

describe('kotlinString', () => {
  it.each([
    ['plain', 'Hello', '"Hello"'],
    ['quotes', 'say "hi"', '"say \\"hi\\""'],
    ['dollar templates', '$name ${x}', '"\\$name \\${x}"'],
    ['backslash', 'C:\\dir', '"C:\\\\dir"'],
    ['newline, tab, carriage return', 'a\nb\tc\r', '"a\\nb\\tc\\r"'],
    ['emoji and ZWJ sequences stay as they are', '👨‍👩‍👧', '"👨‍👩‍👧"'],
    ['right-to-left text stays as it is', 'שלום', '"שלום"'],
    ['bidi overrides are escaped', 'a\u202Eb', '"a\\u202Eb"'],
    ['lone surrogates are escaped', 'x\uD83Dy', '"x\\uD83Dy"'],
    ['control characters are escaped', '\u0000\u001b', '"\\u0000\\u001B"'],
  ])('%s', (_name, given, want) => {
    expect(kotlinString(given)).toBe(want);
  });
});

describe('numbers', () => {
  it.each([
    [16, '16'],
    [16.5, '16.5'],
    [0.1 + 0.2, '0.3'],
    [-0.001, '0'],
    [1 / 3, '0.33'],
  ])('fmt(%s) = %s', (given, want) => {
    expect(fmt(given)).toBe(want);
  });

  it('writes dp and float literals Kotlin accepts', () => {
    expect(dp(8)).toBe('8.dp');
    expect(dp(-2.5)).toBe('-2.5.dp');
    expect(float(1)).toBe('1.0f');
    expect(float(0.25)).toBe('0.25f');
  });
});

describe('call', () => {
  it('stays on one line when it fits', () => {
    expect(call('Text', [{ name: 'text', value: '"a"' }])).toBe('Text(text = "a")');
  });

  it('puts one argument per line with trailing commas when it does not', () => {
    const long = call('Text', [
      { name: 'text', value: `"${'x'.repeat(60)}"` },
      { name: 'modifier', value: 'Modifier.fillMaxWidth()' },
    ]);
    expect(long).toBe(
      `Text(\n    text = "${'x'.repeat(60)}",\n    modifier = Modifier.fillMaxWidth(),\n)`,
    );
  });
});
