import { describe, expect, it } from 'vitest';
import { generate } from '../src/index.ts';
import {
  autoLayout,
  fileResponse,
  frame,
  rect,
  resetIds,
  solid,
  text,
  type FigmaJson,
} from './support/figma.ts';

const white = { fills: [solid(1, 1, 1)] };

/** The Kotlin of the screen drawn from `root`. */
async function screenOf(root: FigmaJson): Promise<string> {
  const result = await generate(fileResponse('App', [root]));
  const file = result.files.find(
    (f) =>
      f.path.endsWith('.kt') && typeof f.contents === 'string' && f.contents.includes('@Preview'),
  );
  return file?.contents as string;
}

/** A phone screen laid out as a column: a title, a text, a button; `props` on the frame, `buttonProps` on the button. */
function column(h: number, props: FigmaJson = {}, buttonProps: FigmaJson = {}): FigmaJson {
  return frame(
    'Welcome',
    { w: 390, h },
    {
      ...white,
      ...autoLayout('VERTICAL', {
        itemSpacing: 16,
        paddingTop: 80,
        primaryAxisSizingMode: 'FIXED',
        ...props,
      }),
    },
    [
      text('Title', 'Welcome back', { x: 0, y: 80, w: 300, h: 32 }, { fontSize: 28 }),
      text('Body', 'Sign in to see your plan', { x: 0, y: 128, w: 300, h: 20 }),
      rect('Button', { x: 0, y: 164, w: 390, h: 48 }, { fills: [solid(0, 0, 0)], ...buttonProps }),
    ],
  );
}

describe('a phone screen whose content runs down one column', () => {
  it('scrolls in that column', async () => {
    resetIds();
    expect(await screenOf(column(844))).toContain('.verticalScroll(rememberScrollState())');
  });

  it('is left alone where a child takes the room left: in a scroll it would have none', async () => {
    resetIds();
    const kotlin = await screenOf(column(844, {}, { layoutGrow: 1 }));
    expect(kotlin).toContain('weight(1f)');
    expect(kotlin).not.toContain('verticalScroll');
  });

  it('is left alone where the content is placed from the bottom or spread apart', async () => {
    resetIds();
    const bottom = await screenOf(column(844, { primaryAxisAlignItems: 'MAX' }));
    expect(bottom).toContain('Alignment.Bottom');
    expect(bottom).not.toContain('verticalScroll');
    resetIds();
    const spread = await screenOf(column(844, { primaryAxisAlignItems: 'SPACE_BETWEEN' }));
    expect(spread).toContain('Arrangement.SpaceBetween');
    expect(spread).not.toContain('verticalScroll');
  });

  it('is not added to a frame smaller than a phone (a card, a toolbar)', async () => {
    resetIds();
    expect(await screenOf(column(300))).not.toContain('verticalScroll');
  });
});
