import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import { MAX_DEPTH } from '../src/parse/node.ts';
import { kotlinSyntaxErrors } from './support/kotlin-parser.ts';

type Json = Record<string, unknown>;

/** Layer names as real files have them: paragraphs, every script, emoji, keywords, path characters, case twins. */
const hostileName = fc.oneof(
  fc.string({ minLength: 200, maxLength: 1400 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'class',
    'fun',
    'object',
    'when',
    'Text',
    'Modifier',
    'String',
    'R',
    'Con',
    'nul',
    'LPT1',
    'LogIn',
    'Login',
    'log in',
    'LOGIN',
    '../../etc/passwd',
    'a/b\\c:d*e?f"g<h>i|j',
    '.',
    '..',
    ' ',
    '',
    '123',
    '0day',
    '🔥🔥🔥',
    '按钮',
    'ボタン',
    'Кнопка входа',
    'مرحبا',
    'Button / Primary / Large',
    'Screen',
    'ScreenScreen',
    'Preview',
    'Theme',
    '\u202Eevil',
    'a\u0000b',
  ),
);

let next = 0;
const id = (): string => `${Math.floor(next / 90) + 1}:${(next++ % 90) + 1}`;
const box = { x: 0, y: 0, width: 40, height: 20 };

function textNode(name: string): Json {
  return {
    id: id(),
    name,
    type: 'TEXT',
    absoluteBoundingBox: box,
    characters: name.slice(0, 30),
    style: { fontFamily: 'Roboto', fontSize: 12 },
  };
}

/** A file whose every name is hostile: screens, a component set with hostile property and variant names, instances, texts, vectors. */
function hostileFile(names: string[]): Json {
  next = 0;
  const at = (i: number): string => names[i % names.length] as string;
  const setId = '90:1';
  const variants = [0, 1].map((v) => ({
    id: `90:${v + 2}`,
    name: `${at(v)}=${at(v + 1)}, State=${v === 0 ? 'On' : 'Off'}`,
    type: 'COMPONENT',
    absoluteBoundingBox: box,
    children: [
      { ...textNode(at(v + 2)), componentPropertyReferences: { characters: `${at(3)}#1:0` } },
    ],
  }));
  const set = {
    id: setId,
    name: at(4),
    type: 'COMPONENT_SET',
    absoluteBoundingBox: box,
    componentPropertyDefinitions: {
      [`${at(3)}#1:0`]: { type: 'TEXT', defaultValue: at(5).slice(0, 20) },
      [`${at(0)}#1:1`]: { type: 'BOOLEAN', defaultValue: true },
    },
    children: variants,
  };
  const screens = names.slice(0, 6).map((n, i) => ({
    id: id(),
    name: n,
    type: 'FRAME',
    absoluteBoundingBox: { x: 0, y: i * 100, width: 200, height: 80 },
    children: [
      textNode(at(i + 1)),
      {
        id: id(),
        name: at(i + 2),
        type: 'VECTOR',
        absoluteBoundingBox: box,
        fills: [{ type: 'SOLID', color: { r: 1, g: 0, b: 0, a: 1 } }],
        fillGeometry: [{ path: 'M0 0L10 0L10 10Z', windingRule: 'NONZERO' }],
      },
      {
        id: id(),
        name: at(i + 3),
        type: 'INSTANCE',
        componentId: '90:2',
        absoluteBoundingBox: box,
        componentProperties: { [`${at(3)}#1:0`]: { type: 'TEXT', value: at(i) } },
        children: [textNode(at(i))],
      },
    ],
  }));
  const components = Object.fromEntries(
    variants.map((v) => [v.id, { key: `key-${v.id}`, name: v.name, componentSetId: setId }]),
  );
  return {
    name: at(6),
    document: {
      id: '0:0',
      name: 'Document',
      type: 'DOCUMENT',
      children: [{ id: '0:1', name: at(7), type: 'CANVAS', children: [set, ...screens] }],
    },
    components,
    componentSets: { [setId]: { key: 'key-set', name: at(4) } },
    styles: {},
  };
}

const pathPattern =
  /^(java\/[a-z][a-z0-9_]*(\/[a-z][a-z0-9_]*)*\/[A-Z][A-Za-z0-9]*\.kt|res\/drawable\/[a-z][a-z0-9_]*\.(xml|png))$/;
const windowsDevices = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

describe('hostile layer names and structures (fast-check)', () => {
  it('give valid, bounded, unique file names and Kotlin that parses, and never throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileName, { minLength: 8, maxLength: 12 }), async (names) => {
        const result = await generate(hostileFile(names));
        const paths = result.files.map((f) => f.path);
        for (const p of paths) {
          expect(p).toMatch(pathPattern);
          const base = p.slice(p.lastIndexOf('/') + 1, p.lastIndexOf('.'));
          expect(base.length, p).toBeLessThanOrEqual(80);
          expect(base, p).not.toMatch(windowsDevices);
        }
        // Unique even on file systems that ignore case.
        expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
        for (const f of result.files)
          if (f.path.endsWith('.kt'))
            expect(await kotlinSyntaxErrors(f.contents as string)).toEqual([]);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  }, 120_000);

  it('reports layers nested past the depth limit instead of overflowing the stack', async () => {
    let node: Json = { id: '9:9', name: 'leaf', type: 'RECTANGLE', absoluteBoundingBox: box };
    for (let i = 0; i < 5000; i++)
      node = {
        id: `2:${i}`,
        name: 'Group',
        type: 'FRAME',
        absoluteBoundingBox: box,
        children: [node],
      };
    const result = await generate(node);
    expect(result.files.some((f) => f.path.endsWith('.kt'))).toBe(true);
    expect(
      result.warnings.some(
        (w) => w.code === 'unsupported-node' && w.message.includes(`more than ${MAX_DEPTH} levels`),
      ),
    ).toBe(true);
  });

  it('names a screen after its layer even when the name is a 1,300-character paragraph', async () => {
    const paragraph = 'Welcome to the app, this paragraph explains everything. '.repeat(24);
    const result = await generate({
      id: '1:1',
      name: paragraph,
      type: 'FRAME',
      absoluteBoundingBox: box,
      children: [textNode(paragraph)],
    });
    expect(result.files.map((f) => f.path)).toContain(
      'java/com/example/figma/WelcomeToTheAppThisParagraphExplains.kt',
    );
  });

  it('spells Cyrillic names in Latin letters and numbers names no script gives words to', async () => {
    const frames = ['Кнопка входа', '按钮', 'ボタン'].map((name, i) => ({
      id: `1:${i + 1}`,
      name,
      type: 'FRAME',
      absoluteBoundingBox: box,
      children: [],
    }));
    const result = await generate(frames);
    expect(result.files.map((f) => f.path.replace('java/com/example/figma/', ''))).toEqual(
      expect.arrayContaining(['KnopkaVkhoda.kt', 'Screen.kt', 'Screen2.kt']),
    );
  });
});
