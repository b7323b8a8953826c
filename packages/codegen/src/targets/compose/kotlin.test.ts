import { describe, expect, it } from 'vitest';
import { CodeWriter, call, dp, float, fmt, kotlinString } from './kotlin.ts';

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

  it('breaks at the 100th column, counting the indentation it is written at', () => {
    // `F(` + 95 characters + `)` is 98 wide: fits at indent 2, not at indent 3.
    const value = 'v'.repeat(95);
    expect(call('F', [{ value }], 2)).toBe(`F(${value})`);
    expect(call('F', [{ value }], 3)).toBe(`F(\n    ${value},\n)`);
    // Two arguments count their `, ` too: 2 + 47 + 2 + 47 + 1 = 99.
    const half = 'h'.repeat(47);
    expect(call('F', [{ value: half }, { value: half }], 1)).toBe(`F(${half}, ${half})`);
    expect(call('F', [{ value: half }, { value: half }], 2)).toContain('\n');
  });

  it('lays out an instrumented call as the plain one: test tags take no width', () => {
    const value = 'v'.repeat(80);
    const tagged = call('F', [{ value }, { name: 'modifier', value: 'Modifier.testTag("1:2")' }]);
    expect(tagged).toBe(`F(${value}, modifier = Modifier.testTag("1:2"))`);
    const taggedChain = call('F', [
      { value },
      { name: 'modifier', value: 'Modifier.testTag("1:2").fillMaxWidth()' },
    ]);
    expect(taggedChain).toContain('\n');
  });

  it('breaks when an argument spans lines, however short', () => {
    expect(call('F', [{ value: 'a {\n    b\n}' }])).toBe('F(\n    a {\n        b\n    },\n)');
  });
});

describe('CodeWriter', () => {
  /** What appending wrote before it was a method: the other writer's text, trimmed, line by line. */
  const byLines = (w: CodeWriter, other: CodeWriter): void => {
    for (const line of other.toString().trimEnd().split('\n')) w.line(line);
  };
  const section = (): CodeWriter => {
    const s = new CodeWriter();
    s.line('@Composable');
    s.block('private fun Part1()', () => {
      s.line('Text(\n    text = "a",\n)');
      s.line();
      s.block('Row', () => s.line('Box(modifier = Modifier)   '));
    });
    return s;
  };

  it('appends another writer line for line, at the top level and inside a block', () => {
    for (const nested of [false, true]) {
      const [a, b] = [new CodeWriter(), new CodeWriter()];
      const write = (w: CodeWriter, add: (o: CodeWriter) => void): void => {
        w.line('fun Screen() {}');
        w.line();
        if (nested) w.block('object Parts', () => add(section()));
        else add(section());
      };
      write(a, (o) => a.append(o));
      write(b, (o) => byLines(b, o));
      expect(a.toString()).toBe(b.toString());
    }
  });

  it('leaves out blank lines and trailing spaces at the end of what it appends', () => {
    const s = new CodeWriter();
    s.line('val a = 1   ');
    s.line();
    s.line();
    const w = new CodeWriter();
    w.append(s);
    w.line('val b = 2');
    expect(w.toString()).toBe('val a = 1\nval b = 2\n');
  });

  it('re-indents the continuation lines of multi-line text', () => {
    const w = new CodeWriter();
    w.block('Column', () => w.block('Row', () => w.line('Text(\n    "a",\n)')));
    expect(w.toString()).toBe(
      'Column {\n    Row {\n        Text(\n            "a",\n        )\n    }\n}\n',
    );
  });
});
