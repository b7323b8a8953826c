import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import {
  autoLayout,
  frame,
  nodesResponse,
  resetIds,
  solid,
  text,
  vector,
} from './support/figma.ts';

/** A screen holding one frame named "Button" with the given layers inside (and the given look). */
function screenWith(
  children: ReturnType<typeof frame>[],
  look: Record<string, unknown> = { fills: [solid(0.4, 0.3, 0.8)], cornerRadius: 8 },
) {
  resetIds();
  return nodesResponse('Buttons', [
    frame('Header', { w: 360, h: 56 }, {}, [
      frame(
        'Button',
        { x: 16, y: 10, w: 32, h: 36 },
        {
          ...autoLayout('VERTICAL', { paddingTop: 6, paddingLeft: 4 }),
          ...look,
        },
        children,
      ),
    ]),
  ]);
}

async function screenKotlin(input: unknown): Promise<string> {
  const result = await generate(input);
  const file = result.files.find((f) => f.path.endsWith('/Header.kt'));
  if (typeof file?.contents !== 'string') throw new Error('no Header.kt');
  return file.contents;
}

describe('frames named like a Material component', () => {
  it('a frame named "Button" with a label is a Material Button', async () => {
    const kotlin = await screenKotlin(
      screenWith([text('Label', 'Save', { x: 4, y: 6, w: 24, h: 20 })]),
    );
    expect(kotlin).toContain('Button(');
    // The designer's label type (Roboto Regular 14, not Material's Medium) is stated.
    expect(kotlin).toContain('Text(text = "Save", fontSize = 14.sp)');
    // The room the designer left around the label.
    expect(kotlin).toContain('contentPadding = PaddingValues(start = 4.dp, top = 6.dp)');
  });

  it('a frame named "Button" with no words is drawn as designed, not as a Button with an empty label', async () => {
    const kotlin = await screenKotlin(
      screenWith([vector('Icon', { x: 4, y: 6, w: 24, h: 24 }, { fills: [solid(1, 1, 1)] })]),
    );
    expect(kotlin).not.toMatch(/\bButton\(/);
    expect(kotlin).not.toContain('Text("")');
    expect(kotlin).toContain('.width(32.dp)');
    expect(kotlin).toContain('RoundedCornerShape(');
  });

  it('takes its style from its look and its label colour from the design', async () => {
    const label = () =>
      text('Label', 'Weekly', { x: 4, y: 6, w: 24, h: 20 }, {}, { fills: [solid(0.8, 0.1, 0)] });
    const plain = await screenKotlin(screenWith([label()], { cornerRadius: 8 }));
    expect(plain).toContain('TextButton(');
    expect(plain).toContain(
      'colors = ButtonDefaults.textButtonColors(contentColor = Color(0xFFCC1A00))',
    );
    const outlined = await screenKotlin(
      screenWith([label()], { strokes: [solid(0.8, 0.1, 0)], strokeWeight: 1 }),
    );
    expect(outlined).toContain('OutlinedButton(');
    const filled = await screenKotlin(screenWith([label()]));
    expect(filled).toMatch(/\bButton\(/);
    expect(filled).toContain('containerColor = Color(0xFF664DCC)');
    expect(filled).toContain('contentColor = Color(0xFFCC1A00)');
  });
});
