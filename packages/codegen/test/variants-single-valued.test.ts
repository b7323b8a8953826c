import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import {
  component,
  componentSet,
  fileResponse,
  frame,
  instance,
  resetIds,
  solid,
  text,
} from './support/figma.ts';
import { kotlinSyntaxErrors } from './support/kotlin-parser.ts';

/**
 * Variants that differ only by a property with one value in the file (`Icon=False` and
 * `Icon=False, Emphasis=High`): neither property gets an enum, so nothing tells the variants
 * apart. The component must still be valid Kotlin, drawing its default variant, not a `when`
 * with an empty condition.
 */
describe('a component set whose variants no parameter tells apart', () => {
  const design = () => {
    resetIds();
    const variant = (name: string, id: string, label: string, x: number) =>
      component(name, { x, y: 0, w: 120, h: 40 }, { id, fills: [solid(0.4, 0.31, 0.64)] }, [
        text('Label', label, { x: 16, y: 10, w: 80, h: 20 }),
      ]);
    const set = componentSet(
      'Chip',
      { w: 300, h: 60 },
      {
        id: '9:0',
        componentPropertyDefinitions: {
          Icon: { type: 'VARIANT', defaultValue: 'False', variantOptions: ['False'] },
          Emphasis: { type: 'VARIANT', defaultValue: 'High', variantOptions: ['High'] },
        },
      },
      [
        variant('Icon=False', '9:1', 'Default', 0),
        variant('Icon=False, Emphasis=High', '9:2', 'Emphasised', 140),
      ],
    );
    const screen = frame('Chips', { x: 0, y: 100, w: 300, h: 60 }, {}, [
      instance('Chip', '9:1', { x: 0, y: 0, w: 120, h: 40 }, { fills: [solid(0.4, 0.31, 0.64)] }, [
        text('Label', 'Default', { x: 16, y: 10, w: 80, h: 20 }),
      ]),
    ]);
    return fileResponse('Chips', [set, screen]);
  };

  it('writes valid Kotlin that draws the default variant', async () => {
    const result = await generate(design(), { packageName: 'test.variants' });
    const kotlin = result.files.filter((f) => f.path.endsWith('.kt'));
    expect(kotlin.length).toBeGreaterThan(0);
    for (const file of kotlin) {
      const source = file.contents as string;
      expect(source, file.path).not.toMatch(/^\s*->/m);
      expect(await kotlinSyntaxErrors(source), file.path).toEqual([]);
    }
    const chip = kotlin.find((f) => /Chip\.kt$/.test(f.path));
    expect(chip, kotlin.map((f) => f.path).join(', ')).toBeDefined();
    expect(chip!.contents as string).toContain('"Default"');
  });
});
